"""The one timing policy (`rl_autoscheduler.measurement.timing`) honours TimingOptions on
real calls: the warm-up count and seconds, min_repeat, repeat, the budget, and a call
slower than the budget timed once. The MLIR kernels (`measure.time_kernel`) follow the same rule."""

import time

import numpy as np
import pytest

from rl_autoscheduler.measurement.timing import (
    TimingOptions,
    median,
    python_runs,
    time_callable,
    time_runs,
)


class Counter:
    """A real callable (a small numpy sum) that counts its calls."""

    def __init__(self, sleep_s: float = 0.0) -> None:
        self.calls = 0
        self.sleep_s = sleep_s
        self.data = np.arange(1000, dtype=np.float64)

    def __call__(self) -> float:
        self.calls += 1
        if self.sleep_s:
            time.sleep(self.sleep_s)
        return float(self.data.sum())


def test_repeat_and_warmup_counts_are_honoured():
    call = Counter()
    options = TimingOptions(warmup=5, repeat=7, min_repeat=7, budget_s=10.0, warmup_s=0.0)
    times = time_callable(call, options)
    assert len(times) == 7 and all(t > 0 for t in times)
    assert call.calls == 5 + 7  # the first call is one of the `warmup` runs
    assert median(times) == sorted(times)[3]


def test_warmup_seconds_add_warmup_runs():
    call = Counter(sleep_s=0.002)
    options = TimingOptions(warmup=1, repeat=2, min_repeat=2, budget_s=10.0, warmup_s=0.02)
    time_callable(call, options)
    assert call.calls - 2 >= 0.02 / 0.004  # about 10 warm-up runs of >= 2 ms (2x margin)


def test_the_budget_stops_adding_runs_but_min_repeat_holds():
    call = Counter(sleep_s=0.01)
    options = TimingOptions(warmup=0, repeat=50, min_repeat=3, budget_s=0.035, warmup_s=0.0)
    times = time_callable(call, options)
    assert 3 <= len(times) <= 5


def test_a_call_slower_than_the_budget_is_timed_once():
    call = Counter(sleep_s=0.02)
    options = TimingOptions(warmup=3, repeat=10, min_repeat=3, budget_s=0.01)
    times = time_callable(call, options)
    assert len(times) == 1 and call.calls == 1 and times[0] >= 0.02


@pytest.mark.parametrize("repeat", [1, 4])
def test_the_policy_asks_its_runner_for_blocks(repeat):
    """`time_runs` drives any runner (`Kernel.time` for MLIR kernels) with the same rule."""
    asked: list[tuple[int, int]] = []

    def runs(warmup: int, count: int) -> list[float]:
        asked.append((warmup, count))
        return [0.001] * count

    options = TimingOptions(warmup=3, repeat=repeat, min_repeat=1, budget_s=1.0, warmup_s=0.0)
    times = time_runs(runs, options)
    assert len(times) == repeat
    assert asked[:2] == [(0, 1), (2, 1)]  # one first run, 2 more warm-ups, min_repeat runs
    assert asked[2:] == [(0, 1)] * (repeat - 1)


def test_python_runs_times_each_call():
    call = Counter(sleep_s=0.003)
    times = python_runs(call)(2, 3)
    assert call.calls == 5 and len(times) == 3 and all(t >= 0.003 for t in times)


def test_an_mlir_kernel_is_timed_by_the_same_rule():
    from programs import MATMUL

    from rl_autoscheduler import _core
    from rl_autoscheduler.measurement.kernel_io import random_inputs
    from rl_autoscheduler.measurement.measure import time_kernel

    kernel = _core.compile(MATMUL, name="matmul")
    inputs = random_inputs(kernel.arguments, 0)
    options = TimingOptions(warmup=2, repeat=6, min_repeat=6, budget_s=10.0, warmup_s=0.0)
    times = time_kernel(kernel, inputs, options)
    assert len(times) == 6 and all(t > 0 for t in times)
    options = TimingOptions(repeat=6, min_repeat=2, budget_s=1e-9)
    assert len(time_kernel(kernel, inputs, options)) == 1  # slower than the budget: once
