"""Apply a trained agent to any program: one greedy pass of the policy, no measurement.

    rl-autoscheduler optimize FILE.mlir --checkpoint CKPT -o OUT.mlir \\
        [--schedule-out SCRIPT.mlir] [--json-schedule SCHEDULE.json]

The policy of a training checkpoint (`RUN_DIR/checkpoint.pt`) schedules the
program's ops consumer first, taking its most likely action at every step
(`agent.act.policy_schedule`); nothing is compiled or timed while it chooses.
The result is the transformed program (MLIR text), the transform-dialect
script that replays the schedule on the original file with
`mlir-opt-19 FILE --transform-preload-library=transform-library-paths=SCRIPT
--transform-interpreter`, and the schedule as JSON.

The evaluation (`python -m evaluation.single_ops`) uses the same functions,
so the agent it measures is the agent this command applies. With `--trials N`
the command measures instead (`guided_search`): N schedules the agent proposes
and the untransformed program, keeping the fastest verified one.

A program whose outputs are NaN or infinite for every input drawn
(`measurement.inputs.draw_inputs`) cannot be verified in full: the command
prints one warning line naming the output, compares each schedule by its NaN
and Inf positions and its finite values, keeps the fastest that matched, and
exits 0 (the schedule is as checked as such a program allows; the warning says
what the check could not see).
"""

from __future__ import annotations

from dataclasses import dataclass

from rl_autoscheduler.agent.trained import Agent, agent_schedules, load_agent
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule

__all__ = ["Agent", "Optimized", "load_agent", "optimize"]
from rl_autoscheduler.ir.transforms import apply_schedule, export_script


@dataclass
class Optimized:
    program: Program
    schedule: Schedule
    transformed: Program
    script: str
    """Replays `schedule` on the original file with mlir-opt-19 (tags the ops first)."""


def optimize(program: Program, agent: Agent) -> Optimized:
    """Schedules `program` with the agent and applies the schedule."""
    (schedule,) = agent_schedules(agent, [program])
    transformed, _ = apply_schedule(program, schedule)
    return Optimized(program, schedule, transformed, export_script(program, schedule))
