"""Tiny training configs for tests: two small programs, a few episodes, quick timing.

One place, so that a change to the config format changes every test's config.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from programs import ADD, MATMUL

ROOT = Path(__file__).resolve().parent.parent


def _merge(base: dict, overrides: dict) -> dict:
    merged = dict(base)
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def tiny_config(folder: Path, iterations: int, name: str = "config.json", **sections: dict) -> Path:
    """Writes `folder/name`: a matmul and an add to train on (the matmul to evaluate),
    `iterations` iterations, runs in `folder/run`; `sections` override keys per section."""
    folder.mkdir(parents=True, exist_ok=True)
    for stem, text in (("mm", MATMUL), ("add", ADD)):
        (folder / f"{stem}.mlir").write_text(text)
    config = {
        "train": {"files": [str(folder / "mm.mlir"), str(folder / "add.mlir")]},
        "eval": {"files": [str(folder / "mm.mlir")]},
        "training": {
            "iterations": iterations,
            "episodes_per_iteration": 3,
            "eval_every": 0,
            "run_dir": str(folder / "run"),
            "name": "test",
        },
        "ppo": {"hidden": 16, "epochs": 1},
        "timing": {"repeat": 2, "min_repeat": 1, "warmup": 0},
        "cluster": {"workers": 1, "cache_path": str(folder / "cache.sqlite")},
        "tracking": {"backends": []},
    }
    path = folder / name
    path.write_text(json.dumps(_merge(config, sections)))
    return path


def run_module(module: str, config: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    """`python -m MODULE --config CONFIG --no-progress` from the repository, as a user runs
    it (without a Neptune token, so Neptune stays offline)."""
    env = {k: v for k, v in os.environ.items() if k != "NEPTUNE_API_TOKEN"}
    return subprocess.run(
        [sys.executable, "-m", module, "--config", str(config), "--no-progress"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=timeout,
        check=False,
    )
