"""Dashboards: tracking backends that fail without stopping training, a 2-iteration
training's MLflow run, the dashboard command opened in headless Chromium on the runs of
that training and of two evaluations into folders of the same name, and the evaluation's
report.html loaded in Chromium without errors.

Everything listens on 127.0.0.1; the dashboard and the browser are stopped by the tests.
Browser tests skip with a reason where Chromium is missing or cannot start.
"""

import base64
import functools
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import warnings
from pathlib import Path

import psutil
import pytest
import torch
from configs import tiny_config
from mlflow import MlflowClient
from test_evaluation import _hand_made_results
from test_tracking_identity import evaluate, evaluation_runs, small_suite

from evaluation.report import build_report
from evaluation.report_mlflow import log_to_mlflow
from rl_autoscheduler.agent.config import TrackingOptions
from rl_autoscheduler.agent.tracking import RUN_ID_TAG, Tracker, folder_run_id, read_metrics
from rl_autoscheduler.config import ConfigError, from_dict

NAME = "dashtest"
PNG = b"\x89PNG\r\n\x1a\n"


# --------------------------------------------------------------------------- helpers


@functools.cache
def _chromium() -> str:
    """The browser, or a skip saying why there is none that runs (probed once)."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        pytest.skip("Chromium is not installed (scripts/test.sh installs Debian's chromium)")
    try:
        probe = subprocess.run(
            [browser, *HEADLESS, "--dump-dom", "about:blank"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        pytest.skip(f"Chromium cannot start here: {error}")
    if probe.returncode != 0 or "<html" not in probe.stdout:
        pytest.skip(f"Chromium cannot start here: {probe.stderr.strip()[-300:]}")
    return browser


HEADLESS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]


def _browse(url: str, *options: str, budget_ms: int = 15000) -> subprocess.CompletedProcess:
    """Headless Chromium on `url` with the given output option; it exits by itself."""
    return subprocess.run(
        [_chromium(), *HEADLESS, f"--virtual-time-budget={budget_ms}", *options, url],
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.5)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def _tiny_config(tmp_path: Path, iterations: int, store: Path) -> Path:
    return tiny_config(
        tmp_path,
        iterations,
        name=f"config{iterations}.json",
        training={"episodes_per_iteration": 2, "eval_every": 1, "name": NAME},
        timing={"warmup_s": 0.0},
        tracking={"backends": ["mlflow"], "mlflow_store": str(store)},
    )


def _train(config: Path, *args: str) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler.agent.train", "--config", str(config), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A training of 1 iteration resumed to 2, logged to its own MLflow store."""
    folder = tmp_path_factory.mktemp("dashboard")
    store = folder / "store" / "mlflow.db"
    first = _train(_tiny_config(folder, 1, store), "--no-progress")
    second = _train(_tiny_config(folder, 2, store), "--resume", "--no-progress")
    assert "resuming" in second.stderr
    client = MlflowClient(tracking_uri=f"sqlite:///{store}")
    (experiment,) = [e for e in client.search_experiments() if e.name == NAME]
    runs = client.search_runs([experiment.experiment_id])
    return {
        "folder": folder,
        "store": store,
        "client": client,
        "experiment": experiment,
        "runs": runs,
        "output": first.stdout + first.stderr + second.stdout + second.stderr,
    }


@pytest.fixture(scope="module")
def evaluated(trained):
    """Two evaluations logged to the training's store from `a/out` and `b/out`: MLflow's
    run ids, by folder."""
    folder = trained["folder"]
    suite = small_suite(folder)
    outs = [folder / "a" / "out", folder / "b" / "out"]
    for out in outs:
        evaluate(out, trained["store"], suite, "add")
    runs = evaluation_runs(trained["store"])
    return [runs[folder_run_id(out)].info.run_id for out in outs]


# --------------------------------------------------------------------------- config


