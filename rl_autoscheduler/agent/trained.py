"""A trained agent: its checkpoint loaded, and its one-pass schedules.

One greedy pass of the policy per program, consumer first, its most likely action at
every step; nothing is compiled or timed while it chooses. `optimize`, the
evaluation and `learning_report` all go through here, so the agent they apply is the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule


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


def agent_schedules(agent: Agent, programs: list[Program]) -> list[Schedule]:
    """The agent's schedule of each program: one greedy pass, no measurement, checked
    against the cost rule of tiny ops (`search.tiny_ops`)."""
    import torch

    from rl_autoscheduler.agent.act import policy_schedule
    from rl_autoscheduler.agent.env import SchedulingEnv
    from rl_autoscheduler.search.tiny_ops import without_idle_tiles

    env = SchedulingEnv(programs)
    schedules = []
    with torch.no_grad():
        for index in range(len(programs)):
            env.reset(options={"program": index})
            if env.done:  # nothing to schedule (no linalg op, or only fills)
                schedules.append(Schedule())
                continue
            chosen = policy_schedule(agent.policy, env, index, greedy=True)  # type: ignore[arg-type]
            schedules.append(without_idle_tiles(programs[index], chosen))
    return schedules
