"""A run is its folder, not the folder's name: two evaluations written to folders of the
same name are two MLflow runs, each with its own metrics and files, and an evaluation
written again into its folder continues its run. Trainings (their run directories) and
Neptune's offline runs follow the same rule, and MLflow's telemetry stays off.

Real evaluations and the real MLflow client, on a SQLite store in tmp_path.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mlflow import MlflowClient
from programs import ADD, RELU

from evaluation.results import OPTIONAL_METHODS
from rl_autoscheduler.agent.tracking import (
    RUN_ID_FILE,
    RUN_ID_TAG,
    Tracker,
    folder_run_id,
    without_telemetry,
)
from rl_autoscheduler.config import ConfigError

ROOT = Path(__file__).resolve().parents[1]
VERIFIED = "verified/untransformed/overall"
"""A metric every evaluation logs: how many benchmarks the untransformed program ran on."""


def small_suite(folder: Path) -> Path:
    """Two small single ops: an evaluation of one or of both is seconds of measuring."""
    suite = folder / "suite"
    suite.mkdir(parents=True, exist_ok=True)
    (suite / "add.mlir").write_text(ADD)
    (suite / "relu.mlir").write_text(RELU)
    return suite


def evaluate(out: Path, store: Path, suite: Path, *names: str) -> None:
    """A cheap real evaluation into `out`, logged to `store`: the untransformed program
    only, timed briefly, without waiting for idle cores (its figures are not asserted)."""
    command = [sys.executable, "-m", "evaluation.single_ops", "--suite", str(suite)]
    command += ["--names", *names] if names else []
    command += ["--skip", *OPTIONAL_METHODS, "--settle-s", "0", "--workers", "1"]
    command += ["--repeat", "2", "--min-repeat", "1", "--budget", "0.05", "--quiet"]
    result = subprocess.run(
        [*command, "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "MLFLOW_TRACKING_URI": f"sqlite:///{store}"},
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "MLflow:  experiment 'evaluation'" in result.stdout


def evaluation_runs(store: Path) -> dict[str, object]:
    """The store's evaluation runs by the run id of their folder."""
    client = MlflowClient(tracking_uri=f"sqlite:///{store}")
    experiment = client.get_experiment_by_name("evaluation")
    runs = client.search_runs([experiment.experiment_id])
    return {run.data.tags[RUN_ID_TAG]: run for run in runs}


@pytest.fixture(scope="module")
def evaluations(tmp_path_factory):
    """`a/out` (one benchmark) and `b/out` (two), then `a/out` evaluated again."""
    folder = tmp_path_factory.mktemp("identity")
    store = folder / "store" / "mlflow.db"
    suite = small_suite(folder)
    first, second = folder / "a" / "out", folder / "b" / "out"
    evaluate(first, store, suite, "add")
    evaluate(second, store, suite)
    before = evaluation_runs(store)
    first_id = folder_run_id(first)
    evaluate(first, store, suite, "add")
    return {
        "store": store,
        "client": MlflowClient(tracking_uri=f"sqlite:///{store}"),
        "folders": (first, second),
        "before": before,
        "after": evaluation_runs(store),
        "first_id": first_id,
    }


def test_two_folders_of_the_same_name_are_two_runs_with_their_own_metrics(evaluations):
    first, second = evaluations["folders"]
    runs = evaluations["before"]
    assert set(runs) == {folder_run_id(first), folder_run_id(second)}, "one run per folder"
    for folder, benchmarks in ((first, {"add"}), (second, {"add", "relu"})):
        run = runs[folder_run_id(folder)]
        assert run.info.run_name == "out", "the display name stays the folder's name"
        assert run.data.metrics[VERIFIED] == len(benchmarks)
        # Its results.json artifact is its own folder's.
        local = Path(evaluations["client"].get_experiment(run.info.experiment_id).artifact_location)
        logged = json.loads((local / run.info.run_id / "artifacts" / "results.json").read_text())
        assert {b["name"] for b in logged["benchmarks"]} == benchmarks


