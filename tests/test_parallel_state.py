"""The probe of whether the machine gives the threads whole cores, and its record."""

from __future__ import annotations

import json

import pytest
from programs import MATMUL

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement import parallel_state
from rl_autoscheduler.measurement.measure import measure
from rl_autoscheduler.measurement.parallel_state import (
    ParallelState,
    best_path,
    probe,
    record_reading,
    settle,
)
from rl_autoscheduler.measurement.timing import TimingOptions
from rl_autoscheduler.measurement.timing_lock import LOCK_PATH_VARIABLE


@pytest.fixture(autouse=True)
def own_lock(monkeypatch, tmp_path):
    """The best speedup is kept next to the timing lock: a test's own, not the machine's."""
    monkeypatch.setenv(LOCK_PATH_VARIABLE, str(tmp_path / "timing.lock"))


def test_degraded_is_relative_to_the_best_the_machine_has_shown():
    assert ParallelState(2, speedup=0.9, best=1.5).degraded
    assert not ParallelState(2, speedup=1.4, best=1.5).degraded
    # A machine that never had whole cores is never called degraded.
    assert not ParallelState(2, speedup=0.9, best=0.9).degraded


def test_probe_runs_the_canary_and_remembers_the_best_across_processes():
    state = probe(2)
    # Any positive speedup: other work on a shared machine (not ours to lock) has measured
    # 0.19 here, with both threads crowded out.
    assert 0 < state.speedup < 10
    assert state.best == pytest.approx(state.speedup, abs=1e-4)  # the only reading so far
    assert json.loads(best_path().read_text())["2"] == [pytest.approx(state.speedup, abs=1e-4)]


def test_a_corrupt_best_file_is_replaced_not_fatal():
    best_path().write_text("{not json")
    state = probe(2)
    assert json.loads(best_path().read_text())["2"] == [pytest.approx(state.speedup, abs=1e-4)]


def test_one_outlier_does_not_set_the_best():
    """A disturbed one-thread run once read 1.96 against a usual 1.5: as the best it made
    ordinary readings look degraded. The best is the BEST_OF-th highest reading."""
    best_path().write_text(json.dumps({"2": 1.96}))  # a file written before BEST_OF
    for _ in range(parallel_state.BEST_OF):
        best = record_reading(2, 1.52)
    assert best == pytest.approx(1.52)
    assert not ParallelState(2, speedup=1.4, best=best).degraded
    assert ParallelState(2, speedup=0.9, best=record_reading(2, 0.9)).degraded
    assert len(json.loads(best_path().read_text())["2"]) == parallel_state.BEST_OF


def test_a_speedup_above_the_thread_count_is_never_the_best():
    """Five disturbed readings of 2.16-3.03 on two threads once filled the kept ones, and
    every ordinary 1.5 then read as degraded: each measurement waited its whole settle."""
    best_path().write_text(json.dumps({"2": [3.0348, 2.9611, 2.2892, 2.2581, 2.1585]}))
    assert record_reading(2, 1.52) == pytest.approx(1.52)
    assert record_reading(2, 2.4) == pytest.approx(1.52)  # not kept
    assert not ParallelState(2, speedup=1.5, best=record_reading(2, 1.5)).degraded
    assert json.loads(best_path().read_text())["2"] == [1.52, 1.5]


def test_settle_waits_for_a_degraded_machine_then_gives_up(monkeypatch):
    """A machine that stays degraded costs at most the wait asked for, and says so."""
    monkeypatch.setattr(parallel_state, "POLL_S", 0.05)
    monkeypatch.setattr(parallel_state, "probe", lambda threads: ParallelState(threads, 0.9, 1.5))
    state = settle(2, max_wait_s=0.3)
    assert state is not None and state.degraded
    assert 0.3 <= state.waited_s < 2.0
    assert settle(1, max_wait_s=10.0) is None  # one thread has nothing to share


def test_measure_records_the_state_only_when_asked():
    program = Program.from_text(MATMUL, "matmul")
    schedule = Schedule.from_json([{"kind": "tile", "tag": "op0", "sizes": [8, 8, 0]}])
    quick = dict(threads=2, repeat=3, budget_s=0.2)
    plain = measure(program, schedule, TimingOptions(**quick))
    assert plain.ok and plain.parallel_state is None
    probed = measure(program, schedule, TimingOptions(**quick, settle_s=1.0))
    assert probed.ok
    assert set(probed.parallel_state) >= {"parallel_speedup", "degraded", "waited_s"}
    assert probed.parallel_state["threads"] == 2
