"""Apply a trained agent to any program: one greedy pass of the policy, no measurement.

    rl-autoscheduler optimize FILE.mlir --checkpoint CKPT -o OUT.mlir \\
        [--schedule-out SCRIPT.mlir] [--json-schedule SCHEDULE.json]

The policy of a training checkpoint (`RUN_DIR/checkpoint.pt`) schedules the
program's ops consumer first, taking its most likely action at every step
(`agent.action_choice.policy_schedule`); nothing is compiled or timed while it chooses.
The result is the transformed program (MLIR text), the transform-dialect
script that replays the schedule on the original file with
`mlir-opt-19 FILE --transform-preload-library=transform-library-paths=SCRIPT
--transform-interpreter`, and the schedule as JSON.

The evaluation (`python -m evaluation.single_ops`) uses the same functions,
so the agent it measures is the agent this command applies. With `--trials N`
the command measures instead (`guided_search`): N schedules the agent proposes
and the untransformed program, keeping the fastest verified one.

Tuning records (`agent.records`, the file `--records` names, by default
`~/.cache/rl_autoscheduler/records.sqlite` or `$RL_AUTOSCHEDULER_RECORDS`) are consulted
first: a program recorded before is written from its record, with no inference, and with
`--trials` no measurement when its record was measured; otherwise ops that have a record
take its steps. What the command chooses is recorded. `--no-records` leaves them out.

A program whose outputs are NaN or infinite for every input drawn
(`measurement.inputs.draw_inputs`) cannot be verified in full: the command
prints one warning line naming the output, compares each schedule by its NaN
and Inf positions and its finite values, keeps the fastest that matched, and
exits 0 (the schedule is as checked as such a program allows; the warning says
what the check could not see).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from rl_autoscheduler import _core
from rl_autoscheduler.agent.records import ProgramRecord, TuningRecords
from rl_autoscheduler.agent.trained import Agent, agent_scheduled, load_agent
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import replaying_on_source

__all__ = ["Agent", "Optimized", "load_agent", "optimize", "recorded"]


@dataclass
class Optimized:
    program: Program
    schedule: Schedule
    transformed: Program
    script: str
    """Replays `schedule` on the original file with mlir-opt-19 (tags the ops first)."""
    record: ProgramRecord | None = None
    """The tuning record the schedule came from, if it did."""


def optimize(program: Program, agent: Agent, records: TuningRecords | None = None) -> Optimized:
    """Schedules `program` with the agent (ops with tuning records take theirs) and
    applies the schedule; records the ops the agent chose and the program."""
    scheduled = agent_scheduled(agent, program, records)
    schedule = scheduled.schedule
    if records is not None:
        records.record_program(scheduled, records.one_pass_method)
    return Optimized(program, schedule, scheduled.finished(), scheduled.exported_script)


def recorded(program: Program, records: TuningRecords | None, measured: bool) -> Optimized | None:
    """The program as its record of the whole program schedules it (a measured record
    when `measured`), or None."""
    hit = records.lookup_program(program, measured) if records is not None else None
    if hit is None:
        return None
    schedule = Schedule.from_json(json.loads(hit.schedule), f"record of {program.name}")
    transformed = Program.from_text(
        _core.apply_schedule(program.text, hit.script, program.name), program.name
    )
    script = replaying_on_source(hit.script, program)  # no step applied again
    return Optimized(program, schedule, transformed, script, hit)
