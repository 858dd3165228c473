"""SLURM for real: a single-node cluster on 127.0.0.1 (scripts/slurm_local.sh), the
trainer submitted with `sbatch scripts/train.sh`, its measuring workers as further jobs
submitted by dask-jobqueue, and what happens when either kind of job is cancelled.

The session fixture starts the cluster (installing slurm-wlm and munge if missing) and
stops it afterwards unless it was running before; where SLURM cannot run here (not
root, no apt) every test skips with the script's reason. The node has the machine's
CPUs (2 here): the trainer job and the one worker job take one CPU each, so both run.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest
import torch
from configs import tiny_config

from rl_autoscheduler.agent.tracking import read_metrics

pytestmark = pytest.mark.slurm

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts/slurm_local.sh"
WORKER_JOB = "dask-worker"  # dask-jobqueue's job name
TRAINER_JOB = "rlas-trainer"
LOOPBACK = {"127.0.0.1", "::1", "::ffff:127.0.0.1"}
MATMUL_128 = """
func.func @matmul(%A: tensor<128x128xf32>, %B: tensor<128x128xf32>, %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x128xf32>, tensor<128x128xf32>) outs(%C : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
"""  # noqa: E501


# --------------------------------------------------------------------------- the cluster


@dataclass
class Slurm:
    env: dict[str, str]
    """This process's environment with SLURM_CONF pointing at the local cluster."""
    folder: Path

    def run(self, *command: str, **kwargs) -> subprocess.CompletedProcess:
        return subprocess.run(
            command, capture_output=True, text=True, env=self.env, check=True, timeout=60, **kwargs
        )

    def queue(self) -> dict[str, tuple[str, str]]:
        """Job id -> (name, state) of every job in the queue."""
        out = self.run("squeue", "-h", "-o", "%i|%j|%T").stdout
        return {
            job: (name, state)
            for job, name, state in (line.split("|") for line in out.splitlines() if line)
        }

    def job(self, job_id: str) -> dict[str, str]:
        """scontrol's fields of a job (finished ones are kept for MinJobAge, 300 s)."""
        out = self.run("scontrol", "-o", "show", "job", job_id).stdout
        return dict(re.findall(r"(\w+)=(\S*)", out))

    def daemon_pids(self) -> list[int]:
        files = [self.folder / "run/slurmctld.pid", self.folder / "run/slurmd.pid"]
        files.append(self.folder / "munge/munged.pid")
        return [int(f.read_text()) for f in files]


@pytest.fixture(scope="session")
def slurm():
    folder = Path(os.environ.get("RLAS_SLURM_DIR", "/tmp/rlas-slurm"))
    was_running = (
        subprocess.run(["bash", str(SCRIPT), "status"], capture_output=True, check=False).returncode
        == 0
    )
    started = subprocess.run(
        ["bash", str(SCRIPT), "start"], capture_output=True, text=True, timeout=900, check=False
    )
    if started.returncode == 3:  # this machine cannot run it: the script says why
        pytest.skip(started.stderr.strip().splitlines()[-1])
    assert started.returncode == 0, started.stderr
    (line,) = [x for x in started.stdout.splitlines() if x.startswith("export SLURM_CONF=")]
    env = {**os.environ, "SLURM_CONF": line.split("=", 1)[1]}
    env.pop("NEPTUNE_API_TOKEN", None)
    cluster = Slurm(env, folder)
    assert cluster.queue() == {}, (
        f"the local cluster runs other jobs ({cluster.queue()}): "
        "`bash scripts/slurm_local.sh stop` ends them"
    )
    yield cluster
    if not was_running:
        daemons = cluster.daemon_pids()
        stopped = subprocess.run(
            ["bash", str(SCRIPT), "stop"], capture_output=True, text=True, timeout=120, check=False
        )
        assert stopped.returncode == 0, stopped.stderr
        left = [p for p in daemons if psutil.pid_exists(p)]
        left += [p.pid for p in psutil.process_iter() if _runs_under(p, env["SLURM_CONF"])]
        assert not left, f"processes left running: {left}"


def _runs_under(process: psutil.Process, conf: str) -> bool:
    """Whether the process was started by this cluster's slurmd (a job or its slurmstepd)."""
    try:
        environ = process.environ()
        started_by_slurmd = "SLURM_JOB_ID" in environ or process.name().startswith("slurmstepd")
        return started_by_slurmd and environ.get("SLURM_CONF") == conf
    except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
        return False


# --------------------------------------------------------------------------- training jobs


def _config(folder: Path, iterations: int, slow: bool = False) -> Path:
    """A tiny slurm config: two small programs, three episodes per iteration, one
    worker job of one core, all Dask traffic on the loopback interface, no cache (so
    every iteration needs a worker). `slow` trains on a larger matmul warmed up for
    0.2 s, so that every measurement (baseline and schedule) lasts at least 0.4 s and a
    test has time to cancel a job mid-training."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "mm128.mlir").write_text(MATMUL_128)
    train = ["mm128"] if slow else ["mm", "add"]
    return tiny_config(
        folder,
        iterations,
        train={"files": [str(folder / f"{name}.mlir") for name in train]},
        training={"name": "slurm-test"},
        timing={"threads": 1, "warmup_s": 0.2 if slow else 0.0, "budget_s": 0.2},
        cluster={
            "kind": "slurm",
            "task_timeout_s": 60,
            "cache_path": None,
            "slurm": {
                "cores": 1,
                "processes": 1,
                "memory": "2GB",
                "walltime": "00:30:00",
                "log_directory": str(folder / "dask-logs"),
                "interface": "lo",
            },
        },
    )


def _submit_trainer(slurm: Slurm, config: Path) -> str:
    """`sbatch scripts/train.sh` from the checkout, sized to share the node with a worker."""
    env = {**slurm.env, "CONFIG": str(config), "PYTHON": sys.executable}
    result = subprocess.run(
        [
            "sbatch",
            "--parsable",
            f"--job-name={TRAINER_JOB}",
            "--cpus-per-task=1",
            "--mem=2G",
            f"--output={config.parent}/trainer-%j.log",
            "scripts/train.sh",
            "--no-progress",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
        timeout=60,
    )
    return result.stdout.strip().split(";")[0]


@dataclass
class Watch:
    """What the queue showed while a job ran."""

    seen: dict[str, set[str]] = field(default_factory=dict)
    """Job id -> the states it was seen in."""
    names: dict[str, str] = field(default_factory=dict)

    def workers(self, state: str = "RUNNING") -> list[str]:
        return [j for j, n in self.names.items() if n == WORKER_JOB and state in self.seen[j]]


def _watch(slurm: Slurm, job_id: str, timeout_s: float, until=None, watch=None) -> Watch:
    """Polls the queue until `job_id` has left it (or `until(watch)` is true); a job
    still there after `timeout_s` fails the test rather than hanging it."""
    watch = watch or Watch()
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        queue = slurm.queue()
        for job, (name, state) in queue.items():
            watch.seen.setdefault(job, set()).add(state)
            watch.names[job] = name
        if job_id not in queue or (until is not None and until(watch)):
            return watch
        time.sleep(0.5)
    _cancel_all(slurm)
    pytest.fail(f"job {job_id} still in the queue after {timeout_s:.0f} s: {slurm.queue()}")


def _cancel_all(slurm: Slurm) -> None:
    subprocess.run(["scancel", "--partition=local"], env=slurm.env, check=False)


def _assert_queue_empties(slurm: Slurm, within_s: float = 20.0) -> None:
    """No job outlives its trainer: the trainer cancels its worker jobs when it ends."""
    deadline = time.monotonic() + within_s
    while slurm.queue() and time.monotonic() < deadline:
        time.sleep(0.5)
    left = slurm.queue()
    _cancel_all(slurm)
    assert not left, f"jobs left behind: {left}"


def _log(folder: Path, job_id: str) -> str:
    path = folder / f"trainer-{job_id}.log"
    return path.read_text() if path.exists() else f"(no log at {path})"


def _assert_completed(slurm: Slurm, folder: Path, job_id: str) -> None:
    job = slurm.job(job_id)
    assert (job["JobState"], job["ExitCode"]) == ("COMPLETED", "0:0"), _log(folder, job_id)[-4000:]


def _iterations(folder: Path) -> list[int]:
    path = folder / "run/metrics.jsonl"
    return [row["iteration"] for row in read_metrics(path)] if path.exists() else []


def _open_endpoints(job_ids: set[str], pids: list[int]) -> list[tuple[list, str, str]]:
    """(process, local address, remote address) of every inet socket of the given
    processes and of every process running in the given jobs, that is not on loopback."""
    outside = []
    for process in psutil.process_iter(["pid", "name"]):
        try:
            if process.pid not in pids and process.environ().get("SLURM_JOB_ID") not in job_ids:
                continue
            connections = process.net_connections(kind="inet")
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
        for connection in connections:
            ends = [connection.laddr, connection.raddr]
            if any(end and end.ip not in LOOPBACK for end in ends):
                outside.append((process.cmdline(), str(connection.laddr), str(connection.raddr)))
    return outside


@pytest.fixture(scope="module")
def trained(slurm, tmp_path_factory):
    """One `sbatch scripts/train.sh` of two iterations, watched from the queue; the
    sockets of the daemons and of every process of its jobs are checked once the
    trainer and its worker both run."""
    folder = tmp_path_factory.mktemp("sbatch-train")
    started = time.monotonic()
    job_id = _submit_trainer(slurm, _config(folder, iterations=2))
    outside: list = []

    def both_running(watch: Watch) -> bool:
        if "RUNNING" in watch.seen.get(job_id, ()) and watch.workers():
            outside.extend(_open_endpoints({job_id, *watch.workers()}, slurm.daemon_pids()))
            return True
        return False

    watch = _watch(slurm, job_id, 240, until=both_running)
    watch = _watch(slurm, job_id, 240, watch=watch)
    return folder, job_id, watch, outside, time.monotonic() - started


# --------------------------------------------------------------------------- the tests


def test_sbatch_train_runs_its_workers_as_further_jobs(slurm, trained):
    folder, job_id, watch, outside, _ = trained
    _assert_completed(slurm, folder, job_id)
    workers = watch.workers()
    assert workers and job_id not in workers, f"no worker job ran beside the trainer: {watch}"
    assert _iterations(folder) == [1, 2]
    assert (folder / "run/checkpoint.pt").exists() and (folder / "run/initial.pt").exists()
    assert torch.load(folder / "run/checkpoint.pt", weights_only=False)["iteration"] == 2
    assert list((folder / "dask-logs").glob("dask-worker-*.err")), "the worker job's log"
    assert not outside, f"traffic off loopback: {outside}"
    _assert_queue_empties(slurm)


def test_cancelled_worker_job_is_replaced_and_training_goes_on(slurm, tmp_path):
    iterations = 5
    job_id = _submit_trainer(slurm, _config(tmp_path, iterations, slow=True))

    def measured_once(watch: Watch) -> bool:
        return bool(watch.workers()) and len(_iterations(tmp_path)) >= 1

    watch = _watch(slurm, job_id, 240, until=measured_once)
    assert job_id in slurm.queue(), "the trainer ended before its worker could be cancelled"
    (first,) = watch.workers()
    subprocess.run(["scancel", first], env=slurm.env, check=True)
    cancelled_after = len(_iterations(tmp_path))
    watch = _watch(slurm, job_id, 240, watch=watch)

    _assert_completed(slurm, tmp_path, job_id)
    log = _log(tmp_path, job_id)
    assert cancelled_after < iterations, "the worker was cancelled after the last iteration"
    assert _iterations(tmp_path) == list(range(1, iterations + 1)), log[-4000:]
    replacements = [job for job in watch.workers() if job != first]
    assert replacements, f"no replacement worker job ran: {watch}\n{log[-4000:]}"
    assert f"SLURM worker job {first} " in log and "submitting 1 replacement" in log
    _assert_queue_empties(slurm)


def test_cancelled_trainer_resumes_from_its_checkpoint(slurm, tmp_path):
    iterations = 4
    config = _config(tmp_path, iterations, slow=True)
    checkpoint = tmp_path / "run/checkpoint.pt"
    job_id = _submit_trainer(slurm, config)
    _watch(slurm, job_id, 240, until=lambda _: checkpoint.exists())
    assert job_id in slurm.queue(), "the trainer ended before it could be cancelled"
    subprocess.run(["scancel", job_id], env=slurm.env, check=True)
    _watch(slurm, job_id, 60)
    assert slurm.job(job_id)["JobState"] == "CANCELLED"
    # SIGTERM closes the trainer's cluster, which cancels its worker job at once
    # (rather than after the workers' one-minute death timeout).
    _assert_queue_empties(slurm, within_s=15)
    done = torch.load(checkpoint, weights_only=False)["iteration"]
    assert 1 <= done < iterations

    job_id = _submit_trainer(slurm, config)
    _watch(slurm, job_id, 240)
    _assert_completed(slurm, tmp_path, job_id)
    log = _log(tmp_path, job_id)
    assert f"at iteration {done}" in log and "resuming" in log, log[-4000:]
    assert _iterations(tmp_path) == list(range(1, iterations + 1))
    _assert_queue_empties(slurm)


def test_evaluation_measures_on_slurm_workers(slurm, trained, tmp_path):
    folder = trained[0]
    out = tmp_path / "results"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "evaluation.single_ops",
            "--checkpoint",
            str(folder / "run/checkpoint.pt"),
            "--names",
            "relu_16x49x768",
            "--skip",
            "pytorch",
            "jax",
            "agent_trials",
            "random_search",
            "greedy_search",
            "expert",
            "--threads",
            "1",
            "--repeat",
            "2",
            "--min-repeat",
            "1",
            "--budget",
            "0.2",
            "--cluster",
            "slurm",
            "--cluster-config",
            str(folder / "config.json"),
            "--out",
            str(out),
            "--quiet",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=slurm.env,
        cwd=ROOT,
    )
    workers: set[str] = set()
    deadline = time.monotonic() + 240
    try:
        while process.poll() is None and time.monotonic() < deadline:
            workers |= {j for j, (name, _) in slurm.queue().items() if name == WORKER_JOB}
            time.sleep(0.5)
        _, stderr = process.communicate(timeout=max(1.0, deadline - time.monotonic()))
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, stderr[-4000:]
    assert workers, "no SLURM worker job measured"
    results = json.loads((out / "results.json").read_text())
    assert results["config"]["cluster"]["kind"] == "slurm"
    (benchmark,) = results["benchmarks"]
    for method in ("untransformed", "agent"):
        row = benchmark["results"][method]
        assert row["ok"] and row["verified"], (method, row)
    _assert_queue_empties(slurm)