def test_backends_are_chosen_in_the_config_and_an_unknown_one_is_named():
    assert TrackingOptions().backends == ["mlflow", "neptune"]
    assert from_dict(TrackingOptions, {"backends": []}, "c.json: tracking").backends == []
    with pytest.raises(ConfigError, match="'wandb'") as raised:
        from_dict(TrackingOptions, {"backends": ["mlflow", "wandb"]}, "c.json: tracking")
    assert "c.json: tracking" in str(raised.value) and "known: mlflow, neptune" in str(raised.value)


# --------------------------------------------------------------------------- failures


def _log_three(tracker: Tracker) -> list[warnings.WarningMessage]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for iteration in (1, 2, 3):
            tracker.log(iteration, {"episode_return": float(iteration)})
        tracker.log_artifact(tracker.metrics_path)
        tracker.close()
    return [w for w in caught if "tracking failed" in str(w.message)]


def test_a_neptune_that_cannot_start_is_one_warning(tmp_path, monkeypatch):
    import neptune

    def refuse(**_):
        raise neptune.exceptions.NeptuneException("the hosted service is closed")

    monkeypatch.setattr(neptune, "init_run", refuse)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        tracker = Tracker(tmp_path, "t", {"a": 1}, backends=["neptune"])
    assert tracker.backends == []
    (warning,) = [w for w in caught if "tracking failed" in str(w.message)]
    assert "neptune tracking failed at start" in str(warning.message)
    assert "the hosted service is closed" in str(warning.message)
    assert _log_three(tracker) == []
    assert [row["iteration"] for row in read_metrics(tmp_path / "metrics.jsonl")] == [1, 2, 3]


def test_a_neptune_run_that_raises_midway_is_one_warning(tmp_path, monkeypatch):
    """A real offline Neptune run, stopped under the tracker: its next call raises."""
    monkeypatch.delenv("NEPTUNE_API_TOKEN", raising=False)
    monkeypatch.setenv("NEPTUNE_DATA_DIRECTORY", str(tmp_path / ".neptune"))
    tracker = Tracker(tmp_path, "t", {"a": 1}, backends=["neptune"])
    neptune_backend = tracker.backend("neptune")
    assert neptune_backend is not None and neptune_backend.mode == "offline"
    tracker.log(1, {"episode_return": 1.0})
    neptune_backend.run.stop()
    (warning,) = _log_three(tracker)
    assert "neptune tracking failed at log" in str(warning.message)
    assert tracker.backends == []
    rows = read_metrics(tmp_path / "metrics.jsonl")
    assert [row["iteration"] for row in rows] == [1, 1, 2, 3]


def test_each_run_keeps_its_own_offline_neptune_data(tmp_path, monkeypatch):
    """Two runs in one process (and the trainers a test or notebook starts afterwards)
    must not share the first run's Neptune directory."""
    monkeypatch.delenv("NEPTUNE_API_TOKEN", raising=False)
    monkeypatch.delenv("NEPTUNE_DATA_DIRECTORY", raising=False)
    for name in ("first", "second"):
        tracker = Tracker(tmp_path / name, name, {"a": 1}, backends=["neptune"])
        tracker.log(1, {"episode_return": 1.0})
        tracker.close()
        assert "NEPTUNE_DATA_DIRECTORY" not in os.environ
    for name in ("first", "second"):
        assert list((tmp_path / name / ".neptune").rglob("*")), name


def test_an_mlflow_store_that_cannot_be_made_is_one_warning(tmp_path):
    (tmp_path / "file").write_text("not a directory")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        tracker = Tracker(
            tmp_path, "t", {"a": 1}, backends=["mlflow"], store=str(tmp_path / "file/x.db")
        )
    (warning,) = [w for w in caught if "tracking failed" in str(w.message)]
    assert "mlflow tracking failed at start" in str(warning.message)
    assert _log_three(tracker) == []
    assert len(read_metrics(tmp_path / "metrics.jsonl")) == 3


