"""One shape for every search: a strategy proposes schedules, is told their
measurements, and proposes again until it has nothing left to try.

Random search, greedy search and the agent's policy-guided search are strategies
(TVM MetaSchedule's search-strategy interface, cut down to two methods). `run`
drives any number of them at once: each round it gathers every strategy's
proposals, measures them in one `measure_many` call (a cluster measures them side
by side), and hands each strategy its own results. Strategies never measure
themselves, so every schedule they rank was verified and timed the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.measurement.timing_lock import shared_work

Progress = Callable[[int, int], None]
"""Told (measurements done, measurements proposed so far) after each round."""


@dataclass
class SearchResult:
    best: Measurement | None
    """The fastest verified schedule; None when nothing verified (or nothing beat the
    untransformed program, for strategies that require it)."""
    trials: list[Measurement] = field(default_factory=list)
    """Every measurement the search made, in order."""
    log: list[dict] = field(default_factory=list)
    """What the strategy decided and why, step by step (strategy-specific)."""
    budget_exhausted: bool = False

    @property
    def measurements(self) -> int:
        return len(self.trials)

    @property
    def schedule(self) -> Schedule:
        """The best schedule (empty: keep the program as it is)."""
        return Schedule.from_json(self.best.schedule) if self.best is not None else Schedule()


class Strategy(Protocol):
    program: Program

    def propose(self) -> list[Schedule]:
        """The next schedules to measure; an empty list ends the search."""
        ...

    def notify(self, measurements: list[Measurement]) -> None:
        """The measurements of the last proposal, in its order."""
        ...

    def result(self) -> SearchResult: ...


class OneRound:
    """A strategy that knows all its schedules up front: it proposes them in one round and
    keeps the fastest verified. Subclasses say which schedules (`schedules`)."""

    program: Program

    def __init__(self, program: Program) -> None:
        self.program = program
        self.trials: list[Measurement] = []
        self._proposed = False

    def schedules(self) -> list[Schedule]:
        raise NotImplementedError

    def propose(self) -> list[Schedule]:
        if self._proposed:
            return []
        self._proposed = True
        return self.schedules()

    def notify(self, measurements: list[Measurement]) -> None:
        self.trials.extend(measurements)

    def result(self) -> SearchResult:
        return SearchResult(best_of(self.trials), list(self.trials))


def best_of(trials: list[Measurement]) -> Measurement | None:
    verified = [trial for trial in trials if trial.ok]
    return max(verified, key=lambda trial: trial.speedup, default=None)


def run(
    strategies: Sequence[Strategy], measure_many: MeasureMany, progress: Progress | None = None
) -> list[SearchResult]:
    """Runs every strategy to its end, measuring each round's proposals together."""
    active = list(strategies)
    done = proposed = 0
    while active:
        with shared_work():  # proposing applies steps: CPU work beside the timings
            proposals = [(strategy, strategy.propose()) for strategy in active]
        proposals = [(strategy, schedules) for strategy, schedules in proposals if schedules]
        active = [strategy for strategy, _ in proposals]
        jobs = [(s.program, schedule) for s, schedules in proposals for schedule in schedules]
        if not jobs:
            break
        proposed += len(jobs)
        if progress is not None:
            progress(done, proposed)
        measured = measure_many(jobs)
        done += len(jobs)
        start = 0
        for strategy, schedules in proposals:
            strategy.notify(measured[start : start + len(schedules)])
            start += len(schedules)
        if progress is not None:
            progress(done, proposed)
    return [strategy.result() for strategy in strategies]
