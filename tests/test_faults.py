"""Faults a long run meets: a Dask worker killed mid-batch, the trainer killed
mid-iteration, a damaged or locked measurement cache, and a full disk while
checkpointing. Everything is real (processes, signals, SQLite, a tmpfs);
the one simulated fault is the torn metrics line, written by hand, because a
SIGKILL cannot interrupt the single small write() that appends a row."""

import contextlib
import dataclasses
import errno
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil
import pytest
import torch
from configs import tiny_config
from programs import ADD, HANG, MATMUL

from rl_autoscheduler import atomic_files
from rl_autoscheduler.agent.checkpoint import CHECKPOINT, CheckpointError
from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.tracking import Tracker, read_metrics
from rl_autoscheduler.agent.train import Trainer
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile
from rl_autoscheduler.measurement.cache import MeasurementCache
from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions
from rl_autoscheduler.measurement.timing_lock import LOCK_PATH_VARIABLE, lock_path

QUICK = TimingOptions(warmup=0, repeat=2, min_repeat=1, warmup_s=0.0)

# About half a second per run, untransformed (5 s a measurement): long
# enough to be killed in the middle.
SLOW_MATMUL = """
func.func @slow(%A: tensor<512x512xf32>, %B: tensor<512x512xf32>,
                %C: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x512xf32>)
                     outs(%C : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
"""


# ------------------------------------------------------------------ helpers
@pytest.fixture(autouse=True)
def private_timing_lock(tmp_path, monkeypatch):
    """A timing lock of this test's own: the machine's is shared with whatever else
    runs here, and an endless kernel elsewhere would hold our measurements off.
    Workers and the trainer subprocess inherit it."""
    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))


def _wait_for(condition, timeout_s: float, what: str, interval_s: float = 0.05):
    """Polls `condition` until it returns something truthy; fails the test after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval_s)
    pytest.fail(f"timed out after {timeout_s} s waiting for {what}")


def _alive(process: psutil.Process) -> bool:
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def _lingering(processes: list[psutil.Process], timeout_s: float) -> list[psutil.Process]:
    """The processes still alive after waiting up to `timeout_s` for them to exit."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and any(_alive(p) for p in processes):
        time.sleep(0.1)
    return [p for p in processes if _alive(p)]


def _kill_all(processes: list[psutil.Process]) -> None:
    for process in processes:
        with contextlib.suppress(psutil.Error):
            process.kill()


# ------------------------------------------------------------ 1. a killed worker
def _worker_pids(measurer: Measurer) -> dict[str, int]:
    """Each live worker's pid (a worker that just died is left out)."""
    pids = measurer.client.run(os.getpid, on_error="return")
    return {address: pid for address, pid in pids.items() if isinstance(pid, int)}


def _executing(dask_worker) -> list[str]:
    """The keys of the tasks a worker is executing (run on the worker by `client.run`)."""
    return [str(task.key) for task in dask_worker.state.executing]


def _timing_lock_holders() -> set[int]:
    """The pids holding the timing lock, shared or exclusive, from the kernel's own
    record of flocks (/proc/locks; "-> FLOCK ..." lines are waiters, not holders)."""
    path = lock_path()
    if not path.exists():
        return set()
    inode = path.stat().st_ino
    holders = set()
    for line in Path("/proc/locks").read_text().splitlines():
        fields = line.split()
        if len(fields) >= 6 and fields[1] == "FLOCK" and fields[5].endswith(f":{inode}"):
            holders.add(int(fields[4]))
    return holders


def _worker_running(measurer: Measurer, program_file: str, timeout_s: float = 40) -> int:
    """The pid of the worker measuring `program_file` (its Dask task key names the file,
    `dist.task_key`) once that worker's sandbox holds the timing lock: the kernel runs.
    Found by role, whatever else the machine is doing."""

    def running() -> int | None:
        pids = _worker_pids(measurer)
        holders = _timing_lock_holders()
        executing = measurer.client.run(_executing, on_error="return")
        for address, keys in executing.items():
            if address not in pids or not isinstance(keys, list):
                continue
            measuring = any(key.startswith(f"measure-{program_file}-") for key in keys)
            sandboxes = {child.pid for child in _children(pids[address])}
            if measuring and sandboxes & holders:
                return pids[address]
        return None

    return _wait_for(running, timeout_s, f"a worker's sandbox running {program_file}")


def _children(pid: int) -> list[psutil.Process]:
    try:
        return psutil.Process(pid).children(recursive=True)
    except psutil.Error:
        return []


def _kill_worker_running(measurer: Measurer, program_file: str) -> list[psutil.Process]:
    """SIGKILLs the worker running `program_file`'s kernel; returns its sandbox children."""
    worker = _worker_running(measurer, program_file)
    sandboxes = _children(worker)
    os.kill(worker, signal.SIGKILL)
    return sandboxes


