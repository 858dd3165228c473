"""Training end to end on a LocalCluster: the CLI, resume after a stop, bad
configs, and the SLURM job script."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from configs import tiny_config

from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.tracking import read_metrics
from rl_autoscheduler.ir.program_sets import load_programs
from rl_autoscheduler.measurement.dist import SlurmOptions, slurm_cluster

ROOT = Path(__file__).resolve().parents[1]


def _config(tmp_path, iterations):
    # The default tracking (MLflow and offline Neptune), as a user's config has it.
    backends = ["mlflow", "neptune"]
    return tiny_config(
        tmp_path, iterations, training={"eval_every": 2}, tracking={"backends": backends}
    )


def _train(config, *args):
    env = {**os.environ, "CONFIG": str(config)}
    env.pop("NEPTUNE_API_TOKEN", None)
    return subprocess.run(
        ["bash", str(ROOT / "scripts/train.sh"), "--no-progress", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )


def test_train_script_runs_and_resumes(tmp_path):
    result = _train(_config(tmp_path, iterations=2))
    assert result.returncode == 0, result.stderr
    run = tmp_path / "run"
    rows = read_metrics(run / "metrics.jsonl")
    assert [row["iteration"] for row in rows] == [1, 2]
    for key in (
        "episode_return",
        "loss",
        "entropy",
        "approx_kl",
        "clipfrac",
        "explained_variance",
        "train_geomean_speedup",
    ):
        assert key in rows[0]
    assert "eval_geomean_speedup" in rows[1]
    assert (run / "checkpoint.pt").exists() and (run / "initial.pt").exists()
    assert list((run / ".neptune").rglob("*")), "offline Neptune data"

    # A longer run of the same directory continues from iteration 2.
    result = _train(_config(tmp_path, iterations=3))
    assert result.returncode == 0, result.stderr
    assert "resuming" in result.stderr
    assert [row["iteration"] for row in read_metrics(run / "metrics.jsonl")] == [1, 2, 3]

    # The demo's comparison: every method measured, geomeans and a verdict.
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "rl_autoscheduler.agent.learning_report",
            "--run-dir",
            str(run),
            "--random-budget",
            "2",
            "--draws",
            "2",
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads((run / "comparison.json").read_text())
    assert set(report["geomean"]) == {
        "untrained policy",
        "random (1/program)",
        "trained policy",
        "random search (2/program)",
    }
    assert all(len(v) == 2 for v in report["speedups"].values())
    assert "geomean" in result.stdout and isinstance(report["learned"], bool)
    assert report["random_draws"] == 2


def test_bad_config_is_one_message_and_exit_2(tmp_path):
    path = _config(tmp_path, iterations=1)
    data = json.loads(path.read_text())
    data["ppo"]["learning_rat"] = 0.1
    path.write_text(json.dumps(data))
    result = subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler.agent.train", "--config", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "ppo: unknown key(s) ['learning_rat']" in result.stderr
    assert "Traceback" not in result.stderr


def test_shipped_configs_load_and_their_programs_resolve():
    run_dirs = set()
    for name in ("quickstart", "default", "slurm", "shipped"):
        config = TrainConfig.load(ROOT / "config" / f"{name}.json")
        for programs, split in ((config.train, "train"), (config.eval, "eval")):
            loaded = load_programs(programs, split)
            assert loaded, f"{name}: its {split} set is empty"
            assert all(program.ops for program in loaded), f"{name}: a {split} program has no op"
        run_dirs.add(config.training.run_dir)
    assert len(run_dirs) == 4, "each shipped config writes its own run directory"


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_slurm_job_script_has_one_thread_per_worker(tmp_path):
    cluster = slurm_cluster(
        SlurmOptions(
            cores=4,
            processes=4,
            memory="8GB",
            walltime="01:00:00",
            queue="cpu",
            log_directory=str(tmp_path / "logs"),
        )
    )
    try:
        script = cluster.job_script()
    finally:
        cluster.close()
    assert "#SBATCH -p cpu" in script and "#SBATCH --cpus-per-task=4" in script
    assert "--nthreads 1" in script and "--nworkers 4" in script
