"""A cheap cost rule for the one-pass schedule of tiny ops, checked without measuring.

A sequential `Tile` pays by reuse: the tile's data stays in a cache while it is worked
on. An op whose operands all fit in the L1 data cache has no such reuse to gain, so
tiles that are not followed by the op's vectorization only add loops around it. The
shipped model's one pass cut tpp-mlir's 3x5 transpose into rows of one (vectorizing it
is refused, `state._transpose_problem`): 0.96x the program as written in the evaluation
of 2026-11-28 on `sapphirerapids`. Such tiles are dropped, so that op is left as written,
and the evaluation reports the program itself for an agent that changed nothing.
"""

from __future__ import annotations

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile
from rl_autoscheduler.measurement.machine import l1_data_bytes

DEFAULT_L1_BYTES = 32 * 1024
"""The L1 data cache assumed where the host does not say (every x86 core since 2003 has
at least this much)."""


def without_idle_tiles(program: Program, schedule: Schedule) -> Schedule:
    """`schedule` without the steps on ops that fit in L1 and were only tiled (nothing
    but `Tile` steps on them); the schedule unchanged if the result is not one the
    search space could have walked."""
    from rl_autoscheduler.search.state import replay

    budget = l1_data_bytes() or DEFAULT_L1_BYTES
    steps_of: dict[str, list] = {}
    for step in schedule.steps:
        steps_of.setdefault(step.tag, []).append(step)
    idle = set()
    for tag, steps in steps_of.items():
        try:
            nest = program.op(tag)
        except KeyError:
            continue  # an op a step created (an im2col copy): left as chosen
        if all(isinstance(step, Tile) for step in steps) and nest.operand_bytes() <= budget:
            idle.add(tag)
    if not idle:
        return schedule
    kept = Schedule([step for step in schedule.steps if step.tag not in idle])
    try:
        replay(program, kept)
    except ScheduleError:
        return schedule
    return kept
