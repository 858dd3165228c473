"""Where a program's time goes under a schedule: each op timed alone with its own steps.

A network's time is one number; to make it lower, a user needs the ops it goes to. So
each op the schedule treats as a unit is extracted (`Program.extract`): an op with the
producers its TiledFusion fuses (as the step found them, replayed: `schedule_units`),
every other op alone. The unit gets the schedule's steps on its ops and is measured,
verified, against the same ops as written. Units of the same structure (`op_signature`
of each op) under the same steps are measured once and counted.

The figures leave out what one op's output in cache saves the next, and the network's
own overheads (its allocations, the calls between ops): their sum is not the network's
time, and `shares_table` says so under the table. `records tune` prints the same table
for the schedules it tuned.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from rl_autoscheduler.agent.records import op_signature, op_summary
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Step, packs
from rl_autoscheduler.ir.schedule_script import IMG2COL_SUFFIX, ScheduledProgram
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.measurement.timing_lock import shared_work


class TimedOp(Protocol):
    summary: str
    count: int
    best: Measurement | None

    @property
    def time_s(self) -> float | None: ...


@dataclass
class OpShare:
    """One unit of a schedule (an op, with the producers it fuses), measured alone."""

    tags: tuple[str, ...]
    """The unit's ops in the first place it occurs, in program order."""
    summary: str
    count: int
    """How many units of the program share its structure."""
    best: Measurement | None
    """Its measurement; None when it did not verify or could not be extracted."""
    error: str | None = None

    @property
    def time_s(self) -> float | None:
        """The unit's time under the schedule."""
        return None if self.best is None else self.best.time_s

    def to_json(self) -> dict:
        return {
            "ops": list(self.tags),
            "op": self.summary,
            "count": self.count,
            "as_written_s": None if self.best is None else self.best.baseline_s,
            "scheduled_s": self.time_s,
            "error": self.error,
        }


def schedule_units(program: Program, schedule: Schedule) -> list[tuple[str, ...]]:
    """The ops of `program` grouped as `schedule` treats them, in program order of their
    last op: each TiledFusion's op after the producers it fuses, each Pack's before the
    epilogue ops it applies (`Pack.epilogue`), every other op alone.
    Fills are left out (they are fused, or trivial).

    What a TiledFusion fuses depends on the program as the steps before it left it (a
    vectorized consumer no longer keeps a producer out of the fusion: ViT's residual
    addition is fused into the second norm's rows once the next addition, its other
    reader, is vectorized), so the schedule is replayed and each step's fused producers
    read off it, as `ScheduledProgram` found them."""
    position = {tag: i for i, tag in enumerate(program.tags)}
    units: dict[str, tuple[str, ...]] = {}
    scheduled = ScheduledProgram.of(program)
    with shared_work():  # applying steps is CPU work, beside timings
        for step in schedule.steps:
            touched = scheduled.touched
            scheduled = scheduled.then(step)
            if step.tag in touched or step.tag not in position:
                continue
            unit = scheduled.touched - touched | {step.tag}
            units[step.tag] = tuple(sorted(unit, key=position.__getitem__))
    for nest in program.ops:
        if nest.tag not in scheduled.touched and nest.op_name != "linalg.fill":
            units[nest.tag] = (nest.tag,)
    return sorted(units.values(), key=lambda unit: position[unit[-1]])


def _with_copies(tags: dict[str, str]) -> dict[str, str]:
    """`tags` and the tags of the im2col copies their Img2col steps make."""
    return tags | {tag + IMG2COL_SUFFIX: new + IMG2COL_SUFFIX for tag, new in tags.items()}


def _steps_on(unit: tuple[str, ...], schedule: Schedule) -> list[Step]:
    """The schedule's steps on `unit`'s ops and their im2col copies."""
    tags = _with_copies({tag: tag for tag in unit})
    return [step for step in schedule.steps if step.tag in tags]


