"""The one timing policy: how many runs, how much warm-up, when to stop.

Every timed figure of the project follows it: an MLIR kernel (`measure.time_kernel`,
whose runs are timed in C++ with the GIL released), a PyTorch, JAX or numpy reference
(`time_callable`, in the evaluation's reference process) and `benchmarks/bench_core.py`.
What differs between them is only how a block of runs is timed (`TimedRuns`), so that
their figures are comparable:

1. one run, timed: if it alone exceeds `budget_s` it is the figure (a bad schedule can
   be 100x slower than the baseline; repeating it would only burn the machine);
2. warm-up runs: at least `warmup` runs in all (the first counts) and about `warmup_s`
   seconds, estimated from the first run (caches, OpenMP threads, clock speed);
3. `min_repeat` timed runs, then more one at a time until `repeat` runs or `budget_s`
   seconds of timed runs. The median of them is what a figure reports.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from rl_autoscheduler.config import Validated

MAX_WARMUP_RUNS = 10_000
"""Cap on the warm-up runs estimated from a (very fast) first run."""


@dataclass(frozen=True)
class TimingOptions(Validated):
    threads: int = 1
    warmup: int = 1
    repeat: int = 10
    """At most this many timed runs; at least `min_repeat`."""
    min_repeat: int = 3
    budget_s: float = 2.0
    """Stop adding timed runs past this many seconds per kernel."""
    seed: int = 0
    warmup_s: float = 0.01
    """Warm up for at least this long (caches, OpenMP threads, clock speed): one run
    is not enough for a sub-millisecond kernel, whose first runs are up to 2x slower.
    Training keeps it short (it is paid twice per measurement); evaluation uses 0.05."""
    settle_s: float = 0.0
    """On several threads, probe before timing whether the machine gives the threads
    whole cores, and wait up to this long for it while it does not
    (`parallel_state`); the probe is recorded with the figure. 0: no probe (training,
    where ~15 ms per measurement would add up and both kernels share the state)."""

    def validate(self) -> str | None:
        checks = (
            ("threads", self.threads >= 1, "at least 1"),
            ("warmup", self.warmup >= 0, "at least 0"),
            ("repeat", self.repeat >= 1, "at least 1"),
            ("min_repeat", 1 <= self.min_repeat <= self.repeat, "between 1 and repeat"),
            ("budget_s", self.budget_s > 0, "positive"),
            ("warmup_s", self.warmup_s >= 0, "at least 0"),
            ("settle_s", self.settle_s >= 0, "at least 0"),
            ("seed", self.seed >= 0, "at least 0"),
        )
        for name, ok, rule in checks:
            if not ok:
                return f"{name} must be {rule}, not {getattr(self, name)!r}"
        return None


TimedRuns = Callable[[int, int], list[float]]
"""`runs(warmup, repeat)`: `warmup` untimed runs, then the seconds of each of `repeat`
timed runs. `Kernel.time` is one (timed in C++); `python_runs` makes one of a callable."""


def python_runs(call: Callable[[], object]) -> TimedRuns:
    """Runs of a Python callable, each timed with `time.perf_counter` around the call
    (a few microseconds of call overhead, which only matters for the tiniest ops)."""

    def runs(warmup: int, repeat: int) -> list[float]:
        for _ in range(warmup):
            call()
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            call()
            times.append(time.perf_counter() - start)
        return times

    return runs


def time_runs(runs: TimedRuns, options: TimingOptions) -> list[float]:
    """The seconds of each timed run under the policy of this module's docstring."""
    first = runs(0, 1)
    if first[0] > options.budget_s:
        return first
    warmup = max(0, options.warmup - 1, math.ceil(options.warmup_s / max(first[0], 1e-6)) - 1)
    times = runs(min(warmup, MAX_WARMUP_RUNS), options.min_repeat)
    while len(times) < options.repeat and sum(times) < options.budget_s:
        times += runs(0, 1)
    return times


def time_callable(call: Callable[[], object], options: TimingOptions) -> list[float]:
    """`call`'s timed runs (seconds each) under the one policy; `median` reduces them."""
    return time_runs(python_runs(call), options)


def median(times: list[float]) -> float:
    """The figure a list of timed runs reports."""
    return statistics.median(times)
