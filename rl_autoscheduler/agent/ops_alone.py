"""The ops-alone teacher: a multi-op program's schedule composed from its ops tuned alone.

The template teacher gives every op of a program the same template and the greedy
teacher searches the whole program a step at a time; on a network block of a dozen
different ops (`benchmarks/blocks`) neither finds what tuning each op alone finds. And a
policy trained on single ops and short chains chooses differently once an op sits deep in
a network beside other producers: the shipped model packs MobileNetV2's 1x1 convolution
144 -> 32 given the op alone (0.03 ms) and tiles it inside the network (3.6 ms, a third of
the network's time). Demonstrations of blocks teach it what its own choices alone are
worth in context.

Per program, every distinct op is extracted and tuned alone (`agent.op_tuning.tune_ops`: the
agent's one pass and the template schedules, measured and verified) into a scratch
records file. Two schedules are composed from those records by the agent's walk
(`trained.agent_scheduled`): every op taking its record, and only the ops with a reduction
loop (convolutions, contractions, pools, reductions) taking theirs, so the walk can still
fuse the elementwise ops into their producers as it does in context. Both are measured
beside the agent's own one pass in context, the program as written paired with each; the
fastest verified one that beats the program is the demonstration.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path

from rl_autoscheduler.agent.op_tuning import tune_ops
from rl_autoscheduler.agent.records import Record, TuningRecords
from rl_autoscheduler.agent.trained import Agent, agent_scheduled
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany

ALL_OPS = "ops alone"
"""The teacher's name in a demonstration: every op's steps its tuned-alone record's."""
REDUCING_OPS = "ops alone, reductions only"
"""Only the ops with a reduction loop take their records; the agent chooses the rest."""
IN_CONTEXT = "one pass"
"""The agent's own one pass in context, measured as a candidate."""


class _ReducingOpsOnly:
    """The records' view for the walk of `REDUCING_OPS`: a lookup of an op without a
    reduction loop finds nothing, and the walk's own choices are not written back."""

    def __init__(self, records: TuningRecords) -> None:
        self.records = records
        self.one_pass_method = records.one_pass_method

    def lookup(self, program: Program, tag: str) -> Record | None:
        if not any(loop.is_reduction for loop in program.op(tag).loops):
            return None
        return self.records.lookup(program, tag)

    def record_ops(self, *args, **kwargs) -> int:
        return 0


def candidate_schedules(
    program: Program, agent: Agent, records: TuningRecords
) -> list[tuple[str, Schedule]]:
    """The composed schedules and the agent's own, each once (first name kept): the
    walks' own, which the env replays (no epilogue rule, `trained.agent_scheduled`)."""
    found = [
        (ALL_OPS, agent_scheduled(agent, program, records, epilogues=False).schedule),
        (
            REDUCING_OPS,
            agent_scheduled(agent, program, _ReducingOpsOnly(records), epilogues=False).schedule,
        ),
        (IN_CONTEXT, agent_scheduled(agent, program, epilogues=False).schedule),
    ]
    unique: dict[str, tuple[str, Schedule]] = {}
    for name, schedule in found:
        unique.setdefault(schedule.dumps(), (name, schedule))
    return list(unique.values())


def teach_ops_alone(
    programs: list[Program], agent: Agent, budget: int, measure_many: MeasureMany, threads: int
) -> Iterator[tuple[Program, list[tuple[str, Measurement | None]], int]]:
    """Per program: each candidate's measurement (by teacher name) and the measurements
    spent, tuning included. The scratch records live only as long as one program's
    tuning, so no record leaks from one program (or from the user's own file) into
    another's demonstration."""
    for program in programs:
        with tempfile.TemporaryDirectory(prefix="ops-alone-") as scratch:
            records = TuningRecords(Path(scratch) / "records.sqlite", threads, agent.checkpoint)
            tuned = tune_ops(program, agent, budget, measure_many, records)
            candidates = candidate_schedules(program, agent, records)
        measured = measure_many([(program, schedule) for _, schedule in candidates])
        spent = sum(len(op.trials) for op in tuned) + len(measured)
        yield program, [(name, m) for (name, _), m in zip(candidates, measured, strict=True)], spent
