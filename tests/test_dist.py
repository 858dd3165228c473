"""The Dask measurer: crash and hang isolation, the cache, clean shutdown."""

import contextlib
import dataclasses
import itertools
import json
import multiprocessing
import os
import subprocess
import sys
import time

import psutil
import pytest
from programs import ADD, CRASH, HANG, MATMUL

from rl_autoscheduler.config import ConfigError, from_dict
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile, TileParallel, Vectorize
from rl_autoscheduler.measurement.cache import MeasurementCache
from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
from rl_autoscheduler.measurement.kernel_environment import kernel_environment
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions, measure
from rl_autoscheduler.measurement.timing_lock import (
    LOCK_PATH_VARIABLE,
    exclusive_timing,
    shared_work,
)

QUICK = TimingOptions(warmup=0, repeat=2, min_repeat=1)


@pytest.fixture(scope="module")
def measurer(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache") / "m.sqlite"
    config = ClusterConfig(workers=2, task_timeout_s=20, cache_path=str(cache))
    with Measurer(config, QUICK) as measurer:
        yield measurer


def test_crash_and_hang_are_reported_and_the_evaluator_goes_on(measurer):
    matmul = Program.from_text(MATMUL, "mm.mlir")
    jobs = [
        (Program.from_text(CRASH, "crash.mlir"), Schedule()),
        (matmul, Schedule([Tile("op0", (8, 8, 0)), Vectorize("op0")])),
        (Program.from_text(HANG, "hang.mlir"), Schedule()),
    ]
    config = measurer.config
    measurer.config = dataclasses.replace(config, task_timeout_s=5)
    try:
        crash, good, hang = measurer.measure_many(jobs)
    finally:
        measurer.config = config
    assert crash.failure_kind == "crash" and "SIGSEGV" in crash.error
    assert good.ok and good.speedup > 0
    assert hang.failure_kind == "timeout"
    assert measurer.stats.failures["crash"] >= 1 and measurer.stats.failures["timeout"] >= 1
    # The workers still measure after both.
    (after,) = measurer.measure_many([(Program.from_text(ADD), Schedule())])
    assert after.ok


def test_kernels_run_without_the_environment_dask_sets_for_its_workers(measurer):
    """Dask's nanny gives its workers MALLOC_TRIM_THRESHOLD_=65536; inherited by the
    sandbox child, it made every kernel that allocates page-fault on every call (a
    packed convolution 1.5x slower than in a user's process)."""
    measurer.measure_many([(Program.from_text(ADD, "add.mlir"), Schedule())])
    worker_pids = measurer.client.run(os.getpid).values()
    children = [
        child
        for pid in worker_pids
        for child in psutil.Process(pid).children()
        if "rl_autoscheduler.measurement.sandbox" in " ".join(child.cmdline())
    ]
    assert children, "no sandbox child found under the workers"
    for pid in worker_pids:
        assert psutil.Process(pid).environ().get("MALLOC_TRIM_THRESHOLD_") == "65536"
    for child in children:
        environment = child.environ()
        assert "MALLOC_TRIM_THRESHOLD_" not in environment
        assert environment["KMP_BLOCKTIME"] == "20"


def _periodic_callbacks_ms(dask_worker=None, dask_scheduler=None) -> dict[str, float]:
    server = dask_worker or dask_scheduler
    return {name: callback.callback_time for name, callback in server.periodic_callbacks.items()}


def test_the_local_clusters_monitors_wake_seldom_while_kernels_are_timed(measurer):
    # Each worker sampled its stacks every 10 ms and every server checked its event loop
    # every 20 ms: each wake-up a stall of one of the two threads of the kernel being
    # timed (dist.QUIET_MONITORING).
    servers = [
        *measurer.client.run(_periodic_callbacks_ms).values(),
        measurer.client.run_on_scheduler(_periodic_callbacks_ms),
    ]
    for callbacks in servers:
        assert "profile" not in callbacks
        assert callbacks["tick"] >= 1000
        assert all(interval >= 250 for interval in callbacks.values()), callbacks


def _heartbeat_hiccup_printed() -> bool:
    """Logs, in a worker, the record a late heartbeat makes; True if a handler saw it."""
    import io
    import logging

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    worker_log = logging.getLogger("distributed.worker")
    worker_log.addHandler(handler)
    try:
        try:
            raise TimeoutError("the scheduler's loop was busy")
        except TimeoutError:
            worker_log.exception("Failed to communicate with scheduler during heartbeat.")
        worker_log.error("a worker error that is not a heartbeat")
    finally:
        worker_log.removeHandler(handler)
    text = stream.getvalue()
    assert "a worker error that is not a heartbeat" in text
    return "Traceback" in text or "heartbeat." in text


def test_a_late_heartbeat_prints_no_traceback_in_the_workers(measurer):
    # CI saw Dask's three-part traceback of one late heartbeat in the middle of a folder
    # evaluation that went on to succeed (dist.QuietHeartbeats).
    assert not any(measurer.client.run(_heartbeat_hiccup_printed).values())


def test_a_users_own_malloc_setting_reaches_the_kernels():
    # Only Dask's values are dropped: a setting of the user's own is theirs to time with.
    environment = kernel_environment(
        {"MALLOC_TRIM_THRESHOLD_": "65536", "OMP_NUM_THREADS": "1", "PATH": "/usr/bin"}
    )
    assert environment == {"PATH": "/usr/bin", "KMP_BLOCKTIME": "20"}
    own = kernel_environment({"MALLOC_TRIM_THRESHOLD_": "1048576", "KMP_BLOCKTIME": "0"})
    assert own == {"MALLOC_TRIM_THRESHOLD_": "1048576", "KMP_BLOCKTIME": "0"}


def test_dasks_worker_settings_are_known_without_importing_distributed_first():
    # dask.config holds the nanny's settings only once distributed's defaults are loaded.
    code = (
        "from rl_autoscheduler.measurement.kernel_environment import kernel_environment;"
        "print(sorted(kernel_environment({'MALLOC_TRIM_THRESHOLD_': '65536'})))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert shown.stdout.strip() == "['KMP_BLOCKTIME']", shown.stderr


def test_cache_counts_hits_and_skips_remeasuring(measurer):
    program = Program.from_text(MATMUL, "mm.mlir")
    jobs = [(program, Schedule([TileParallel("op0", (s, 0, 0))])) for s in (2, 4, 8)]
    first = measurer.measure_many(jobs)
    submitted, hits = measurer.stats.submitted, measurer.stats.cache_hits
    second = measurer.measure_many(jobs)
    assert measurer.stats.submitted == submitted
    assert measurer.stats.cache_hits == hits + 3
    assert [m.time_s for m in second] == [m.time_s for m in first]


def test_cache_round_trip(tmp_path):
    cache = MeasurementCache(tmp_path / "c.sqlite", machine="test-machine")
    result = Measurement(
        "p.mlir",
        [{"kind": "vectorize", "tag": "op0"}],
        threads=2,
        correct=True,
        time_s=0.5,
        times_s=[0.5, 0.6],
    )
    assert cache.get("hash", result.schedule, 2) is None
    assert cache.put("hash", result)
    assert json.dumps(cache.get("hash", result.schedule, 2).to_json()) == json.dumps(
        result.to_json()
    )
    assert cache.get("hash", result.schedule, 1) is None  # another thread count
    other = MeasurementCache(tmp_path / "c.sqlite", machine="another-machine")
    assert other.get("hash", result.schedule, 2) is None
    assert (cache.hits, cache.misses, cache.total_hits(), len(cache)) == (1, 2, 1, 1)
    timeout = Measurement("p.mlir", [], threads=2, failure_kind="timeout", error="slow")
    assert not cache.put("other", timeout)


def test_local_cluster_stops_without_leaking_processes(tmp_path):
    me = psutil.Process()
    before = {child.pid for child in me.children(recursive=True)}
    config = ClusterConfig(workers=2, cache_path=None)
    with Measurer(config, QUICK) as measurer:
        assert len(measurer.client.scheduler_info()["workers"]) == 2
        (result,) = measurer.measure_many([(Program.from_text(ADD), Schedule())])
        assert result.ok
        assert len(me.children(recursive=True)) > len(before)
    leftover = [
        child
        for child in me.children(recursive=True)
        if child.pid not in before and child.is_running() and child.status() != psutil.STATUS_ZOMBIE
    ]
    for child in leftover:
        with contextlib.suppress(psutil.TimeoutExpired):
            child.wait(timeout=10)
    assert not [c for c in leftover if c.is_running() and c.status() != psutil.STATUS_ZOMBIE]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "cloud"}, "kind must be local, address or slurm"),
        ({"workers": "two"}, r"cluster\.workers: expected int"),
        ({"wrokers": 2}, "unknown key"),
        ({"kind": "address"}, "needs 'address'"),
        ({"slurm": {"cores": 4, "memroy": "1GB"}}, r"cluster\.slurm: unknown key"),
    ],
)
def test_bad_cluster_config_names_the_key(data, message):
    with pytest.raises(ConfigError, match=message):
        from_dict(ClusterConfig, data, "cluster")


