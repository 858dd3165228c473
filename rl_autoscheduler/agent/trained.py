"""A trained agent: its checkpoint loaded, and its one-pass schedules.

One greedy pass of the policy per program, consumer first, its most likely action at
every step; nothing is compiled or timed while it chooses. `optimize`, the
evaluation and `learning_report` all go through here, so the agent they apply is the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule

if TYPE_CHECKING:
    from rl_autoscheduler.agent.records import TuningRecords
    from rl_autoscheduler.ir.schedule_script import ScheduledProgram


@dataclass
class Agent:
    """A trained policy and what its checkpoint says about it."""

    policy: object
    """The `agent.policy.Policy`, in eval mode."""
    checkpoint: Path
    hidden: int
    iteration: int | None
    measurements: int | None
    config: dict

    @property
    def run_dir(self) -> Path:
        return self.checkpoint.parent

    def describe(self) -> dict:
        return {
            "checkpoint": str(self.checkpoint),
            "hidden": self.hidden,
            "iteration": self.iteration,
            "training_measurements": self.measurements,
        }


SHIPPED_MODEL = Path(__file__).resolve().parent.parent / "models" / "default.pt"
"""The model the package ships (its card: MODEL_CARD.md beside it); used when a command
is given no checkpoint."""


def shipped_model() -> Path:
    """The shipped model's path; ConfigError (one line) when this copy has none."""
    if not SHIPPED_MODEL.is_file():
        raise ConfigError(
            f"no checkpoint given and the shipped model {SHIPPED_MODEL} is missing: "
            "pass --checkpoint RUN_DIR/checkpoint.pt"
        )
    return SHIPPED_MODEL


def resolved_checkpoint(path: str | Path | None) -> Path | None:
    """The checkpoint a command uses: `path`, else the shipped model (None if missing)."""
    if path is not None:
        return Path(path)
    return SHIPPED_MODEL if SHIPPED_MODEL.is_file() else None


def load_agent(path: str | Path | None = None) -> Agent:
    """Loads the policy of a training checkpoint (None: the shipped model); ConfigError
    names the file and why."""
    from rl_autoscheduler.agent.checkpoint import checkpoint_hidden, load_policy, read_checkpoint

    path = Path(path) if path is not None else shipped_model()
    state = read_checkpoint(path)
    policy = load_policy(state, path)
    policy.eval()
    return Agent(
        policy=policy,
        checkpoint=path,
        hidden=checkpoint_hidden(state, path),
        iteration=state.get("iteration"),
        measurements=state.get("measurements"),
        config=state["config"],
    )


def agent_schedules(
    agent: Agent, programs: list[Program], records: TuningRecords | None = None
) -> list[Schedule]:
    """The agent's schedule of each program: one greedy pass, no measurement, checked
    against the cost rule of tiny ops (`search.tiny_ops`). With `records`, an op that has
    a record takes its steps (no inference), and the ops the policy chose are recorded."""
    return [agent_scheduled(agent, program, records).schedule for program in programs]


def agent_scheduled(
    agent: Agent,
    program: Program,
    records: TuningRecords | None = None,
    epilogues: bool = True,
) -> ScheduledProgram:
    """`agent_schedules` of one program, applied: the walk's own application, so a
    caller that compiles the program does not apply every step again (for a network, as
    long as the walk). With `epilogues`, each packed convolution then takes the
    elementwise ops after it as its epilogue (`search.epilogues`); without, the schedule
    is the walk's, which the env replays action by action (a demonstration's)."""
    import torch

    from rl_autoscheduler.agent.env import SchedulingEnv
    from rl_autoscheduler.ir.schedule_script import ScheduledProgram
    from rl_autoscheduler.search.epilogues import fused_epilogues

    env = SchedulingEnv([program])
    observation, _ = env.reset(options={"program": 0})
    if env.done:  # nothing to schedule (no linalg op, or only fills)
        return ScheduledProgram.of(program)
    with torch.no_grad():
        walked = _one_pass(agent, env, observation, records)
    return fused_epilogues(walked) if epilogues else walked


def _one_pass(agent: Agent, env, observation, records: TuningRecords | None) -> ScheduledProgram:
    """The greedy walk from the env's fresh `observation` to its end. Each op the walk
    leaves is checked against the cost rule of tiny ops from the state it arrived in
    (`tiny_ops.without_idle_tiles`), so undoing its steps applies nothing again."""
    from rl_autoscheduler.agent.policy import to_tensors
    from rl_autoscheduler.agent.records import apply_record
    from rl_autoscheduler.search.tiny_ops import without_idle_tiles

    program, arrived, chosen = env.program, set(), set()
    arrival = env.state
    while True:
        if env.state.cursor != arrival.cursor:
            kept = without_idle_tiles(arrival, env.state)
            if kept is not env.state:
                observation = env.jump(kept)
            arrival = env.state
        if env.done:
            break
        if records is not None and env.state.cursor not in arrived:
            arrived.add(env.state.cursor)
            record = records.lookup(program, env.tag)
            replayed = apply_record(env.state, record) if record is not None else None
            if replayed is not None:
                observation = env.jump(replayed)
                continue
            chosen.add(env.tag)
        action = agent.policy(to_tensors(observation), greedy=True).action[0].numpy()  # type: ignore[operator]
        observation, *_ = env.step(action)
    if records is not None:
        records.record_ops(env.state.scheduled, records.one_pass_method, only=chosen)
    return env.state.scheduled
