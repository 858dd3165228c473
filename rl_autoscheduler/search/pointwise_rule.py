"""The steps of a wide-rowed 1x1 NCHW convolution, chosen by rule.

A 1x1 unstrided NCHW convolution is a matmul of the filter (F x C) by the input's
channel rows (C x H*W), each row contiguous: the operand a packed convolution would
build is there as written. Packing it (its input into channel blocks, its output back)
only adds two copies, which its few FMAs per byte do not hide. Where the output row is
several host registers wide, the rule tiles it in place instead:

- TileParallel: one image per thread chunk (batch of two or more), else one output row;
- Tile, the register tile: POINTWISE_CHANNELS output channels by one host register of
  the output row (the remainder of the row peeled), one output row, the input channels
  POINTWISE_INPUT_CHANNELS at a time (what Vectorize unrolls);
- Decompose and Vectorize: a 1-D convolution whose vector contraction lowers to outer
  products, one row vector load for POINTWISE_CHANNELS filter broadcasts.

On the single-op suite's 17 1x1 convolutions (znver4, 2 threads, alternated with the
shipped model's Pack in one process, 5 rounds), this tile ran 1.1-2.7x the Pack where
the output row is 48-112 wide (1.5x or more on 8 of the 11), and 0.83-0.98x where it is
17-32 wide: the rule takes rows wider than POINTWISE_ROW_REGISTERS host registers. The
policy, given the choice without Pack, mixed tiles that ran 0.4-1.6x the Pack, so the
steps are the rule's, as Pack's sizes are.
"""

from __future__ import annotations

from rl_autoscheduler.ir.op_kinds import CHANNEL_PACKING_OPS, window
from rl_autoscheduler.ir.program import LoopNest
from rl_autoscheduler.ir.schedule import Decompose, Step, Tile, TileParallel, Vectorize
from rl_autoscheduler.measurement.machine import vector_lanes

POINTWISE_CHANNELS = 8
"""Output channels of the register tile: 8 accumulator registers of the output row."""
POINTWISE_INPUT_CHANNELS = 8
"""Input channels per vectorized tile: 8 x 8 x 16 = 1024 iterations to unroll."""
POINTWISE_ROW_REGISTERS = 2
"""The rule takes output rows wider than this many host registers."""


def pointwise_steps(nest: LoopNest) -> tuple[Step, ...] | None:
    """The rule's steps for `nest` as written (None: no wide-rowed 1x1 unstrided NCHW
    convolution, or one image of one row, which no chunk would split)."""
    if nest.op_name not in CHANNEL_PACKING_OPS or len(nest.loops) != 7:
        return None
    win = window(nest)
    if win.size != (1, 1) or win.stride != (1, 1):
        return None
    n, f, oh, ow, c, _, _ = nest.trip_counts
    lanes = vector_lanes()
    if ow <= POINTWISE_ROW_REGISTERS * lanes or n * oh < 2:
        return None
    if n > 1:
        chunks, rows = (1, 0, 0, 0, 0, 0, 0), oh
    else:
        chunks, rows = (0, 0, 1, 0, 0, 0, 0), 1
    tile = (
        0,
        POINTWISE_CHANNELS if f > POINTWISE_CHANNELS else 0,
        1 if rows > 1 else 0,
        lanes,
        POINTWISE_INPUT_CHANNELS if c > POINTWISE_INPUT_CHANNELS else 0,
        0,
        0,
    )
    tag = nest.tag
    return (TileParallel(tag, chunks), Tile(tag, tile), Decompose(tag), Vectorize(tag))