def test_timing_sections_never_overlap(tmp_path, monkeypatch):
    # Processes (as Dask workers are) each time under the machine's lock.
    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))
    context = multiprocessing.get_context("spawn")
    with context.Pool(3) as pool:
        intervals = pool.map(_timed_section, range(6))
    intervals.sort()
    for (_, end), (start, _) in itertools.pairwise(intervals):
        assert start >= end
    assert intervals[-1][1] - intervals[0][0] >= 6 * 0.05


def _timed_section(_: int) -> tuple[float, float]:
    with exclusive_timing():
        start = time.monotonic()
        time.sleep(0.05)
        return start, time.monotonic()


def test_compiles_overlap_each_other_but_never_a_timing(tmp_path, monkeypatch):
    # Shared sections (compiling, verifying) in other processes run together;
    # a timing section waits for them and holds the next ones off.
    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))
    context = multiprocessing.get_context("spawn")
    with context.Pool(3) as pool:
        kinds = ["shared", "shared", "exclusive", "shared", "shared", "exclusive"]
        intervals = pool.map(_section, kinds)
    shared = [(start, end) for kind, start, end in intervals if kind == "shared"]
    timings = [(start, end) for kind, start, end in intervals if kind == "exclusive"]
    for start, end in timings:
        for other_start, other_end in shared + [t for t in timings if t != (start, end)]:
            assert other_end <= start or other_start >= end
    # While this process compiles, another may compile too but may not time.
    probe = (
        "import fcntl, sys\n"
        "handle = open(sys.argv[1], 'a+')\n"
        "def can(mode):\n"
        "    try:\n"
        "        fcntl.flock(handle, mode | fcntl.LOCK_NB)\n"
        "    except BlockingIOError:\n"
        "        return False\n"
        "    fcntl.flock(handle, fcntl.LOCK_UN)\n"
        "    return True\n"
        "print(can(fcntl.LOCK_SH), can(fcntl.LOCK_EX))\n"
    )
    with shared_work():
        answer = subprocess.run(
            [sys.executable, "-c", probe, str(tmp_path / "timing.lock")],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    assert answer == ["True", "False"]


def _section(kind: str) -> tuple[str, float, float]:
    with exclusive_timing() if kind == "exclusive" else shared_work():
        start = time.monotonic()
        time.sleep(0.3)
        return kind, start, time.monotonic()


def test_timing_lock_is_reentrant_within_a_process(tmp_path, monkeypatch):
    # A benchmark holds the lock around measure(), which takes it again.
    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))
    with exclusive_timing(), exclusive_timing():
        result = measure(Program.from_text(ADD), Schedule(), QUICK)
    assert result.ok