def test_an_mlflow_run_that_raises_midway_is_one_warning(tmp_path):
    """The run is deleted in the store under the tracker: MLflow refuses further logging."""
    store = tmp_path / "store.db"
    tracker = Tracker(tmp_path, "t", {"a": 1}, backends=["mlflow"], store=str(store))
    mlflow_backend = tracker.backend("mlflow")
    tracker.log(1, {"episode_return": 1.0})
    client = MlflowClient(tracking_uri=f"sqlite:///{store}")
    assert [m.step for m in client.get_metric_history(mlflow_backend.run_id, "episode_return")] == [
        1
    ]
    client.delete_run(mlflow_backend.run_id)
    (warning,) = _log_three(tracker)
    assert "mlflow tracking failed at log" in str(warning.message)
    assert len(read_metrics(tmp_path / "metrics.jsonl")) == 4


# --------------------------------------------------------------------------- training


def test_a_training_leaves_an_mlflow_run_with_params_metrics_and_checkpoint(trained):
    client, runs = trained["client"], trained["runs"]
    assert len(runs) == 1, "the resumed training continues its MLflow run"
    run = runs[0]
    assert run.info.run_name == NAME and run.info.status == "FINISHED"
    params = run.data.params
    assert params["training/name"] == NAME and params["ppo/hidden"] == "16"
    assert params["tracking/backends"] == '["mlflow"]'
    assert run.data.tags["resumed/training/iterations"] == "2"
    for key in (
        "episode_return",
        "loss",
        "approx_kl",
        "clipfrac",
        "entropy",
        "eval_geomean_speedup",
        "measurements",
        "cache_hits",
    ):
        steps = [m.step for m in client.get_metric_history(run.info.run_id, key)]
        assert steps == [1, 2], key
    artifacts = [a.path for a in client.list_artifacts(run.info.run_id)]
    assert "checkpoint.pt" in artifacts
    local = Path(trained["experiment"].artifact_location)
    assert local == trained["store"].parent / "mlartifacts"
    copied = local / run.info.run_id / "artifacts" / "checkpoint.pt"
    checkpoint = torch.load(copied, weights_only=False)
    assert checkpoint["iteration"] == 2 and run.data.tags[RUN_ID_TAG] == checkpoint["run_id"]
    # MLflow stays quiet: no banners or database-migration lines in the trainer's output.
    assert "mlflow" not in trained["output"].lower()
    assert "alembic" not in trained["output"].lower()


# --------------------------------------------------------------------------- dashboard


