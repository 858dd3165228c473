"""Search baselines over the agent's own action space."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from rl_autoscheduler.agent.act import random_schedule
from rl_autoscheduler.env import SchedulingEnv
from rl_autoscheduler.measure import Measurement
from rl_autoscheduler.program import Program
from rl_autoscheduler.schedule import Schedule

MeasureMany = Callable[[Sequence[tuple[Program, Schedule]]], list[Measurement]]


@dataclass
class SearchResult:
    best: Measurement | None
    """The fastest verified schedule; None when every trial failed."""
    trials: list[Measurement]


def best_of(trials: list[Measurement]) -> Measurement | None:
    verified = [trial for trial in trials if trial.ok]
    return max(verified, key=lambda trial: trial.speedup, default=None)


def random_search(
    programs: Sequence[Program], budget: int, measure_many: MeasureMany, seed: int = 0
) -> list[SearchResult]:
    """Per program, `budget` random schedules (masked uniform choices), all measured.

    Duplicate schedules are drawn again (a bounded number of times), so the
    budget is spent on distinct schedules where the space allows.
    """
    rng = np.random.default_rng(seed)
    env = SchedulingEnv(programs)
    jobs: list[tuple[Program, Schedule]] = []
    owners: list[int] = []
    for index, program in enumerate(programs):
        seen: set[str] = set()
        for _ in range(budget):
            for _attempt in range(20):
                schedule = random_schedule(env, index, rng)
                if schedule.dumps() not in seen:
                    break
            seen.add(schedule.dumps())
            jobs.append((program, schedule))
            owners.append(index)
    results = measure_many(jobs)
    per_program: list[list[Measurement]] = [[] for _ in programs]
    for owner, result in zip(owners, results, strict=True):
        per_program[owner].append(result)
    return [SearchResult(best_of(trials), trials) for trials in per_program]
