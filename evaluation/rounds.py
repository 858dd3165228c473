"""A phase's rows, and how rounds of the same measurements fold into one figure.

With `--rounds N` the fixed methods are timed N times spread over the run and each
search's kept schedule is re-timed in rounds 2..N: every MLIR figure is then its median
round, so that neither a lucky timing nor a search's fastest of many noisy timings is what
the report shows, and a round that failed is kept as the failure it is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from evaluation.results import MethodResult
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement

Rows = list[dict[str, MethodResult]]
"""Per benchmark (in the order of the benchmarks that load), each method's result."""
Winners = list[dict[str, Schedule]]
"""Per benchmark, the schedule each search kept (searches that kept the untransformed
program or found nothing verified have none)."""


@dataclass
class Phase:
    """What one phase adds: its rows, and every measurement it made (each re-timed the
    untransformed program right before its candidate: they give T0)."""

    rows: Rows
    measured: list[list[Measurement]]

    @classmethod
    def empty(cls, count: int) -> Phase:
        return cls([{} for _ in range(count)], [[] for _ in range(count)])

    def add(self, index: int, row: MethodResult, measured: Sequence[Measurement] = ()) -> None:
        self.rows[index][row.method] = row
        self.measured[index].extend(measured)


def merge(phases: list[Phase], count: int) -> Phase:
    """The rows and the measurements of every phase, per benchmark."""
    merged = Phase.empty(count)
    for phase in phases:
        for index in range(count):
            merged.rows[index].update(phase.rows[index])
            merged.measured[index].extend(phase.measured[index])
    return merged


def search_winners(searches: list[Phase], count: int) -> Winners:
    """The schedules the searches kept, to be re-timed in the later rounds: the time a
    search found its best with is the fastest of many noisy timings, biased low, and one
    timing of it against a median of rounds for the one pass is no fair comparison."""
    winners: Winners = [{} for _ in range(count)]
    for search in searches:
        for index, rows in enumerate(search.rows):
            for method, row in rows.items():
                if row.ok and row.schedule:
                    winners[index][method] = Schedule.from_json(row.schedule)
    return winners


def retime_winners(search: Phase, later_rounds: list[Rows]) -> None:
    """Each search row becomes its median round (`median_row`) among the search's own
    timing and its re-timings, keeping the search's own keys (measurements, log)."""
    for index, rows in enumerate(search.rows):
        for method, found in list(rows.items()):
            retimed = [r[index][method] for r in later_rounds if method in r[index]]
            if not retimed:
                continue
            own, measurements = dict(found.extra), found.measurements
            chosen = median_row([found, *retimed])
            for key, value in own.items():
                chosen.extra.setdefault(key, value)
            rows[method] = chosen.update(measurements=measurements)


def median_phase(rounds: list[Phase]) -> Phase:
    """The median round's rows (`median_rows`); every round's measurements are kept (T0 is
    the median over all of them)."""
    measured = [
        [m for r in rounds for m in r.measured[index]] for index in range(len(rounds[0].rows))
    ]
    return Phase(median_rows([r.rows for r in rounds]), measured)


def median_rows(rounds: list[Rows]) -> Rows:
    """Per benchmark and method of the first round, the median round's row (`median_row`)."""
    return [
        {
            method: median_row([r[index][method] for r in rounds if method in r[index]])
            for method in first
        }
        for index, first in enumerate(rounds[0])
    ]


def median_row(rows: list[MethodResult]) -> MethodResult:
    """The row of the median time among rounds, with every round's time; a round that
    failed makes the row that failure (a flaky kernel is not hidden by a good round)."""
    failures = [r for r in rows if not r.ok]
    if failures:
        return failures[0].update(rounds=len(rows))
    ordered = sorted(rows, key=lambda r: r.time_s if r.time_s is not None else math.inf)
    chosen = ordered[(len(ordered) - 1) // 2]
    return chosen.update(rounds=len(rows), round_times_s=[r.time_s for r in rows])
