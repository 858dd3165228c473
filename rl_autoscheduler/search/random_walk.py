"""Random search: schedules drawn uniformly, step by step, from the search space."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Interchange, Schedule, Step
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.search.state import TILE_SIZES, TILING_STEPS, SchedulingState
from rl_autoscheduler.search.strategy import OneRound, SearchResult, run

DRAWS_PER_SCHEDULE = 20
"""Draws per wanted schedule before accepting a duplicate (a small program may have
fewer distinct schedules than the budget)."""


def random_step(state: SchedulingState, rng: np.random.Generator) -> Step | None:
    """A uniformly random legal step kind with uniform sizes; None stands for next_op."""
    kinds = state.legal_kinds()
    stays = state.next_op_problem() is not None
    choice = int(rng.integers(int(stays), len(kinds) + 1))
    if choice == 0:
        return None
    step_type = kinds[choice - 1]
    loops = len(state.nest.loops)
    if step_type in TILING_STEPS:
        mask = state.tile_mask(step_type)
        sizes = tuple(
            TILE_SIZES[int(rng.choice(np.flatnonzero(mask[loop])))] for loop in range(loops)
        )
        return step_type(state.tag, sizes)  # type: ignore[call-arg]
    if step_type is Interchange:
        return Interchange(state.tag, tuple(int(i) for i in rng.permutation(loops)))
    return state.sizeless_step(step_type)


def random_schedule(program: Program, rng: np.random.Generator) -> Schedule:
    """One random walk through the space: each move a uniform choice among the legal ones."""
    state = SchedulingState.start(program)
    while not state.done:
        step = random_step(state, rng)
        if step is None:
            state = state.next_op()
            continue
        try:
            state = state.apply(step)
        except ScheduleError:  # MLIR refused it: the slot is used, the walk goes on
            state = state.refused(step.kind)
    return state.schedule


class RandomSearch(OneRound):
    """`budget` distinct random schedules where the space allows, measured in one round."""

    def __init__(self, program: Program, budget: int, rng: np.random.Generator) -> None:
        super().__init__(program)
        self.budget, self.rng = budget, rng

    def schedules(self) -> list[Schedule]:
        schedules: list[Schedule] = []
        seen: set[str] = set()
        for _ in range(self.budget):
            for _attempt in range(DRAWS_PER_SCHEDULE):
                schedule = random_schedule(self.program, self.rng)
                if schedule.dumps() not in seen:
                    break
            seen.add(schedule.dumps())
            schedules.append(schedule)
        return schedules


def random_search(
    programs: Sequence[Program], budget: int, measure_many: MeasureMany, seed: int = 0
) -> list[SearchResult]:
    """Per program, `budget` random schedules, all measured side by side."""
    rng = np.random.default_rng(seed)
    return run([RandomSearch(program, budget, rng) for program in programs], measure_many)
