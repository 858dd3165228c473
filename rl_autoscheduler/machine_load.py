"""How busy other processes keep this machine.

The timing lock keeps our own timings apart, not other users' work: benchmarks and
evaluations record how many cores other processes used while they timed, so that a
number measured on a loaded machine says so.
"""

from __future__ import annotations

import os
import time


class ForeignLoad:
    """CPU time other processes used during a block, in cores (Linux /proc/stat).

    The timing lock keeps our timings apart, not other users' work: this says how
    idle the machine was while a baseline was timed."""

    def __init__(self) -> None:
        self.start = self._sample()

    @staticmethod
    def _sample() -> tuple[float, float, float] | None:
        try:
            with open("/proc/stat") as stat:
                fields = [int(x) for x in stat.readline().split()[1:]]
        except (OSError, ValueError):
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        busy = (sum(fields) - fields[3] - fields[4]) / ticks  # all but idle and iowait
        own = os.times()
        return time.perf_counter(), busy, own.user + own.system

    def cores(self) -> float | None:
        end = self._sample()
        if self.start is None or end is None or end[0] <= self.start[0]:
            return None
        wall, busy, own = (b - a for a, b in zip(self.start, end, strict=True))
        return max(0.0, (busy - own) / wall)
