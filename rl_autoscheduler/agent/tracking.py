"""Experiment tracking: a local metrics file, MLflow and Neptune, with the same numbers.

`metrics.jsonl` (one JSON object per iteration, in the run directory) is always
written: plots, reports and resuming read it, and it is the record that survives
any tracker failing.

Dashboards are backends, chosen in the config's `tracking.backends`:

- `mlflow` (the live dashboard): a local SQLite store, `runs/mlflow.db` relative
  to the working directory with artifacts beside it in `runs/mlartifacts`, unless
  the config names a store or `MLFLOW_TRACKING_URI` points at one (a team
  server). Logging needs no server; `rl-autoscheduler dashboard` shows the store.
- `neptune`: online (project from the config or NEPTUNE_PROJECT) when
  NEPTUNE_API_TOKEN is set, offline files under the run directory otherwise.
  Neptune's hosted service closed in March 2026: offline files are kept for
  users with their own Neptune deployment or `neptune-exporter`.

A run is its folder (a training's run directory, an evaluation's output folder): the
folder's `run_id` file holds its id, which the backends find the run by, so `--resume`
continues the run and another folder of the same name is another run.

A backend that fails, at start or at any later call, is one warning and is then
switched off for the rest of the run: tracking never stops training.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import re
import uuid
import warnings
from collections.abc import Iterable, MutableMapping
from pathlib import Path
from typing import Any

from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.config import ConfigError

BACKENDS = ("mlflow", "neptune")
"""The dashboards a config may choose in `tracking.backends`."""
EXPERIMENT_KIND = "mlflow.experimentKind"
"""Tells MLflow's UI the experiment is model training (runs, metric charts), not GenAI, so it
neither guesses nor asks. Which view the UI opens in is the address's choice: the
dashboard's asks for model training."""
DEFAULT_MLFLOW_STORE = Path("runs/mlflow.db")
"""MLflow's SQLite store when neither the config nor MLFLOW_TRACKING_URI names one."""
MAX_PARAM_LENGTH = 6000
"""MLflow refuses longer param values (a long list of benchmark names, say)."""
RUN_ID_TAG = "rl_autoscheduler_run_id"
"""MLflow tag (and Neptune field) holding the run's id: `--resume` finds the MLflow run it
continues by it, never by a name that another folder may share."""
RUN_ID_FILE = "run_id"
"""The file in a run's folder holding its id (see `folder_run_id`)."""
RUN_ID = re.compile(r"[0-9a-f]{32}")
"""What `folder_run_id` writes: a uuid4 in hex."""
TELEMETRY_OFF = {"MLFLOW_DISABLE_TELEMETRY": "true"}
"""MLflow sends usage data unless told not to: this tool's MLflow clients and dashboard
server do not, unless the user set the variable."""


# --------------------------------------------------------------------------- run identity


def folder_run_id(folder: Path) -> str:
    """The id of the run whose files are in `folder`, created on first use.

    Trackers look runs up by this id, not by the folder's name: evaluations written to
    `/a/out` and `/b/out` are two runs, and `--resume` (or an evaluation written again
    into the same folder) continues its own. A damaged file is an error naming it, not
    a silent new run.
    """
    path = Path(folder) / RUN_ID_FILE
    if not path.exists():
        atomic_write_text(path, uuid.uuid4().hex + "\n")
    run_id = path.read_text(errors="replace").strip()
    if not RUN_ID.fullmatch(run_id):
        raise ConfigError(
            f"{path} holds no run id ({run_id[:40]!r}): delete it to track this folder as a new run"
        )
    return run_id


# --------------------------------------------------------------------------- MLflow store


def mlflow_store(store: str | None = None) -> tuple[str, str | None]:
    """The MLflow tracking URI and, for a local store, the artifact directory beside it.

    `store` (a config field or the dashboard's `--store`) wins; then
    MLFLOW_TRACKING_URI; then `runs/mlflow.db` in the working directory. A plain
    path is a SQLite file. A server URI has no local artifact directory: the
    server decides where artifacts go.
    """
    chosen = store or os.environ.get("MLFLOW_TRACKING_URI") or str(DEFAULT_MLFLOW_STORE)
    database = sqlite_path(chosen)
    if database is None:
        return chosen, None
    database = database.resolve()
    return f"sqlite:///{database}", str(database.parent / "mlartifacts")


def sqlite_path(store: str) -> Path | None:
    """The database file of a SQLite store (a path or a `sqlite:///` URI), else None."""
    if store.startswith("sqlite:///"):
        return Path(store.removeprefix("sqlite:///"))
    if "://" in store:
        return None
    return Path(store)


