"""Experiment tracking: Neptune and a local metrics file, with the same numbers.

Neptune runs online (project from NEPTUNE_PROJECT or the config) when
NEPTUNE_API_TOKEN is set, and offline (files under the run directory, no
network) otherwise. The token is read by the Neptune client from the
environment and never passed through our logs or configs. A Neptune failure
degrades to the local file with one warning: tracking never stops training.

The local file (`metrics.jsonl`, one JSON object per iteration) is what plots
and reports read.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import warnings
from pathlib import Path
from typing import Any

from rl_autoscheduler.files import atomic_write_text


class Tracker:
    def __init__(
        self,
        run_dir: Path,
        name: str,
        config: dict,
        project: str | None = None,
        run_id: str | None = None,
        enable_neptune: bool = True,
    ) -> None:
        self.metrics_path = run_dir / "metrics.jsonl"
        self.run_dir = run_dir
        self.run_id = run_id or f"{name}-{os.urandom(4).hex()}"
        self.neptune_run = None
        self.mode = "off"
        if enable_neptune:
            self._start_neptune(name, config, project)

    def _start_neptune(self, name: str, config: dict, project: str | None) -> None:
        online = bool(os.environ.get("NEPTUNE_API_TOKEN"))
        self.mode = "async" if online else "offline"
        os.environ.setdefault("NEPTUNE_DATA_DIRECTORY", str(self.run_dir / ".neptune"))
        try:
            import neptune

            self.neptune_run = neptune.init_run(
                project=(project or os.environ.get("NEPTUNE_PROJECT")) if online else None,
                mode=self.mode,
                name=name,
                custom_run_id=self.run_id,
                capture_stdout=False,
                capture_stderr=False,
                capture_hardware_metrics=False,
                capture_traceback=False,
                git_ref=False,
                source_files=[],
            )
            self.neptune_run["config"] = _flat_for_neptune(config)
        except Exception as error:  # tracking must never stop training
            warnings.warn(
                f"Neptune unavailable ({type(error).__name__}); metrics go to "
                f"{self.metrics_path} only",
                stacklevel=2,
            )
            self.neptune_run = None
            self.mode = "off"

    def log(self, iteration: int, metrics: dict[str, Any]) -> None:
        row = {"iteration": iteration, **metrics}
        with open(self.metrics_path, "a") as handle:
            handle.write(json.dumps(row) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        if self.neptune_run is None:
            return
        try:
            for key, value in metrics.items():
                if isinstance(value, int | float) and math.isfinite(value):
                    self.neptune_run[f"train/{key}"].append(value, step=iteration)
        except Exception as error:  # a lost tracker must not lose the run
            warnings.warn(
                f"Neptune logging failed ({type(error).__name__}); continuing "
                "with the local metrics file",
                stacklevel=2,
            )
            self.neptune_run = None

    def truncate_after(self, iteration: int) -> None:
        """On resume: drop rows of iterations after the checkpoint (they will be redone)."""
        if not self.metrics_path.exists():
            return
        kept = [
            line
            for line in self.metrics_path.read_text().splitlines()
            if line.strip() and json.loads(line)["iteration"] <= iteration
        ]
        atomic_write_text(self.metrics_path, "".join(line + "\n" for line in kept))

    def close(self) -> None:
        if self.neptune_run is not None:
            with contextlib.suppress(Exception):  # closing a tracker is best effort
                self.neptune_run.stop()


def read_metrics(path: str | Path) -> list[dict]:
    path = Path(path)
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _flat_for_neptune(config: dict, prefix: str = "") -> dict:
    flat = {}
    for key, value in config.items():
        if isinstance(value, dict):
            flat.update(_flat_for_neptune(value, f"{prefix}{key}/"))
        elif isinstance(value, list):
            flat[f"{prefix}{key}"] = json.dumps(value)
        elif value is not None:
            flat[f"{prefix}{key}"] = value
    return flat
