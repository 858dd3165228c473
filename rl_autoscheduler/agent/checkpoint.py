"""Checkpoints: the one place that writes and reads them.

Training writes one per `checkpoint_every` iterations (and the untrained policy once,
for comparisons); `optimize`, the evaluation and `learning_report` read them. Both sides go
through here, so every reader refuses the same things with the same one-line message:
a missing or unreadable file, a file that is no training checkpoint, a checkpoint
of another action/observation space (`space.check_checkpoint_space`) and one of another
policy architecture (`policy.ARCHITECTURE`). Writes are
atomic: a kill or a full disk leaves the previous checkpoint whole.
"""

from __future__ import annotations

import io
from pathlib import Path

import torch

from rl_autoscheduler.agent.policy import ARCHITECTURE, Policy
from rl_autoscheduler.agent.space import check_checkpoint_space, checkpoint_fields
from rl_autoscheduler.atomic_files import atomic_write_bytes
from rl_autoscheduler.config import ConfigError

CHECKPOINT = "checkpoint.pt"
"""The latest checkpoint in a run directory."""
INITIAL_CHECKPOINT = "initial.pt"
"""The untrained policy of a run, kept for comparisons."""
CLONED_CHECKPOINT = "cloned.pt"
"""The policy after behaviour cloning, before PPO: what PPO's fine-tuning is measured
against."""


class CheckpointError(Exception):
    """A checkpoint could not be written (a full disk, say); the previous one is intact.

    Training stops rather than going on without checkpoints: every iteration
    after this one would be lost to the next kill, and a full disk soon fails
    the metrics file and the cache too. `--resume` continues from the last
    checkpoint once there is room.
    """


def write_checkpoint(path: Path, state: dict, iteration: int) -> Path:
    """Writes `state` (with the space it was trained on) atomically to `path`."""
    buffer = io.BytesIO()
    torch.save({**state, **checkpoint_fields(), "architecture": ARCHITECTURE}, buffer)
    try:
        atomic_write_bytes(path, buffer.getvalue())
    except OSError as error:
        kept = "the previous checkpoint is intact" if path.exists() else "none was written"
        raise CheckpointError(
            f"cannot write checkpoint {path} at iteration {iteration}: "
            f"{error.strerror or error}; {kept}: free space and rerun with --resume"
        ) from error
    return path


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())[:300]


def unreadable(path: str | Path, error: BaseException) -> ConfigError:
    """The one-line error of a checkpoint that cannot be used, naming the file and why."""
    return ConfigError(f"cannot load checkpoint {path}: {type(error).__name__}: {_one_line(error)}")


def read_checkpoint(path: str | Path) -> dict:
    """A training checkpoint's contents, on the CPU; ConfigError names the file and why."""
    path = Path(path)
    if not path.is_file():
        raise ConfigError(f"cannot load checkpoint {path}: no such file")
    try:
        state = torch.load(path, weights_only=False, map_location="cpu")
    except Exception as error:  # any unreadable file: one clear error
        raise unreadable(path, error) from error
    if not isinstance(state, dict) or "policy" not in state:
        raise ConfigError(f"cannot load checkpoint {path}: not a training checkpoint (no policy)")
    check_checkpoint_space(state, path)
    if state.get("architecture") != ARCHITECTURE:
        theirs = state.get("architecture") or "lstm-sizes-independent-v1 (recorded no architecture)"
        raise ConfigError(
            f"cannot load checkpoint {path}: its policy is {theirs}, this version's is "
            f"{ARCHITECTURE}: retrain it with this version"
        )
    return state


def checkpoint_hidden(state: dict, path: str | Path) -> int:
    """The policy's hidden size, from the config the checkpoint was trained with."""
    config = state.get("config") if isinstance(state.get("config"), dict) else {}
    hidden = (config.get("ppo") or {}).get("hidden")
    if not isinstance(hidden, int):
        raise ConfigError(f"cannot load checkpoint {path}: its config has no ppo.hidden")
    return hidden


def load_policy(state: dict, path: str | Path, policy: Policy | None = None) -> Policy:
    """The checkpoint's policy: loaded into `policy`, or into a new one of its size."""
    try:
        policy = policy or Policy(checkpoint_hidden(state, path))
        policy.load_state_dict(state["policy"])
    except ConfigError:
        raise
    except Exception as error:  # a mismatched state dict: one clear error
        raise unreadable(path, error) from error
    return policy