def test_an_evaluation_written_again_into_its_folder_continues_its_run(evaluations):
    first, second = evaluations["folders"]
    before, after = evaluations["before"], evaluations["after"]
    assert folder_run_id(first) == evaluations["first_id"], "the folder keeps its id"
    assert set(after) == set(before), "no third run"
    again = after[folder_run_id(first)]
    assert again.info.run_id == before[folder_run_id(first)].info.run_id
    client = evaluations["client"]
    assert [m.value for m in client.get_metric_history(again.info.run_id, VERIFIED)] == [1, 1]
    other = after[folder_run_id(second)].info.run_id
    assert [m.value for m in client.get_metric_history(other, VERIFIED)] == [2]


def test_a_folder_keeps_its_id_and_a_damaged_one_is_named(tmp_path):
    run_id = folder_run_id(tmp_path / "new")
    assert len(run_id) == 32 and folder_run_id(tmp_path / "new") == run_id
    assert folder_run_id(tmp_path / "other") != run_id
    (tmp_path / "new" / RUN_ID_FILE).write_text("out\n")
    with pytest.raises(ConfigError, match=f"{tmp_path / 'new' / RUN_ID_FILE} holds no run id"):
        folder_run_id(tmp_path / "new")


def test_a_training_run_directory_is_its_run_whatever_its_name(tmp_path):
    """Trackers of two run directories of the same name and training name are two MLflow
    runs; a tracker of the first again (a training resumed, even before its first
    checkpoint) continues the first."""
    store = str(tmp_path / "store.db")
    ids = []
    for run_dir in (tmp_path / "a" / "run", tmp_path / "b" / "run", tmp_path / "a" / "run"):
        tracker = Tracker(run_dir, "same", {"a": 1}, backends=["mlflow"], store=store)
        tracker.log(len(ids) + 1, {"episode_return": float(len(ids) + 1)})
        ids.append(tracker.backend("mlflow").run_id)
        tracker.close()
    assert ids[0] != ids[1] and ids[2] == ids[0]
    client = MlflowClient(tracking_uri=f"sqlite:///{store}")
    history = [m.step for m in client.get_metric_history(ids[0], "episode_return")]
    assert history == [1, 3]


def test_offline_neptune_runs_carry_their_folder_s_id(tmp_path, monkeypatch):
    """Offline, Neptune keeps no custom run id: each start is a run of its own, and the
    folder's id in its data is what ties a training's parts together once synced."""
    monkeypatch.delenv("NEPTUNE_API_TOKEN", raising=False)
    monkeypatch.delenv("NEPTUNE_DATA_DIRECTORY", raising=False)
    for run_dir in (tmp_path / "a" / "run", tmp_path / "a" / "run", tmp_path / "b" / "run"):
        tracker = Tracker(run_dir, "same", {"a": 1}, backends=["neptune"])
        assert tracker.backend("neptune").mode == "offline"
        tracker.close()
    for name, starts in (("a", 2), ("b", 1)):
        run_dir = tmp_path / name / "run"
        logs = sorted((run_dir / ".neptune").rglob("data-*.log"))
        assert len(logs) == starts
        for log in logs:
            assert folder_run_id(run_dir) in log.read_text(errors="replace"), log


def test_mlflow_telemetry_is_off_unless_the_user_turns_it_on():
    probe = (
        "from rl_autoscheduler.agent.tracking import quiet_mlflow; quiet_mlflow(); "
        "from mlflow.environment_variables import MLFLOW_DISABLE_TELEMETRY as off; "
        "print(off.get())"
    )
    environ = {k: v for k, v in os.environ.items() if k != "MLFLOW_DISABLE_TELEMETRY"}
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=environ, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "True"
    chosen = {"MLFLOW_DISABLE_TELEMETRY": "false"}
    assert without_telemetry(chosen) == {"MLFLOW_DISABLE_TELEMETRY": "false"}
