"""The steps of a batched transpose, chosen by rule.

A batched transpose (a copy that swaps the two innermost dimensions of each of its
matrices: attention's keys transposed, a `permute(0, 2, 1)`) is all data movement. It
runs at bandwidth when each thread walks whole matrices and each register tile reads
and writes whole cache lines: a square of one host register along both transposed loops
(16 x 16 with AVX-512, lowered to the 16 x 16 shuffle) reads 16 lines of the input and
writes 16 of the result, each entirely. The rule gives such an op:

- TileParallel: one matrix per chunk, along the outermost loop of more than one
  iteration that is not one of the transposed loops (the threads take contiguous runs
  of chunks);
- Tile: the square, one host register along each transposed loop (a remainder peeled),
  1 along every other loop;
- Vectorize.

The policy, given the space's choices, split batches and strips in ways that crossed
matrices inside a tile walk, or tiled the two loops in separate steps. Its schedules and
the rule's alternated in one process (znver4, 2 threads, 9 rounds): the families' five
`permute(0, 2, 1)` programs 1.29-1.82x (32x49x4096 2.08 -> 1.49 ms, from 53% to 70% of
the triad's bandwidth; 64x256x640 4.22 -> 2.32), a ViT block's keys (1x12x197x64 as
1x12x64x197) 0.077 -> 0.014 ms; matrices the caches hold (8x16 of 128x64) 0.96-1.01x.
Where a transposed loop is shorter than two registers (`permute(0, 1, 3, 2)` of 16x96
or 8x32 matrices) the policy's tile of 8 rows by the whole short loop was as fast or
faster, and the rule leaves those to it; an op with producers to fuse keeps its fusion
(`state._rule_steps`).
"""

from __future__ import annotations

from rl_autoscheduler.ir.op_kinds import transposed_read
from rl_autoscheduler.ir.program import LoopNest
from rl_autoscheduler.ir.schedule import Step, Tile, TileParallel, Vectorize
from rl_autoscheduler.measurement.machine import vector_lanes

MIN_TRANSPOSED_REGISTERS = 2
"""The rule takes ops whose two transposed loops are each at least this many host
registers long."""


def batched_transpose_steps(nest: LoopNest) -> tuple[Step, ...] | None:
    """The rule's steps for `nest` as written (None: not a batched transpose of one
    input whose transposed loops are each at least MIN_TRANSPOSED_REGISTERS registers
    long)."""
    transposed = transposed_read(nest)
    inputs = [operand for operand in nest.operands if not operand.is_init]
    if transposed is None or len(inputs) != 1:
        return None
    lanes = vector_lanes()
    trips = nest.trip_counts
    if any(trips[loop] < MIN_TRANSPOSED_REGISTERS * lanes for loop in transposed):
        return None
    batches = [loop for loop in range(len(trips)) if loop not in transposed and trips[loop] > 1]
    if not batches:
        return None
    chunks = tuple(int(loop == batches[0]) for loop in range(len(trips)))
    square = tuple(
        lanes if loop in transposed else int(loop in batches[1:]) for loop in range(len(trips))
    )
    tag = nest.tag
    return (TileParallel(tag, chunks), Tile(tag, square), Vectorize(tag))
