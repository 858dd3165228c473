"""The search space: a program partway through being scheduled, and what may follow.

Every strategy (random, greedy, the agent's policy, a beam) walks the same space,
and `SchedulingState` is its one owner of legality:

- the ops are visited consumer first; fills are skipped (they are fused or trivial);
- on the op at hand up to MAX_TRANSFORMS steps are tried, then the walk moves to the
  next op (`next_op`); vectorizing an op ends it, as does a fused op's disappearance;
- an op is interchanged at most once, and tile sizes come from TILE_SIZES (a size
  must divide its loop and be smaller than it); a sequential tile of a parallel loop
  that has only trivial tiles (a prime 197) may leave a remainder, which the Tile
  peels into a copy of the op (windowed ops excepted: their rows decompose whole; but
  an NCHW pooling's strided row is fastest at one register of lanes, `op_kinds.
  gathers_strided_rows`, and any NCHW pooling's row peels whole lanes,
  `_pooled_row_loop`);
- an op vectorizes only once its result tile fits the vector registers
  (`max_vector_result` elements); larger tiles are legal schedules but spill, so the
  space leaves them out;
- a contraction that reads an input across its vector lanes (B of `matmul_transpose_b`),
  a contraction written as a generic, an NCHW convolution of more than
  MIN_PACKED_CONVOLUTION iterations and a strided depthwise NCHW convolution are packed
  first where they can be (`_packs_first`); a depthwise NCHW convolution of at most
  MIN_PACKED_DEPTHWISE iterations is not packed;
- the last op of a row chain (softmax, a layer or RMS norm) is fused with its chain in
  blocks of at most max(ROW_BLOCKS) rows, its rows whole, before any other step
  (`_fuses_rows_first`); beyond the last-level cache in blocks of at least
  MIN_STREAMED_BLOCK rows, its reductions then a row at a time in pieces of at most
  STREAMED_REDUCED_PIECE lanes (`_streamed_block_rows`);
- a transposing op beyond the last-level cache is split across the threads in strips of
  TRANSPOSED_SQUARE whole input rows, each in squares (`_transposed_strips`);
- a batched transpose whose transposed loops are each two host registers long or more
  has the rule's steps only (`search/transpose_rule.py`, `_rule_steps`), as a wide-rowed
  1x1 NCHW convolution has `search/pointwise_rule.py`'s;
- an op that reads an input transposed (`op_kinds.transposed_read`) vectorizes in tiles
  of at most `max_transposed_tile` elements whose transposed loops are 1 or whole lanes
  (`_transpose_problem`), and a Tile gives those loops no other sizes (nor a peeled
  remainder that is neither); a result row that no lanes divide may be tiled to 1, the
  vector then running along the input's row (`_single_lane_row`); one of more than
  MIN_PARALLEL_ITERATIONS iterations is not left scalar while it can vectorize, its last
  slots kept for a Tile of at most `transposed_lanes()` along each transposed loop and
  whole lanes along those that have them (`_transposed_fitting_caps`, `_fitting_floor`);
  where both transposed loops are tiled wider than 1, the tile is at most a register
  wide along each and its result rows at least as wide as the rows it reads
  (`_register_transpose_problem`);
- the innermost result loop of an op vectorizes in whole lanes: its tiles are
  multiples of MIN_LANES, or the loop stays whole (a 7-wide tile makes 7-lane vectors);
  a memory-bound op's (elementwise, or a reduction over an outer loop) in whole host
  registers (`_whole_register_lanes`); a reduction along rows vectorizes at least
  MIN_REDUCED_ROWS rows where they fit one vectorization (`_reduced_rows_loop`); a
  depthwise NCHW convolution's output row is tiled to at most FOLDED_ROW
  (`_folded_row_loop`); an NCHW pooling's output row in whole lanes of POOLED_ROW_LANES
  (`_pooled_row_loop`);
- a contraction's tiles leave its lanes at least MIN_CONTRACTION_LANES and its rows of C
  at least MIN_CONTRACTION_ROWS, in a thread's share and in its register tile, where its
  loops have such tiles (`_contraction_floors`);
- a Tile of a convolution over input channels (an NHWC convolution, and the 1-D op it
  decomposes into) is its register tile: output rows 1 for Decompose, about 16
  accumulators of output points x channels (`_convolution_register_sizes`); a Tile of
  a depthwise NCHW convolution whose output row is whole registers wide gives it
  FOLDED_ROWS rows of one or two registers (`_folded_register_sizes`); a Tile of a
  depthwise NHWC convolution (and its 1-D op) gives its channels at most
  DEPTHWISE_CHANNEL_REGISTERS host registers (`_depthwise_register_sizes`);
- a contraction's reduction loop is tiled to 1 only once its result tile fits the
  registers (the register tile), and after that the op is tiled no further: a parallel
  tile inside the reduction loop reloads and stores the accumulators on every
  reduction step;
- an op's last slots are kept for finishing it (`_finishing_kinds`): a reduction loop of a
  contraction is cut into a cache block at most once (then only to 1, the register
  tile); with two slots left, a contraction whose result tile fits the registers gets
  its register tile (every contracted loop to 1, in one step) or vectorizes; with one
  left, an op that can vectorize does; and the slot before those is kept for a Tile
  that makes the result tile fit the registers (`_fitting_caps`), where one exists. An
  op that spends its last steps on tiles that still do not fit (k cut three times, N
  halved three times) never vectorizes and stays 10-100x slower than the same tiles
  vectorized;
- an op that streams contiguous rows (no reduction, no transposed read, no window) keeps
  its rows whole in a split across the threads where MIN_STREAMED_ROWS rows or more lie
  outside them (`_streamed_row_loop`); outside a TiledFusion its Tile is its vector tile,
  one row at a time, the row whole up to STREAMED_WHOLE_ROW registers, else in pieces of
  one or two (`_streamed_vector_mask`);
- an op with no more work than MIN_PARALLEL_ITERATIONS is never split across the threads
  (`tile_parallel`, `tiled_fusion`, a Pack thread split): on a tiny op the
  parallel runtime's fork and join cost more than the split saves. The same holds for one
  tile of an op that sequential tiles cut already: a split inside them forks the threads
  once per tile (`_sequential_tiles`);
- a contraction, a reduction or an op computing math functions is not left scalar while it
  can still vectorize (`next_op_problem`);
- a step must pass the schedule's own rules (`schedule.check_step`: parallel loops
  never nest, fusion comes first on an op, windowed ops decompose before they
  vectorize, ...). The masks of the agent's action space are read from here.

A state is immutable: `apply` returns a new state, so a fork is a reference. Only
`apply` of a step that changes the program costs anything (one MLIR transform).
Applying is CPU work: callers that share a machine with timings hold
`timing_lock.shared_work()` around it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.contraction import contraction_loops
from rl_autoscheduler.ir.epilogue import epilogue_chain
from rl_autoscheduler.ir.op_kinds import (
    CHANNEL_PACKING_OPS,
    DEPTHWISE_NHWC_OPS,
    DEPTHWISE_PACKING_OPS,
    GATHERED_ROW_OPS,
    PANEL_PACKING_OPS,
    VECTORIZABLE_WINDOW_OPS,
    WINDOW_LOOPS,
    gathers_strided_rows,
    reduces_along_rows,
    result_row_loop,
    result_rows_loops,
    slides_unfolded_window,
    sliding_loops,
    strided_loops,
    transposed_read,
    window,
)
from rl_autoscheduler.ir.program import LoopNest, Program, element_bytes
from rl_autoscheduler.ir.schedule import (
    LANE_WIDTHS,
    MAX_VECTORIZED_ITERATIONS,
    STEP_KINDS,
    UNVECTORIZABLE_COMBINERS,
    Interchange,
    Pack,
    Schedule,
    Step,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
    contraction_form,
    fusable_producers,
    repeated_producer_work,
    repeats_too_much,
)
from rl_autoscheduler.ir.schedule_script import ScheduledProgram
from rl_autoscheduler.measurement.machine import (
    l2_bytes,
    last_level_cache_bytes,
    register_file_lanes,
    vector_lanes,
)
from rl_autoscheduler.search.pack_rule import pack_step
from rl_autoscheduler.search.pointwise_rule import pointwise_steps
from rl_autoscheduler.search.transpose_rule import batched_transpose_steps

MAX_LOOPS = 7
"""Loops an op may have to be scheduled (the action space has one size per loop); an op
with more (a packed 9-loop convolution) is left as written while the others are
scheduled."""
TILE_SIZES = (0, 1, 2, 4, 7, 8, 14, 16, 28, 32, 64, 128, 256)
"""The tile sizes a search may choose; 0 leaves a loop whole."""
MAX_TRANSFORMS = 6
"""Steps tried on one op before the walk moves on to the next op."""
STEP_TYPES: tuple[type[Step], ...] = tuple(STEP_KINDS.values())
"""The step kinds of the space (every kind a schedule knows), in the order of the agent's
action kinds."""
TILING_STEPS: tuple[type[Step], ...] = (Tile, TileParallel, TiledFusion)
NEXT_OP = "next_op"


def max_vector_result() -> int:
    """Result elements (the product of an op's parallel loops) a Vectorize step may
    produce: the host's register file (`machine.register_file_lanes`), 32 registers of
    16 floats with AVX-512 (512), 16 of 8 with AVX2 (128). Past it the accumulators of a
    contraction, or an elementwise op's loaded operands, spill: every demonstration and
    expert schedule stays within it, and tiles beyond it (a vector<4x1000> matmul tile, a
    4096-element add) run several times slower than tiles within it. An AVX-512 host's
    4 x 64 matmul tile ran 4.72 ms on a Zen 2 host (AVX2), its 4 x 32 2.66 (the eval
    split's 512x1024x256, 2 threads)."""
    return register_file_lanes()


MIN_STREAMED_ROWS = 16
"""Rows outside the result row from which a split across the threads keeps an op's
contiguous rows whole (`_streamed_row_loop`): enough for two threads to share evenly."""
MIN_STREAMED_ELEMENTS = 1 << 19
"""The fewest iterations of an op whose rows a split across the threads keeps whole
(`_streamed_row_loop`). Smaller ones live in the caches, where many small tasks balance
the threads better than long streams help: the eval split's 1x160x56x56 ReLU (0.50 M)
ran 0.046 ms split into 28-lane pieces, 0.065 with rows whole, and 0.25-0.40 M batch
norms 0.64-0.86x; from 0.6 M on the whole rows ran 1.0-6.1x faster (znver4, 2 threads)."""

STREAMED_WHOLE_ROW = 5
"""Host registers up to which the vector tile of an op that streams rows keeps the row
whole (`_streamed_vector_mask`); a longer row is cut into pieces of one or two registers
(`streamed_vector_lanes`), one row at a time. Tiles of several rows, or pieces of many
registers, interleave short accesses to rows a page apart and leave LLVM vectors too wide
to keep in registers. Each program's one-pass TileParallel, then one Tile of 1 x row
pieces, alternated in one process (znver4, 2 threads): 16x384x768 permutation 2.37 ms
in the one pass's 8 x 4 x 32 tiles, 0.86-1.07 in pieces of 16-64, 1.61 of 256, 2.40 whole;
32x128x768 ReLU 0.59 in 4 x 64 tiles, 0.29 in 16-128, 1.00 whole; 32x512x384 add 1.79
and 1.72 in 16s, 3.01 whole; 4x240x75x75 add 2.21 in 4 x 75 tiles, 1.67 in 1 x 75; a
64x64x16x80 permutation 1.35 in 4 x 16 tiles, 1.15 with its 80-wide row whole."""


def streamed_vector_lanes(row: int) -> int:
    """The widest piece of a streamed row a vector tile holds (`STREAMED_WHOLE_ROW`)."""
    lanes = vector_lanes()
    return row if row <= STREAMED_WHOLE_ROW * lanes else 2 * lanes


MIN_PARALLEL_ITERATIONS = 1 << 15
"""An op with at most this many iterations (before any tiling) is not split across the
threads: the parallel runtime's fork and join cost more than the split saves. Measured with
`benchmarks/bench_parallel_threshold.py` (an add, a matmul and a 1-D depthwise
convolution, untransformed and vectorized, each with and without its outer loop split in
two, 2 threads): well below this size a split loses several times over, around it a split
wins or loses by turns with the other core's load, and above it a split wins whenever the
other core is free. This bound keeps the losing and the coin-flip sizes serial."""

FITTING_LANES = 32
"""The widest lanes tile (two AVX-512 registers) of a Tile kept to fit the registers
(`_fitting_caps`) when another loop holds the rows: the templates' first register tile,
8 x 32, leaves room for 16 rows."""

TRANSPOSED_CACHE_BLOCK = 64 * 64
"""The most elements of a thread's block of a transposing op that is its cache block: the
next Tile is its register tile (`_transposes_next`); 32 KB read and written, the L1."""

CACHE_WAY_BYTES = 4096
"""The bytes of one way of an L1 data cache (its sets times its lines: 64 x 64 on x86):
addresses this far apart fall in the same set."""

TRANSPOSED_SQUARE = 8
"""The widest tile along each loop of a register transpose that the Tile kept to fit the
registers gives (`_transposed_fitting_caps`): 8 x 8 tiles were the fastest measured or
within noise of it, on the families' 6272x1280 transpose 2.5 ms (8 x 16 2.6, 16 x 16
2.6-2.9, 4 x 16 3.1), on their 3200x640 0.19 ms (0.24, 0.21, 0.19; znver4, 2 threads, in
64 x 64 blocks a thread)."""


def max_transposed_tile() -> int:
    """Result elements a Vectorize step may produce on an op that reads an input
    transposed (`op_kinds.transposed_read`): the read tile and its transpose share the
    registers, half each."""
    return max_vector_result() // 2


FOLDED_ROW = 64
"""The widest output row tile of a sliding window MLIR cannot decompose (a depthwise NCHW
convolution) that Tile gives (`_folded_row_loop`); narrower odd widths the core widens to
whole registers (`VectorWidening.cpp`)."""

CONVOLUTION_REGISTER_TILES = ((7, 8, 2), (4, 4, 4), (4, 8, 2))
"""The register tiles of a decomposable convolution over input channels
(`_convolution_register_sizes`), in the order of preference: (least and most output
points along the output row, host registers of output channels), about 16 accumulators
(half the register file: the rest holds the input's broadcasts and the filter's
vectors). The families' 2x56x56x32x128 1x1 convolution ran 0.37 ms in the shipped model's
1 x 64 tile (4 accumulators: each step over the input channels loads 4 filter vectors for
4 FMAs), 0.25-0.29 in 7-8 x 32 and 4 x 64 ones, and 0.31-0.44 in 8 x 64 (32 accumulators);
tpp-mlir's ResNet-50 stem 1.07-1.08 ms in 8 x 32 and 4 x 64, 1.22 in 4 x 32, 1.33 in
8 x 64 (PyTorch 0.28 for the first; rocketlake, 2 threads)."""

FOLDED_ROWS = (4, 8)
"""The least and most output rows of a folded sliding window's register tile whose row is
whole registers wide (`_folded_register_sizes`)."""

DEPTHWISE_CHANNEL_REGISTERS = 4
"""The most host registers of channels in a depthwise NHWC convolution's register tile
(`_depthwise_register_sizes`). Each output point's accumulators are that many registers,
and the input slab its window reads ((points - 1) x stride + window columns) that many
again per column: with all 144 channels in the vectors (9 registers, AVX-512), the shipped
model's 2-point tile of MobileNetV2's 28x28x144 stride-2 depthwise spilled and ran 0.45 ms;
16 channels ran 0.061 ms, 0.033 split across the threads (znver4, 2 threads)."""

MIN_PACKED_DEPTHWISE = 1 << 20
"""Iterations above which a depthwise NCHW convolution may be packed (`pack`). Its packs
and unpack cost a pass over the input and the output each, which its work must pay
for: torch-mlir's MobileNetV2 (nelli) has 8x8 and 4x4 ones of 20-83 thousand
iterations, which ran 1.4-7x slower packed (0.0099 -> 0.074 ms), and the families' 1.0M
28x28x144 3x3 0.90x; from the families' 1.2M 14x14x240 5x5 (1.16x) up they ran as fast
or faster packed (rocketlake, 2 threads)."""

ROW_BLOCKS = (1, 4, 8, 16)
"""Rows per fused block of a row chain (`row_fusion`), in the template's order: small
blocks first, which measured fastest on softmaxes and layer norms (2 threads), then
larger ones for short rows. The space's first fusion of a chain takes at most the last
(`_fuses_rows_first`)."""

MIN_STREAMED_BLOCK = 4
"""The fewest rows a block of a row chain beyond the last-level cache takes (where the
rows outside the row have as many), every op in it a row at a time
(`_streamed_block_rows`). A block of one row is a thread's task per row: the families'
8192x2048 layer norm ran 9.3 ms fused in rows of one, 7.8 in blocks of 4, 7.0 in 16
(its rows read and written a row at a time in both); their 24576x448 one 6.0 and 4.4.
In the caches one row stays fastest (4096x512: 0.21 ms, in blocks of 8 0.31;
znver4, 2 threads)."""

STREAMED_REDUCED_PIECE = 256
"""The widest piece of its row a reduction in a block of a row chain beyond the
last-level cache vectorizes at a time (`_streamed_block_piece`): 16 registers of 16
lanes, folded in a tree without spilling."""

MIN_CONTRACTION_LANES = 8
"""The fewest lanes a tile gives a contraction's lanes loop, where a power of two of at
least as many is in the space (`_contraction_floors`)."""
MIN_CONTRACTION_ROWS = 4
"""... and the fewest rows of C it gives its rows loop."""

POOLED_ROW_LANES = 8
"""The lanes an NCHW pooling's output row tiles fill whole (`_pooled_row_loop`): its rows
vectorize along the output row, and a tile of 1 or 2 points runs 1- or 2-lane vectors."""

MAX_PEELED_POOLED_ROW = 2 * POOLED_ROW_LANES
"""The widest pooled row tile that leaves a remainder (peeled): a 56-wide 5x5 pool's row
in 32 plus 24 ran 2.7x slower than in 8s or 16s, and a 55-wide one's 32 plus 23 2.8x
slower than 16 plus 7 (znver4, 2 threads)."""

MIN_REDUCED_ROWS = 4
"""Rows a reduction along rows vectorizes at a time, at least (`_reduced_rows_loop`)."""

MIN_LANES = min(LANE_WIDTHS)
"""The narrowest vector (SSE, 4 floats) an innermost result tile must fill a whole number
of: a 7- or 14-wide tile runs in 7-lane vectors, at a fraction of a 16-lane tile's speed."""

MIN_PACKED_CONVOLUTION = 1 << 22
"""Iterations above which an NCHW convolution is packed first (`_packs_first`). Packing
reads the input and filter into blocked layouts and writes the output back, which pays
for itself only over enough work. Above 4.2M iterations (ResNet-18's 3x3 convolutions, the
eval split's 5x5 512->24) packed convolutions run about twice as fast as the one pass's
unpacked tiles or faster; below it (LeNet-5's and the small CNN's, 0.2-1.2M) packing
makes their networks slower than the one pass's own schedules."""


def largest_size(mask_row: np.ndarray, cap: int) -> int:
    """The largest tile size a row of `tile_mask` allows, at most `cap` (0: none)."""
    legal = [TILE_SIZES[i] for i in np.flatnonzero(mask_row[1:]) + 1 if TILE_SIZES[i] <= cap]
    return max(legal, default=0)


def reads_across_lanes(nest: LoopNest) -> str | None:
    """The shape of an input a contraction reads across its vector lanes (None: none
    does): the result's innermost loop indexes the input, but not the input's innermost
    dimension, as a `matmul_transpose_b` reads B[n, k]. Vectorized along n, each lane
    reads another row of it: a gather per element."""
    if contraction_loops(nest) is None:
        return None
    lane = result_row_loop(nest)
    if lane is None:
        return None
    for operand in nest.operands:
        matrix = operand.access_matrix
        if operand.is_init or not matrix:
            continue
        if any(row[lane] for row in matrix) and not matrix[-1][lane]:
            return "x".join(map(str, operand.shape))
    return None


def computes_math(nest: LoopNest) -> bool:
    """Whether the op's body calls a math function (erf, exp, tanh, rsqrt, ...): scalar,
    each is a libm call per element; vectorized, a polynomial over whole registers."""
    return any(name.startswith("math.") for name in nest.arithmetic_counts)


def has_only_trivial_tiles(trip: int) -> bool:
    """No size of TILE_SIZES but 1 divides `trip`, a loop longer than a register tile's
    rows (197, 75, 19): without a peeled remainder it tiles only to rows of one."""
    return trip > 8 and not any(1 < size < trip and trip % size == 0 for size in TILE_SIZES)


def tile_size_mask(
    trip_counts: Sequence[int],
    reductions: Sequence[bool],
    parallel_only: bool,
    peel: bool = False,
) -> np.ndarray:
    """(MAX_LOOPS, len(TILE_SIZES)): 0 always; a size only if it divides its loop, or,
    with `peel`, any size smaller than a parallel loop that has only trivial tiles (the
    remainder is peeled)."""
    mask = np.zeros((MAX_LOOPS, len(TILE_SIZES)), dtype=np.int8)
    mask[:, 0] = 1
    for loop, (trip, reduction) in enumerate(zip(trip_counts, reductions, strict=True)):
        if parallel_only and reduction:
            continue
        peels = peel and not reduction and has_only_trivial_tiles(trip)
        for index, size in enumerate(TILE_SIZES[1:], start=1):
            mask[loop, index] = size < trip and (trip % size == 0 or peels)
    return mask


def _sizes_within(trip: int, mask_row: np.ndarray, least: int, most: int) -> tuple[int, ...]:
    """The sizes of `mask_row` (a row of `tile_size_mask`) in [least, most]; only 0 (the
    loop whole) where the trip is in it."""
    if least <= trip <= most:
        return (0,)
    return tuple(TILE_SIZES[i] for i in np.flatnonzero(mask_row) if least <= TILE_SIZES[i] <= most)


def _register_widths(
    trip: int, mask_row: np.ndarray, lanes: int, registers: int
) -> tuple[int, ...]:
    """The sizes of `mask_row` that are one to `registers` whole host registers of `lanes`
    (only 0, the loop whole, where the trip is in that range)."""
    sizes = _sizes_within(trip, mask_row, lanes, registers * lanes)
    return tuple(size for size in sizes if size % lanes == 0)


def _transpose_problem(nest: LoopNest, loops: tuple[int, int], elements: int) -> str | None:
    """Why a tile of an op that reads an input transposed would not vectorize well (None:
    it would). The read tile and its `vector.transpose` are live together, so the tile
    gets half the registers; and both transposed loops are tiled in whole lanes (or to
    1, where the transpose is a reshape), or it becomes lane-by-lane shuffles.
    `benchmarks/bench_transpose_tiles.py` measures it: tiles of a 32x64 transpose up to
    8x32 run several times faster than the written loops, 16x32 tiles (512 elements)
    barely faster and from run to run slower, and a tiny 3x5 transpose vectorized whole
    is slower than as written."""
    if elements > max_transposed_tile():
        return (
            f"the result tile has {elements} elements, and it is read transposed: at most "
            f"{max_transposed_tile()} fit the vector registers beside their transpose"
        )
    for loop in loops:
        trip = nest.trip_counts[loop]
        if trip > 1 and trip % MIN_LANES:
            return (
                f"loop {loop} is transposed and tiled to {trip}, neither 1 nor a "
                f"multiple of {MIN_LANES} lanes"
            )
    return _register_transpose_problem(nest, loops)


def _register_transpose_problem(nest: LoopNest, loops: tuple[int, int]) -> str | None:
    """Why a tile that transposes rows of several lanes into rows of several lanes would
    transpose slowly (None: it would not): wider than `transposed_lanes()` along either
    loop, or its result rows narrower than the input rows it reads. The core lowers a
    register-wide square (16 x 16 on AVX-512) to MLIR's unpack-and-permute sequence and
    any other shape to one flat shuffle, which LLVM lowers well only for narrow rows: the
    families' 6272x1280 transpose in 8 x 8 tiles ran 2.5 ms, 8 x 16 2.6, 16 x 16 2.6-2.9,
    the one pass's 8 x 32 4.5-5.0 and 16 x 8 4.7 (torch.compile 3.0); its 3200x640 one
    0.19, 0.24, 0.21, 0.27 and 0.31 ms (znver4, 2 threads, 64 x 64 blocks a thread)."""
    result_row, input_row = (nest.trip_counts[loop] for loop in loops)
    if result_row == 1 or input_row == 1:
        return None  # a reshape or a gather, not a register transpose
    widest = transposed_lanes()
    if max(result_row, input_row) > widest:
        return (
            f"the tile transposes {input_row} x {result_row}: at most {widest} along each "
            "transposed loop transpose in registers without a flat shuffle"
        )
    if result_row < input_row:
        return (
            f"the tile transposes rows of {input_row} into rows of {result_row}: result "
            "rows narrower than the rows read shuffle slowly"
        )
    return None


def transposed_lanes() -> int:
    """The widest tile of each transposed loop: one host register of 32-bit lanes (16 x 16
    tiles of a 2-D transpose on AVX-512, whose square the core transposes with
    register shuffles; 8 x 8 on AVX2)."""
    return vector_lanes()


def _peels_to_square(trip: int) -> bool:
    """Whether a transposed loop that whole lanes do not divide is tiled in squares of
    TRANSPOSED_SQUARE all the same, its remainder of one peeled (a scatter of one row):
    the families' 32x4096x49 permutation, its 49-wide result rows in vectors along the
    4096 (each scattered 49 floats apart) ran 4.2 ms, in 8 x 8 or 16 x 16 squares with the
    last column peeled 1.5-2.0 (torch.compile 3.2; znver4, 2 threads)."""
    return trip > TRANSPOSED_SQUARE and trip % TRANSPOSED_SQUARE == 1


def _gathered_transpose_problem(
    nest: LoopNest, loops: tuple[int, int], extents: tuple[int, ...] | None
) -> str | None:
    """Why a tile of an op read transposed would move its elements one by one (None: it
    would not): a transposed loop tiled to 1 although whole lanes divide it gathers each
    vector from as many rows, or scatters it to them. In two dimensions of whole lanes
    the tile is a register transpose of full vectors: the families' 6272x1280 transpose
    in 4 x 16 tiles (in 64 x 64 blocks) ran 2.3-2.8 ms, in the one pass's 1 x 64 4.2-5.1,
    torch.compile 3.3-3.8 (znver4, 2 threads)."""
    if extents is None:
        return None
    for loop in loops:
        if nest.trip_counts[loop] == 1 and extents[loop] % MIN_LANES == 0:
            return (
                f"loop {loop} is transposed and tiled to 1, though {MIN_LANES} lanes divide "
                f"its {extents[loop]} iterations: each vector would be gathered row by row"
            )
    return None


def _probe(
    step_type: type[Step], tag: str, nest: LoopNest, mask: np.ndarray, split: bool = True
) -> Step | None:
    """A step of `step_type` on `tag` to check the kind's legality with (None: no sizes);
    `split`: a Pack step may split the op across the threads.

    The schedule's rules for a kind do not depend on which legal sizes it gets, so one
    legal pattern stands for all of them."""
    if step_type in TILING_STEPS:
        for loop in range(len(nest.loops)):
            legal = np.flatnonzero(mask[loop, 1:])
            if legal.size:
                sizes = [0] * len(nest.loops)
                sizes[loop] = TILE_SIZES[1 + int(legal[0])]
                return step_type(tag, tuple(sizes))  # type: ignore[call-arg]
        return None
    if step_type is Interchange:
        return Interchange(tag, tuple(range(len(nest.loops))))
    if step_type is Pack:
        return pack_step(nest, split=split)
    return step_type(tag)


def _row_reduction(nest: LoopNest, rank: int) -> bool:
    """Whether `nest` reduces one loop into a result of `rank - 1` dimensions: a row
    reduction of a chain whose last op has `rank` loops."""
    reductions = sum(loop.is_reduction for loop in nest.loops)
    results = [operand for operand in nest.operands if operand.is_init]
    return reductions == 1 and len(results) == 1 and len(results[0].shape) == rank - 1


def _outer_block_sizes(mask: np.ndarray, outer: int) -> list[int]:
    """A row block's sizes on its `outer` loops outside the block's: 1, or whole where
    `mask` (TiledFusion's) has no 1."""
    return [largest_size(mask[loop], 1) for loop in range(outer)]


def _power_of_two(n: int) -> bool:
    return n & (n - 1) == 0


def _scalarized_lanes(nest: LoopNest, lanes: int) -> bool:
    """Whether a contraction's lanes loop `lanes` has a width LLVM scalarizes (wider than
    two registers and no power of two: 48 lanes run many times slower than 16 or 32) where a
    power-of-two tile of at least MIN_LANES divides it, so that the space can avoid it."""
    trip = nest.trip_counts[lanes]
    if (
        trip <= FITTING_LANES
        or _power_of_two(trip)
        or nest.op_name in WINDOW_LOOPS
        or contraction_loops(nest) is None
    ):
        return False
    return any(trip % size == 0 for size in TILE_SIZES if size >= MIN_LANES and _power_of_two(size))


@dataclass(frozen=True)
class SchedulingState:
    """A program partway through the walk, and what each op has had."""

    scheduled: ScheduledProgram
    op_order: tuple[str, ...]
    """The tags the walk visits, consumer first."""
    cursor: int = 0
    """Index in `op_order` of the op at hand (== len(op_order) when done)."""
    tried: tuple[str, ...] = ()
    """Step kinds tried on the op at hand: applied, refused by MLIR, or no-ops."""
    interchanged: frozenset[str] = frozenset()
    parallel_loops: tuple[tuple[str, frozenset[int]], ...] = ()
    """Per tag, the loops (in the op's current order) that run in parallel."""
    register_tiled: frozenset[str] = frozenset()
    """Contractions whose reduction loop a step tiled to 1: their register tile is set."""

    @classmethod
    def start(cls, program: Program) -> SchedulingState:
        order = tuple(
            tag
            for tag in program.consumer_first_tags()
            if program.op(tag).op_name != "linalg.fill" and len(program.op(tag).loops) <= MAX_LOOPS
        )
        return cls(ScheduledProgram.of(program), order)._skip_finished_ops()

    # ----------------------------------------------------------------- reading
    @property
    def program(self) -> Program:
        """The program as it stands."""
        return self.scheduled.program

    @property
    def original(self) -> Program:
        return self.scheduled.original

    @property
    def schedule(self) -> Schedule:
        return self.scheduled.schedule

    @property
    def done(self) -> bool:
        return self.cursor >= len(self.op_order)

    @property
    def tag(self) -> str:
        return self.op_order[self.cursor]

    @property
    def instances(self) -> tuple[LoopNest, ...]:
        """The loop nests of the op at hand (several when a fused producer has other uses)."""
        return tuple(self.program.instances(self.tag))

    @property
    def nest(self) -> LoopNest:
        return self.instances[0]

    def parallel_loops_of(self, tag: str) -> frozenset[int]:
        return dict(self.parallel_loops).get(tag, frozenset())

    # ---------------------------------------------------------------- legality
    def tile_mask(self, step_type: type[Step]) -> np.ndarray:
        """(MAX_LOOPS, len(TILE_SIZES)) sizes a tiling kind may give each loop of the op
        at hand, before the kind's own rules (see `legal_kinds`)."""
        forced = self._rule_next
        if isinstance(forced, Tile | TileParallel) and type(forced) is step_type:
            mask = np.zeros((MAX_LOOPS, len(TILE_SIZES)), dtype=bool)
            mask[len(forced.sizes) :] = True
            for loop, size in enumerate(forced.sizes):
                mask[loop, TILE_SIZES.index(size)] = True
            return mask
        mask = self._sizes_in_space(step_type)
        one = TILE_SIZES.index(1)
        if step_type is TiledFusion and self._fuses_rows_first is not None:
            mask &= self._row_block_mask(mask)
        if self._finishing_kinds == (Tile,):
            for loop, cap in self._fitting_caps.items():
                floor = max(1, self._fitting_floor(loop, cap))
                mask[loop] &= np.array([floor <= size <= cap for size in TILE_SIZES])
                mask[loop, 0] = self.nest.trip_counts[loop] <= cap
        if self._finishing_kinds == (Tile, Vectorize):
            # The register tile: every contracted loop to 1 in this one step (a Tile that
            # left one whole would leave Vectorize a reduction too long to unroll).
            keep = np.zeros_like(mask)
            keep[:, 0] = 1
            for loop in self._contracted_loops():
                keep[loop] = 0
                keep[loop, one] = 1
            mask &= keep
        return mask

    def _row_block_mask(self, space: np.ndarray) -> np.ndarray:
        """The sizes of a row chain's first fusion, of those in `space` (TiledFusion's
        `_sizes_in_space`): every loop outside the block's 1 (or whole where 1 is illegal),
        the block's loop at most max(ROW_BLOCKS) rows or whole within it, the row whole
        (`_fuses_rows_first`)."""
        keep = np.zeros((MAX_LOOPS, len(TILE_SIZES)), dtype=bool)
        keep[len(self.nest.loops) :] = True
        outer = len(self.nest.loops) - 2
        for loop, size in enumerate(_outer_block_sizes(space, outer)):
            keep[loop, TILE_SIZES.index(size)] = True
        trip = self.nest.loops[outer].trip_count
        blocks = [
            space[outer, index] and MIN_STREAMED_BLOCK <= size <= max(ROW_BLOCKS)
            for index, size in enumerate(TILE_SIZES)
        ]  # a prime number of rows has none: it keeps its blocks of one
        fewest = MIN_STREAMED_BLOCK if any(blocks) and self._streams_beyond_cache() else 1
        keep[outer] = [fewest <= size <= max(ROW_BLOCKS) for size in TILE_SIZES]
        keep[outer, 0] = trip <= max(ROW_BLOCKS)
        keep[outer + 1, 0] = True
        return keep

    def _sizes_in_space(self, step_type: type[Step]) -> np.ndarray:
        """`tile_mask` before the rules of the op's last slots (`_finishing_kinds`)."""
        mask = None
        instances = self.instances
        peel = (
            step_type is Tile
            and len(instances) == 1
            and (self.nest.op_name not in WINDOW_LOOPS or gathers_strided_rows(self.nest))
        )
        for nest in instances:
            one = tile_size_mask(
                nest.trip_counts,
                tuple(loop.is_reduction for loop in nest.loops),
                parallel_only=step_type is not Tile,
                peel=peel,
            )
            mask = one if mask is None else mask & one
        assert mask is not None, "tile_mask of a finished walk"
        inner = self._lane_loop()
        if inner is not None:
            lanes = self._whole_register_lanes(inner)
            single = self._single_lane_row(inner)
            for index, size in enumerate(TILE_SIZES):
                mask[inner, index] &= size % lanes == 0 or (single and size == 1)
            if step_type is Tile and self._streamed_vector_row == inner:
                mask &= self._streamed_vector_mask(inner)
        for loop, floor in self._contraction_floors(step_type).items():
            mask[loop, 1:] &= self._contraction_floor_sizes(mask[loop], loop, floor)[1:]
        streamed = self._streamed_row_loop(mask) if step_type is TileParallel else None
        if streamed is not None:
            mask[streamed, 1:] = False
        strips = self._transposed_strips() if step_type in (TileParallel, Tile) else None
        if strips is not None:
            result_row, read_row = strips
            sizes = np.array(TILE_SIZES)
            if step_type is TileParallel:  # a strip of whole input rows per chunk
                mask[read_row] &= sizes == 0
                mask[result_row] &= sizes == TRANSPOSED_SQUARE
            elif self.nest.trip_counts[result_row] == TRANSPOSED_SQUARE:  # its squares
                mask[read_row] &= sizes == TRANSPOSED_SQUARE
                mask[result_row] &= (sizes == 0) | (sizes == TRANSPOSED_SQUARE)
        if step_type is Tile:
            # A transposed loop's tiles (and a peeled remainder) stay vectorizable, and
            # in whole lanes where lanes divide it (`_gathered_transpose_problem`).
            extents = self._untiled_extents()
            for loop in transposed_read(self.nest) or ():
                trip = self.nest.trip_counts[loop]
                lanes_only = extents is not None and extents[loop] % MIN_LANES == 0
                for index, size in enumerate(TILE_SIZES):
                    mask[loop, index] &= (size == 0 or (size == 1 and not lanes_only)) or (
                        size % MIN_LANES == 0 and (trip % size <= 1 or trip % size % MIN_LANES == 0)
                    )
                if _peels_to_square(trip):  # its squares' sizes, the remainder peeled
                    mask[loop, TILE_SIZES.index(TRANSPOSED_SQUARE)] = True
        row = self._folded_row_loop() if step_type is Tile else None
        if row is not None:
            for index, size in enumerate(TILE_SIZES):
                mask[row, index] &= 0 < size <= FOLDED_ROW
        if step_type is Tile:
            for loop, sizes in self._register_tile_sizes.items():
                mask[loop] &= np.isin(TILE_SIZES, sizes)
        pooled = self._pooled_row_loop() if step_type is Tile else None
        if pooled is not None:
            row, sizes = pooled
            mask[row] = sizes
        rows = self._reduced_rows_loop()
        if rows is not None:
            for index, size in enumerate(TILE_SIZES):
                mask[rows, index] &= size == 0 or size >= MIN_REDUCED_ROWS
        row = self._reduced_row_loop() if step_type is Tile else None
        if row is not None:
            mask[row] &= self._reduced_row_sizes(row)
            rows = self._streamed_block_rows()
            if rows is not None:  # a row at a time, in its pieces
                sizes = np.array(TILE_SIZES)
                mask[rows] &= sizes == 1
                mask[row] &= sizes == self._streamed_block_piece(row)
        if self._vector_problem() is not None and self._streamed_vector_row is None:
            for loop in self._contracted_loops():
                mask[loop, TILE_SIZES.index(1)] = 0
        one = TILE_SIZES.index(1)
        for loop in self._cache_blocked_loops():
            mask[loop, one + 1 :] = 0  # one cache block per reduction loop; 1 stays
        if step_type is TiledFusion:
            for loop, work in self._repeated_work.items():
                for index, size in enumerate(TILE_SIZES):
                    if repeats_too_much(self.nest, loop, size, work):
                        mask[loop, index] = 0  # each tile would compute the producers again
        return mask

    @cached_property
    def _repeated_work(self) -> dict[int, int]:
        """`repeated_producer_work` of the op at hand: read by every TiledFusion mask of
        the state (the env's, the kind's probe, each step's check), walked once."""
        fused = fusable_producers(self.program, self.tag, self.scheduled.touched)
        return repeated_producer_work(self.program, self.tag, fused)

    def legal_kinds(self) -> tuple[type[Step], ...]:
        """The step kinds legal on the op at hand (next_op: see `next_op_problem`)."""
        return self._legal_kinds

    def next_op_problem(self) -> str | None:
        """Why the walk may not leave the op at hand as it stands (None: it may).

        A contraction left scalar runs 10-100x slower than its tiles vectorized (an
        attention projection tiled but scalar is slower than not scheduled at all). So a
        contraction is not left while it can
        still reach Vectorize: some step kind is legal, and its result tile fits the
        registers or a Tile that makes it fit is in the space (the last slots are then
        kept for that Tile, the register tile and Vectorize, see `_finishing_kinds`).
        Every step uses one of the op's slots, so the walk always ends. A reduction counts
        as a contraction here: vectorized, reductions run several times faster. So does an
        op whose body computes math functions (`computes_math`: a GELU's erf, an exp),
        which vectorized runs an order of magnitude faster (the families' GELUs); left as
        written, a transformer layer's GELU is a large share of the layer's time. And so
        does a transpose of more than MIN_PARALLEL_ITERATIONS iterations: the one pass
        left the families' 32x49x4096 and 32x197x2048 permutations and the filter
        transposes of FHWC convolutions scalar; vectorized, 1.9x and 3.0x, and those
        convolutions 1.01-2.9x faster (znver4, 2 threads)."""
        if self.done or not self._legal_kinds:
            return None
        transposes = (
            transposed_read(self.nest) is not None and self._work() > MIN_PARALLEL_ITERATIONS
        )
        if (
            not self._contracted_loops()
            and self.tag not in self.register_tiled
            and not computes_math(self.nest)
            and not transposes
        ):
            return None
        if self._vector_problem() is not None and not self._fitting_caps:
            return None
        what = (
            "computes math functions"
            if computes_math(self.nest)
            else "transposes"
            if transposes
            else "is a contraction"
        )
        return f"op {self.tag!r} {what} and can still vectorize: left scalar it runs 10-100x slower"

    @cached_property
    def _packs_first(self) -> str | None:
        """Why the op at hand is packed before any other step (None: it need not be), where
        its Pack is legal:

        - a contraction reading an input across its vector lanes (`reads_across_lanes`).
          Packing reads that input into panels once; vectorized as written, every lane
          gathers (a transformer's matmul_transpose_b tiled that way makes its layer
          about twice as slow as with the weights transposed by an op of their own);
        - an NCHW convolution of more than MIN_PACKED_CONVOLUTION iterations;
        - a contraction written as a `linalg.generic` (any map shape): its tile by roles
          (`pack_rule._contraction_step`) ran 1.44x the one pass's own tiles on the
          families' contractions, and the policy, given the choice, often passes it by
          (the eval split's query times key: 5.39 ms unpacked, 0.042 packed). Only where
          the step applies (`_contraction_pack_refused`);
        - a strided depthwise NCHW convolution: along its rows every point is gathered,
          blocked into channels of one vector every tap is a vector load
          (`packing.pack_depthwise_snippet`). On the families' 13 strided ones the
          rule's Pack ran 4.3-16.7x the shipped model's one pass without it
          (rocketlake, 2 threads). Unstrided, packing is the policy's choice: 0.6-2.1x,
          slower where a row is whole registers already (2x32x112x112 3x3);
        - a matmul whose rows no panel row count divides (ViT's 197 tokens, 77, 50): the
          rule's step packs it by roles and peels the remainder
          (`pack_rule._peeled_rows_step`). Of the nine such matmuls measured, the one
          pass left six unpacked, 0.92-25x slower: 197x3072x768 ran 120 ms (B's rows
          12 KiB apart, in one L1 set), packed 4.75; 197x2304x768 19.3 ms, packed 3.37;
          50x768x96 and 197x256x160 2.1x and 2.5x slower (znver4, 2 threads)."""
        if self.done or self.tried:
            return None
        across = reads_across_lanes(self.nest)
        large_convolution = (
            self.nest.op_name in CHANNEL_PACKING_OPS
            and self.nest.iterations > MIN_PACKED_CONVOLUTION
            and self._rule_next is None
        )
        generic_contraction = self._generic_contraction or self._peeled_matmul
        strided_depthwise = self.nest.op_name in DEPTHWISE_PACKING_OPS and window(
            self.nest
        ).stride != (1, 1)
        if across is None and not (large_convolution or generic_contraction or strided_depthwise):
            return None
        pack = self.sizeless_step(Pack)
        if pack is None or self.problem(pack) is not None:
            return None
        if strided_depthwise:
            return (
                f"op {self.tag!r} is a strided depthwise NCHW convolution: pack its channels "
                "first (pack); along its rows every point is gathered"
            )
        if self._peeled_matmul:
            return (
                f"op {self.tag!r} is a matmul of {self.nest.trip_counts[0]} rows, which no "
                "register tile divides: pack it first (pack), by loop roles with the "
                "remainder peeled, the fastest schedule measured here"
            )
        if generic_contraction and across is None:
            return (
                f"op {self.tag!r} is a contraction: pack it first (pack), its register "
                "tile by loop roles the fastest schedule measured here"
            )
        if across is None:
            return (
                f"op {self.tag!r} is an NCHW convolution of {self.nest.iterations} "
                "iterations: pack its output channels first (pack), above "
                f"{MIN_PACKED_CONVOLUTION} the fastest schedule measured here"
            )
        return (
            f"op {self.tag!r} reads its {across} input across its vector lanes: pack it "
            "first (pack reads it into panels), vectorized as written each lane "
            "gathers"
        )

    @cached_property
    def _rule_steps(self) -> tuple[tuple[Step, ...], str] | None:
        """The steps a rule gives the op at hand as written, which are then the only
        steps it may have, and the rule's description (None: no rule takes it):
        - a wide-rowed 1x1 NCHW convolution (`pointwise_rule`), unless elementwise ops
          follow it (`epilogue_chain`: a network's batch norm and ReLU), whose Pack
          applies them to its tiles in registers;
        - a batched transpose (`transpose_rule`) whose split across the threads pays and
          that has no producers to fuse: IREE's elementwise DAG ending in a transpose of
          2x320x128x128 ran 3x slower with its producers left unfused."""
        if self.done or self.tag not in self.original.tags:
            return None
        op = self.original.op(self.tag)
        steps = pointwise_steps(op)
        if steps is not None and not epilogue_chain(self.original, self.tag):
            return (
                steps,
                "a 1x1 NCHW convolution with output rows of several registers (pointwise_rule)",
            )
        steps = batched_transpose_steps(op)
        if (
            steps is not None
            and op.iterations > MIN_PARALLEL_ITERATIONS
            and not fusable_producers(self.original, self.tag, set())
        ):
            return steps, "a batched transpose, tiled in register squares (transpose_rule)"
        return None

    @cached_property
    def _rule_next(self) -> Step | None:
        """The next of the rule's steps for the op at hand (`_rule_steps`); None: no rule
        takes it, its steps are all applied, or the schedule gave it others."""
        if self._rule_steps is None:
            return None
        steps = self._rule_steps[0]
        applied = tuple(step for step in self.schedule.steps if step.tag == self.tag)
        if len(applied) >= len(steps) or applied != steps[: len(applied)]:
            return None
        return steps[len(applied)]

    @cached_property
    def row_chain_end(self) -> bool:
        """Whether the op at hand, untouched, ends a row chain (a softmax's division, a
        norm's scaling): two or more loops, none a reduction, and among the producers
        TiledFusion would fuse a reduction of one loop into one rank less (along rows;
        a group norm's reduction over a whole group is none: fused into blocks of rows
        it would be recomputed for each)."""
        if self.done or self.tried:
            return False
        loops = self.nest.loops
        if len(loops) < 2 or any(loop.is_reduction for loop in loops):
            return False
        fused = fusable_producers(self.program, self.tag, set(self.scheduled.touched))
        return any(_row_reduction(self.program.op(tag), len(loops)) for tag in fused)

    def row_block(self, rows: int) -> TiledFusion | None:
        """The TiledFusion of the row chain the op at hand ends in blocks of `rows` rows:
        the row loop (innermost) whole, the loop outside it in blocks of `rows`, every
        other loop 1 (None: it ends no row chain, or no such sizes are legal)."""
        if not self.row_chain_end:
            return None
        mask = self._sizes_in_space(TiledFusion)
        loops = self.nest.loops
        outer = len(loops) - 2
        sizes = _outer_block_sizes(mask, outer)
        whole = loops[outer].trip_count <= rows and any(sizes)
        sizes += [0 if whole else largest_size(mask[outer], rows), 0]
        return TiledFusion(self.tag, tuple(sizes)) if any(sizes) else None

    @cached_property
    def _fuses_rows_first(self) -> str | None:
        """Why the op at hand is fused with its row chain before any other step (None: it
        need not be). Op by op, every intermediate of a softmax or a norm makes a round trip
        to memory; fused a block of rows at a time (`row_fusion`), each row is read about
        once. The shipped policy, given the choice, often split such ops one by one: the
        families' 384x2048 layer norm ran 0.38 ms so and 0.18 fused in rows of one, its
        32x64x1280 one 1.35 and 0.59 (PyTorch 0.12 and 0.43; rocketlake, 2 threads).
        Only where the split pays (a fused block is a thread's share of a parallel loop:
        a tiny softmax, 2x16x32, ran 2.5x slower so) and MLIR applies the fusion of single
        rows."""
        step = self.row_block(1)
        if step is None or not self._parallel_pays():
            return None
        try:
            self.scheduled.then(step)
        except ScheduleError:
            return None
        return (
            f"op {self.tag!r} ends a row chain: fuse it with its chain in blocks of rows first "
            f"(tiled_fusion, rows whole, at most {max(ROW_BLOCKS)} rows a block)"
        )

    @property
    def _generic_contraction(self) -> bool:
        """Whether the op at hand is a contraction written as a `linalg.generic`."""
        return self.nest.op_name == "linalg.generic" and contraction_loops(self.nest) is not None

    @cached_property
    def _peeled_matmul(self) -> bool:
        """Whether the op at hand is a matmul whose Pack by the rule is the contraction
        form, with a peeled remainder of rows (`pack_rule._peeled_rows_step`,
        `_packs_first`)."""
        if self.done or self.nest.op_name not in PANEL_PACKING_OPS:
            return False
        step = self.sizeless_step(Pack)  # the rule gives a matmul that form only so
        return isinstance(step, Pack) and contraction_form(step, self.nest)

    @cached_property
    def _contraction_pack_refused(self) -> str | None:
        """Why MLIR refuses the rule's Pack of a generic contraction that streams B along
        its lanes (None: it applies, or the op is no such contraction). Such a Pack is
        tried once here, since it is packed first: a weight that is a splat constant
        folds its panels' pack away and the step fails (tpp-mlir's mha), and a step the
        space offers first must not fail; the op then keeps its tiles."""
        if self.done or self.tried or not (self._generic_contraction or self._peeled_matmul):
            return None
        if reads_across_lanes(self.nest) is not None:
            return None
        pack = self.sizeless_step(Pack)
        if pack is None:
            return None
        try:
            self.scheduled.then(pack)
        except ScheduleError as error:
            return str(error)
        return None

    @cached_property
    def _legal_kinds(self) -> tuple[type[Step], ...]:
        if self.done or len(self.tried) >= MAX_TRANSFORMS:
            return ()
        if self._rule_next is not None:
            return (type(self._rule_next),)
        legal = []
        for step_type in self._finishing_kinds or STEP_TYPES:
            if step_type is Interchange and (
                len(self.nest.loops) < 2 or self.tag in self.interchanged
            ):
                continue
            mask = self.tile_mask(step_type) if step_type in TILING_STEPS else np.zeros(0)
            if step_type in TILING_STEPS and not mask.any(axis=1).all():
                # An action picks one size per loop from its row: a loop with no legal
                # size (an interchanged elementwise op's row loop) leaves none to pick.
                continue
            if self._finishing_kinds == (Tile,):  # a Tile that fits: one per loop, all needed
                loops = range(len(self.nest.loops))
                probe = Tile(self.tag, tuple(largest_size(mask[i], max(TILE_SIZES)) for i in loops))
            elif self._finishing_kinds == (Tile, Vectorize) and step_type is Tile:
                probe = self.contraction_step()
            elif step_type is Tile and self._register_tile_sizes:
                probe = self._register_tile_probe(mask)
            else:
                probe = _probe(step_type, self.tag, self.nest, mask, self._parallel_pays())
            if probe is not None and self.problem(probe) is None:
                legal.append(step_type)
            elif step_type is Tile and self.contraction_step() is not None:
                legal.append(step_type)  # the probe set half a register tile: the whole one
        return tuple(legal)

    def sizeless_step(self, step_type: type[Step]) -> Step | None:
        """The step a kind without sizes means on the op at hand: `step_type(tag)`, and for
        Pack the sizes of `pack_rule` (None: the op's channels do not pack)."""
        assert step_type not in TILING_STEPS and step_type is not Interchange
        return _probe(step_type, self.tag, self.nest, np.zeros(0), self._parallel_pays())

    def contraction_step(self) -> Tile | None:
        """The Tile that splits the op's contracted reduction loops to 1, completing its
        register tile (None: it has none, or its result tile does not fit yet)."""
        loops = self._contracted_loops()
        if not loops:
            return None
        step = Tile(self.tag, tuple(int(i in loops) for i in range(len(self.nest.loops))))
        return step if self.problem(step) is None else None

    def problem(self, step: Step) -> str | None:
        """Why `step` may not come next (None: it may); MLIR may still refuse it."""
        if self.done:
            return "the walk is done: every op is scheduled"
        if step.tag != self.tag:
            return f"the walk is at op {self.tag!r}, not {step.tag!r}"
        if len(self.tried) >= MAX_TRANSFORMS:
            return f"op {self.tag!r} has had its {MAX_TRANSFORMS} steps: next_op"
        if self._rule_next is not None:
            if step == self._rule_next:
                return None  # the rule's step; MLIR may still refuse it
            return (
                f"op {self.tag!r} is {self._rule_steps[1]}: its next step is the rule's "
                f"{self._rule_next.describe()}"
            )
        if isinstance(step, Interchange) and self.tag in self.interchanged:
            return f"op {self.tag!r} was interchanged already"
        if not isinstance(step, Pack) and self._packs_first is not None:
            return self._packs_first
        if not isinstance(step, TiledFusion) and self._fuses_rows_first is not None:
            return self._fuses_rows_first
        if isinstance(step, Pack) and self._contraction_pack_refused is not None:
            return self._contraction_pack_refused
        if (
            isinstance(step, Pack)
            and self.nest.op_name in DEPTHWISE_PACKING_OPS
            and self.nest.iterations <= MIN_PACKED_DEPTHWISE
        ):
            return (
                f"op {self.tag!r} is a depthwise convolution of {self.nest.iterations} "
                f"iterations: only above {MIN_PACKED_DEPTHWISE} does packing its channels pay"
            )
        finishing = self._finishing_kinds
        if finishing is not None and type(step) not in finishing:
            if self._transposes_next():
                return (
                    f"op {self.tag!r} reads an input transposed and is split across the "
                    "threads: its next step is the Tile that fits the registers"
                )
            left = MAX_TRANSFORMS - len(self.tried)
            return (
                f"op {self.tag!r} has {left} of its {MAX_TRANSFORMS} steps left, kept for "
                f"{' then '.join(kind.kind for kind in finishing)}"
            )
        splits = isinstance(step, TileParallel | TiledFusion) and any(step.sizes)
        if isinstance(step, Pack):
            splits = any(step.parallel)
        if splits and not self._parallel_pays():
            if self._work() > MIN_PARALLEL_ITERATIONS:  # the op would pay, one tile does not
                return (
                    f"op {self.tag!r} is cut into {self._sequential_tiles()} sequential tiles of "
                    f"{self.nest.iterations} iterations, and a split forks the threads once "
                    f"per tile: only more than {MIN_PARALLEL_ITERATIONS} iterations a tile "
                    "pay for it (split first, then tile)"
                )
            return (
                f"op {self.tag!r} has {self._work()} iterations, and only more than "
                f"{MIN_PARALLEL_ITERATIONS} pay for splitting it across the threads"
            )
        if finishing == (Tile,) and isinstance(step, Tile):
            for loop, cap in self._fitting_caps.items():
                extent = step.sizes[loop] if loop < len(step.sizes) else 0
                extent = extent or self.nest.trip_counts[loop]
                floor = self._fitting_floor(loop, cap)
                if not floor <= extent <= cap:
                    why = (
                        "is split across the threads and reads an input transposed"
                        if self._transposes_next()
                        else "has its last slots kept for its register tile and Vectorize"
                    )
                    return (
                        f"op {self.tag!r} {why}: this Tile must fit the registers, "
                        f"loop {loop} at most {cap}"
                        + (f" and at least {floor} lanes" if floor else "")
                    )
        if finishing == (Tile, Vectorize) and isinstance(step, Tile):
            whole = [
                i for i in self._contracted_loops() if i >= len(step.sizes) or not step.sizes[i]
            ]
            if whole:
                return (
                    f"op {self.tag!r} has its last slots kept for its register tile and "
                    f"Vectorize: this Tile must tile every contracted loop to 1, not leave "
                    f"loop {whole[0]} whole"
                )
        if isinstance(step, Tile) and self._register_tile_sizes:
            rule = self._register_tile_problem(step)
            if rule is not None:
                return rule
        if isinstance(step, Tile | TileParallel | TiledFusion):
            rule = self._register_rule_problem(step)
            if rule is not None:
                return rule
            mask = self.tile_mask(type(step))
            for loop, size in enumerate(step.sizes[:MAX_LOOPS]):
                if size and (size not in TILE_SIZES or not mask[loop, TILE_SIZES.index(size)]):
                    return f"tile size {size} of loop {loop} is not in the search space"
            if not any(step.sizes):
                return None  # all zeros: a legal move that leaves the op as it is
        if isinstance(step, Vectorize):
            unfit = self._vector_problem()
            if unfit is not None:
                return f"{unfit}: tile the parallel loops to fit before vectorizing"
        try:
            self.scheduled.check(step)
        except ScheduleError as error:
            return str(error)
        return None

    # ----------------------------------------------------------------- walking
    def apply(self, step: Step) -> SchedulingState:
        """The state after `step` on the op at hand; ScheduleError if it is illegal
        or MLIR refuses it (this state is unchanged either way)."""
        problem = self.problem(step)
        if problem is not None:
            raise ScheduleError(f"{step.describe()}: {problem}")
        state = self
        if isinstance(step, Interchange):
            state = replace(state, interchanged=state.interchanged | {step.tag})
            parallel = state.parallel_loops_of(step.tag)
            if parallel:
                moved = frozenset(step.permutation.index(i) for i in parallel)
                state = state._with_parallel_loops(step.tag, moved)
            if step.permutation == tuple(range(len(step.permutation))):
                return state._tried(step.kind)  # the identity: nothing to apply
        if isinstance(step, Tile | TileParallel | TiledFusion) and not any(step.sizes):
            return state._tried(step.kind)  # all zeros: the op stays as it is
        if isinstance(step, Tile) and self._tiles_reduction_to_one(step):
            state = replace(state, register_tiled=state.register_tiled | {step.tag})
        state = replace(state, scheduled=state.scheduled.then(step))
        if isinstance(step, TileParallel | TiledFusion):
            loops = {loop for loop, size in enumerate(step.sizes) if size}
            state = state._with_parallel_loops(step.tag, state.parallel_loops_of(step.tag) | loops)
        return state._tried(step.kind)

    def _work(self) -> int:
        """The op's iterations before any tiling (a tiled op's nest is one tile): the
        original op's, or, for an op a step created (an im2col copy), its copies'."""
        try:
            return self.original.op(self.tag).iterations
        except KeyError:
            return sum(nest.iterations for nest in self.instances)

    def _parallel_pays(self) -> bool:
        """Whether a split across the threads has the work to pay for itself: the op's,
        and, where sequential tiles already cut it, one tile's (`_sequential_tiles`)."""
        if self._work() <= MIN_PARALLEL_ITERATIONS:
            return False
        return self._sequential_tiles() <= 1 or self.nest.iterations > MIN_PARALLEL_ITERATIONS

    def _sequential_tiles(self) -> int:
        """How many sequential tiles (`Tile` loops outside any thread split) the op at
        hand is cut into: a split inside them forks and joins the threads once per tile,
        so the work that must pay for it is one tile's. MobileNetV2's 14x14x576 batch
        norms, tiled to 7x7x32 and each tile then split in two, ran 4.6x slower than as
        written (72 forks of 1,568 iterations; 0.193 against 0.042 ms, rocketlake)."""
        if self.parallel_loops_of(self.tag):
            return 1  # the op is split already: what is inside is one thread's
        if Tile.kind not in self.tried:
            return 1
        return max(1, self._work() // max(1, self.nest.iterations))

    def _register_rule_problem(self, step: Tile | TileParallel | TiledFusion) -> str | None:
        """Why a tiling step breaks the register tile's rules (None: it keeps them)."""
        if not any(step.sizes):
            return None
        if self.tag in self.register_tiled:
            return (
                "its reduction loop was tiled to 1 (the register tile): nothing tiles after "
                "it, or the accumulators would be reloaded on every reduction step"
            )
        inner = self._lane_loop()
        size = step.sizes[inner] if inner is not None and inner < len(step.sizes) else 0
        if size % MIN_LANES and not (size == 1 and self._single_lane_row(inner)):
            return (
                f"tile size {step.sizes[inner]} of loop {inner}, the innermost result loop, "
                f"is not a multiple of {MIN_LANES} lanes"
            )
        if isinstance(step, Tile) and self._tiles_reduction_to_one(step):
            unfit = self._vector_problem() if self._streamed_vector_row is None else None
            if unfit is not None:
                return (
                    f"it tiles the reduction loop to 1 before the register tile ({unfit}): "
                    "tile the parallel loops first"
                )
            # Nothing tiles after the register tile, so what it leaves must vectorize.
            trips = self.nest.trip_counts
            sizes = [step.sizes[i] if i < len(step.sizes) else 0 for i in range(len(trips))]
            left = int(np.prod([min(s, t) if s else t for s, t in zip(sizes, trips, strict=True)]))
            if left > MAX_VECTORIZED_ITERATIONS:
                return (
                    f"it sets the register tile but leaves {left} iterations, more than the "
                    f"{MAX_VECTORIZED_ITERATIONS} Vectorize takes: tile every contracted "
                    "loop to 1"
                )
        return None

    @cached_property
    def _finishing_kinds(self) -> tuple[type[Step], ...] | None:
        """The kinds the op's last slots are kept for (None: any kind may come next).
        Cached: the masks of one state read it for every kind and probe, and a state
        never changes (`apply` returns a new one).

        An op that runs out of slots before it vectorizes stays scalar, 10-100x slower
        than the same tiles vectorized; so once the op can vectorize, its last slot is for
        Vectorize, and a contraction's last two are for its register tile (its reduction
        loops to 1, `contraction_step`) and Vectorize. While the op cannot vectorize yet,
        the slot before those it needs (and any after it) is for a Tile that fits the
        registers (`_fitting_caps`).

        Fewer slots never allow more: a slot spent on a step that changed nothing (an
        all-zero tile, an identity interchange, a step MLIR refused) is not in the
        schedule, so `replay` of an episode's schedule has more slots left than the
        episode had, and must allow every step the episode took."""
        if self._transposes_next():
            return (Tile,)
        left = MAX_TRANSFORMS - len(self.tried)
        if self.done or left > 3:
            return None
        if self._vector_problem() is not None:
            needed = 1 + int(bool(self._contracted_loops()) and self.tag not in self.register_tiled)
            if left <= needed + 1 and self._fitting_caps:
                return (Tile,)
            return None
        if left > 2:
            return None
        if left == 1 and self._vectorizes():
            return (Vectorize,)
        if self._contracted_loops() and self.tag not in self.register_tiled:
            return (Tile, Vectorize)
        return None

    def _transposes_next(self) -> bool:
        """Whether the op's next step is the Tile that fits the registers because it reads
        an input transposed: split across the threads (or too small to split) into blocks
        of at most TRANSPOSED_CACHE_BLOCK elements, its thread's block is its cache block,
        and a Tile between them only adds loops. The one pass's 64 x 64 blocks of the
        families' 6272x1280 transpose, cut into 32 x 32 and then 8 x 16 tiles, ran 6.1 ms;
        in 8 x 16 tiles directly 4.0 (znver4, 2 threads, both in one run). A larger block
        (256 rows of 512) still wants its cache tile: 0.20 ms with one, 0.34 without."""
        return (
            not self.done
            and transposed_read(self.nest) is not None
            and bool(self._fitting_caps)
            and self._vector_problem() is not None
            and self.nest.iterations <= TRANSPOSED_CACHE_BLOCK
            and (bool(self.parallel_loops_of(self.tag)) or not self._parallel_pays())
        )

    @cached_property
    def _fitting_caps(self) -> dict[int, int]:
        """Per parallel loop, the most iterations a Tile may leave it so that the result
        tile fits the registers whatever sizes the other loops take (empty: no such Tile
        is in the space, or the op's rules are another's: windowed, read transposed, or
        without a lane loop). Lanes along the innermost result loop (at most
        FITTING_LANES when another loop holds rows, more only when the rows are few and
        B is read along the lanes: where each lane comes from another row of B, tiles
        wider than two registers gather too many rows of B per step), rows along the contraction's
        M loop or the next result loop out, every other loop 1: the template's register
        tile."""
        nest, inner = self.nest, self._lane_loop()
        if inner is None or nest.op_name in WINDOW_LOOPS or slides_unfolded_window(nest):
            return {}
        trips = nest.trip_counts
        parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
        transposed = transposed_read(nest)
        if transposed is not None:
            return self._caps_in_space(self._transposed_fitting_caps(transposed, parallel))
        if self._streamed_vector_row == inner:  # a row at a time (`_streamed_vector_mask`)
            caps = {loop: 1 for loop in parallel}
            caps[inner] = streamed_vector_lanes(trips[inner])
            return self._caps_in_space(caps)
        roles = contraction_loops(nest)
        rows = roles.rows if roles is not None and roles.rows != inner else None
        if rows is None and len(parallel) > 1:
            rows = parallel[-2]
        if rows is not None and trips[rows] == 1:
            rows = None
        most = max_vector_result()
        lane_cap = most // 2 if rows is None else FITTING_LANES
        if rows is not None and not (roles is not None and roles.lanes_strided_in_b):
            # Wider lanes only where the rows are few already (4 x 64), and B's rows are
            # read along the lanes.
            lane_cap = max(FITTING_LANES, most // trips[rows])
        caps = {loop: 1 for loop in parallel}
        caps[inner] = min(trips[inner], lane_cap)
        if _scalarized_lanes(nest, inner):
            caps[inner] = 1 << (caps[inner].bit_length() - 1)  # below, so 0 is not legal
        if rows is not None:
            caps[rows] = most // caps[inner]
        return self._caps_in_space(caps)

    def _single_lane_row(self, inner: int | None) -> bool:
        """Whether the lane loop `inner` may be tiled to 1: read transposed, a result row
        that no whole lanes divide (a 32x4096x49 permutation's 49) has no other vector
        tile, and tiled to 1 the vector runs along the other transposed loop
        (`_transpose_problem`). Where lanes divide the row, its tiles of whole lanes are
        the faster ones (a 1024x640 transpose's one-pass tile of 1 x 64: 0.09 ms, 1 x 1
        0.16)."""
        return (
            inner is not None
            and transposed_read(self.nest) is not None
            and self.nest.trip_counts[inner] % MIN_LANES != 0
        )

    def _fitting_floor(self, loop: int, cap: int) -> int:
        """The fewest iterations the Tile kept to fit the registers may leave `loop`, of
        `cap` (`_fitting_caps`): an op read transposed keeps whole lanes along each
        transposed loop that has them (tiled to 1 x 1 it would move one element per
        vector); in a register transpose the result's row at least as wide as any row
        read, which is at least half its cap (`_register_transpose_problem`: every tile
        within the caps and floors vectorizes); 0 for any other loop and op."""
        transposed = transposed_read(self.nest)
        if transposed is None or cap < MIN_LANES:
            return 0
        result_row, input_row = transposed
        caps = self._fitting_caps
        if caps.get(result_row, 1) < MIN_LANES or caps.get(input_row, 1) < MIN_LANES:
            return MIN_LANES  # the vector runs along one transposed loop only
        if loop == result_row:
            return max(MIN_LANES, min(cap, caps[input_row]))
        return max(MIN_LANES, cap // 2)

    def _transposed_fitting_caps(
        self, transposed: tuple[int, int], parallel: list[int]
    ) -> dict[int, int]:
        """`_fitting_caps` of an op that reads an input transposed: where whole lanes
        divide both transposed loops, TRANSPOSED_SQUARE along each (a register transpose);
        else the one that lanes divide at most `transposed_lanes()` (the vector runs along
        it), the other 1; every other loop 1 (`_transpose_problem`). With the floors
        (`_fitting_floor`), every tile within the caps vectorizes."""
        trips = self.nest.trip_counts
        caps = {loop: 1 for loop in parallel}
        result_row, input_row = transposed
        lanes = [
            trips[loop] % MIN_LANES == 0 or _peels_to_square(trips[loop]) for loop in transposed
        ]
        widest = TRANSPOSED_SQUARE if all(lanes) else transposed_lanes()
        if lanes[0]:
            caps[result_row] = min(trips[result_row], widest)
        if lanes[1]:
            room = max_transposed_tile() // caps[result_row]
            # Rows read no wider than the result's (`_register_transpose_problem`).
            narrowest = caps[result_row] if lanes[0] else widest
            caps[input_row] = min(trips[input_row], widest, room, narrowest)
        return caps

    def _caps_in_space(self, caps: dict[int, int]) -> dict[int, int]:
        """`caps`, or empty where some loop that exceeds its cap has no Tile size within
        it in the space."""
        trips, base = self.nest.trip_counts, self._sizes_in_space(Tile)
        for loop, cap in caps.items():
            if trips[loop] > cap and not largest_size(base[loop], cap):
                return {}
        return caps

    @cached_property
    def _untiled_tile_mask(self) -> np.ndarray:
        """`tile_size_mask` of the op as it stands, every loop free: the sizes the
        register-tile rules choose among."""
        nest = self.nest
        return tile_size_mask(nest.trip_counts, [loop.is_reduction for loop in nest.loops], False)

    @cached_property
    def _convolution_register_sizes(self) -> dict[int, tuple[int, ...]]:
        """Per loop, the sizes (0: whole) a Tile may give a decomposable convolution over
        input channels with its output channels innermost (an NHWC convolution), whose
        Tile is its register tile (empty: the op at hand is no such convolution; a
        decomposed one keeps the register tile its 2-D op had). Decompose needs the
        output rows and the window's rows at 1. The register tile is the first of
        CONVOLUTION_REGISTER_TILES the output row's and output channels' tiles (or whole
        loops) can make; where the output row has fewer than 4 points left (a thread's
        tile), the batch adds rows. The input channels and the window's columns are the
        policy's choice, and so is a loop whose tiles cannot keep the bounds (a prime
        output row). Left to the policy, the shipped model tiled the families' 1x1
        convolutions to 1 x 64."""
        nest, trips = self.nest, self.nest.trip_counts
        window = sliding_loops(nest)
        if nest.op_name in WINDOW_LOOPS:
            (oh, kh), (ow, _) = WINDOW_LOOPS[nest.op_name]
            decompose: tuple[int, ...] = (oh, kh)
        elif nest.op_name in VECTORIZABLE_WINDOW_OPS:  # decomposed: its rows are tiled
            outputs = [loop for loop in window if not nest.loops[loop].is_reduction]
            if len(outputs) != 1:
                return {}
            ow, decompose = outputs[0], ()
        else:
            return {}
        if not any(
            loop.is_reduction and i not in window and trips[i] > 1
            for i, loop in enumerate(nest.loops)
        ):
            return {}  # no input channels: a pooling or a depthwise convolution
        channels = result_row_loop(nest)
        if channels is None or channels in window:
            return {}  # NCHW: its lanes run along the output row (packed, or the policy's)
        parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
        batches = [i for i in parallel if i not in window and i != channels]
        base, lanes = self._untiled_tile_mask, vector_lanes()

        def within(loop: int, least: int, most: int) -> tuple[int, ...]:
            return _sizes_within(trips[loop], base[loop], least, most)

        def registers(count: int) -> tuple[int, ...]:
            """The output channels in `count` registers; whole where they fit."""
            return (
                (0,)
                if trips[channels] <= count * lanes
                else within(channels, count * lanes, count * lanes)
            )

        sizes = {loop: (1,) if trips[loop] > 1 else (0,) for loop in (*decompose, *batches)}
        if trips[ow] < CONVOLUTION_REGISTER_TILES[-1][0]:  # the batch holds the rows
            rows = trips[ow]
            for loop in batches:
                sizes[loop] = within(loop, -(-4 // rows), 8 // rows) or (
                    (0,) if trips[loop] * rows <= 8 else (1,)
                )
            sizes[channels] = registers(4)
        for least, most, count in CONVOLUTION_REGISTER_TILES:
            if trips[ow] >= least and within(ow, least, most) and registers(count):
                sizes[ow], sizes[channels] = within(ow, least, most), registers(count)
                break
        else:
            sizes[channels] = sizes.get(channels) or registers(2)
        return {loop: allowed for loop, allowed in sizes.items() if allowed}

    @cached_property
    def _folded_register_sizes(self) -> dict[int, tuple[int, ...]]:
        """Per loop, the sizes (0: whole) a Tile may give the output rows of a sliding
        window MLIR cannot decompose (a depthwise NCHW convolution) whose output row is
        whole host registers wide: FOLDED_ROWS rows of one or two registers, several
        accumulators where one row is one (empty: no such op, or no such tiles). Rows of
        an odd width are a 2-D vector LLVM legalizes piece by piece (`_folded_row_loop`);
        they stay the policy's choice. The shipped model's one pass tiled the families'
        2x32x112x112 3x3 to one row of 16, 0.39-0.43 ms; 4-8 rows ran 0.26-0.31 (rocketlake,
        2 threads)."""
        nest = self.nest
        if not slides_unfolded_window(nest) or nest.op_name not in DEPTHWISE_PACKING_OPS:
            return {}
        row, lanes = result_row_loop(nest), vector_lanes()
        outer = result_rows_loops(nest)
        strided = strided_loops(nest)
        trips = nest.trip_counts
        if row is None or len(outer) != 1 or {row, outer[0]} & set(strided) or trips[row] % lanes:
            return {}
        base = self._untiled_tile_mask
        widths = _register_widths(trips[row], base[row], lanes, 2)
        rows = _sizes_within(trips[outer[0]], base[outer[0]], *FOLDED_ROWS)
        if not widths or not rows:
            return {}
        return {row: widths, outer[0]: rows}

    @cached_property
    def _depthwise_register_sizes(self) -> dict[int, tuple[int, ...]]:
        """The sizes a Tile may give the channels of a depthwise NHWC convolution (2-D, or
        the 1-D op it decomposes into): one to DEPTHWISE_CHANNEL_REGISTERS host registers,
        whole where they fit (empty: no such op, or no tile of whole registers divides
        the channels). The output points and rows stay the policy's choice."""
        nest = self.nest
        if nest.op_name not in DEPTHWISE_NHWC_OPS:
            return {}
        channels, lanes = result_row_loop(nest), vector_lanes()
        if channels is None or channels in sliding_loops(nest):
            return {}
        sizes = _register_widths(
            nest.trip_counts[channels],
            self._untiled_tile_mask[channels],
            lanes,
            DEPTHWISE_CHANNEL_REGISTERS,
        )
        return {channels: sizes} if sizes else {}

    @property
    def _register_tile_sizes(self) -> dict[int, tuple[int, ...]]:
        """The sizes a Tile may give the loops of the op's register tile, where the space
        sets it by rule (`_convolution_register_sizes`, `_folded_register_sizes`,
        `_depthwise_register_sizes`)."""
        return (
            self._convolution_register_sizes
            or self._folded_register_sizes
            or self._depthwise_register_sizes
        )

    def _register_tile_probe(self, mask: np.ndarray) -> Tile:
        """The largest register tile `_register_tile_sizes` allows, of the sizes in
        `mask` (Tile's): the probe of the kind's legality."""
        sizes = [0] * len(self.nest.loops)
        for loop in self._register_tile_sizes:
            sizes[loop] = largest_size(mask[loop], max(TILE_SIZES))
        return Tile(self.tag, tuple(sizes))

    def _register_tile_problem(self, step: Tile) -> str | None:
        """Why a Tile is not the register tile the space sets for the op (None: it is,
        `_register_tile_sizes`)."""
        if self._convolution_register_sizes:
            what = "a convolution over input channels"
        elif self._folded_register_sizes:
            what = "a folded sliding window with rows of whole registers"
        else:
            what = "a depthwise NHWC convolution, whose channels are its vector registers"
        for loop, allowed in self._register_tile_sizes.items():
            size = step.sizes[loop] if loop < len(step.sizes) else 0
            if size not in allowed:
                sizes = " or ".join(str(size) for size in allowed)
                return (
                    f"op {self.tag!r} is {what}, and its Tile is its register tile: loop "
                    f"{loop} must be tiled to {sizes}, not {size} (0: the loop whole)"
                )
        return None

    def _vectorizes(self) -> bool:
        """Vectorize may come next by the schedule's rules (a windowed op decomposes
        first; a contraction over a long k takes its register tile first)."""
        try:
            self.scheduled.check(Vectorize(self.tag))
        except ScheduleError:
            return False
        return True

    def _cache_blocked_loops(self) -> list[int]:
        """The contracted reduction loops already cut into a cache block: they may still be
        tiled to 1 (the register tile), never blocked again (128 then 64 then 2 only
        spends steps)."""
        extents = self._untiled_extents()
        if extents is None:
            return []
        trips = self.nest.trip_counts
        return [loop for loop in self._contracted_loops() if trips[loop] < extents[loop]]

    def _lane_loop(self) -> int | None:
        """The op's innermost result loop, whose tiles are vector lanes (None: a windowed
        op, whose decomposed rows widen to the registers; a reduction along rows, whose
        lanes run along the reduced row; or no parallel loop). A sliding window MLIR
        cannot decompose (`slides_unfolded_window`) has its lanes along the result's row."""
        nest = self.nest
        parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
        if slides_unfolded_window(nest):  # its loops need not run in the result's order
            row = result_row_loop(nest)
            return None if row in strided_loops(nest) else row
        if not parallel or nest.op_name in WINDOW_LOOPS or reduces_along_rows(nest):
            return None
        return parallel[-1]

    def _streamed_row(self) -> int | None:
        """The result row of an op that streams rows, its every operand read along the row
        (no reduction loop, no transposed read, no window; math functions, which make it
        compute-bound in the caches, only where its rows exceed the last-level cache);
        None for any other op. The families' 32x96x2560 GELU with erf, in the one pass's
        8 x 16 tiles: 2.74 ms, a row at a time in pieces of 32-64 lanes 1.93-1.97
        (znver4, 2 threads)."""
        nest = self.nest
        if (
            (computes_math(nest) and not self._streams_beyond_cache())
            or any(loop.is_reduction for loop in nest.loops)
            or nest.op_name in WINDOW_LOOPS
            or slides_unfolded_window(nest)
            or transposed_read(nest) is not None
        ):
            return None
        return self._lane_loop()

    @cached_property
    def _streamed_vector_row(self) -> int | None:
        """The result row of an op of at least MIN_STREAMED_ELEMENTS iterations that
        streams rows (`_streamed_row`), or reduces an outer loop into a row too wide for
        the registers (`_reduces_outer_loop`), and that no TiledFusion tiled (None:
        another op): its vector tile is one row at a time (`_streamed_vector_mask`), its
        reduction loops too. A row of accumulators that does not fit the registers is
        otherwise reduced a piece at a time, each piece walking every input row a row's
        stride apart: the families' 8x392x1280 max ran 0.65-0.99 ms in the one pass's
        4 x 64 pieces over the 392 rows, 0.21-0.30 one input row at a time in pieces of
        16-64 lanes, the accumulators read and written in the L1 (PyTorch 0.43-0.78).
        Only where the input rows of a sweep are more than the L2 holds
        (`_sweeps_beyond_l2`): a 128x24x640 sum, whose 24 rows the L2 keeps between
        pieces, ran 0.067 ms in pieces of 128 and 0.098 streamed; a 160-wide row whose
        accumulators fit the registers 0.105 and 0.126 (znver4, 2 threads)."""
        if self._in_tiled_fusion():
            return self._fused_streamed_row()
        row = self._streamed_row()
        reduces = any(loop.is_reduction for loop in self.nest.loops)
        if row is None and reduces and self._reduces_outer_loop():
            row = self._lane_loop()
            if row is not None and not self._sweeps_beyond_l2(row):
                row = None  # its accumulators stay in registers over the reduction
        if row is None or self._work() < MIN_STREAMED_ELEMENTS:
            return None
        return row

    def _fused_streamed_row(self) -> int | None:
        """The result row of an elementwise op that a row chain's TiledFusion (its rows
        whole) tiled, where the op's rows read and written are more than the last-level
        cache holds (None: another op): its vector tile is one row at a time, in pieces of
        one or two registers (`_streamed_vector_mask`). The chain's intermediates stay in
        the L1, but its last op writes to memory, and a row written in vectors of 8 or 16
        registers streams at half the speed: the families' 8192x2048 layer norm ran
        10.9 ms in the one pass's 256-lane tiles, 8.8 in pieces of 32-64; their
        128x197x384 RMS norm 3.5 with its 384-wide rows whole, 1.9 in pieces of 32. In the
        caches whole rows were as fast or faster (4096x512: 0.29 whole, 0.32-0.33 in
        pieces; znver4, 2 threads)."""
        nest, fusion = self.nest, self._tiled_fusion()
        if (
            fusion is None
            or fusion.sizes[-1] != 0
            or any(loop.is_reduction for loop in nest.loops)
            or transposed_read(nest) is not None
            or nest.op_name in WINDOW_LOOPS
            or slides_unfolded_window(nest)
        ):
            return None
        return self._lane_loop() if self._streams_beyond_cache() else None

    def _streams_beyond_cache(self) -> bool:
        """Whether the op's rows read and written (its iterations, twice, at its widest
        element) are more than the host's last-level cache holds: every pass over them
        streams from memory."""
        widest = max(element_bytes(operand.element_type) for operand in self.nest.operands)
        return 2 * self._work() * widest > last_level_cache_bytes()

    def _sweeps_beyond_l2(self, row: int) -> bool:
        """Whether an outer-loop reduction's row of accumulators is too wide for the
        registers and the input rows one sweep of the reduction reads (each piece of
        the row walks them again) are more than the L2 holds."""
        nest = self.nest
        reduced = int(np.prod([loop.trip_count for loop in nest.loops if loop.is_reduction]))
        width = nest.trip_counts[row]
        read = max(
            element_bytes(operand.element_type) for operand in nest.operands if not operand.is_init
        )
        return width > max_vector_result() and reduced * width * read > l2_bytes()

    def _streamed_vector_mask(self, row: int) -> np.ndarray:
        """The Tile sizes of a streamed op's vector tile (`_streamed_vector_row`): every
        loop but the row at one iteration, the row whole up to STREAMED_WHOLE_ROW
        registers, a longer one in pieces of one or two (`streamed_vector_lanes`)."""
        keep = np.zeros((MAX_LOOPS, len(TILE_SIZES)), dtype=bool)
        keep[len(self.nest.loops) :] = True
        for loop, trip in enumerate(self.nest.trip_counts):
            if loop != row:
                keep[loop, TILE_SIZES.index(0 if trip == 1 else 1)] = True
        trip, lanes = self.nest.trip_counts[row], vector_lanes()
        widest = streamed_vector_lanes(trip)
        keep[row] = [
            size == 0 if widest == trip else 0 < size <= widest and size % lanes == 0
            for size in TILE_SIZES
        ]
        return keep

    def _in_tiled_fusion(self) -> bool:
        """Whether a TiledFusion of the schedule so far tiled the op at hand, as its root
        or as a producer it fuses."""
        return self._tiled_fusion() is not None

    def _tiled_fusion(self) -> TiledFusion | None:
        """The TiledFusion of the schedule so far that tiled the op at hand, as its root or
        as a producer it fuses (None: none did)."""
        for step in self.schedule.steps:
            if isinstance(step, TiledFusion) and (
                step.tag == self.tag
                or self.tag in fusable_producers(self.original, step.tag, set())
            ):
                return step
        return None

    def _transposed_strips(self) -> tuple[int, int] | None:
        """(the result's row loop, the transposed input's row loop) of a transposing op
        whose buffers exceed the last-level cache and one of whose planes exceeds the L2
        (None: another op): a split across the threads gives each chunk a strip of
        TRANSPOSED_SQUARE whole input rows, written as as many columns of the result,
        and its Tile is the square (TRANSPOSED_SQUARE along both loops).
        Cut into squares of the plane, each chunk read short pieces of as many input rows
        as the square is wide, restarting the prefetchers on each: the families'
        6272x1280 transpose ran 2.6-3.0 ms in 64 x 64 chunks, 2.2-2.5 in 128 x 128, 1.8 in
        strips of 8 input rows (its own triad's 97%; znver4, 2 threads). Not where the
        result's rows are a multiple of CACHE_WAY_BYTES long: a strip's columns then fall
        in the same cache sets, and the families' 8192x1024, 4096x2048 and 12288x1280
        transposes ran 1.5-1.9x slower in strips."""
        nest, trips = self.nest, self._untiled_extents()
        transposed = transposed_read(nest)
        if transposed is None or trips is None or not self._streams_beyond_cache():
            return None
        result_row, read_row = transposed
        widest = max(element_bytes(operand.element_type) for operand in nest.operands)
        if (
            trips[result_row] % TRANSPOSED_SQUARE
            or trips[result_row] == TRANSPOSED_SQUARE
            or trips[result_row] * trips[read_row] * widest <= l2_bytes()
            or trips[result_row] * widest % CACHE_WAY_BYTES == 0
        ):
            return None
        return transposed

    def _streamed_row_loop(self, space: np.ndarray) -> int | None:
        """The result row that a split across the threads keeps whole (None: none): an op
        of at least MIN_STREAMED_ELEMENTS iterations that streams rows, its every operand
        read along the row (no reduction loop, no transposed read, no window, no math
        functions, which make it compute-bound), with at least MIN_STREAMED_ROWS rows
        outside it, some of which `space` (TileParallel's sizes) can split. Cut into
        tiles of at most max(TILE_SIZES) lanes, each thread's share is hundreds of short streams the
        prefetchers restart on: the families' 16x384x768 permutation split as
        64 x 8 x 64 ran 0.99-1.64 ms, as 64 x 8 rows whole 0.35-0.78 (PyTorch 0.94;
        znver4, 2 threads)."""
        nest = self.nest
        row = self._streamed_row()
        if row is None or self._work() < MIN_STREAMED_ELEMENTS:
            return None
        outer = [i for i in range(len(nest.loops)) if i != row]
        rows = int(np.prod([nest.trip_counts[i] for i in outer]))
        if rows < MIN_STREAMED_ROWS or not any(space[i, 1:].any() for i in outer):
            return None
        return row

    def _folded_row_loop(self) -> int | None:
        """The output row loop of a sliding window MLIR cannot decompose
        (`slides_unfolded_window`: a depthwise NCHW convolution) while it is wider than
        FOLDED_ROW (None otherwise): Tile cuts it to at most FOLDED_ROW. Vectorized whole,
        a 112-wide row is a 7-register vector that LLVM legalizes element by element: the
        shipped model's one pass ran the families' 2x32x112x112 3x3 depthwise so in
        2.16 ms, in 16-wide rows 0.28 (PyTorch 0.18; `rocketlake`, 2 threads)."""
        nest = self.nest
        if not slides_unfolded_window(nest):
            return None
        row = result_row_loop(nest)
        if row is None or row in strided_loops(nest) or nest.trip_counts[row] <= FOLDED_ROW:
            return None
        return row

    def _contraction_floors(self, step_type: type[Step]) -> dict[int, int]:
        """Per loop of a contraction, the fewest iterations a tiling step of `step_type`
        may leave it (empty: no contraction): MIN_CONTRACTION_LANES along the lanes,
        MIN_CONTRACTION_ROWS rows of C (`_rows_floor`). A register tile
        of a few lanes and rows has too few accumulators to hide the FMA latency, and a
        thread's share of a few rows streams all of B for them: the shipped model's one
        pass ran the eval split's 32x1000x1024 matmul in 2 x 4 tiles, 1.9 ms (4 x 8:
        0.55, 8 x 8: 0.52, PyTorch 0.54), and split its 4x2048x4096 one into two threads
        of 2 rows, each reading all of B, 5.4 ms (split along N, 4 x 64 tiles: 2.1;
        PyTorch 4.5; znver4, 2 threads). No lanes floor where B is read across the lanes
        (`reads_across_lanes`): wider lanes gather more rows of B per step (MobileNetV2's
        1x1000x1280 classifier in 8 lanes made the network 1.9x slower than in 4); its
        rows floor ran torch-mlir's 100x250x500 matmul_transpose_b 2.7x faster."""
        nest = self.nest
        inner = self._lane_loop()
        roles = contraction_loops(nest)
        if roles is None or inner is None or nest.op_name in WINDOW_LOOPS:
            return {}
        floors = {inner: MIN_CONTRACTION_LANES} if reads_across_lanes(nest) is None else {}
        if roles.rows is not None and roles.rows != inner and self._rows_floor(step_type, inner):
            floors[roles.rows] = MIN_CONTRACTION_ROWS
        return floors

    def _rows_floor(self, step_type: type[Step], inner: int) -> bool:
        """Whether `_contraction_floors` floors the rows: in a thread's share, and in a Tile
        unless the lanes stay wider than FITTING_LANES (no tile of at most that many in
        the space): a row of such lanes is accumulators enough."""
        trip = self.nest.trip_counts[inner]
        if step_type is not Tile or trip <= FITTING_LANES:
            return True
        return any(
            trip % size == 0
            for size in TILE_SIZES[1:]
            if size % MIN_LANES == 0 and size <= FITTING_LANES
        )

    def _contraction_floor_sizes(self, row: np.ndarray, loop: int, floor: int) -> np.ndarray:
        """Which TILE_SIZES the floor of `loop` (`_contraction_floors`) leaves of `row` (its
        mask): none but 0 where the loop has no more than `floor` iterations; else the
        sizes of at least `floor` (powers of two along the lanes: a 28-lane tile is no
        whole registers), or all of `row` where it has none (a 196-wide row, whose only
        power-of-two divisor is 4)."""
        trip = self.nest.trip_counts[loop]
        if trip <= floor:
            return np.array([size == 0 for size in TILE_SIZES])
        lanes = loop == self._lane_loop()  # else the rows loop
        keep = np.array(
            [
                size == 0 or (size >= floor and (not lanes or _power_of_two(size)))
                for size in TILE_SIZES
            ]
        )
        return keep if (row[1:] & keep[1:]).any() else row.astype(bool)

    def _pooled_row_loop(self) -> tuple[int, np.ndarray] | None:
        """The output row loop of an NCHW pooling (`op_kinds.GATHERED_ROW_OPS`) whose tiles
        are its vector lanes, and the sizes Tile may give it (None: no such op, or a Tile
        without whole lanes along it).
        Tile gives it whole lanes of POOLED_ROW_LANES, the remainder peeled up to
        MAX_PEELED_POOLED_ROW, or the row whole where lanes divide it or it is narrower
        than them (`_pooled_row_sizes`).
        The shipped model's one pass tiled the eval split's 2x256x48x48 2x2 stride-2
        pool's 24-wide row to 2: 0.47 ms, in 8 lanes 0.065 (PyTorch 0.14); the train
        split's 1x128x64x96 2x2 pool's 95-wide row to 1 (0.66 ms; 8 lanes, the rest
        peeled, 0.13; whole, 0.80: LLVM splits a 95-lane vector element by element)."""
        nest = self.nest
        if nest.op_name not in GATHERED_ROW_OPS or len(self.instances) > 1:
            return None  # a peeled copy's row is what is left of it
        row = result_row_loop(nest)
        if row is None:
            return None
        sizes = self._pooled_row_sizes(row)
        return (row, sizes) if sizes.any() else None

    def _pooled_row_sizes(self, row: int) -> np.ndarray:
        """Which TILE_SIZES `_pooled_row_loop` allows loop `row` (of an op in one copy):
        multiples of POOLED_ROW_LANES below its trip count that divide it, or leave a
        remainder (peeled) and are at most MAX_PEELED_POOLED_ROW; 0 where lanes divide
        the trip or it is narrower than them."""
        trip = self.nest.trip_counts[row]
        return np.array(
            [
                trip % POOLED_ROW_LANES == 0 or trip < POOLED_ROW_LANES
                if size == 0
                else size % POOLED_ROW_LANES == 0
                and size < trip
                and (trip % size == 0 or size <= MAX_PEELED_POOLED_ROW)
                for size in TILE_SIZES
            ]
        )

    def _reduced_row_loop(self) -> int | None:
        """The reduced row of a reduction along rows (`reduces_along_rows`), its
        innermost loop, where whole lanes divide it (None: another op). Its vector lanes
        run along that row (`_lane_loop`), so its tiles are whole registers
        (`_reduced_row_sizes`). A max or min MLIR 19 cannot vectorize as a reduction
        (UNVECTORIZABLE_COMBINERS) vectorizes across rows only, its row tiled to 1: it
        has no such loop."""
        nest = self.nest
        if not reduces_along_rows(nest) or any(
            op in nest.arithmetic_counts for op in UNVECTORIZABLE_COMBINERS
        ):
            return None
        row = len(nest.loops) - 1
        return row if nest.trip_counts[row] % MIN_LANES == 0 else None

    def _reduced_row_sizes(self, row: int) -> np.ndarray:
        """The Tile sizes of a reduced row (`_reduced_row_loop`): whole registers of the
        host (MIN_LANES where those do not divide it), or the row whole where it
        vectorizes at once (MAX_VECTORIZED_ITERATIONS). Tiled below whole lanes, each
        vector gathers from as many rows: IREE's sum over 10x4096 per output, its 4096
        tiled to 1 by the one pass, ran 3.6 ms, in 64-lane rows 0.059 (PyTorch 0.10); a
        group norm's 16x16384 sums per output tiled to one lane across 16 outputs ran
        8.1 ms, in 64-lane rows 0.82 (znver4, 2 threads)."""
        trip, lanes = self.nest.trip_counts[row], vector_lanes()
        lanes = lanes if trip % lanes == 0 else MIN_LANES
        return np.array(
            [
                (size == 0 and trip <= MAX_VECTORIZED_ITERATIONS)
                or (size > 0 and size % lanes == 0)
                for size in TILE_SIZES
            ]
        )

    def _streamed_block_rows(self) -> int | None:
        """The rows loop of a reduction along rows that a row chain's TiledFusion fused in
        blocks of whole rows, where the op's rows are more than the last-level cache holds
        (None: another op): it is reduced a row at a time, its row in pieces of
        `_streamed_block_piece` lanes. Several rows at once, or a long row whole, is a
        vector of more registers than there are: the families' 3152x3072 RMS norm in
        blocks of 8 ran 3.4-3.7 ms with its sums of whole rows, 2.5-2.6 four or eight rows
        at a time in pieces of 64, 2.35-2.40 a row at a time in pieces of 256; their
        24576x448 layer norm 4.0-4.3 with whole rows, 3.5-3.6 in pieces of 64 (znver4, 2
        threads)."""
        nest, fusion = self.nest, self._tiled_fusion()
        if fusion is None or fusion.sizes[-1] != 0 or not reduces_along_rows(nest):
            return None
        if self._reduced_row_loop() is None or not self._streams_beyond_cache():
            return None
        parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
        if not parallel or self._untiled_rows(parallel[-1]) == 1:
            return None  # blocks of one row keep their rows whole
        return parallel[-1]

    def _untiled_rows(self, loop: int) -> int:
        """The op's trip count of `loop` before any Tile of its own: a fused block's rows."""
        fusion = self._tiled_fusion()
        assert fusion is not None, "only a fused op has a block"
        size = fusion.sizes[loop] if loop < len(fusion.sizes) else 0
        return size or self.original.op(fusion.tag).trip_counts[loop]

    def _streamed_block_piece(self, row: int) -> int:
        """The piece a streamed block's reduction reduces its row in
        (`_streamed_block_rows`): the widest whole-register tile of at most
        STREAMED_REDUCED_PIECE lanes that divides it, or the row whole (0) within that."""
        trip, lanes = self.nest.trip_counts[row], vector_lanes()
        if trip <= STREAMED_REDUCED_PIECE:
            return 0
        pieces = [
            size
            for size in TILE_SIZES
            if 0 < size <= STREAMED_REDUCED_PIECE and size % lanes == 0 and trip % size == 0
        ]
        return max(pieces, default=0)

    def _streamed_block_problem(self) -> str | None:
        """Why a streamed block's reduction would not vectorize as it stands (None: it
        would, or the op is no such reduction): more than one row, or a row wider than
        its piece (`_streamed_block_rows`)."""
        rows = self._streamed_block_rows()
        if rows is None:
            return None
        row = self._reduced_row_loop()
        assert row is not None, "a streamed block's reduction reduces along rows"
        piece = self._streamed_block_piece(row)
        trip = self.nest.trip_counts[row]
        if self.nest.trip_counts[rows] == 1 and (piece == 0 or trip <= piece):
            return None
        return (
            f"a reduction of rows fused in blocks beyond the last-level cache reduces a row "
            f"at a time in pieces of {piece or trip} lanes (tile it first)"
        )

    def _reduced_rows_loop(self) -> int | None:
        """The loop of a reduction along rows (`reduces_along_rows`) whose tiles are its
        vector's rows, the innermost parallel loop (None: no such op, or a loop of fewer
        than MIN_REDUCED_ROWS rows): it is tiled to at least MIN_REDUCED_ROWS rows or left
        whole. One row at a time is a vector reduced across its lanes once per row; several
        rows reduce lane by lane across rows. The families' 1024x384 max ran 0.043 ms in
        rows of one, 0.019-0.024 in 4 or 8 (PyTorch 0.022; `rocketlake`, 2 threads). Only
        where that many whole rows vectorize at once (MAX_VECTORIZED_ITERATIONS): a layer
        norm's 2048-wide rows, four at a time, had their rows cut into pieces too, and
        ran 1.1-1.6x slower than a row at a time."""
        nest = self.nest
        if not reduces_along_rows(nest) or self._streamed_block_rows() is not None:
            return None
        parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
        reduced = int(np.prod([loop.trip_count for loop in nest.loops if loop.is_reduction]))
        if (
            not parallel
            or nest.loops[parallel[-1]].trip_count < MIN_REDUCED_ROWS
            or MIN_REDUCED_ROWS * reduced > MAX_VECTORIZED_ITERATIONS
        ):
            return None
        return parallel[-1]

    def _whole_register_lanes(self, inner: int) -> int:
        """The lanes an innermost result tile must fill a whole number of: MIN_LANES, or
        the host's whole vector register on an elementwise op (no reduction loop, no
        transposed read) whose lane loop fills whole registers. Such an op is bound by
        memory, and every lane a tile leaves empty is bandwidth lost: a GELU or a layer
        norm step in 4- or 8-lane tiles runs several times slower than in whole-register
        rows."""
        nest = self.nest
        lanes = vector_lanes()
        if (
            (any(loop.is_reduction for loop in nest.loops) and not self._reduces_outer_loop())
            or transposed_read(nest) is not None
            or nest.trip_counts[inner] % lanes
        ):
            return MIN_LANES
        return lanes

    def _reduces_outer_loop(self) -> bool:
        """Whether the op is a reduction over an outer loop, its lanes along the result's
        row (a max or sum over the middle dimension): bound by memory like an elementwise
        op, so its lanes fill whole registers too. The shipped model's one pass tiled the
        families' 64x49x320 max in 8 lanes, 0.149 ms; in 16 to 64 lanes it ran 0.054-0.058
        (PyTorch 0.063; `rocketlake`, 2 threads). Not a contraction (whose panels may be
        half vectors), nor a windowed op."""
        nest = self.nest
        return (
            nest.op_name not in WINDOW_LOOPS
            and not slides_unfolded_window(nest)
            and not reduces_along_rows(nest)
            and contraction_loops(nest) is None
        )

    def _contracted_loops(self) -> list[int]:
        """The reduction loops of a contraction (not of a windowed op, which decomposes
        or folds its window instead) that a tile of 1 would split."""
        nest = self.nest
        if nest.op_name in WINDOW_LOOPS or slides_unfolded_window(nest):
            return []
        return [i for i, loop in enumerate(nest.loops) if loop.is_reduction and loop.trip_count > 1]

    def _tiles_reduction_to_one(self, step: Tile) -> bool:
        return any(
            loop < len(step.sizes) and step.sizes[loop] == 1 for loop in self._contracted_loops()
        )

    def _untiled_extents(self) -> tuple[int, ...] | None:
        """The op's loop trip counts before any tiling, in its current loop order (None:
        the op at hand is not the original program's, e.g. after img2col)."""
        try:
            original = self.original.op(self.tag)
        except KeyError:
            return None
        if original.op_name != self.nest.op_name:
            return None
        extents = original.trip_counts
        for step in self.schedule.steps:
            if isinstance(step, Interchange) and step.tag == self.tag:
                extents = tuple(extents[i] for i in step.permutation)
        return extents

    def _vector_problem(self) -> str | None:
        """Why the op's result tile would not vectorize within the registers in whole
        lanes (None: it would). Windowed ops are exempt from the lanes (`_lane_loop`)."""
        inner, extents = self._lane_loop(), self._untiled_extents()
        most = max_vector_result()
        problem = self._streamed_block_problem()
        if problem is not None:
            return problem
        for nest in self.instances:
            parallel = [loop.trip_count for loop in nest.loops if not loop.is_reduction]
            elements = int(np.prod(parallel))
            if elements > most:
                return (
                    f"the result tile has {elements} elements, and at most "
                    f"{most} fit the vector registers"
                )
            transposed = transposed_read(nest)
            if transposed is not None:
                problem = _transpose_problem(nest, transposed, elements)
                if problem is None and nest is self.nest:
                    problem = _gathered_transpose_problem(nest, transposed, extents)
                if problem is not None:
                    return problem
            if inner is None or nest is not self.nest:
                continue  # a peeled remainder's width is what is left of the loop
            trip = nest.trip_counts[inner]
            # One element is a scalar, not a partial vector: a fused per-row op's tile.
            if trip % MIN_LANES and trip != 1 and extents is not None and extents[inner] != trip:
                return (
                    f"the innermost result loop is tiled to {trip}, not a multiple "
                    f"of {MIN_LANES} lanes (nor the loop whole)"
                )
            if _scalarized_lanes(nest, inner):
                return (
                    f"a contraction's lanes tile of {trip} is no power of two: LLVM "
                    "scalarizes its vectors; tile it to one that divides the loop"
                )
            if self._streamed_vector_row == inner and trip > streamed_vector_lanes(trip):
                return (
                    f"the row of {trip} lanes streams from memory: its vectors are pieces "
                    f"of at most {streamed_vector_lanes(trip)} lanes (tile it first)"
                )
            if self._streamed_vector_row == inner and elements > trip:
                return (
                    f"the result tile holds {elements // trip} rows of an op that streams "
                    "from memory: its vectors are one row at a time"
                )
        return None

    def refused(self, kind: str) -> SchedulingState:
        """The state after a step of `kind` that could not be applied: it still uses one
        of the op's MAX_TRANSFORMS slots, so a walk cannot loop on a refused step."""
        return self._tried(kind)

    def next_op(self) -> SchedulingState:
        if self.done:
            raise ScheduleError("next_op: the walk is done")
        return replace(self, cursor=self.cursor + 1, tried=())._skip_finished_ops()

    def _tried(self, kind: str) -> SchedulingState:
        state = replace(self, tried=(*self.tried, kind))
        if len(state.tried) >= MAX_TRANSFORMS or not state.program.instances(state.tag):
            return state.next_op()
        return state

    def _with_parallel_loops(self, tag: str, loops: frozenset[int]) -> SchedulingState:
        table = dict(self.parallel_loops)
        table[tag] = loops
        return replace(self, parallel_loops=tuple(table.items()))

    def _skip_finished_ops(self) -> SchedulingState:
        state = self
        while not state.done and not state.program.instances(state.tag):
            state = replace(state, cursor=state.cursor + 1, tried=())
        return state

    def finish(self) -> SchedulingState:
        """The state with every remaining op left as it stands."""
        state = self
        while not state.done:
            state = state.next_op()
        return state


def replay(program: Program, schedule: Schedule) -> SchedulingState:
    """Walks `schedule` through the space, moving to the next op where the schedule does;
    ScheduleError if a step is not one the walk could have taken."""
    state = SchedulingState.start(program)
    for step in schedule.steps:
        while not state.done and step.tag != state.tag:
            state = state.next_op()
        state = state.apply(step)
    return state.finish()