def without_telemetry(environ: MutableMapping[str, str]) -> MutableMapping[str, str]:
    """`environ` with MLflow's telemetry off where the user has not chosen (see
    `TELEMETRY_OFF`); MLflow reads it when it is imported, and its server at start."""
    for name, value in TELEMETRY_OFF.items():
        environ.setdefault(name, value)
    return environ


def quiet_mlflow() -> None:
    """MLflow and its database migrations log INFO lines and progress bars; the
    trainer's and measurer's output must stay readable. Its telemetry is off too."""
    os.environ.setdefault("MLFLOW_ENABLE_ARTIFACTS_PROGRESS_BAR", "false")
    os.environ.setdefault("MLFLOW_LOGGING_LEVEL", "WARNING")
    without_telemetry(os.environ)
    import mlflow  # noqa: F401  (importing it configures its loggers: quiet them after)

    for name in ("mlflow", "alembic"):
        logging.getLogger(name).setLevel(logging.WARNING)


def flatten(config: dict, prefix: str = "") -> dict[str, Any]:
    """Nested config sections as `section/key` entries; lists as JSON, None left out."""
    flat: dict[str, Any] = {}
    for key, value in config.items():
        if isinstance(value, dict):
            flat.update(flatten(value, f"{prefix}{key}/"))
        elif isinstance(value, list | tuple):
            flat[f"{prefix}{key}"] = json.dumps(value)
        elif value is not None:
            flat[f"{prefix}{key}"] = value
    return flat


def numeric(metrics: dict[str, Any]) -> dict[str, float]:
    """The finite numbers among `metrics`: what a dashboard can plot."""
    return {
        key: float(value)
        for key, value in metrics.items()
        if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    }


# --------------------------------------------------------------------------- backends


class Backend:
    """One dashboard. Each method may raise: the Tracker turns that into one warning
    and stops calling the backend."""

    name = "backend"

    def start(self, name: str, config: dict, run_id: str) -> None:
        raise NotImplementedError

    def log_metrics(self, step: int, metrics: dict[str, float]) -> None:
        raise NotImplementedError

    def log_params(self, params: dict[str, Any]) -> None:
        raise NotImplementedError

    def log_artifact(self, path: Path) -> None:
        raise NotImplementedError

    def close(self, failed: bool = False) -> None:
        raise NotImplementedError


class MlflowBackend(Backend):
    """An MLflow run through `MlflowClient` (no global active run, no banner)."""

    name = "mlflow"

    def __init__(self, store: str | None = None, experiment: str | None = None) -> None:
        self.store = store
        self.experiment = experiment
        self.client = None
        self.run_id: str | None = None
        self.tracking_uri: str | None = None

    def start(self, name: str, config: dict, run_id: str) -> None:
        quiet_mlflow()
        from mlflow import MlflowClient

        self.tracking_uri, artifacts = mlflow_store(self.store)
        database = sqlite_path(self.tracking_uri)
        if database is not None:
            database.parent.mkdir(parents=True, exist_ok=True)
        self.client = MlflowClient(tracking_uri=self.tracking_uri)
        experiment_id = self._experiment(self.experiment or name, artifacts)
        existing = self.client.search_runs(
            [experiment_id], filter_string=f"tags.{RUN_ID_TAG} = '{run_id}'", max_results=1
        )
        if existing:  # a resumed training continues its MLflow run
            self.run_id = existing[0].info.run_id
            self.client.update_run(self.run_id, status="RUNNING")
        else:
            run = self.client.create_run(experiment_id, run_name=name, tags={RUN_ID_TAG: run_id})
            self.run_id = run.info.run_id
        self.log_params(flatten(config))

    def _experiment(self, name: str, artifacts: str | None) -> str:
        """The experiment's id, created (artifacts in `artifacts`) if it is new."""
        from mlflow.exceptions import MlflowException

        found = self.client.get_experiment_by_name(name)
        if found is None:
            try:
                return self.client.create_experiment(
                    name,
                    artifact_location=artifacts,
                    tags={EXPERIMENT_KIND: "custom_model_development"},
                )
            except MlflowException:  # another process created it just now
                found = self.client.get_experiment_by_name(name)
                if found is None:
                    raise
        if found.lifecycle_stage == "deleted":
            self.client.restore_experiment(found.experiment_id)
        return found.experiment_id

    def log_params(self, params: dict[str, Any]) -> None:
        """Logs new params; on a resumed run a changed value (params are immutable in
        MLflow) is kept as a `resumed/<key>` tag instead."""
        from mlflow.entities import Param, RunTag

        known = self.client.get_run(self.run_id).data.params
        params = {k: str(v)[:MAX_PARAM_LENGTH] for k, v in params.items()}
        fresh = [Param(k, v) for k, v in params.items() if k not in known]
        changed = [RunTag(f"resumed/{k}", v) for k, v in params.items() if k in known]
        changed = [tag for tag in changed if known[tag.key.removeprefix("resumed/")] != tag.value]
        for chunk in range(0, len(fresh), 100):  # MLflow's batch limit
            self.client.log_batch(self.run_id, params=fresh[chunk : chunk + 100])
        if changed:
            self.client.log_batch(self.run_id, tags=changed)

    def log_metrics(self, step: int, metrics: dict[str, float]) -> None:
        import time

        from mlflow.entities import Metric

        now = int(time.time() * 1000)
        batch = [Metric(key, value, now, step) for key, value in metrics.items()]
        self.client.log_batch(self.run_id, metrics=batch)

    def log_artifact(self, path: Path) -> None:
        self.client.log_artifact(self.run_id, str(path))

    def close(self, failed: bool = False) -> None:
        if self.client is not None and self.run_id is not None:
            self.client.set_terminated(self.run_id, status="FAILED" if failed else "FINISHED")


