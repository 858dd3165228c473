"""The agent's action space and the masks that keep it legal.

An action is a vector of discrete choices (a gymnasium MultiDiscrete):
`[kind, size index of loop 0, ..., size index of loop MAX_LOOPS-1, loop]`.
- `kind` picks the transformation (NEXT_OP moves on to the next op);
- for TILE, TILE_PARALLEL and TILED_FUSION, one tile size per loop, from
  TILE_SIZES (0 leaves the loop whole; all zeros leaves the op as it is);
- an interchange is built one loop position at a time: choosing INTERCHANGE
  starts it, then each following step picks (with the `loop` part) which of
  the loops not yet placed comes next; the last one is placed by itself.

Parts an action does not use are masked down to their single value 0, so
they add nothing to the log-probability or the entropy. The size masks
depend on the kind, so a policy samples the kind first, then the sizes with
`tile_mask[kind - TILE]`.
"""

from __future__ import annotations

import numpy as np

from rl_autoscheduler.search.state import MAX_LOOPS, STEP_TYPES, TILE_SIZES

# The space's vocabulary (step kinds, sizes, loops) is the search layer's; an action
# only encodes it: kind 0 moves on to the next op, kind i > 0 is STEP_TYPES[i - 1].
KINDS = ("next_op", *(step_type.kind for step_type in STEP_TYPES))
(
    NEXT_OP,
    TILE,
    TILE_PARALLEL,
    TILED_FUSION,
    INTERCHANGE,
    VECTORIZE,
    DECOMPOSE,
    IMG2COL,
    PACK,
) = range(9)
TILING_KINDS = (TILE, TILE_PARALLEL, TILED_FUSION)
NUM_KINDS = len(KINDS)
NUM_SIZES = len(TILE_SIZES)
ACTION_NVEC = np.array([NUM_KINDS] + [NUM_SIZES] * MAX_LOOPS + [MAX_LOOPS], dtype=np.int64)
LOOP_PART = 1 + MAX_LOOPS


def only_zero(length: int) -> np.ndarray:
    """The mask of an unused part: its one legal value is 0."""
    mask = np.zeros(length, dtype=np.int8)
    mask[0] = 1
    return mask
