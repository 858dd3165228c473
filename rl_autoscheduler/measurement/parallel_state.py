"""Is the machine giving our threads whole cores right now?

On a small VM (benchmarks/bench_parallel_state.py shows it), for seconds to minutes at a
time, every multi-threaded kernel on the machine gets slower (MLIR's and PyTorch's alike,
in separate processes, by up to about 1.7x) while every single-threaded one keeps its
speed, and FMA throughput does not change. The likeliest cause is the host placing both
vCPUs on one physical core's two hyperthreads (their caches shared); whatever the cause,
a time taken in that state is not comparable with one taken outside it, and the
evaluation times its methods minutes apart.

So a timing section on several threads can first probe the state: a small canary
kernel (a packed 1x1 convolution split over the threads) timed on all threads and
on one. Its parallel speedup, one-thread time over all-threads time, is about 1.55 on
whole cores and about 0.9 in the shared state. The state is *degraded* when the speedup
is below `DEGRADED_FRACTION` of the best this machine has shown: the best is kept in a
file next to the timing lock, so a process that starts in the bad state still knows
the good one, and a machine that never has whole cores is never called degraded.
"Best" is the `BEST_OF`-th highest reading, not the highest: a single disturbed
one-thread run can read far above the usual 1.50-1.55 (1.96), and as the maximum it
would make every ordinary 1.4 read as degraded, so probes would wait for nothing. A
reading above the thread count is not kept at all: two threads cannot run the canary
more than twice as fast as one, so such a reading is a one-thread timing slowed
throughout. Kept, a few of them would fill the kept readings, every ordinary 1.5 would
read as degraded, and each measurement would wait its whole settle time and be flagged
as timed on a shared core.

`settle(threads, max_wait_s)` probes, and while degraded waits (polling) up to
`max_wait_s`; it returns the last probe, which the caller records with its figure.
"""

from __future__ import annotations

import contextlib
import json
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_io import random_inputs
from rl_autoscheduler.measurement.timing_lock import SETTLE_S, lock_path

DEGRADED_FRACTION = 0.75
"""Degraded below this fraction of the best parallel speedup the machine has shown."""

BEST_OF = 5
"""The best speedup is the BEST_OF-th highest reading kept (fewer outliers cannot set it)."""

POLL_S = 0.25
"""Between probes while waiting for the machine to recover."""

CANARY_TEXT = """
func.func @canary(%I: tensor<1x320x19x19xf32>, %W: tensor<256x320x1x1xf32>,
                  %O: tensor<1x256x19x19xf32>) -> tensor<1x256x19x19xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}
         ins(%I, %W : tensor<1x320x19x19xf32>, tensor<256x320x1x1xf32>)
         outs(%O : tensor<1x256x19x19xf32>) -> tensor<1x256x19x19xf32>
  return %0 : tensor<1x256x19x19xf32>
}
"""
CANARY_SCHEDULE = [
    {"kind": "pack", "tag": "op0", "lanes": [16],
     "register_tile": [1, 1, 1, 19, 2], "parallel": [0, 0, 1]},
]  # fmt: skip
CANARY_RUNS = 8


@dataclass(frozen=True)
class ParallelState:
    """One probe: the canary's parallel speedup against the best the machine has shown."""

    threads: int
    speedup: float
    best: float
    waited_s: float = 0.0

    @property
    def degraded(self) -> bool:
        return self.speedup < DEGRADED_FRACTION * self.best

    def to_json(self) -> dict:
        return {
            "threads": self.threads,
            "parallel_speedup": round(self.speedup, 3),
            "best_parallel_speedup": round(self.best, 3),
            "degraded": self.degraded,
            "waited_s": round(self.waited_s, 2),
        }


class _Canary:
    """The canary compiled for `threads` and for one thread, with its inputs."""

    def __init__(self, threads: int) -> None:
        program = Program.from_text(CANARY_TEXT, name="canary")
        text = apply_schedule(program, Schedule.from_json(CANARY_SCHEDULE))[0].text
        self.parallel = _core.compile(text, name="canary", threads=threads)
        self.serial = _core.compile(text, name="canary", threads=1)
        self.buffers = random_inputs(self.parallel.arguments, seed=0)

    def speedup(self) -> float:
        """One-thread time over all-threads time. The one-thread time is the fastest
        run (the state does not touch it, so a slower run was disturbed and would inflate
        the speedup, and with it the best); the all-threads time is the median."""
        parallel = statistics.median(self.parallel.time(self.buffers, 4, CANARY_RUNS))
        serial = min(self.serial.time(self.buffers, 2, CANARY_RUNS))
        return serial / parallel


_canaries: dict[int, _Canary] = {}


def best_path() -> Path:
    return lock_path().with_name(lock_path().name + ".parallel-best.json")


def _possible(threads: int, speedup: float) -> bool:
    """Whether a reading can be a true parallel speedup on `threads` (see the module)."""
    return 0 < speedup <= threads


def _read_top(threads: int) -> list[float]:
    """The highest readings kept for `threads`, highest first ([] when none or unreadable);
    impossible ones, which a file from before `_possible` may hold, are dropped."""
    try:
        kept = json.loads(best_path().read_text())[str(threads)]
        kept = kept if isinstance(kept, list) else [kept]  # a file from before BEST_OF
        possible = [value for value in map(float, kept) if _possible(threads, value)]
        return sorted(possible, reverse=True)[:BEST_OF]
    except (OSError, ValueError, KeyError, TypeError):
        return []


def _write_top(threads: int, top: list[float]) -> None:
    """Records the highest readings, atomically (another process may read them meanwhile)."""
    path = best_path()
    try:
        data = json.loads(path.read_text())
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError):
        data = {}
    data[str(threads)] = [round(value, 4) for value in top]
    with contextlib.suppress(OSError):  # a read-only temp dir costs only the memory
        atomic_write_text(path, json.dumps(data))


def record_reading(threads: int, speedup: float) -> float:
    """Adds a reading to the kept highest ones if it is among them; the best speedup now:
    the BEST_OF-th highest reading (the lowest kept while fewer were seen; this reading
    when none is kept). An impossible reading is not kept."""
    top = _read_top(threads)
    if not _possible(threads, speedup):
        return top[-1] if top else min(speedup, float(threads))
    if len(top) < BEST_OF or speedup > top[-1]:
        top = sorted([*top, speedup], reverse=True)[:BEST_OF]
        _write_top(threads, top)
    return top[-1]


def canary(threads: int) -> _Canary:
    """This process's canary for `threads`, compiled on first use."""
    if threads not in _canaries:
        _canaries[threads] = _Canary(threads)
    return _canaries[threads]


def probe(threads: int) -> ParallelState:
    """The canary's parallel speedup now; call it holding the timing lock."""
    speedup = canary(threads).speedup()
    return ParallelState(threads, speedup, record_reading(threads, speedup))


def settle(threads: int, max_wait_s: float) -> ParallelState | None:
    """Probes and, while the machine is degraded, waits up to `max_wait_s` for it to
    recover; the last probe. None on one thread: there is nothing to share."""
    if threads < 2:
        return None
    start = time.monotonic()
    state = probe(threads)
    while state.degraded and time.monotonic() - start < max_wait_s:
        time.sleep(POLL_S)
        state = probe(threads)
    time.sleep(SETTLE_S)  # the canary's OpenMP threads go to sleep before the timing
    return ParallelState(state.threads, state.speedup, state.best, time.monotonic() - start)
