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
    idle the machine was while a baseline was timed. With `own_tree`, this process's
    children and their descendants (Dask workers, sandboxes, baseline children) count
    as our own too, as they do for a whole evaluation run."""

    def __init__(self, own_tree: bool = False) -> None:
        self.own_tree = own_tree
        self.start = self._sample()

    def _own_cpu(self) -> float:
        if not self.own_tree:
            own = os.times()
            return own.user + own.system
        import psutil

        me = psutil.Process()
        total = sum(me.cpu_times()[:4])  # user, system, children_user, children_system
        for child in me.children(recursive=True):
            try:
                total += sum(child.cpu_times()[:4])
            except psutil.Error:
                continue
        return total

    def _sample(self) -> tuple[float, float, float] | None:
        try:
            with open("/proc/stat") as stat:
                fields = [int(x) for x in stat.readline().split()[1:]]
        except (OSError, ValueError):
            return None
        ticks = os.sysconf("SC_CLK_TCK")
        busy = (sum(fields) - fields[3] - fields[4]) / ticks  # all but idle and iowait
        return time.perf_counter(), busy, self._own_cpu()

    def cores(self) -> float | None:
        end = self._sample()
        if self.start is None or end is None or end[0] <= self.start[0]:
            return None
        wall, busy, own = (b - a for a, b in zip(self.start, end, strict=True))
        return max(0.0, (busy - own) / wall)
