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

MAX_LOOPS = 7
TILE_SIZES = (0, 1, 2, 4, 7, 8, 14, 16, 28, 32, 64, 128, 256)
KINDS = (
    "next_op",
    "tile",
    "tile_parallel",
    "tiled_fusion",
    "interchange",
    "vectorize",
    "decompose",
    "img2col",
)
NEXT_OP, TILE, TILE_PARALLEL, TILED_FUSION, INTERCHANGE, VECTORIZE, DECOMPOSE, IMG2COL = range(8)
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


def tile_size_mask(
    trip_counts: tuple[int, ...], reductions: tuple[bool, ...], parallel_only: bool
) -> np.ndarray:
    """(MAX_LOOPS, NUM_SIZES): 0 always; a size only if it divides its loop."""
    mask = np.zeros((MAX_LOOPS, NUM_SIZES), dtype=np.int8)
    mask[:, 0] = 1
    for loop, (trip, reduction) in enumerate(zip(trip_counts, reductions, strict=True)):
        if parallel_only and reduction:
            continue
        for index, size in enumerate(TILE_SIZES[1:], start=1):
            mask[loop, index] = size < trip and trip % size == 0
    return mask