def test_the_dashboard_without_a_store_is_one_line_and_exit_2(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler", "dashboard", "--store", str(tmp_path / "x.db")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "no MLflow store at" in result.stderr


def _stop(process: subprocess.Popen) -> None:
    """SIGTERM to the dashboard, which stops its server's process group; then for good."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def test_the_dashboard_opens_on_this_tool_s_runs_in_chromium(trained, evaluated):
    """The address it prints opens MLflow's model-training view on the runs of the
    training and of both same-named evaluations, without the home page's telemetry notice;
    the server runs with telemetry off (the user did not turn it on)."""
    _chromium()
    run = trained["runs"][0]
    port = _free_port()
    command = [sys.executable, "-m", "rl_autoscheduler", "dashboard"]
    environ = {k: v for k, v in os.environ.items() if k != "MLFLOW_DISABLE_TELEMETRY"}
    dashboard = subprocess.Popen(
        [*command, "--store", str(trained["store"]), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environ,
        start_new_session=True,
    )
    try:
        address = re.search(rf"http://127\.0\.0\.1:{port}/\S+", dashboard.stdout.readline())
        assert address, "the dashboard prints the page to open"
        deadline = time.monotonic() + 60
        while not _listening(port):
            assert dashboard.poll() is None, "the dashboard exited"
            assert time.monotonic() < deadline, "the dashboard did not listen within 60 s"
            time.sleep(0.5)
        (server,) = psutil.Process(dashboard.pid).children()
        assert server.environ().get("MLFLOW_DISABLE_TELEMETRY") == "true"

        page = _browse(address.group(0), "--dump-dom")
        assert page.returncode == 0, page.stderr[-2000:]
        dom = page.stdout
        for run_id in (run.info.run_id, *evaluated):
            assert f'/runs/{run_id}"' in dom, "each run is a row of the runs table"
        assert dom.count(">out<") == 2, "both evaluations keep their folder's name"
        assert ">Model registry<" in dom and ">AI Gateway<" not in dom, "model-training view"
        assert "collects usage data" not in dom, "no telemetry notice"
        screenshot = trained["folder"] / "dashboard.png"
        shot = _browse(address.group(0), f"--screenshot={screenshot}", "--window-size=1400,1000")
        assert shot.returncode == 0 and screenshot.read_bytes().startswith(PNG)
        assert screenshot.stat().st_size > 20000, "a rendered page, not a blank one"

        experiment = trained["experiment"].experiment_id
        url = f"http://127.0.0.1:{port}/#/experiments/{experiment}/runs/{run.info.run_id}"
        dom = _browse(url, "--dump-dom").stdout
        assert NAME in dom and run.info.run_id in dom
        assert ">episode_return<" in dom, "a metric series of the run is listed"
    finally:
        _stop(dashboard)
    assert not _listening(port), "the server stopped with the dashboard"


# --------------------------------------------------------------------------- report.html


def test_report_html_loads_in_chromium_without_errors(tmp_path):
    _chromium()
    path = tmp_path / "results.json"
    path.write_text(json.dumps(_hand_made_results(with_metrics=False)))
    report = build_report(path)
    page = tmp_path / "report.html"
    text = page.read_text()
    embedded = re.findall(r'src="data:image/png;base64,([^"]+)"', text)
    assert len(embedded) == len(report.plots) == 3
    assert all(base64.b64decode(data).startswith(PNG) for data in embedded)
    assert '.png"' not in text, "no plot is left as a link to a file"
    assert not list(tmp_path.glob(".*")), "written atomically, no temporary file left"

    loaded = _browse(page.as_uri(), "--enable-logging=stderr", "--v=0", "--dump-dom")
    assert loaded.returncode == 0, loaded.stderr[-2000:]
    dom = loaded.stdout
    assert dom.count("<table") >= 3 and "<td>agent (greedy pass)</td>" in dom
    assert dom.count('src="data:image/png;base64,') == 3
    console = [line for line in loaded.stderr.splitlines() if ":CONSOLE" in line]
    assert console == [] and "Uncaught" not in loaded.stderr, console

    # The check sees console errors where there are some.
    broken = tmp_path / "broken.html"
    broken.write_text("<html><body><script>missing();</script></body></html>")
    control = _browse(broken.as_uri(), "--enable-logging=stderr", "--v=0", "--dump-dom")
    assert "Uncaught ReferenceError" in control.stderr


def test_an_evaluation_is_logged_to_mlflow_with_its_report(tmp_path, monkeypatch):
    store = tmp_path / "store" / "mlflow.db"
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"sqlite:///{store}")
    path = tmp_path / "results.json"
    path.write_text(json.dumps(_hand_made_results(with_metrics=False)))
    run_id = log_to_mlflow(path, build_report(path))
    assert run_id is not None
    client = MlflowClient(tracking_uri=f"sqlite:///{store}")
    run = client.get_run(run_id)
    assert run.data.metrics["geomean/agent/overall"] == pytest.approx(4.0)
    assert run.data.metrics["verified/jax/overall"] == 1 and run.data.metrics["failures"] == 2
    assert run.data.params["suite"] == "benchmarks/single_ops"
    artifacts = {a.path for a in client.list_artifacts(run_id)}
    assert {"results.json", "report.md", "report.html", "speedup_by_kind.png"} <= artifacts

    # An unusable store is one warning; the report files are there all the same.
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"sqlite:///{path}/not-a-directory.db")
    with pytest.warns(UserWarning, match="mlflow logging of evaluation"):
        assert log_to_mlflow(path, build_report(path)) is None
    assert (tmp_path / "report.html").is_file()