def _unit_steps(unit: tuple[str, ...], extracted: Program, schedule: Schedule) -> Schedule:
    """The schedule's steps on `unit`'s ops, renamed to their tags in `extracted` (whose
    last ops are the unit's, in order: its rebuilt fills come first)."""
    renamed = _with_copies(dict(zip(unit, extracted.tags[-len(unit) :], strict=True)))
    return Schedule(tuple(_renamed(step, renamed[step.tag]) for step in _steps_on(unit, schedule)))


def _renamed(step: Step, tag: str) -> Step:
    return replace(step, tag=tag)


def _own_op(program: Program, unit: tuple[str, ...]) -> str:
    """The op a unit is named by: a packed op with its epilogue (the first that packs),
    else the last (a TiledFusion's own op, after the producers it fuses)."""
    return next((tag for tag in unit if packs(program.op(tag))), unit[-1])


def op_shares(program: Program, schedule: Schedule, measure_many: MeasureMany) -> list[OpShare]:
    """Every distinct unit of `schedule` on `program`, measured alone in one batch."""
    groups: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for unit in schedule_units(program, schedule):
        # The same ops under the same steps: the steps with the unit's tags as positions.
        positions = {tag: f"#{i}" for i, tag in enumerate(unit)}
        steps = [_renamed(s, positions[s.tag]).to_json() for s in _steps_on(unit, schedule)]
        key = (*(op_signature(program.op(tag)) for tag in unit), json.dumps(steps))
        groups.setdefault(key, []).append(unit)
    shares: list[OpShare] = []
    batch: list[tuple[Program, Schedule]] = []
    for units in groups.values():
        first = units[0]
        share = OpShare(first, op_summary(program.op(_own_op(program, first))), len(units), None)
        shares.append(share)
        try:
            extracted = program.extract(*first)
            batch.append((extracted, _unit_steps(first, extracted, schedule)))
        except MLIRError as error:  # an op the core cannot extract: named, not timed
            share.error = str(error).splitlines()[0]
    measured = iter(measure_many(batch))
    for share in shares:
        if share.error is None:
            result = next(measured)
            share.best = result if result.correct and result.error is None else None
            if share.best is None:
                share.error = result.error or "the unit's outputs did not verify"
    return shares


@dataclass(frozen=True)
class RankedShare:
    """One timed unit's line of a shares table."""

    op: str
    count: int
    as_written_s: float | None
    time_s: float
    share: float
    """Of the time summed over the units, its count times its time."""

    @property
    def speedup(self) -> float | None:
        return None if self.as_written_s is None else self.as_written_s / self.time_s


def ranked_shares(
    rows: Iterable[tuple[str, int, float | None, float]],
) -> tuple[float, list[RankedShare]]:
    """The units timed, (op, count, time as written, time), by share of their summed time,
    largest first; and that sum. The table here and the evaluation's report both read it."""
    rows = list(rows)
    total = sum(time_s * count for _, count, _, time_s in rows)
    ranked = [
        RankedShare(op, count, written, time_s, time_s * count / (total or 1.0))
        for op, count, written, time_s in rows
    ]
    return total, sorted(ranked, key=lambda row: -row.time_s * row.count)


def shares_table(ops: Sequence[TimedOp], scheduled: str = "scheduled") -> list[str]:
    """One line per distinct op, by share of the summed time, largest first."""
    timed = [op for op in ops if op.best is not None and op.time_s is not None]
    total, ranked = ranked_shares(
        (op.summary, op.count, op.best.baseline_s, op.time_s)  # type: ignore[union-attr,misc]
        for op in timed
    )
    lines = [
        f"{'op':44} {'count':>5} {'as written':>11} {scheduled:>10} {'speedup':>8} {'share':>6}"
    ]
    for row in ranked:
        lines.append(
            f"{row.op[:44]:44} {row.count:5d} {row.as_written_s * 1e3:9.3f}ms "  # type: ignore[operator]
            f"{row.time_s * 1e3:8.3f}ms {row.speedup:7.2f}x {row.share:6.1%}"
        )
    lines += [f"{op.summary[:44]:44} {op.count:5d}  not timed" for op in ops if op not in timed]
    lines.append(
        f"summed over the ops: {total * 1e3:.3f} ms (each alone: what one op's output in "
        "cache saves the next is left out)"
    )
    return lines
