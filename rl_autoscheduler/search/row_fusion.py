"""The row-fusion template: a chain of row reductions and elementwise ops (softmax, layer
and RMS norms) computed one block of rows at a time.

Op by op, every intermediate of such a chain (the row maxima, the exponentials, the
centered rows) makes a round trip to memory, and each op is too cheap to hide it: a
softmax scheduled op by op runs several times slower than PyTorch's native kernel. Fused,
each block of rows is
read from memory once and its intermediates stay in the caches and registers:

1. `TiledFusion` on the chain's last op (the walk's first), with blocks of `rows` rows
   (`SchedulingState.row_block`, which the space also offers first on such an op):
   the row loop (innermost) whole, the loop outside it in blocks of `rows`, every other
   loop 1. Every producer fuses into the block's loop (`schedule.fusable_producers`:
   consumers before producers, so that a value read by two fused ops is fused once);
2. every fused op then vectorizes in place, its tile first cut along the row where the
   result would not fit the vector registers (`state.max_vector_result`).

Ops that do not fuse (read through a reshape) get the first op template. The core lowers
what this leaves as whole-register code (`cpp/lib/RowReductions.cpp`: reductions along
the row folded register by register, per-row values splat along the row, the
accumulators' fills folded). The steps are the agent's own; this module only picks them.
"""

from __future__ import annotations

import math

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.schedule import (
    Schedule,
    Step,
    Tile,
    Vectorize,
)
from rl_autoscheduler.search.state import (
    MIN_LANES,
    ROW_BLOCKS,
    TILE_SIZES,
    SchedulingState,
    largest_size,
    max_vector_result,
)

__all__ = ["ROW_BLOCKS", "row_fusion_schedule"]


def _largest_legal(state: SchedulingState, step_type: type[Step], loop: int, cap: int) -> int:
    """The largest size a tiling step may give `loop` of the op at hand, at most `cap`."""
    return largest_size(state.tile_mask(step_type)[loop], cap)


def _forced_sizes(state: SchedulingState, loops: int) -> dict[int, int]:
    """The loops whose Tile the space allows one size only, with it: a reduction fused in
    blocks beyond the last-level cache is reduced a row at a time, in pieces of its row
    (`SchedulingState._streamed_block_rows`)."""
    mask = state.tile_mask(Tile)
    return {
        loop: TILE_SIZES[int(np.flatnonzero(mask[loop])[0])]
        for loop in range(loops)
        if mask[loop].sum() == 1
    }


def _vectorized(state: SchedulingState) -> SchedulingState | None:
    """The fused op at hand vectorized, its row cut first where its result tile would
    not fit the registers; None if neither way is legal."""
    tag = state.tag
    try:
        return state.apply(Vectorize(tag))
    except ScheduleError:
        pass
    nest = state.nest
    parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
    if not parallel:
        return None
    inner = parallel[-1]
    others = math.prod(nest.loops[i].trip_count for i in parallel[:-1])
    cap = max_vector_result() // others
    size = _largest_legal(state, Tile, inner, cap)
    forced = _forced_sizes(state, len(nest.loops))
    if size < MIN_LANES and forced.get(inner) is None:
        return None
    sizes = tuple(forced.get(i, size if i == inner else 0) for i in range(len(nest.loops)))
    try:
        return state.apply(Tile(tag, sizes)).apply(Vectorize(tag))
    except ScheduleError:
        return None


def row_fusion_schedule(state: SchedulingState, rows: int, others) -> Schedule | None:
    """The program's schedule with its row chain fused in blocks of `rows` rows; `others`
    schedules an op that did not fuse (it returns the state after it, or None to leave
    the op as it is). None when the program's first op ends no row chain or a step is
    refused."""
    block = state.row_block(rows)
    if block is None:
        return None
    try:
        head: SchedulingState | None = state.apply(block)
    except ScheduleError:
        return None
    while head is not None and not head.done:
        if head.tag in head.scheduled.parallel:  # the fused ops, the consumer first
            head = _vectorized(head)  # a vectorized op is gone: the walk moves on
        else:
            head = others(head) or head.next_op()
    return head.schedule if head is not None else None