class NeptuneBackend(Backend):
    """A Neptune run: online with NEPTUNE_API_TOKEN, offline files in the run directory
    otherwise. The token is read by the client from the environment, never logged.

    Online, the run id is Neptune's custom run id: a resumed training continues its run.
    Offline, Neptune drops custom run ids and each start is a run of its own, so the id
    is also a field of the run (`RUN_ID_TAG`): the parts of one training, synced, share
    it, and two folders' runs never do."""

    name = "neptune"

    def __init__(self, run_dir: Path, project: str | None = None) -> None:
        self.run_dir = run_dir
        self.project = project
        self.run = None
        self.mode = "off"

    def start(self, name: str, config: dict, run_id: str) -> None:
        import neptune

        online = bool(os.environ.get("NEPTUNE_API_TOKEN"))
        mode = "async" if online else "offline"
        # Each run's offline data goes under its own run directory unless the user chose
        # one. Neptune reads the variable when the run starts; it is set for that call
        # only, so it neither leaks to a later run of this process nor to its children.
        chosen = os.environ.get("NEPTUNE_DATA_DIRECTORY")
        os.environ["NEPTUNE_DATA_DIRECTORY"] = chosen or str(self.run_dir / ".neptune")
        try:
            self.run = neptune.init_run(
                project=(self.project or os.environ.get("NEPTUNE_PROJECT")) if online else None,
                mode=mode,
                name=name,
                custom_run_id=run_id,
                capture_stdout=False,
                capture_stderr=False,
                capture_hardware_metrics=False,
                capture_traceback=False,
                git_ref=False,
                source_files=[],
            )
        finally:
            if chosen is None:
                os.environ.pop("NEPTUNE_DATA_DIRECTORY", None)
        self.mode = mode
        self.run[RUN_ID_TAG] = run_id
        self.log_params(flatten(config))

    def log_params(self, params: dict[str, Any]) -> None:
        self.run["config"] = params

    def log_metrics(self, step: int, metrics: dict[str, float]) -> None:
        for key, value in metrics.items():
            self.run[f"train/{key}"].append(value, step=step)

    def log_artifact(self, path: Path) -> None:
        self.run[f"artifacts/{path.stem}"].upload(str(path))

    def close(self, failed: bool = False) -> None:
        if self.run is not None:
            self.run.stop()


def make_backends(
    names: Iterable[str],
    run_dir: Path,
    project: str | None = None,
    store: str | None = None,
    experiment: str | None = None,
) -> list[Backend]:
    """The backends a config names, in its order."""
    made: list[Backend] = []
    for name in names:
        if name == "mlflow":
            made.append(MlflowBackend(store, experiment))
        elif name == "neptune":
            made.append(NeptuneBackend(run_dir, project))
        else:
            raise ValueError(f"unknown tracking backend {name!r} (known: {', '.join(BACKENDS)})")
    return made


# --------------------------------------------------------------------------- the tracker


