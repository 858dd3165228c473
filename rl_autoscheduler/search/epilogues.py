"""The epilogue rule: a packed convolution applies the elementwise ops after it.

The policy schedules a network's ops one at a time, consumers first, so by the time it
packs a convolution it has already given the batch norm and ReLU after it steps of their
own: passes over the whole output, each reading it back from memory or the caches and
writing it again. `with_epilogues` moves those ops into the convolution's Pack
(`Pack.epilogue`, `ir.epilogue`): their steps are dropped and the Pack applies them to
each tile it unpacks, in registers. It is a rule, not a choice of the policy: the
ops' own steps only ever tile and vectorize them alone, which the fused tiles do with
less traffic (measured in `docs/schedules.md`, "Epilogues").
"""

from __future__ import annotations

import warnings
from dataclasses import replace

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.epilogue import epilogue_chain, epilogue_ops
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import (
    Interchange,
    Pack,
    Schedule,
    Step,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
    fusable_producers,
)
from rl_autoscheduler.ir.schedule_script import ScheduledProgram, scheduled_program

ALONE_STEPS = (Tile, TileParallel, Interchange, Vectorize)
"""Steps that transform an op alone: an epilogue op with only these moves into the Pack."""


def _fused_by_tiled_fusion(program: Program, steps: list[Step]) -> set[str]:
    """The ops some TiledFusion of `steps` fuses into its loop (read on the program's
    graph as written: the producers `fusable_producers` finds once the steps before have
    touched theirs)."""
    touched: set[str] = set()
    fused: set[str] = set()
    for step in steps:
        if isinstance(step, TiledFusion):
            found = fusable_producers(program, step.tag, touched)
            fused.update(found)
            touched.update(found)
        touched.add(step.tag)
        if isinstance(step, Pack):
            touched.update(epilogue_ops(program, step.tag, step.epilogue))
    return fused


def with_epilogues(program: Program, schedule: Schedule) -> Schedule:
    """`schedule` with each convolution's Pack applying the elementwise ops after it
    (nearest first, up to the first one a step other than `ALONE_STEPS` transforms or
    a TiledFusion fuses), their own steps dropped. Unchanged where none qualifies."""
    steps = list(schedule.steps)
    fused = _fused_by_tiled_fusion(program, steps)
    own: dict[str, list[Step]] = {}
    for step in steps:
        own.setdefault(step.tag, []).append(step)
    epilogues: dict[int, list[str]] = {}
    claimed: set[str] = set()  # a residual addition follows two convolutions: one takes it
    for index, step in enumerate(steps):
        if not isinstance(step, Pack) or step.epilogue:
            continue
        chain = []
        for tag in epilogue_chain(program, step.tag):
            if tag in fused or tag in claimed:
                break
            if not all(isinstance(s, ALONE_STEPS) for s in own.get(tag, [])):
                break
            chain.append(tag)
        if chain:
            epilogues[index] = chain
            claimed.update(chain)
    while epilogues:
        moved = {tag for chain in epilogues.values() for tag in chain}
        rewritten = [
            replace(step, epilogue=(len(epilogues[index]),)) if index in epilogues else step
            for index, step in enumerate(steps)
            if step.tag not in moved
        ]
        # Dropping an op's steps leaves it untouched for longer: a TiledFusion after them
        # may now fuse it. Such a Pack keeps its epilogue ops' steps instead.
        taken = _fused_by_tiled_fusion(program, rewritten) & moved
        if not taken:
            return Schedule(rewritten)
        epilogues = {i: c for i, c in epilogues.items() if not taken & set(c)}
    return schedule


def fused_epilogues(scheduled: ScheduledProgram) -> ScheduledProgram:
    """`scheduled` applied again with `with_epilogues`: the walk's own application where
    nothing changes, or, with a warning naming the step, where MLIR refuses the fused
    schedule (a bug to report, not the user's; their program still runs as chosen)."""
    schedule = with_epilogues(scheduled.original, scheduled.schedule)
    if schedule == scheduled.schedule:
        return scheduled
    try:
        return scheduled_program(scheduled.original, schedule)
    except ScheduleError as error:
        warnings.warn(f"epilogues not fused, the schedule kept as chosen: {error}", stacklevel=2)
        return scheduled
