"""Tuning a program's ops one at a time into tuning records.

What `rl-autoscheduler records tune FILE.mlir` runs, and the ops-alone teacher
(`agent.ops_alone`) for each network block it demonstrates.

A network repeats its ops, and measuring a whole network for every candidate costs
seconds each. So each distinct op the walk reaches (by `records.op_signature`) is
extracted as a program of its own (`Program.extract`: its operands become arguments, its
fills are rebuilt) and measured beside the op as written: the agent's one pass and the
template teacher's schedules (`search.templates`, up to `--budget` in all), verified
against the untransformed op. The fastest verified becomes the op's record, with its
speedup; `optimize`, `compile` and the torch.compile backend then take it wherever the op
comes back, in this network or another. An op no candidate made faster is recorded as
left as written.

The table it prints is also where a network's time goes (`op_shares.shares_table`): each
op's best time times the number of times it occurs, and its share of the sum.
"""

from __future__ import annotations

from dataclasses import dataclass

from rl_autoscheduler.agent.records import TuningRecords, op_signature, op_summary
from rl_autoscheduler.agent.trained import Agent, agent_schedules
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import scheduled_program
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.search.state import SchedulingState
from rl_autoscheduler.search.strategy import OneRound, best_of
from rl_autoscheduler.search.templates import template_schedules

TUNED = "tuned alone ({count} candidates)"
"""The method of a record `records tune` made."""


@dataclass
class TunedOp:
    tag: str
    """The first op of the program with this signature."""
    summary: str
    count: int
    """How many ops of the program share the signature."""
    program: Program
    """The op extracted."""
    best: Measurement | None
    """The fastest verified candidate; None when none verified."""
    trials: list[Measurement]

    @property
    def time_s(self) -> float | None:
        """The op's time as recorded: its best candidate's, or as written."""
        if self.best is None:
            return None
        return min(self.best.time_s, self.best.baseline_s)


class OpCandidates(OneRound):
    """The agent's one pass and the template schedules of one extracted op, at most
    `budget` distinct ones, measured in one round."""

    def __init__(self, program: Program, agent_schedule: Schedule, budget: int) -> None:
        super().__init__(program)
        self.agent_schedule = agent_schedule
        self.budget = budget

    def schedules(self) -> list[Schedule]:
        unique = {self.agent_schedule.dumps(): self.agent_schedule}
        for _, schedule in template_schedules(self.program):
            if len(unique) >= self.budget:
                break
            unique.setdefault(schedule.dumps(), schedule)
        return [schedule for schedule in unique.values() if len(schedule)]


def distinct_ops(program: Program) -> dict[str, list[str]]:
    """The tags of the ops the walk reaches, grouped by signature, first seen first."""
    groups: dict[str, list[str]] = {}
    for tag in SchedulingState.start(program).op_order:
        groups.setdefault(op_signature(program.op(tag)), []).append(tag)
    return groups


def tune_ops(
    program: Program,
    agent: Agent,
    budget: int,
    measure_many: MeasureMany,
    records: TuningRecords,
) -> list[TunedOp]:
    """Measures the candidates of every distinct op of `program` together and records
    each op's fastest verified schedule (or the op as written)."""
    from rl_autoscheduler.search.strategy import run

    signatures = distinct_ops(program)
    groups = list(signatures.values())
    extracted = [program.extract(tags[0]) for tags in groups]
    # The op's tag in its extracted program (the ops are tagged afresh there).
    alone = [
        next(nest.tag for nest in op.ops if op_signature(nest) == signature)
        for op, signature in zip(extracted, signatures, strict=True)
    ]
    one_pass = agent_schedules(agent, extracted)
    strategies = [
        OpCandidates(op, schedule, budget) for op, schedule in zip(extracted, one_pass, strict=True)
    ]
    results = run(strategies, measure_many)
    tuned = []
    for tags, op, tag, strategy, result in zip(
        groups, extracted, alone, strategies, results, strict=True
    ):
        best = best_of(result.trials)
        tuned.append(TunedOp(tags[0], op_summary(op.op(tag)), len(tags), op, best, result.trials))
        if best is None:
            continue
        keep = Schedule.from_json(best.schedule) if best.speedup > 1.0 else Schedule()
        scheduled = scheduled_program(op, keep)  # it was measured: it applies
        method = TUNED.format(count=len(strategy.trials))
        records.record_ops(scheduled, method, max(best.speedup, 1.0), only={tag})
    return tuned