def _workers(measurer: Measurer) -> int:
    return len(measurer.client.scheduler_info()["workers"])


def _warm_up(measurer: Measurer, program: Program) -> None:
    """Starts every worker's sandbox: a cold start takes seconds on a busy machine."""
    jobs = [(program, Schedule([Tile("op0", (0, 0, size))])) for size in (2, 3, 4, 6)]
    assert all(result.ok for result in measurer.measure_many(jobs))
    for pid in _worker_pids(measurer).values():
        assert _children(pid), "every worker has its sandbox"


def test_a_killed_worker_loses_no_task_and_the_cluster_measures_on(tmp_path):
    config = ClusterConfig(workers=2, task_timeout_s=60, cache_path=str(tmp_path / "m.sqlite"))
    matmul = Program.from_text(MATMUL, "mm.mlir")
    hang = Program.from_text(HANG, "hang.mlir")
    with Measurer(config, QUICK) as measurer, ThreadPoolExecutor(1) as pool:
        _warm_up(measurer, matmul)
        # The worker running a long kernel is killed, with any task queued behind
        # it: they are resubmitted and every task in the batch is measured.
        slow = Program.from_text(SLOW_MATMUL, "slow.mlir")
        jobs = [(slow, Schedule())] + [
            (matmul, Schedule([Tile("op0", (size, 0, 0))])) for size in (2, 4, 8)
        ]
        running = pool.submit(measurer.measure_many, jobs)
        _kill_worker_running(measurer, "slow.mlir")
        results = running.result(timeout=90)
        assert all(r.ok for r in results), [r.error for r in results]
        assert measurer.stats.retried >= 1

        # A task whose worker dies twice is a crash that says why, and is not
        # cached. The first worker's sandbox, left in an endless kernel that holds
        # the timing lock, must follow its worker, or the second could not run it.
        _wait_for(lambda: _workers(measurer) == 2, 30, "the killed worker's restart")
        measurer.config = dataclasses.replace(measurer.config, task_timeout_s=8)
        retried = measurer.stats.retried
        running = pool.submit(measurer.measure_many, [(hang, Schedule())])
        orphans = _kill_worker_running(measurer, "hang.mlir")
        assert not _lingering(orphans, timeout_s=3), "the killed worker's sandbox lingers"
        orphans += _kill_worker_running(measurer, "hang.mlir")
        (lost,) = running.result(timeout=60)
        assert lost.failure_kind == "crash"
        assert "worker measuring it died twice" in lost.error
        assert measurer.stats.retried == retried + 1
        assert measurer.cache.get(hang.content_hash(), [], QUICK.threads) is None
        assert not _lingering(orphans, timeout_s=3), "the killed workers' sandboxes linger"

        # The nannies restart the killed workers, and they measure.
        _wait_for(lambda: _workers(measurer) == 2, 30, "the killed workers' restart")
        after = measurer.measure_many(
            [(Program.from_text(ADD), Schedule()), (matmul, Schedule([Tile("op0", (0, 8, 0))]))]
        )
        assert all(r.ok for r in after)


