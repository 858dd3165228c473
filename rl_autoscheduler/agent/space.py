"""The identity of the agent's action and observation spaces, recorded in checkpoints.

A policy's outputs are indices into the action space (which transformation, which
tile size from `TILE_SIZES`, which loop) and its inputs are positions in the
observation (which op kind is feature 3). A checkpoint trained on another space
would load without an error, since the tensor shapes may even match, and then
choose the wrong transformations silently. So every checkpoint records the space
it was trained on, and a reader refuses one from another space, saying what
differs.

The version is a fingerprint of everything that gives indices their meaning, so
it changes whenever they do, without anyone remembering to bump a number.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
from functools import cache
from pathlib import Path

from rl_autoscheduler.agent.action_space import KINDS, MAX_LOOPS, TILE_SIZES
from rl_autoscheduler.agent.observation import (
    ARITHMETIC,
    LOOP_FEATURES,
    MAX_DIMS,
    MAX_OPERANDS,
    MAX_TRANSFORMS,
    OP_FEATURES,
    OP_KINDS,
)
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.schedule import RENAMED_KINDS
from rl_autoscheduler.measurement.machine import MACHINE_FEATURES


def space_description() -> dict:
    """What the policy's input positions and output indices mean (plain JSON)."""
    return {
        "kinds": list(KINDS),
        "tile_sizes": list(TILE_SIZES),
        "max_loops": MAX_LOOPS,
        "max_transforms": MAX_TRANSFORMS,
        "op_kinds": list(OP_KINDS),
        "arithmetic": list(ARITHMETIC),
        "max_operands": MAX_OPERANDS,
        "max_dims": MAX_DIMS,
        "loop_features": LOOP_FEATURES,
        "op_features": OP_FEATURES,
        "machine_features": MACHINE_FEATURES,
    }


def space_version(description: dict | None = None) -> str:
    """A short fingerprint of `space_description()`."""
    canonical = json.dumps(description or space_description(), sort_keys=True)
    return hashlib.sha256(canonical.encode()).hexdigest()[:12]


def accepted_space_versions() -> tuple[str, ...]:
    """This space's version, and its version under the step kinds' earlier names
    (`schedule.RENAMED_KINDS`): a renamed kind keeps its index and its meaning, so a
    checkpoint or a demonstrations file recorded under the old names is of this space."""
    earlier = {now: before for before, now in RENAMED_KINDS.items()}
    description = space_description()
    renamed = {**description, "kinds": [earlier.get(kind, kind) for kind in description["kinds"]]}
    return tuple(dict.fromkeys((space_version(description), space_version(renamed))))


RULE_MODULES = (
    "rl_autoscheduler.ir.schedule",
    "rl_autoscheduler.ir.schedule_script",
    "rl_autoscheduler.ir.transform_text",
    "rl_autoscheduler.ir.packing",
    "rl_autoscheduler.search.state",
    "rl_autoscheduler.search.pack_rule",
)
"""The modules that say which steps are legal and what each one does to a program."""


@cache
def rules_version() -> str:
    """A short fingerprint of the source of `RULE_MODULES`.

    `space_version` says what the policy's indices mean; the same indices can mean another
    schedule once a rule changes (fusion stopping at a convolution changes a network's
    one pass completely). Tuning records are keyed by both, so a
    record chosen under other rules is not replayed as if it were this version's choice.
    The source, not a number someone bumps: a changed docstring retires the records too,
    which costs a re-tune, never a wrong schedule."""
    digest = hashlib.sha256()
    for name in RULE_MODULES:
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.origin is not None, name
        digest.update(Path(spec.origin).read_bytes())
    return digest.hexdigest()[:8]


def checkpoint_fields() -> dict:
    """What a checkpoint stores about its space."""
    return {"space_version": space_version(), "space": space_description()}


def check_checkpoint_space(state: dict, path: str | Path) -> None:
    """Refuses (ConfigError, one line) a checkpoint trained on another action/observation
    space; names the parts that differ."""
    if not isinstance(state, dict):
        raise ConfigError(f"cannot load checkpoint {path}: not a training checkpoint")
    theirs = state.get("space_version")
    ours = space_version()
    if theirs in accepted_space_versions():
        return
    if theirs is None:
        raise ConfigError(
            f"cannot load checkpoint {path}: it records no action-space version (written "
            f"before versions were recorded); this version's space is {ours}: retrain it"
        )
    recorded = state.get("space") if isinstance(state.get("space"), dict) else {}
    current = space_description()
    differing = sorted(key for key in current if recorded.get(key) != current[key])
    detail = f" (differs in {', '.join(differing)})" if differing else ""
    raise ConfigError(
        f"cannot load checkpoint {path}: it was trained on action space {theirs}, this "
        f"version uses {ours}{detail}: retrain it with this version"
    )
