"""What the agent sees: fixed-size arrays describing the op being scheduled.

Runtime measurements never enter observations (they are noisy); everything
here is read from the loop nests and the schedule so far, so an observation
is a pure function of (program, steps).
"""

from __future__ import annotations

import math

import numpy as np
from gymnasium import spaces

from rl_autoscheduler.agent.action_space import MAX_LOOPS, NUM_KINDS, NUM_SIZES, TILING_KINDS
from rl_autoscheduler.ir.op_kinds import FEATURE_OPS
from rl_autoscheduler.ir.program import LoopNest
from rl_autoscheduler.measurement.machine import MACHINE_FEATURES
from rl_autoscheduler.search.state import MAX_TRANSFORMS

MAX_OPERANDS = 4
MAX_DIMS = 4

OP_KINDS = FEATURE_OPS
"""The op-kind one-hot's vocabulary, from the registry; part of the space fingerprint."""
ARITHMETIC = (
    "arith.addf",
    "arith.mulf",
    "arith.maximumf",
    "arith.subf",
    "arith.divf",
    # The body math of softmax, the norms and GELU: what makes a row chain
    # compute-heavy or a pure stream.
    "math.exp",
    "math.rsqrt",
    "math.sqrt",
    "math.erf",
    "math.tanh",
)
LOOP_STATE_FEATURES = 8
LOOP_FEATURES = LOOP_STATE_FEATURES + MAX_OPERANDS * MAX_DIMS
OP_FEATURES = len(OP_KINDS) + 1 + 4 + len(ARITHMETIC) + 1 + 8


def observation_space() -> spaces.Dict:
    def box(*shape: int) -> spaces.Box:
        return spaces.Box(-1.0, 1.0, shape=shape, dtype=np.float32)

    return spaces.Dict(
        {
            "loops": box(MAX_LOOPS, LOOP_FEATURES),
            "op": box(OP_FEATURES),
            "producer": box(OP_FEATURES),
            "history": box(MAX_TRANSFORMS, NUM_KINDS),
            "machine": box(MACHINE_FEATURES),
            "kind_mask": spaces.MultiBinary(NUM_KINDS),
            "tile_mask": spaces.MultiBinary((len(TILING_KINDS), MAX_LOOPS, NUM_SIZES)),
            "interchange_mask": spaces.MultiBinary(MAX_LOOPS),
        }
    )


def _log(value: float, scale: float) -> float:
    return min(math.log2(1.0 + max(value, 0.0)) / scale, 1.0)


def loop_features(
    nest: LoopNest, original: LoopNest | None, parallelized: set[int], placed: list[int]
) -> np.ndarray:
    """(MAX_LOOPS, LOOP_FEATURES): per loop its state, then its access columns."""
    features = np.zeros((MAX_LOOPS, LOOP_FEATURES), dtype=np.float32)
    for index, loop in enumerate(nest.loops[:MAX_LOOPS]):
        before = (
            original.loops[index].trip_count
            if original and index < len(original.loops)
            else loop.trip_count
        )
        features[index, :LOOP_STATE_FEATURES] = (
            1.0,
            _log(loop.trip_count, 16),
            float(loop.is_reduction),
            _log(before, 16),
            float(loop.trip_count < before),
            float(index in parallelized),
            float(index in placed),
            index / MAX_LOOPS,
        )
        column = LOOP_STATE_FEATURES
        for operand in nest.operands[:MAX_OPERANDS]:
            for row in operand.access_matrix[:MAX_DIMS]:
                features[index, column] = np.clip(row[index] / 4.0, -1.0, 1.0)
                column += 1
            column += MAX_DIMS - min(len(operand.access_matrix), MAX_DIMS)
    return features


def op_features(nest: LoopNest | None, extra: tuple[float, ...] = ()) -> np.ndarray:
    """Op kind, size, arithmetic mix, plus up to 8 schedule-state values."""
    features = np.zeros(OP_FEATURES, dtype=np.float32)
    if nest is None:
        return features
    kind = OP_KINDS.index(nest.op_name) if nest.op_name in OP_KINDS else len(OP_KINDS)
    features[kind] = 1.0
    base = len(OP_KINDS) + 1
    features[base : base + 4] = (
        len(nest.loops) / MAX_LOOPS,
        _log(nest.iterations, 40),
        len(nest.operands) / MAX_OPERANDS,
        1.0,  # present
    )
    base += 4
    for offset, name in enumerate(ARITHMETIC):
        features[base + offset] = _log(nest.arithmetic_counts.get(name, 0), 4)
    base += len(ARITHMETIC)
    others = sum(c for n, c in nest.arithmetic_counts.items() if n not in ARITHMETIC)
    features[base] = _log(others, 4)
    base += 1
    features[base : base + len(extra)] = np.clip(extra, -1.0, 1.0)
    return features