ORPHANING_PARENT = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from programs import HANG
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import TimingOptions
from rl_autoscheduler.measurement.sandbox import Sandbox, _send
sandbox = Sandbox(timeout_s=600)
child = sandbox._child()
print(child.pid, flush=True)
request = (HANG, "hang.mlir", Schedule().to_json(), TimingOptions())
_send(child.stdin, request)
os.kill(os.getpid(), signal.SIGKILL)  # before the child has even started Python
"""


def test_a_sandbox_whose_parent_died_while_it_started_does_not_run_on():
    # The request is in the pipe, so the child runs the endless kernel; its parent is
    # init by then, and it must still see that the process that started it is gone.
    parent = subprocess.run(
        [sys.executable, "-c", ORPHANING_PARENT, str(Path(__file__).parent)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert parent.returncode == -signal.SIGKILL, parent.stderr
    try:
        child = psutil.Process(int(parent.stdout.split()[0]))
    except psutil.NoSuchProcess:
        return  # already gone
    try:
        assert not _lingering([child], timeout_s=30), "the orphaned sandbox runs on"
    finally:
        _kill_all([child])


# ---------------------------------------------------------- 2. a killed trainer
def _tiny_config(tmp_path: Path, iterations: int) -> Path:
    return tiny_config(
        tmp_path,
        iterations,
        training={"episodes_per_iteration": 2, "name": "faults"},
        timing={"warmup_s": 0.0},
    )


def _trainer_command(config: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "rl_autoscheduler.agent.train", "--config", str(config), *args]


def _checkpoint_iteration(path: Path) -> int:
    return torch.load(path, weights_only=False)["iteration"]


def test_a_killed_trainer_resumes_without_duplicate_or_torn_rows(tmp_path):
    iterations = 8
    config = _tiny_config(tmp_path, iterations)
    run = tmp_path / "run"
    metrics = run / "metrics.jsonl"
    trainer = subprocess.Popen(
        _trainer_command(config, "--no-progress"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    tree: dict[int, psutil.Process] = {}
    try:
        parent = psutil.Process(trainer.pid)

        def ready() -> bool:
            with contextlib.suppress(psutil.Error):
                tree.update({p.pid: p for p in parent.children(recursive=True)})
            return (run / CHECKPOINT).exists() and bool(read_metrics(metrics))

        _wait_for(ready, 120, "a checkpoint and a metrics row")
        assert trainer.poll() is None, "training ended before it could be killed"
        trainer.send_signal(signal.SIGKILL)
        trainer.wait(timeout=10)
        logged = read_metrics(metrics)[-1]["iteration"]
        assert logged < iterations, "the kill came after the last iteration"
        # The cluster's nannies and workers, and their sandboxes, go with the trainer.
        assert tree, "the trainer started Dask workers"
        lingering = _lingering(list(tree.values()), timeout_s=20)
        assert not lingering, [p.cmdline() for p in lingering if _alive(p)]
    finally:
        trainer.kill()
        trainer.wait()
        _kill_all(list(tree.values()))

    saved = _checkpoint_iteration(run / CHECKPOINT)
    assert logged - 1 <= saved <= logged
    # A process killed while appending leaves half a row; resume must not build on it.
    with open(metrics, "a") as handle:
        handle.write(json.dumps({"iteration": logged + 1, "episode_return": 0.5})[:17])
    with pytest.warns(UserWarning, match="torn last line"):
        assert [row["iteration"] for row in read_metrics(metrics)][-1] == logged

    resumed = subprocess.run(
        _trainer_command(config, "--no-progress", "--resume"),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert f"at iteration {saved}" in resumed.stderr
    lines = metrics.read_text().splitlines()
    rows = [json.loads(line) for line in lines]  # every line parses
    assert [row["iteration"] for row in rows] == list(range(1, iterations + 1))
    assert _checkpoint_iteration(run / CHECKPOINT) == iterations


def test_read_metrics_names_a_damaged_row_that_is_not_the_last(tmp_path):
    path = tmp_path / "metrics.jsonl"
    path.write_text('{"iteration": 1}\n{"iterat\n{"iteration": 3}\n')
    with pytest.raises(ValueError, match=re.escape(f"{path}:2")):
        read_metrics(path)


# ------------------------------------------------------- 3. a bad cache file
def _measurement(**changes) -> Measurement:
    fields = {
        "program": "p.mlir",
        "schedule": [{"kind": "vectorize", "tag": "op0"}],
        "threads": 2,
        "correct": True,
        "time_s": 0.5,
        "baseline_s": 1.0,
        "speedup": 2.0,
    }
    return Measurement(**{**fields, **changes})


def _filled_cache(path: Path, rows: int = 200) -> MeasurementCache:
    cache = MeasurementCache(path, machine="m")
    for index in range(rows):
        cache.put(f"hash{index}", _measurement(time_s=index + 1.0))
    return cache


def _garbage(path: Path) -> None:
    path.write_bytes(os.urandom(8192))


def _truncated(path: Path) -> None:
    _filled_cache(path)  # closed: its WAL is checkpointed into the file
    with open(path, "r+b") as handle:
        handle.truncate(path.stat().st_size // 2)


@pytest.mark.parametrize("damage", [_garbage, _truncated])
def test_a_damaged_cache_is_moved_aside_and_rebuilt(tmp_path, damage):
    path = tmp_path / "m.sqlite"
    damage(path)
    with pytest.warns(UserWarning, match=re.escape(str(path)) + ".*is damaged.*moved it to"):
        cache = MeasurementCache(path, machine="m")
    assert len(cache) == 0
    assert cache.get("hash1", _measurement().schedule, 2) is None
    assert list(tmp_path.glob("m.sqlite.corrupt-*")), "the damaged file is kept for a look"
    assert cache.put("hash1", _measurement())
    assert cache.get("hash1", _measurement().schedule, 2).time_s == 0.5


def test_a_cache_damaged_while_in_use_is_a_miss_then_rebuilt(tmp_path):
    path = tmp_path / "m.sqlite"
    cache = _filled_cache(path)
    _garbage(path)
    with pytest.warns(UserWarning, match="is damaged"):
        assert cache.get("hash1", _measurement().schedule, 2) is None
    assert cache.put("hash1", _measurement()) and len(cache) == 1


def test_a_locked_cache_waits_a_bounded_time_and_never_stops_measuring(tmp_path):
    path = tmp_path / "m.sqlite"
    _filled_cache(path, rows=3)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    holder.execute("DELETE FROM measurements WHERE program_hash = 'hash2'")
    try:
        started = time.monotonic()
        cache = MeasurementCache(path, machine="m", timeout_s=0.5)
        # A reader still sees the committed rows (WAL), and no uncommitted change.
        hit = cache.get("hash2", _measurement().schedule, 2)
        assert hit is not None and hit.time_s == 3.0
        with pytest.warns(UserWarning, match=re.escape(str(path)) + ".*stayed locked"):
            assert not cache.put("new", _measurement())
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # one warning, and no second wait
            assert not cache.put("newer", _measurement())
        assert time.monotonic() - started < 5
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert cache.put("new", _measurement())
    assert cache.get("new", _measurement().schedule, 2) is not None


def test_a_row_that_is_not_the_measurement_asked_for_is_a_miss(tmp_path):
    path = tmp_path / "m.sqlite"
    cache = MeasurementCache(path, machine="m")
    schedule = _measurement().schedule
    key = json.dumps(schedule, sort_keys=True, separators=(",", ":"))
    other = _measurement(schedule=[{"kind": "tile", "tag": "op0", "sizes": [4]}]).to_json()
    rows = {
        "not json": "{'time_s': 0.5",
        "not an object": "[1, 2]",
        "missing fields": json.dumps({"program": "p.mlir", "time_s": 0.5}),
        "unknown field": json.dumps({**_measurement().to_json(), "speed": 9.0}),
        "another schedule": json.dumps(other),
        "other threads": json.dumps({**_measurement().to_json(), "threads": 1}),
    }
    with sqlite3.connect(path) as connection:
        for program_hash, result in rows.items():
            connection.execute(
                "INSERT INTO measurements VALUES (?, ?, 'm', 2, ?, 0, 0)",
                (program_hash, key, result),
            )
    connection.close()
    for program_hash in rows:
        assert cache.get(program_hash, schedule, 2) is None, program_hash
    # Measuring again replaces the bad row.
    assert cache.put("not json", _measurement())
    assert cache.get("not json", schedule, 2).time_s == 0.5


# ---------------------------------------------------------- 4. a full disk
@pytest.fixture
def small_disk(tmp_path, monkeypatch):
    """A 4 MiB tmpfs (real ENOSPC). Where mounting is not allowed, the lowest
    write in atomic_files.py raises a real OSError(ENOSPC) once `fill()` is called."""
    mount = tmp_path / "disk"
    mount.mkdir()
    mounted = (
        subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mount)],
            capture_output=True,
            check=False,
        ).returncode
        == 0
    )

    def fill() -> None:
        if not mounted:
            monkeypatch.setattr(atomic_files, "_write", _no_space)
            return
        with open(mount / "filler", "wb", buffering=0) as handle:
            for chunk in (1 << 16, 1 << 12, 1):
                with contextlib.suppress(OSError):
                    while True:
                        handle.write(b"\0" * chunk)

    try:
        yield mount, fill
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(mount)], check=False)


def _no_space(fd: int, data: bytes) -> None:
    os.close(fd)
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


class _FillingTracker(Tracker):
    """Logs, then fills the disk after the row of `iteration` (as another process might)."""

    def __init__(self, run_dir: Path, iteration: int, fill) -> None:
        super().__init__(run_dir, "faults", {}, backends=[])
        self.fill_at, self.fill = iteration, fill

    def log(self, iteration: int, metrics: dict) -> None:
        super().log(iteration, metrics)
        if iteration == self.fill_at:
            self.fill()


def test_a_full_disk_stops_training_with_the_last_checkpoint_intact(tmp_path, small_disk):
    mount, fill = small_disk
    config_path = _tiny_config(tmp_path, iterations=3)
    data = json.loads(config_path.read_text())
    data["training"]["run_dir"] = str(mount / "run")
    config = TrainConfig.load(_write_json(tmp_path / "disk.json", data))
    trainer = Trainer(config)
    tracker = _FillingTracker(trainer.run_dir, iteration=2, fill=fill)
    cluster = ClusterConfig(workers=1, cache_path=None)
    with Measurer(cluster, QUICK) as measurer, pytest.raises(CheckpointError) as raised:
        trainer.train(measurer, tracker, progress=False)
    message = str(raised.value)
    checkpoint = trainer.run_dir / CHECKPOINT
    assert str(checkpoint) in message and "iteration 2" in message
    assert "No space left on device" in message and "previous checkpoint is intact" in message
    assert "--resume" in message
    assert not list(trainer.run_dir.glob(f".{CHECKPOINT}.*")), "the temporary file is removed"
    assert _checkpoint_iteration(checkpoint) == 1
    fresh = Trainer(config)
    fresh.load(checkpoint)
    assert fresh.iteration == 1


def _write_json(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data))
    return path