class Tracker:
    """Writes metrics.jsonl and fans every call out to the backends still working.

    The run is the one of `run_dir` (`folder_run_id`) unless `run_id` names another: a
    checkpoint written before runs had their folder's id keeps its own."""

    def __init__(
        self,
        run_dir: Path,
        name: str,
        config: dict,
        project: str | None = None,
        run_id: str | None = None,
        backends: Iterable[str] | Iterable[Backend] = BACKENDS,
        store: str | None = None,
        experiment: str | None = None,
    ) -> None:
        self.metrics_path = run_dir / "metrics.jsonl"
        self.run_dir = run_dir
        self.run_id = run_id or folder_run_id(run_dir)
        chosen = list(backends)
        if all(isinstance(b, str) for b in chosen):
            chosen = make_backends(chosen, run_dir, project, store, experiment)
        self.backends: list[Backend] = []
        for backend in chosen:
            if self._call(backend, "start", backend.start, name, config, self.run_id, added=False):
                self.backends.append(backend)

    def backend(self, name: str) -> Backend | None:
        """The working backend called `name`, if any."""
        return next((b for b in self.backends if b.name == name), None)

    def _call(self, backend: Backend, what: str, method, *args, added: bool = True) -> bool:
        """Calls one backend method; a failure is one warning and switches it off."""
        try:
            method(*args)
            return True
        except Exception as error:  # a dashboard must never stop training
            warnings.warn(
                f"{backend.name} tracking failed at {what} ({type(error).__name__}: "
                f"{_first_line(error)}); it is off for the rest of this run, metrics still "
                f"go to {self.metrics_path}",
                stacklevel=3,
            )
            if added and backend in self.backends:
                self.backends.remove(backend)
            if what != "close":
                with contextlib.suppress(Exception):
                    backend.close()
            return False

    def log(self, iteration: int, metrics: dict[str, Any]) -> None:
        row = {"iteration": iteration, **metrics}
        with open(self.metrics_path, "a") as handle:
            handle.write(json.dumps(row) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        values = numeric(metrics)
        for backend in list(self.backends):
            self._call(backend, "log", backend.log_metrics, iteration, values)

    def log_params(self, params: dict[str, Any]) -> None:
        for backend in list(self.backends):
            self._call(backend, "log_params", backend.log_params, params)

    def log_artifact(self, path: Path) -> None:
        for backend in list(self.backends):
            self._call(backend, "log_artifact", backend.log_artifact, path)

    def truncate_after(self, iteration: int) -> None:
        """On resume: drop rows of iterations after the checkpoint (they will be redone),
        and a torn last line, which the next row would otherwise be appended to."""
        if not self.metrics_path.exists():
            return
        kept = [row for row in read_metrics(self.metrics_path) if row["iteration"] <= iteration]
        atomic_write_text(self.metrics_path, "".join(json.dumps(row) + "\n" for row in kept))

    def close(self, failed: bool = False) -> None:
        """Ends every backend's run (marked failed in MLflow if training raised)."""
        for backend in list(self.backends):
            self._call(backend, "close", backend.close, failed)
        self.backends = []


def _first_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:300] if text else "no message"


def read_metrics(path: str | Path) -> list[dict]:
    """The rows of a metrics file, skipping a torn last line with a warning.

    A process killed (or a disk filled) in the middle of `Tracker.log` can
    leave half a row at the end of the file; any other unreadable line is
    damage that an error names.
    """
    path = Path(path)
    if not path.exists():
        return []
    lines = [(number, line) for number, line in enumerate(path.read_text().splitlines(), 1)]
    lines = [(number, line) for number, line in lines if line.strip()]
    rows = []
    for position, (number, line) in enumerate(lines):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as error:
            if position == len(lines) - 1:
                warnings.warn(f"{path}:{number}: skipping a torn last line ({error})", stacklevel=2)
                break
            raise ValueError(f"{path}:{number}: not a metrics row: {error}") from error
        if not isinstance(row, dict) or not isinstance(row.get("iteration"), int):
            raise ValueError(f"{path}:{number}: not a metrics row (no integer 'iteration')")
        rows.append(row)
    return rows


# --------------------------------------------------------------------------- evaluations


def log_evaluation(
    name: str,
    metrics: dict[str, float],
    params: dict[str, Any],
    artifacts: Iterable[Path],
    *,
    run_id: str,
    experiment: str = "evaluation",
    store: str | None = None,
) -> str | None:
    """One MLflow run for an evaluation: its numbers and files, under the display name
    `name`, found again by `run_id` (its folder's, `folder_run_id`). Returns MLflow's run
    id, or None with one warning if MLflow fails: the files on disk are the results
    anyway."""
    backend = MlflowBackend(store, experiment)
    try:
        backend.start(name, params, run_id)
        backend.log_metrics(0, numeric(metrics))
        for path in artifacts:
            backend.log_artifact(path)
        backend.close()
    except Exception as error:  # a dashboard must never lose an evaluation
        warnings.warn(
            f"mlflow logging of evaluation {name} failed ({type(error).__name__}: "
            f"{_first_line(error)}); its results are in the files only",
            stacklevel=2,
        )
        with contextlib.suppress(Exception):
            backend.close(failed=True)
        return None
    return backend.run_id
