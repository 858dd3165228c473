"""The search layer: the scheduling state owns legality and forks for free, and every
strategy runs through one driver that measures their proposals together."""

import numpy as np
import pytest
from programs import (
    ADD,
    CONV_NCHW,
    DEEP_MATMUL,
    MATMUL,
    MATMUL_RELU,
    NARROW_MATMUL,
    PRIME_MATMUL,
    WIDE_MATMUL,
)

from data_generation.random_mlir_gen import OpSpec, program_text
from rl_autoscheduler import _core
from rl_autoscheduler.agent.action_space import NEXT_OP
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import (
    Decompose,
    Interchange,
    Pack,
    Schedule,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
    fusable_producers,
)
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_io import random_inputs, run_copy
from rl_autoscheduler.measurement.machine import (
    last_level_cache_bytes,
    vector_bits,
    vector_lanes,
    vector_registers,
)
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions, measure
from rl_autoscheduler.search.greedy import GreedySearch
from rl_autoscheduler.search.random_walk import RandomSearch, random_schedule
from rl_autoscheduler.search.state import (
    MAX_TRANSFORMS,
    MIN_LANES,
    MIN_PACKED_CONVOLUTION,
    TILE_SIZES,
    SchedulingState,
    max_vector_result,
    replay,
    transposed_lanes,
)
from rl_autoscheduler.search.strategy import run


def _fake_measure_many(calls: list[int]):
    """Speedup 1 + 10 per vectorized op + 2 per parallel tiling: a landscape greedy can climb."""

    def measure_many(jobs):
        calls.append(len(jobs))
        results = []
        for program, schedule in jobs:
            kinds = [step.kind for step in schedule.steps]
            speedup = 1.0 + 10.0 * kinds.count("vectorize") + 2.0 * kinds.count("tile_parallel")
            m = Measurement(program.name, schedule.to_json(), 2, correct=True)
            m.baseline_s, m.time_s, m.speedup = 1.0, 1.0 / speedup, speedup
            results.append(m)
        return results

    return measure_many


def test_apply_returns_a_new_state_and_leaves_the_fork_untouched():
    start = SchedulingState.start(Program.from_text(MATMUL, "mm"))
    tiled = start.apply(TileParallel("op0", (8, 0, 0)))
    assert start.schedule == Schedule() and len(start.program.ops[0].loops) == 3
    assert tiled.schedule.steps == (TileParallel("op0", (8, 0, 0)),)
    assert tiled.program.text != start.program.text
    assert tiled.parallel_loops_of("op0") == {0}
    # Nested parallel regions are illegal, and the state says so before MLIR is asked.
    assert TileParallel not in tiled.legal_kinds() and Tile in tiled.legal_kinds()
    with pytest.raises(ScheduleError, match="parallel loop"):
        tiled.apply(TileParallel("op0", (4, 0, 0)))


def test_the_walk_rules_are_enforced():
    start = SchedulingState.start(Program.from_text(MATMUL, "mm"))
    with pytest.raises(ScheduleError, match="not in the search space"):
        start.apply(Tile("op0", (3, 0, 0)))  # divides nothing the space offers
    with pytest.raises(ScheduleError, match="walk is at op"):
        start.apply(Tile("op7", (8, 0, 0)))
    swapped = start.apply(Interchange("op0", (1, 0, 2)))
    with pytest.raises(ScheduleError, match="interchanged already"):
        swapped.apply(Interchange("op0", (2, 1, 0)))
    # Every op has MAX_TRANSFORMS slots; refused steps use them too, then the walk moves on.
    state = start
    for _ in range(MAX_TRANSFORMS):
        state = state.refused("tile")
    assert state.done


def test_windowed_ops_must_decompose_before_they_vectorize():
    state = SchedulingState.start(Program.from_text(CONV_NCHW, "conv"))
    assert Vectorize not in state.legal_kinds()
    with pytest.raises(ScheduleError, match="Decompose or Img2col"):
        state.apply(Vectorize(state.tag))
    assert Decompose not in state.legal_kinds()  # needs its (oh, kh) or (ow, kw) loops at 1


LARGE_CONV_NCHW = """
func.func @conv(%I: tensor<1x64x30x30xf32>, %W: tensor<64x64x3x3xf32>, %O: tensor<1x64x28x28xf32>)
    -> tensor<1x64x28x28xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}
       ins(%I, %W : tensor<1x64x30x30xf32>, tensor<64x64x3x3xf32>)
       outs(%O : tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32>
  return %0 : tensor<1x64x28x28xf32>
}
"""
"""ResNet-18's layer-1 3x3 convolution on 28x28: 28.9M iterations."""


def test_a_large_nchw_convolution_is_packed_first():
    # In ResNet-18 the one pass tiled four 3x3 convolutions with 8-lane vectors on one
    # thread (512x7x7: 5.6 ms against 2.6 ms packed); small ones pack at a loss.
    state = SchedulingState.start(Program.from_text(LARGE_CONV_NCHW, "conv"))
    assert state.nest.iterations > MIN_PACKED_CONVOLUTION
    assert state.legal_kinds() == (Pack,)
    with pytest.raises(ScheduleError, match="NCHW convolution of 28901376 iterations: pack"):
        state.apply(Tile(state.tag, (0, 8, 1, 0, 8, 1, 1)))
    assert state.apply(state.sizeless_step(Pack)).done
    small = SchedulingState.start(Program.from_text(CONV_NCHW, "conv"))
    assert small.nest.iterations <= MIN_PACKED_CONVOLUTION and Tile in small.legal_kinds()


def _pointwise_conv(channels: int, filters: int, rows: int, width: int) -> str:
    """A 1x1 unstrided NCHW convolution of batch 1, as the single-op suite writes it."""
    return program_text(
        OpSpec(
            "conv_2d_nchw_fchw",
            {
                "I": (1, channels, rows, width),
                "W": (filters, channels, 1, 1),
                "O": (1, filters, rows, width),
            },
            {"kernel": [1, 1], "stride": [1, 1], "padding": [0, 0], "dilation": [1, 1]},
        ),
        "pointwise",
    )


def _pointwise_conv_relu(channels: int, filters: int, rows: int, width: int) -> str:
    """`_pointwise_conv` with a ReLU of its result after it."""
    x = f"tensor<1x{channels}x{rows}x{width}xf32>"
    y = f"tensor<1x{filters}x{rows}x{width}xf32>"
    w = f"tensor<{filters}x{channels}x1x1xf32>"
    return f"""
#id = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @conv_relu(%x: {x}, %w: {w}, %y: {y}) -> {y} {{
  %zero = arith.constant 0.0 : f32
  %0 = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>,
      strides = dense<1> : tensor<2xi64>}} ins(%x, %w : {x}, {w}) outs(%y : {y}) -> {y}
  %e = tensor.empty() : {y}
  %1 = linalg.generic {{indexing_maps = [#id, #id],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%0 : {y}) outs(%e : {y}) {{
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }} -> {y}
  return %1 : {y}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_wide_rowed_1x1_nchw_convolution_is_tiled_in_place():
    # Packing a 1x1 NCHW convolution copies its input into channel blocks and its output
    # back; its channel rows are a matmul's operand as written. The suite's 1x48x75x75
    # to 24 ran 0.21 ms packed, 0.08 tiled in place.
    program = Program.from_text(_pointwise_conv(48, 24, 60, 75), "pointwise")
    state = SchedulingState.start(program)
    assert state.nest.iterations > MIN_PACKED_CONVOLUTION
    steps = _walk_forced_steps(state)  # each step is the rule's, and only it
    assert not any(isinstance(step, Pack) for step in steps)
    assert [step.kind for step in steps] == ["tile_parallel", "tile", "decompose", "vectorize"]
    assert steps[1].sizes == (0, 8, 0, 16, 8, 0, 0)  # 8 channels x one register of the row
    with pytest.raises(ScheduleError, match="1x1 NCHW convolution with output rows"):
        SchedulingState.start(program).apply(Tile("op0", (0, 8, 1, 16, 8, 0, 0)))
    inputs = random_inputs(_core.compile(program.text).arguments, seed=3)
    scheduled, _ = apply_schedule(program, Schedule(steps))
    expected = run_copy(_core.compile(program.text), inputs)[-1]
    np.testing.assert_allclose(
        run_copy(_core.compile(scheduled.text, threads=2), inputs)[-1], expected, 1e-4, 1e-5
    )
    # A row of two registers or less still packs, as a convolution with a ReLU after it
    # does (its Pack applies the ReLU to its tiles in registers).
    narrow = Program.from_text(_pointwise_conv(256, 240, 40, 32), "narrow")
    assert SchedulingState.start(narrow).legal_kinds() == (Pack,)
    relu = SchedulingState.start(Program.from_text(_pointwise_conv_relu(48, 24, 60, 75), "r"))
    conv = relu.next_op()  # the walk visits the ReLU first
    assert conv.nest.op_name == "linalg.conv_2d_nchw_fchw" and conv.legal_kinds() == (Pack,)


def _batched_transpose(shape: tuple[int, ...], permutation: tuple[int, ...]) -> str:
    """`x.permute(permutation)` of a tensor of `shape`, as a new tensor (`linalg.transpose`)."""
    result = "x".join(str(shape[axis]) for axis in permutation)
    source = "x".join(map(str, shape))
    return f"""
func.func @permute(%x: tensor<{source}xf32>) -> tensor<{result}xf32> {{
  %e = tensor.empty() : tensor<{result}xf32>
  %0 = linalg.transpose ins(%x : tensor<{source}xf32>) outs(%e : tensor<{result}xf32>)
      permutation = {list(permutation)}
  return %0 : tensor<{result}xf32>
}}"""


def _exp_then_transpose(batch: int, rows: int, columns: int) -> str:
    """exp(x).permute(0, 2, 1): a transpose with an elementwise producer it can fuse."""
    x = f"tensor<{batch}x{rows}x{columns}xf32>"
    y = f"tensor<{batch}x{columns}x{rows}xf32>"
    return f"""
#id = affine_map<(a, b, c) -> (a, b, c)>
func.func @exp_transpose(%x: {x}) -> {y} {{
  %e = tensor.empty() : {x}
  %0 = linalg.generic {{indexing_maps = [#id, #id],
      iterator_types = ["parallel", "parallel", "parallel"]}} ins(%x : {x}) outs(%e : {x}) {{
  ^bb0(%v: f32, %out: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  }} -> {x}
  %t = tensor.empty() : {y}
  %1 = linalg.transpose ins(%0 : {x}) outs(%t : {y}) permutation = [0, 2, 1]
  return %1 : {y}
}}"""


def _walk_forced_steps(state: SchedulingState) -> list:
    """The steps of an op a rule takes, as a policy would pick them from the masks: each
    state offers one kind and one size per loop."""
    steps = []
    while not state.done:
        (kind,) = state.legal_kinds()
        if kind in (Tile, TileParallel):
            mask = state.tile_mask(kind)
            loops = len(state.nest.loops)
            sizes = tuple(TILE_SIZES[int(np.flatnonzero(row)[0])] for row in mask[:loops])
            step = kind(state.tag, sizes)
        else:
            step = state.sizeless_step(kind)
        steps.append(step)
        state = state.apply(step)
    return steps


@pytest.mark.usefixtures("avx512_rules")
def test_a_batched_transpose_walks_whole_matrices_in_register_squares():
    # The families' 32x49x4096 permute(0, 2, 1) ran 2.8 ms in the policy's schedule
    # (its batches inside its strips) and 2.1 in one matrix a chunk, 16 x 16 squares.
    program = Program.from_text(_batched_transpose((6, 49, 160), (0, 2, 1)), "permute")
    steps = _walk_forced_steps(SchedulingState.start(program))
    assert steps == [
        TileParallel("op0", (1, 0, 0)),
        Tile("op0", (0, 16, 16)),  # one register along each transposed loop; 49 peels 1
        Vectorize("op0"),
    ]
    with pytest.raises(ScheduleError, match=r"batched transpose.*transpose_rule"):
        SchedulingState.start(program).apply(Tile("op0", (1, 8, 8)))
    scheduled, _ = apply_schedule(program, Schedule(steps))
    inputs = random_inputs(_core.compile(program.text).arguments, seed=5)
    result = run_copy(_core.compile(scheduled.text, threads=2), inputs)[-1]
    np.testing.assert_array_equal(result, inputs[0].transpose(0, 2, 1))
    # A transposed loop shorter than two registers (8 x 96 matrices), and a transpose
    # with no batch, are the policy's to schedule.
    short = Program.from_text(_batched_transpose((64, 8, 96), (0, 2, 1)), "short")
    plain = Program.from_text(_batched_transpose((320, 480), (1, 0)), "plain")
    for other in (short, plain):
        assert len(SchedulingState.start(other).legal_kinds()) > 1
    # A transpose with a producer to fuse keeps the fusion (IREE's elementwise DAG
    # ending in a transpose ran 3x slower with its producers left unfused).
    fused = Program.from_text(_exp_then_transpose(6, 49, 160), "fused")
    assert TiledFusion in SchedulingState.start(fused).legal_kinds()


@pytest.mark.usefixtures("avx512_rules")
def test_an_op_vectorizes_only_once_its_result_tile_fits_the_registers():
    # A 32x64 result tile is 2048 accumulators: legal MLIR, but it spills (a vector<4x1000>
    # matmul tile ran 20x slower than a tiled one), so the space leaves it out.
    state = SchedulingState.start(Program.from_text(WIDE_MATMUL, "wide"))
    assert Vectorize not in state.legal_kinds()
    with pytest.raises(ScheduleError, match=f"2048 elements.*at most {max_vector_result()}"):
        state.apply(Vectorize("op0"))
    # The reduction loop does not count: a tile of rows x 64 over all of k is the whole
    # register file (8 rows with AVX-512, 2 with AVX2).
    tiled = state.apply(Tile("op0", (max_vector_result() // 64, 0, 0)))
    assert Vectorize in tiled.legal_kinds()
    assert tiled.apply(Vectorize("op0")).done


@pytest.mark.usefixtures("avx512_rules")
def test_an_op_vectorizes_its_innermost_result_loop_in_whole_lanes():
    # N = 28 whole is one 28-wide row; a 7- or 14-wide tile of it would make 7- and
    # 14-lane vectors, which ran at a fraction of the 16-lane schedules' speed.
    state = SchedulingState.start(Program.from_text(NARROW_MATMUL, "narrow"))
    assert Vectorize in state.legal_kinds()
    mask = state.tile_mask(Tile)
    assert [TILE_SIZES[i] for i in np.flatnonzero(mask[1])] == [0, 4]
    for width in (1, 2, 7, 14):
        with pytest.raises(ScheduleError, match=f"size {width} of loop 1.*multiple of {MIN_LANES}"):
            state.apply(Tile("op0", (0, width, 0)))
    assert state.apply(Tile("op0", (4, 4, 0))).apply(Vectorize("op0")).done
    # After an interchange the innermost result loop is M, and N may take any size.
    swapped = state.apply(Interchange("op0", (1, 0, 2)))
    assert swapped.tile_mask(Tile)[0, TILE_SIZES.index(7)] == 1
    assert swapped.apply(Tile("op0", (7, 0, 0))).apply(Vectorize("op0")).done


def _max_reduction(shape: str, result: str, maps: str, iterators: str) -> str:
    return f"""
func.func @r(%x: tensor<{shape}xf32>) -> tensor<{result}xf32> {{
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<{result}xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<{result}xf32>) -> tensor<{result}xf32>
  %0 = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}}
      ins(%x : tensor<{shape}xf32>) outs(%init : tensor<{result}xf32>) {{
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  }} -> tensor<{result}xf32>
  return %0 : tensor<{result}xf32>
}}"""


ROW_MAX = _max_reduction(
    "64x384",
    "64",
    "affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>",
    '"parallel", "reduction"',
)
OUTER_MAX = _max_reduction(
    "8x49x64",
    "8x64",
    "affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>",
    '"parallel", "reduction", "parallel"',
)


def _legal_sizes(state: SchedulingState, loop: int, step_type: type = Tile) -> list[int]:
    return [TILE_SIZES[i] for i in np.flatnonzero(state.tile_mask(step_type)[loop])]


def test_reductions_vectorize_several_rows_and_whole_register_lanes():
    # The families' 1024x384 max, one 384-wide row at a time: 0.043 ms (PyTorch 0.022);
    # four or eight rows reduce lane by lane, 0.019-0.024. Their 64x49x320 max over the
    # middle loop in 8 lanes: 0.149 ms; in whole registers 0.054-0.058 (PyTorch 0.063).
    rows = SchedulingState.start(Program.from_text(ROW_MAX, "rows"))
    assert [size for size in _legal_sizes(rows, 0) if size] == [4, 8, 16, 32]
    with pytest.raises(ScheduleError, match="size 1 of loop 0 is not in the search space"):
        rows.apply(Tile(rows.tag, (1, 0)))
    assert rows.apply(Tile(rows.tag, (8, 0))).apply(Vectorize(rows.tag)).done
    lanes = vector_bits() // 32
    outer = SchedulingState.start(Program.from_text(OUTER_MAX, "outer"))
    assert all(size % lanes == 0 for size in _legal_sizes(outer, 2))
    assert 8 not in _legal_sizes(outer, 2) or lanes == 8
    # A row reduction whose rows are long (four would not vectorize whole) keeps rows of one.
    long_rows = _max_reduction(
        "64x2048",
        "64",
        "affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>",
        '"parallel", "reduction"',
    )
    state = SchedulingState.start(Program.from_text(long_rows, "long"))
    assert 1 in _legal_sizes(state, 0)


def test_a_reduced_row_is_tiled_in_whole_registers():
    # IREE's sum over 10x4096 per output: the one pass tiled the 4096-wide row to 1, and
    # each vector gathered 10 elements 16 KB apart: 3.6 ms, in 64-lane rows 0.059
    # (PyTorch 0.10). A group norm's 16x16384 per output, vectorized across 16 outputs
    # one lane each: 8.1 ms, in 64-lane rows 0.82 (znver4).
    sums = _max_reduction(
        "2x32x10x4096",
        "2x32",
        "affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b)>",
        '"parallel", "parallel", "reduction", "reduction"',
    )
    state = SchedulingState.start(Program.from_text(sums, "sums"))
    row = _legal_sizes(state, 3)
    assert 0 in row and 1 not in row and all(size % vector_lanes() == 0 for size in row if size)
    with pytest.raises(ScheduleError, match="size 1 of loop 3 is not in the search space"):
        state.apply(Tile(state.tag, (0, 8, 0, 1)))
    groups = _max_reduction(
        "32x16x16384",
        "32",
        "affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a)>",
        '"parallel", "reduction", "reduction"',
    )
    state = SchedulingState.start(Program.from_text(groups, "groups"))
    row = _legal_sizes(state, 2)
    assert row and all(size and size % vector_lanes() == 0 for size in row)  # never whole


def _transpose(rows: int, cols: int) -> str:
    source, result = f"tensor<{rows}x{cols}xf32>", f"tensor<{cols}x{rows}xf32>"
    return f"""
func.func @t(%a: {source}, %o: {result}) -> {result} {{
  %0 = linalg.transpose ins(%a : {source}) outs(%o : {result}) permutation = [1, 0]
  return %0 : {result}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_transposing_op_vectorizes_in_half_the_registers_and_whole_lanes():
    # The read tile and its vector.transpose are live together: a 16x32 tile of a 32x64
    # transpose spilled (0.4-1.3x the written loops from run to run), 8x32 ran 2-4.5x.
    state = SchedulingState.start(Program.from_text(_transpose(32, 64), "t32x64"))
    with pytest.raises(
        ScheduleError, match=f"512 elements.*read transposed: at most {max_vector_result() // 2}"
    ):
        state.apply(Tile("op0", (16, 0))).apply(Vectorize("op0"))
    assert state.apply(Tile("op0", (8, transposed_lanes()))).apply(Vectorize("op0")).done
    # A 3x5 transpose has no tile in whole lanes: it stays as written (0.7x vectorized).
    tiny = SchedulingState.start(Program.from_text(_transpose(3, 5), "t3x5"))
    assert Vectorize not in tiny.legal_kinds()
    with pytest.raises(ScheduleError, match="tiled to 3, neither 1 nor a multiple of 4"):
        tiny.apply(Vectorize("op0"))
    # An 8x8 transpose fits whole: 64 elements, both loops in whole lanes.
    assert (
        SchedulingState.start(Program.from_text(_transpose(8, 8), "t8x8"))
        .apply(Vectorize("op0"))
        .done
    )


PERMUTE_021 = """
func.func @p(%x: tensor<8x49x256xf32>) -> tensor<8x256x49xf32> {
  %e = tensor.empty() : tensor<8x256x49xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, c, b)>,
      affine_map<(a, b, c) -> (a, b, c)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<8x49x256xf32>) outs(%e : tensor<8x256x49xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x256x49xf32>
  return %0 : tensor<8x256x49xf32>
}"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_permutation_whose_result_row_no_lanes_divide_is_not_left_scalar(monkeypatch):
    # The families' 32x49x4096 permutation: its 49-wide result row had no tile in the
    # space, and the one pass left it scalar (8.7 ms); tiled 1 along that row the vector
    # runs along the input's row, each scattered 49 floats apart (4.2 ms); in 8 x 8
    # squares, the last column peeled, 2.2 (torch.compile 3.2; znver4, 2 threads).
    # The space's own rules, as for a transposing op the transpose rule leaves to the
    # policy (one with producers to fuse; its own steps: test_a_batched_transpose_...).
    from rl_autoscheduler.search import state as state_module

    monkeypatch.setattr(state_module, "batched_transpose_steps", lambda nest: None)
    state = SchedulingState.start(Program.from_text(PERMUTE_021, "p021"))
    assert _legal_sizes(state, 2) == [0, 1, 8]  # 28 would peel a remainder of 21
    squares = Schedule((Tile("op0", (1, 8, 8)), Vectorize("op0")))
    assert state.apply(squares.steps[0]).apply(squares.steps[1]).done
    quick = TimingOptions(threads=1, warmup=0, repeat=1, min_repeat=1, settle_s=0.0)
    assert measure(Program.from_text(PERMUTE_021, "p021"), squares, quick).ok
    # A transposed loop that lanes divide takes whole lanes only: 1 x 64 tiles of a 2-D
    # transpose gather every vector (the families' 6272x1280: 4.2-5.1 ms, 4 x 16 tiles
    # 2.3-2.8, torch.compile 3.3-3.8).
    assert 1 not in _legal_sizes(state, 1) and 2 not in _legal_sizes(state, 1)
    square = SchedulingState.start(Program.from_text(_transpose(64, 64), "t64"))
    assert 1 not in _legal_sizes(square, 0) and 1 not in _legal_sizes(square, 1)
    with pytest.raises(ScheduleError, match="size 1 of loop 0 is not in the search space"):
        square.apply(Tile("op0", (1, 0)))
    assert square.apply(Tile("op0", (8, 16))).apply(Vectorize("op0")).done
    with pytest.raises(ScheduleError, match="is transposed and tiled to 49"):
        state.apply(Tile("op0", (1, 4, 0))).apply(Vectorize("op0"))
    split = state.apply(TileParallel("op0", (4, 0, 0)))
    assert "transposes and can still vectorize" in split.next_op_problem()
    # Its last slots are kept for a Tile that fits, at least whole lanes along the input's
    # row (1 x 1 would move one element per vector): a square, the 49's remainder peeled,
    # then Vectorize.
    walked = split
    for size in (128, 64, 32):
        walked = walked.apply(Tile("op0", (0, size, 0)))
    assert walked.legal_kinds() == (Tile,)
    with pytest.raises(ScheduleError, match="at least 4 lanes"):
        walked.apply(Tile("op0", (1, 1, 1)))
    done = walked.apply(Tile("op0", (1, 8, 8))).apply(Vectorize("op0"))
    assert done.done
    program = Program.from_text(PERMUTE_021, "p021")
    kernel = _core.compile(apply_schedule(program, done.schedule)[0].text)
    inputs = random_inputs(kernel.arguments, seed=3)
    x, result = run_copy(kernel, inputs)
    np.testing.assert_array_equal(result, x.transpose(0, 2, 1))


def _permute_102(a: int, b: int, row: int) -> str:
    source, result = f"tensor<{a}x{b}x{row}xf32>", f"tensor<{b}x{a}x{row}xf32>"
    return f"""
func.func @p(%x: {source}, %o: {result}) -> {result} {{
  %0 = linalg.transpose ins(%x : {source}) outs(%o : {result}) permutation = [1, 0, 2]
  return %0 : {result}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_transposes_move_register_squares_and_streams_keep_their_rows_whole():
    # Wider than a register along a transposed loop, or result rows narrower than the rows
    # read, a tile is transposed by one flat shuffle: the families' 6272x1280 transpose in
    # 8 x 32 tiles ran 4.5-5.0 ms and 16 x 8 4.7, in 8 x 8 2.5 (torch.compile 3.0).
    lanes = transposed_lanes()
    square = SchedulingState.start(Program.from_text(_transpose(64, 64), "t64"))
    with pytest.raises(ScheduleError, match=f"transposes 8 x {2 * lanes}: at most {lanes}"):
        square.apply(Tile("op0", (8, 2 * lanes))).apply(Vectorize("op0"))
    with pytest.raises(ScheduleError, match="rows of 16 into rows of 8"):
        square.apply(Tile("op0", (16, 8))).apply(Vectorize("op0"))
    # A register-wide square vectorizes (on AVX-512, MLIR's 16 x 16 shuffle sequence),
    # and moves every element where it belongs.
    done = square.apply(Tile("op0", (lanes, lanes))).apply(Vectorize("op0")).finish()
    program = Program.from_text(_transpose(64, 64), "t64")
    kernel = _core.compile(apply_schedule(program, done.schedule)[0].text)
    x, result = run_copy(kernel, random_inputs(kernel.arguments, seed=7))
    np.testing.assert_array_equal(result, x.T)
    # Split across the threads into blocks the L1 holds, the next step is the Tile that
    # fits the registers (a Tile between them only adds loops: 64 x 64 blocks of the
    # 6272x1280 transpose cut into 32 x 32, then 8 x 16, ran 6.1 ms, directly 4.0). It
    # offers only tiles that vectorize, the fastest measured: 8 x 8, or rows read 4 wide.
    blocks = SchedulingState.start(Program.from_text(_transpose(256, 256), "t256"))
    blocks = blocks.apply(TileParallel("op0", (64, 64)))
    assert blocks.legal_kinds() == (Tile,)
    with pytest.raises(ScheduleError, match="transposed: this Tile must fit the registers"):
        blocks.apply(Tile("op0", (32, 32)))
    assert _legal_sizes(blocks, 1) == [8] and _legal_sizes(blocks, 0) == [4, 8]
    # Result rows of 4 lanes read rows of at most 4: no tile within the caps is refused.
    narrow = SchedulingState.start(Program.from_text(_transpose(4, 4096), "t4x4096"))
    assert narrow._fitting_caps == {0: 4, 1: 4}
    # A permutation that moves whole rows keeps them whole in a thread's share: split
    # into 64-lane pieces each thread streams hundreds of short rows (the families'
    # 16x384x768 permutation: 0.99-1.64 ms against 0.35-0.78).
    rows = SchedulingState.start(Program.from_text(_permute_102(16, 64, 768), "p102"))
    assert _legal_sizes(rows, 2, TileParallel) == [0]
    assert 8 in _legal_sizes(rows, 1, TileParallel)
    # With too few rows outside it to share, the row is what the threads split.
    few = SchedulingState.start(Program.from_text(_permute_102(2, 4, 4096), "few"))
    assert 64 in _legal_sizes(few, 2, TileParallel)


def test_a_transpose_beyond_the_last_level_cache_splits_in_strips_of_whole_input_rows():
    # The families' 6272x1280 transpose in the one pass's 64 x 64 chunks: 2.6-3.0 ms; each
    # chunk a strip of 8 whole input rows, in 8 x 8 squares: 1.8 (97% of the triad); the
    # 25088x768 one 15.4 -> 5.5. Result rows a multiple of 4 KB long keep their chunks:
    # a strip's columns share cache sets (8192x1024 1.5x slower in strips; znver4).
    rows = 8 * (last_level_cache_bytes() // (1280 * 4 * 8) + 1)
    rows += 8 * (rows * 4 % 4096 == 0)  # result rows of no whole number of 4 KB
    state = SchedulingState.start(Program.from_text(_transpose(rows, 1280), "strips"))
    assert _legal_sizes(state, 0, TileParallel) == [0]  # the input's rows whole
    assert _legal_sizes(state, 1, TileParallel) == [8]  # 8 of them per chunk
    state = state.apply(TileParallel("op0", (0, 8)))
    assert _legal_sizes(state, 0) == [8] and _legal_sizes(state, 1) == [0]  # its squares
    done = state.apply(Tile("op0", (8, 0))).apply(Vectorize("op0")).finish()
    quick = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1, settle_s=0.0)
    program = Program.from_text(_transpose(rows, 1280), "strips")
    result = measure(program, done.schedule, quick)
    assert result.ok and result.correct, result.error
    aligned = 1024 * (last_level_cache_bytes() // (1024 * 4 * 1024) + 1)
    chunks = SchedulingState.start(Program.from_text(_transpose(aligned, 1024), "aligned"))
    assert 64 in _legal_sizes(chunks, 0, TileParallel)


def _pool_nchw(width: int, stride: int) -> str:
    """A 2x2 NCHW max pool of two output rows, each `width` wide."""
    i = f"tensor<1x4x{stride + 2}x{(width - 1) * stride + 2}xf32>"
    o = f"tensor<1x4x2x{width}xf32>"
    attributes = f"dilations = dense<1> : tensor<2xi64>, strides = dense<{stride}> : tensor<2xi64>"
    return f"""
func.func @pool(%I: {i}, %K: tensor<2x2xf32>, %O: {o}) -> {o} {{
  %0 = linalg.pooling_nchw_max {{{attributes}}}
    ins(%I, %K : {i}, tensor<2x2xf32>) outs(%O : {o}) -> {o}
  return %0 : {o}
}}
"""


def _matmul(m: int, n: int, k: int, transpose_b: bool = False) -> str:
    a, c = f"tensor<{m}x{k}xf32>", f"tensor<{m}x{n}xf32>"
    b = f"tensor<{n}x{k}xf32>" if transpose_b else f"tensor<{k}x{n}xf32>"
    op = "matmul_transpose_b" if transpose_b else "matmul"
    return f"""
func.func @mm(%A: {a}, %B: {b}, %C: {c}) -> {c} {{
  %0 = linalg.{op} ins(%A, %B : {a}, {b}) outs(%C : {c}) -> {c}
  return %0 : {c}
}}
"""


def test_pooled_rows_and_contraction_register_tiles_fill_whole_vectors():
    # An NCHW pool's output row vectorizes along it: the one pass tiled the eval split's
    # 24-wide 2x2 stride-2 row to 2 (0.47 ms; in 8 lanes 0.065, PyTorch 0.14), a 95-wide
    # unstrided row to 1 (0.66 ms; 8 lanes with the rest peeled 0.13, whole 0.80).
    wide = SchedulingState.start(Program.from_text(_pool_nchw(95, 1), "pool95"))
    assert _legal_sizes(wide, 3) == [8, 16]  # peeled; no wider (32 + 23 ran 2.8x slower)
    strided = SchedulingState.start(Program.from_text(_pool_nchw(24, 2), "pool24"))
    assert _legal_sizes(strided, 3) == [0, 8, 16]
    program = Program.from_text(_pool_nchw(95, 1), "pool95")
    tiled = wide.apply(Tile("op0", (0, 1, 1, 16, 1, 1))).apply(Decompose("op0"))
    done = tiled.apply(Vectorize("op0")).finish()
    written = _core.compile(program.text)
    inputs = random_inputs(written.arguments, seed=5)
    expected = run_copy(written, inputs)[-1]
    result = run_copy(_core.compile(apply_schedule(program, done.schedule)[0].text), inputs)[-1]
    assert expected.shape == (1, 4, 2, 95)
    np.testing.assert_array_equal(result, expected)
    # A contraction's register tile keeps at least 8 lanes and 4 rows where its loops have
    # them (the eval split's 32x1000x1024 matmul in 2 x 4 tiles: 1.9 ms; 4 x 8: 0.55), and
    # a thread's share keeps 4 rows (4x2048x4096 split into threads of 2 rows, each
    # streaming all of B: 5.4 ms; split along N 2.1).
    deep = SchedulingState.start(Program.from_text(_matmul(32, 1000, 64), "deep"))
    assert _legal_sizes(deep, 0) == [0, 4, 8, 16]
    assert _legal_sizes(deep, 1) == [0, 8]
    with pytest.raises(ScheduleError, match="size 2 of loop 0 is not in the search space"):
        deep.apply(Tile("op0", (2, 8, 0)))
    flat = SchedulingState.start(Program.from_text(_matmul(4, 2048, 64), "flat"))
    rows = flat.tile_mask(TileParallel)[0]
    assert [TILE_SIZES[i] for i in np.flatnonzero(rows)] == [0]
    # Lanes that gather B (read across them) are not widened: 8 gathers per step ran
    # MobileNetV2's classifier 1.9x slower than 4.
    gathered = SchedulingState.start(Program.from_text(_matmul(1, 1000, 64, True), "gathered"))
    assert 4 in [TILE_SIZES[i] for i in np.flatnonzero(gathered.tile_mask(TileParallel)[1])]


def test_a_contraction_tiles_its_reduction_to_one_last():
    # A register tile inside a k=1 loop would reload its accumulators on every k, so k = 1
    # comes once the result tile fits the registers, and nothing tiles after it.
    state = SchedulingState.start(Program.from_text(WIDE_MATMUL, "wide"))
    assert state.tile_mask(Tile)[2, TILE_SIZES.index(1)] == 0
    with pytest.raises(ScheduleError, match=r"reduction loop to 1 before the register tile"):
        state.apply(Tile("op0", (0, 0, 1)))
    with pytest.raises(ScheduleError, match=r"before the register tile \(.*2048 elements"):
        state.apply(Tile("op0", (8, 16, 1)))
    fits = state.apply(Tile("op0", (8, 16, 0)))
    assert fits.tile_mask(Tile)[2, TILE_SIZES.index(1)] == 1
    k_last = fits.apply(Tile("op0", (0, 0, 1)))
    assert Tile not in k_last.legal_kinds() and TileParallel not in k_last.legal_kinds()
    with pytest.raises(ScheduleError, match="nothing tiles after it"):
        k_last.apply(Tile("op0", (2, 0, 0)))
    assert k_last.apply(Vectorize("op0")).done
    # A tile that fits already may take k = 1 with its own last parallel tiles.
    assert fits.apply(Tile("op0", (4, 0, 1))).apply(Vectorize("op0")).done


@pytest.mark.usefixtures("avx512_rules")
def test_an_ops_last_steps_are_kept_for_its_register_tile_and_vectorize():
    # A retrained policy cut k of a 32x1000x1024 matmul into 128, then 64, then 2, and ran
    # out of steps before vectorizing: 7.5x where the vectorized schedule reached 125x.
    state = SchedulingState.start(Program.from_text(DEEP_MATMUL, "deep"))
    blocked = state.apply(Tile("op0", (0, 0, 128)))
    assert blocked.tile_mask(Tile)[2, TILE_SIZES.index(64)] == 0
    with pytest.raises(ScheduleError, match="size 64 of loop 2 is not in the search space"):
        blocked.apply(Tile("op0", (0, 0, 64)))
    fits = (
        blocked.apply(TileParallel("op0", (16, 0, 0)))
        .apply(Tile("op0", (8, 0, 0)))
        .apply(Tile("op0", (0, 32, 0)))
    )
    # Two steps left and an 8x32 tile that fits: they go to k = 1 and Vectorize (which a
    # 128-deep k block is too long for).
    assert fits.legal_kinds() == (Tile,)
    mask = fits.tile_mask(Tile)
    assert mask[:, 1:].sum() == 1 and mask[2, TILE_SIZES.index(1)] == 1
    with pytest.raises(ScheduleError, match="2 of its 6 steps left, kept for tile then vectorize"):
        fits.apply(TileParallel("op0", (0, 16, 0)))
    with pytest.raises(ScheduleError, match="size 2 of loop 0 is not in the search space"):
        fits.apply(Tile("op0", (2, 0, 1)))
    # k is tiled to 1 in this step: left whole, Vectorize would unroll a 128-deep k.
    assert mask[2, 0] == 0
    with pytest.raises(ScheduleError, match="every contracted loop to 1, not leave loop 2"):
        fits.apply(Tile("op0", (0, 0, 0)))
    last = fits.apply(Tile("op0", (0, 0, 1)))
    assert last.legal_kinds() == (Vectorize,)
    with pytest.raises(ScheduleError, match="kept for vectorize"):
        last.apply(Interchange("op0", (1, 0, 2)))
    assert last.apply(Vectorize("op0")).done


_A, _B = "tensor<3x512x512xf32>", "tensor<3x512x128xf32>"
LARGE_BATCH_MATMUL = f"""
func.func @bmm(%A: {_A}, %B: {_B}, %C: {_B}) -> {_B} {{
  %0 = linalg.batch_matmul ins(%A, %B : {_A}, {_B}) outs(%C : {_B}) -> {_B}
  return %0 : {_B}
}}
"""


@pytest.mark.usefixtures("avx512_rules")
def test_the_slot_before_the_register_tile_is_kept_for_a_tile_that_fits_the_registers():
    # The shipped model's one pass on this eval batch matmul spent its last three steps
    # halving N (64, 32, 16) and never vectorized: 0.49x PyTorch where the vectorized
    # schedules reach parity. Three slots before the end, a Tile must fit the registers.
    state = (
        SchedulingState.start(Program.from_text(LARGE_BATCH_MATMUL, "bmm"))
        .apply(TileParallel("op0", (1, 0, 0, 0)))
        .apply(Tile("op0", (0, 256, 0, 0)))
        .apply(Tile("op0", (0, 0, 0, 128)))
    )
    assert state.legal_kinds() == (Tile,)
    mask = state.tile_mask(Tile)
    assert mask[2, 0] == 0 and mask[2, TILE_SIZES.index(64)] == 0  # N = 128: at most 32
    assert mask[2, TILE_SIZES.index(32)] == 1 and mask[1, TILE_SIZES.index(16)] == 1
    with pytest.raises(ScheduleError, match="must fit the registers, loop 2 at most 32"):
        state.apply(Tile("op0", (0, 8, 64, 0)))
    with pytest.raises(ScheduleError, match="kept for tile"):
        state.apply(Interchange("op0", (0, 2, 1, 3)))
    fits = state.apply(Tile("op0", (0, 8, 32, 0)))
    assert fits.legal_kinds() == (Tile,)  # the register tile: k to 1
    done = fits.apply(fits.contraction_step()).apply(Vectorize("op0"))
    assert done.done and "vector.contract" in done.program.text


def _projection(width: int) -> str:
    """An attention projection's shape (tpp-mlir's mha: two reduction loops, heads x
    `width`)."""
    x, w, o = "tensor<8x4x4x64xf32>", f"tensor<4x64x2x{width}xf32>", f"tensor<8x4x2x{width}xf32>"
    return f"""
#in = affine_map<(d0, d1, d2, d5, d3, d4) -> (d0, d1, d2, d5)>
#w = affine_map<(d0, d1, d2, d5, d3, d4) -> (d2, d5, d3, d4)>
#out = affine_map<(d0, d1, d2, d5, d3, d4) -> (d0, d1, d3, d4)>
func.func @projection(%x: {x}, %w: {w}, %o: {o}) -> {o} {{
  %0 = linalg.generic {{indexing_maps = [#in, #w, #out], iterator_types = ["parallel",
      "parallel", "reduction", "reduction", "parallel", "parallel"]}}
      ins(%x, %w : {x}, {w}) outs(%o : {o}) {{
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }} -> {o}
  return %0 : {o}
}}
"""


PROJECTION = _projection(64)
NARROW_PROJECTION = _projection(6)
"""6 wide: no panel of whole or half vectors divides it, so it is not packed first
(`pack_rule._contraction_step`) and its tiles are the walk's."""


@pytest.mark.usefixtures("avx512_rules")
def test_a_contraction_is_not_left_scalar_while_it_can_still_vectorize():
    # The shipped model's one pass left tpp-mlir's attention projection tiled and scalar,
    # and the program ran 2x slower than untransformed (4.9 s, PyTorch 4.5 ms): it tiled
    # one of the two reduction loops to 1, which ends the tiling, with iterations left
    # past what Vectorize takes, and moved on. (At width 64 it is packed first.)
    assert SchedulingState.start(Program.from_text(PROJECTION, "p")).legal_kinds() == (Pack,)
    state = SchedulingState.start(Program.from_text(NARROW_PROJECTION, "projection"))
    assert "can still vectorize" in state.next_op_problem()
    env = SchedulingEnv([Program.from_text(NARROW_PROJECTION, "projection")])
    assert not env.reset()[0]["kind_mask"][NEXT_OP]
    with pytest.raises(ScheduleError, match=r"leaves 24576 iterations.*every contracted loop"):
        state.apply(Tile("op0", (0, 0, 1, 0, 0, 0)))
    fits = state.apply(Tile("op0", (4, 0, 0, 0, 1, 0)))  # 4 x 4 x 6 results
    register = fits.apply(Tile("op0", (0, 0, 1, 1, 0, 0)))
    assert Vectorize in register.legal_kinds() and register.next_op_problem() is not None
    assert register.apply(Vectorize("op0")).done
    # Ops other than contractions may be left as they are.
    assert SchedulingState.start(Program.from_text(ADD, "add")).next_op_problem() is None


GELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @gelu(%x: tensor<128x768xf32>, %o: tensor<128x768xf32>) -> tensor<128x768xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<128x768xf32>) outs(%o : tensor<128x768xf32>) {
  ^bb0(%v: f32, %c: f32):
    %s = arith.mulf %v, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %p = arith.addf %erf, %one : f32
    %g = arith.mulf %v, %p : f32
    %h = arith.mulf %g, %half : f32
    linalg.yield %h : f32
  } -> tensor<128x768xf32>
  return %0 : tensor<128x768xf32>
}
"""
"""BERT's GELU, on fewer columns."""


@pytest.mark.parametrize("seed", range(3))
def test_an_op_computing_math_functions_is_not_left_scalar(seed):
    # The one pass left BERT-base's 128x3072 GELU as written: 3.4 ms, a fifth of the layer.
    state = SchedulingState.start(Program.from_text(GELU, "gelu"))
    assert "computes math functions and can still vectorize" in state.next_op_problem()
    schedule = random_schedule(Program.from_text(GELU, "gelu"), np.random.default_rng(seed))
    assert schedule.steps[-1] == Vectorize("op0"), schedule.dumps()


@pytest.mark.parametrize("seed", range(4))
def test_every_random_walk_vectorizes_the_contraction(seed):
    program = Program.from_text(PROJECTION, "projection")
    schedule = random_schedule(program, np.random.default_rng(seed))
    assert isinstance(schedule.steps[0], Pack), schedule.dumps()  # packed first
    assert "vector.contract" in replay(program, schedule).program.text


_IN, _WEIGHT, _OUT = "tensor<64x256xf32>", "tensor<1024x256xf32>", "tensor<64x1024xf32>"
LINEAR = f"""
func.func @linear(%x: {_IN}, %w: {_WEIGHT}, %y: {_OUT}) -> {_OUT} {{
  %0 = linalg.matmul_transpose_b ins(%x, %w : {_IN}, {_WEIGHT}) outs(%y : {_OUT}) -> {_OUT}
  return %0 : {_OUT}
}}
"""
"""A linear layer as the converter writes it: the weight as PyTorch stores it, [out, in]."""


def test_a_contraction_reading_its_weight_across_the_lanes_is_packed_first():
    # Vectorized along the output features, each lane of W[n, k] is another row: the
    # one pass tiled such layers 8x32, and a 4-layer encoder ran 1.9x slower than with the
    # weights transposed by an op of their own.
    state = SchedulingState.start(Program.from_text(LINEAR, "linear"))
    assert state.legal_kinds() == (Pack,)
    with pytest.raises(ScheduleError, match="1024x256 input across its vector lanes: pack it"):
        state.apply(Tile("op0", (8, 32, 0)))
    packed = state.apply(state.sizeless_step(Pack))
    assert packed.done
    assert "vector.contract" in packed.program.text or "vector.fma" in packed.program.text
    # A matmul reading B along its rows is not held to it.
    assert Tile in SchedulingState.start(Program.from_text(MATMUL, "mm")).legal_kinds()


ROW_SUMS_ADDED = """
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @rows(%x: tensor<32x512xf32>, %s0: tensor<32xf32>, %y: tensor<32x64xf32>,
                %o: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %s = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x512xf32>) outs(%s0 : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %1 = linalg.generic {indexing_maps = [#rows, #row, #rows],
                       iterator_types = ["parallel", "parallel"]}
      ins(%y, %s : tensor<32x64xf32>, tensor<32xf32>) outs(%o : tensor<32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
"""
"""Row sums of a wide input added to a narrow one: the sums do not vary along the columns."""


CONV_NHWC_FHWC = """
func.func @conv(%x: tensor<1x16x16x4xf32>, %f: tensor<8x3x3x4xf32>, %o: tensor<1x14x14x8xf32>)
    -> tensor<1x14x14x8xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%x, %f : tensor<1x16x16x4xf32>, tensor<8x3x3x4xf32>)
                                outs(%o : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %0 : tensor<1x14x14x8xf32>
}
"""
"""IREE's set_encoding test conv: the core reads it as a filter transpose and an HWCF conv."""


def test_tiled_fusion_does_not_repeat_a_producer_s_work_in_every_tile():
    # Fused into tiles of the consumer's columns, each tile sums the rows again (the sums
    # are read along the rows only): tpp-mlir's attention, fused into 8 column tiles of its
    # output projection, ran 2x slower than not scheduled at all.
    state = SchedulingState.start(Program.from_text(ROW_SUMS_ADDED, "rows"))
    assert state.tag == "op1"
    mask = state.tile_mask(TiledFusion)
    assert mask[1, 1:].sum() == 0 and mask[0, TILE_SIZES.index(8)] == 1
    with pytest.raises(ScheduleError, match="size 32 of loop 1 is not in the search space"):
        state.apply(TiledFusion("op1", (0, 32)))
    program = Program.from_text(ROW_SUMS_ADDED, "rows")  # a user's schedule: the reason
    with pytest.raises(ScheduleError, match="loop 1 into 2 tiles computes the fused producers"):
        apply_schedule(program, Schedule((TiledFusion("op1", (0, 32)),)))
    fused = state.apply(TiledFusion("op1", (8, 0)))
    assert fused.program.op("op1").loops[0].trip_count == 8
    assert fused.program.op("op0").trip_counts == (8, 512)
    # A small producer may be repeated: a filter transpose fused into a convolution's rows.
    conv = SchedulingState.start(Program.from_text(CONV_NHWC_FHWC, "conv"))
    assert conv.tile_mask(TiledFusion)[1, TILE_SIZES.index(1)] == 1
    conv.apply(TiledFusion(conv.tag, (0, 1, 0, 0, 0, 0, 0)))


@pytest.mark.usefixtures("avx512_rules")
def test_a_slot_spent_on_a_no_op_never_allows_what_a_replay_of_the_schedule_refuses():
    # An episode spends a slot on a step that changes nothing (here an all-zero tile and a
    # step MLIR refused); its schedule does not show them, so its replay has more steps
    # left, and must allow whatever the episode did (hypothesis found a conv the env let
    # tile a parallel loop with one step left, which the replay then refused).
    fits = (
        SchedulingState.start(Program.from_text(DEEP_MATMUL, "deep"))
        .apply(Tile("op0", (0, 0, 128)))
        .apply(TileParallel("op0", (16, 0, 0)))
        .apply(Tile("op0", (8, 0, 0)))
    )
    two_left = fits.apply(Tile("op0", (0, 0, 0)))
    one_left = two_left.refused("tile")
    assert one_left.schedule == two_left.schedule == fits.schedule
    assert set(one_left.legal_kinds()) <= set(two_left.legal_kinds()) <= set(fits.legal_kinds())
    assert (one_left.tile_mask(Tile) <= two_left.tile_mask(Tile)).all()
    assert (two_left.tile_mask(Tile) <= fits.tile_mask(Tile)).all()
    # With one step left and k too long to vectorize, the register tile is still offered.
    assert one_left.legal_kinds() == (Tile,)


def test_a_prime_loop_takes_row_tiles_with_a_peeled_remainder():
    # M = 19 divides only into rows of one. With 32 columns the matmul is packed first
    # (8-row tiles by roles, the remainder peeled); with 20, which no vector divides, a
    # sequential tile of 8 peels the last 3 rows into a copy of the op, so the register
    # tile has 8 rows, not 1.
    packed = SchedulingState.start(Program.from_text(PRIME_MATMUL, "prime"))
    assert packed.legal_kinds() == (Pack,)
    narrow = PRIME_MATMUL.replace("24x32", "24x20").replace("19x32", "19x20")
    state = SchedulingState.start(Program.from_text(narrow, "prime"))
    eight = TILE_SIZES.index(8)
    assert state.tile_mask(Tile)[0, eight] == 1
    assert state.tile_mask(TileParallel)[0, eight] == 0  # a forall has no peeling
    assert state.tile_mask(Tile)[2, TILE_SIZES.index(16)] == 0  # K = 24 is no prime
    peeled = state.apply(Tile("op0", (8, 4, 0)))
    assert [nest.trip_counts for nest in peeled.instances] == [(8, 4, 24), (3, 4, 24)]
    # Every copy takes the later steps, so their sizes must divide each copy.
    assert peeled.tile_mask(Tile)[0, TILE_SIZES.index(4)] == 0
    done = peeled.apply(peeled.contraction_step()).apply(Vectorize("op0"))
    assert done.done and "vector.contract" in done.program.text


@pytest.mark.parametrize("seed", range(6))
def test_random_walks_replay_as_legal_schedules(seed):
    program = Program.from_text(MATMUL_RELU, "mlp")
    schedule = random_schedule(program, np.random.default_rng(seed))
    walked = replay(program, schedule)
    assert walked.done and walked.schedule == schedule
    assert walked.program.text == apply_schedule(program, schedule)[0].text


def test_greedy_searches_every_op_that_matters():
    """After an op ends with a vectorized completion the next op is searched, not skipped."""
    program = Program.from_text(MATMUL_RELU, "mlp")
    calls: list[int] = []
    result = run([GreedySearch(program, budget=200, min_share=0.0)], _fake_measure_many(calls))[0]
    searched = {entry["op"] for entry in result.log if entry.get("measured")}
    assert searched == {nest.tag for nest in program.ops if nest.op_name != "linalg.fill"}
    assert sum(isinstance(step, Vectorize) for step in result.schedule.steps) == 2
    assert result.measurements == sum(calls)


def test_the_driver_measures_every_strategy_in_one_batch_per_round():
    programs = [Program.from_text(MATMUL, "mm"), Program.from_text(MATMUL_RELU, "mlp")]
    rng = np.random.default_rng(0)
    calls: list[int] = []
    seen: list[tuple[int, int]] = []
    results = run(
        [RandomSearch(p, 4, rng) for p in programs],
        _fake_measure_many(calls),
        progress=lambda done, total: seen.append((done, total)),
    )
    assert calls == [8]  # one round, both programs side by side
    assert [len(r.trials) for r in results] == [4, 4]
    assert seen[-1] == (8, 8)
    for result in results:
        assert result.best is not None
        assert result.best.speedup == max(t.speedup for t in result.trials)


@pytest.mark.usefixtures("avx512_rules")
def test_the_pack_rule_packs_the_suite_matmuls_where_packing_pays_and_legally():
    """On a matmul the action packs B into panels, offered only where packing measured
    faster (N a multiple of 512, M and K at least 256): legal there, accumulators within
    the registers, and never offered elsewhere (a small or odd matmul keeps its plain
    tilings, which the policy was trained on), but for rows no row tile divides (the
    eval split's 197x640x320): the contraction's form, 8-row tiles, the rest peeled."""
    from pathlib import Path

    from rl_autoscheduler.search.pack_rule import (
        MIN_PANEL_REUSE,
        PANEL_CONFLICT_COLUMNS,
        pack_step,
    )

    files = sorted(Path("benchmarks/single_ops").glob("*/matmul_*.mlir"))
    assert len(files) > 40
    packed = peeled = 0
    for path in [*files, Path("benchmarks/schedules/matmul_1024.mlir")]:
        program = Program.from_file(path)
        m, n, k = program.ops[-1].trip_counts
        step = pack_step(program.ops[-1])
        pays = n % PANEL_CONFLICT_COLUMNS == 0 and min(m, k) >= MIN_PANEL_REUSE
        if not pays and all(m % rows for rows in (8, 6, 4)):
            assert step is not None and len(step.parallel) == 3, path
            assert step.register_tile[0] == 8 and step.parallel[0] == 0, path
            assert SchedulingState.start(program).legal_kinds() == (Pack,), path
            peeled += 1
            continue
        if not pays:
            assert step is None, path
            continue
        packed += 1
        assert SchedulingState.start(program).problem(step) is None, path
        rows, blocks, _ = step.register_tile
        vectors = step.lanes[0] // vector_lanes()
        assert rows * blocks * vectors + vectors + 1 <= vector_registers(), path
    assert packed >= 4 and peeled >= 4


@pytest.mark.parametrize(("registers", "lanes"), [(32, 16), (16, 8)])
def test_register_budgets_follow_the_host_s_register_file(register_rules, registers, lanes):
    """An AVX2 host has half an AVX-512 host's vector registers, each half as wide: a
    tile sized for AVX-512 spills there (the eval split's 512x1024x256 matmul in 4 x 64
    tiles ran 4.72 ms on a Zen 2 host, in 4 x 32 2.66). Every register rule reads the
    host: run here as either host, whichever this machine is."""
    from rl_autoscheduler.search import pack_rule

    register_rules(registers, lanes)
    assert max_vector_result() == registers * lanes
    matmul = Program.from_file("benchmarks/single_ops/eval/matmul_m512n1024k256.mlir")
    # B's panels are two host vectors wide, the rows within three quarters of the
    # registers: 8 rows (16 of 32 registers) with AVX-512, 4 (8 of 16) with AVX2.
    step = pack_rule.pack_step(matmul.ops[-1])
    assert step.lanes == (2 * lanes,) and step.register_tile[0] == registers // 4
    assert SchedulingState.start(matmul).problem(step) is None
    # A 4 x 64 register tile fits AVX-512's 512 lanes; with AVX2's 128 it is refused.
    tiled = SchedulingState.start(matmul).apply(Tile("op0", (4, 64, 0)))
    if registers == 32:
        assert tiled.apply(Tile("op0", (0, 0, 1))).apply(Vectorize("op0")).done
    else:
        with pytest.raises(ScheduleError, match="256 elements, and at most 128"):
            tiled.apply(Tile("op0", (0, 0, 1)))
    # A convolution's channel blocks are at most one host vector, its tile within them.
    conv = Program.from_file("benchmarks/single_ops/eval/conv2d_n1c80h35w35f80_k3s1p1.mlir")
    step = pack_rule.pack_step(conv.ops[-1])
    n_t, f_t, h_t, w_t, c_t = step.register_tile
    assert step.lanes == (lanes,)
    assert n_t * f_t * h_t * w_t + c_t * f_t + 1 <= registers - 2


@pytest.mark.parametrize(("registers", "lanes"), [(32, 16), (16, 8)])
def test_with_few_registers_a_conv_tile_reuses_each_broadcast_over_channel_blocks(
    register_rules, registers, lanes
):
    """Among tiles of as many accumulators, an AVX2 host's rule takes more channel blocks
    (each broadcast input read once for two FMAs: ResNet-18's 56x56 3x3 in 4 points by 2
    blocks ran 1.5x 8 points by 1 on a Zen 3 host), and keeps a patch of points by
    channel blocks rather than spill a whole row; AVX-512's tiles are as they were."""
    from rl_autoscheduler.search import pack_rule

    register_rules(registers, lanes)
    network = Program.from_file("benchmarks/neural_nets/resnet18.mlir")
    tiles = {  # each stage's last convolution: unstrided
        nest.trip_counts[:4]: pack_rule.pack_step(nest).register_tile
        for nest in network.ops
        if nest.op_name == "linalg.conv_2d_nchw_fchw" and nest.trip_counts[5:] == (3, 3)
    }
    if registers == 16:
        assert tiles[(1, 64, 56, 56)] == (1, 2, 1, 4, 2)
        assert tiles[(1, 256, 14, 14)] == (1, 2, 2, 2, 2)
    else:
        assert tiles[(1, 64, 56, 56)] == (1, 2, 1, 8, 2)
        assert tiles[(1, 256, 14, 14)] == (1, 4, 2, 2, 2)


def test_the_pack_rule_gives_a_legal_step_within_the_registers_on_every_suite_conv():
    """The agent's Pack action takes the rule's sizes: on every NCHW convolution of
    the suite they must be legal (no MLIR run needed to know) and fit the registers."""
    from pathlib import Path

    from rl_autoscheduler.search.pack_rule import SPILLED_REGISTERS, pack_step
    from rl_autoscheduler.search.pointwise_rule import pointwise_steps

    files = sorted(Path("benchmarks/single_ops").glob("*/conv2d_*.mlir"))
    assert len(files) > 40
    for path in files:
        program = Program.from_file(path)
        if pointwise_steps(program.ops[-1]) is not None:
            continue  # tiled in place (test_a_wide_rowed_1x1_nchw_convolution_is_tiled_in_place)
        step = pack_step(program.ops[-1])
        if program.ops[-1].trip_counts[1] % 4:
            assert step is None
            continue
        assert SchedulingState.start(program).problem(step) is None, path
        n_t, f_t, h_t, w_t, c_t = step.register_tile
        # The host's registers, or AVX-512's count where no row of points fits AVX2's.
        budget = max(vector_registers(), SPILLED_REGISTERS if w_t >= 4 else 0)
        assert n_t * f_t * h_t * w_t + c_t * f_t + 1 <= budget - 2


def _linear(m: int, n: int, k: int) -> str:
    """A linear layer as the converter writes it: x (m x k) by the weight (n x k)."""
    x, w, y = f"tensor<{m}x{k}xf32>", f"tensor<{n}x{k}xf32>", f"tensor<{m}x{n}xf32>"
    return f"""
func.func @linear(%x: {x}, %w: {w}, %y: {y}) -> {y} {{
  %0 = linalg.matmul_transpose_b ins(%x, %w : {x}, {w}) outs(%y : {y}) -> {y}
  return %0 : {y}
}}"""


def _conv_nchw(channels: int, size: int) -> str:
    """A 3x3 convolution of batch 1 keeping its channels and (unpadded) size - 2."""
    x = f"tensor<1x{channels}x{size}x{size}xf32>"
    w = f"tensor<{channels}x{channels}x3x3xf32>"
    y = f"tensor<1x{channels}x{size - 2}x{size - 2}xf32>"
    return f"""
func.func @conv(%x: {x}, %w: {w}, %y: {y}) -> {y} {{
  %0 = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : tensor<2xi64>,
      strides = dense<1> : tensor<2xi64>}} ins(%x, %w : {x}, {w}) outs(%y : {y}) -> {y}
  return %0 : {y}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_the_pack_rule_splits_the_threads_where_each_reads_the_least():
    # Split along the rows, both threads stream a whole operand the rows do not index:
    # a BERT projection's 9.4 MB weight (159-187 against 240-262 GFLOP/s split along N),
    # a deep layer's filter (ResNet-18's 512x7x7: no faster than one thread).
    from rl_autoscheduler.search.pack_rule import pack_step

    def split(text: str) -> tuple[int, ...]:
        program = Program.from_text(text, "p")
        step = pack_step(program.ops[-1])
        assert step is not None and SchedulingState.start(program).problem(step) is None
        return step.parallel

    assert split(_linear(128, 3072, 768)) == (0, 48, 0)  # N: half the weight each
    assert split(_linear(1024, 1024, 1024))[0] == 512  # square: the rows, as before
    assert split(_conv_nchw(512, 9))[1] > 0  # the filter's channels
    assert split(_conv_nchw(64, 58))[2] > 0  # an early layer: its rows (input > filter)


def test_the_pack_rule_splits_every_strided_suite_conv_across_the_threads_along_its_rows():
    """A strided convolution's tile (measured: see `_strided_register_tile`) takes one
    batch element and one input channel per step, and still leaves the threads a split:
    a tile covering every block of the split axes would run on one thread."""
    from pathlib import Path

    from rl_autoscheduler.ir.op_kinds import window
    from rl_autoscheduler.search.pack_rule import pack_step

    strided = 0
    for path in sorted(Path("benchmarks/single_ops").glob("*/conv2d_*.mlir")):
        nest = Program.from_file(path).ops[-1]
        step = pack_step(nest)
        if step is None or window(nest).stride[0] == 1:
            continue
        strided += 1
        n_t, _, _, _, c_t = step.register_tile
        assert (n_t, c_t) == (1, 1), path
        assert any(step.parallel), path
    assert strided >= 30


@pytest.mark.usefixtures("avx512_rules")
def test_tiles_of_an_op_that_fits_in_l1_are_dropped_unless_it_vectorizes():
    # Rows of one of a 3x5 transpose only add a loop (0.96x the written program): the
    # one pass leaves such an op as written; a tile it vectorizes, or a big op's, stays.
    from rl_autoscheduler.search.tiny_ops import without_idle_tiles

    def left_after(program: Program, *steps) -> tuple[SchedulingState, SchedulingState]:
        arrival = SchedulingState.start(program)
        state = arrival
        for step in steps:
            state = state.apply(step)
        return arrival, state if state.done else state.next_op()

    arrival, left = left_after(Program.from_text(_transpose(3, 5), "t3x5"), Tile("op0", (1, 0)))
    kept = without_idle_tiles(arrival, left)
    assert kept.done and kept.schedule.steps == ()
    assert "scf.for" not in kept.program.text
    small = Program.from_text(_transpose(32, 64), "t32x64")
    arrival, left = left_after(small, Tile("op0", (8, 16)), Vectorize("op0"))
    assert without_idle_tiles(arrival, left) is left
    large = Program.from_text(_transpose(512, 1024), "t512x1024")
    assert large.ops[0].operand_bytes() > 48 * 1024
    arrival, left = left_after(large, Tile("op0", (64, 64)))
    assert without_idle_tiles(arrival, left).schedule.steps == (Tile("op0", (64, 64)),)


def _transposed_b_contraction(m: int, n: int, transposed: bool = True) -> str:
    """C[b, m, n] = sum_k A[b, m, k] * B[b, n, k]: B is read across the lanes (N-major);
    with `transposed` False, B[b, k, n] along them."""
    b_shape, b_map = (f"{n}x64", "(b, n, k)") if transposed else (f"64x{n}", "(b, k, n)")
    a, b, c = f"tensor<3x{m}x64xf32>", f"tensor<3x{b_shape}xf32>", f"tensor<3x{m}x{n}xf32>"
    return f"""
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#b = affine_map<(b, m, n, k) -> {b_map}>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @c(%A: {a}, %B: {b}, %C: {c}) -> {c} {{
  %0 = linalg.generic {{indexing_maps = [#a, #b, #c],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}}
      ins(%A, %B : {a}, {b}) outs(%C : {c}) {{
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  }} -> {c}
  return %0 : {c}
}}"""


def _batch_matmul(m: int, n: int) -> str:
    a, b, c = f"tensor<3x{m}x64xf32>", f"tensor<3x64x{n}xf32>", f"tensor<3x{m}x{n}xf32>"
    return f"""
func.func @c(%A: {a}, %B: {b}, %C: {c}) -> {c} {{
  %0 = linalg.batch_matmul ins(%A, %B : {a}, {b}) outs(%C : {c}) -> {c}
  return %0 : {c}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_contraction_vectorizes_its_lanes_in_a_power_of_two_past_two_registers():
    # 48 lanes (three AVX-512 registers) ran 6-20x slower than the same tile at 16 or 32:
    # LLVM scalarizes the vectors. Up to 32 lanes any multiple of 4 stays. (A batch
    # matmul, B read along the lanes: a generic would be packed first.)
    state = SchedulingState.start(Program.from_text(_batch_matmul(8, 48), "c"))
    state = state.apply(Tile("op0", (1, 0, 0, 0)))
    assert Vectorize not in state.legal_kinds()
    with pytest.raises(ScheduleError, match="lanes tile of 48 is no power of two"):
        state.apply(Vectorize("op0"))
    tiled = state.apply(Tile("op0", (0, 0, 16, 0)))
    assert tiled.apply(tiled.contraction_step()).apply(Vectorize("op0")).done
    narrow = SchedulingState.start(Program.from_text(_batch_matmul(8, 24), "c"))
    narrow = narrow.apply(Tile("op0", (1, 0, 0, 0)))
    assert narrow.apply(narrow.contraction_step()).apply(Vectorize("op0")).done


@pytest.mark.usefixtures("avx512_rules")
def test_the_pack_rule_packs_a_prime_row_count_in_full_tiles_and_a_peeled_remainder():
    # M = 197 is prime: its only divisor up to 8 is 1, and a one-row tile of one vector
    # of lanes is one accumulator. The rule takes 8-row tiles and peels the last 5 rows
    # instead (3x197x448x64: 0.29 -> 0.16 ms; 3x197x96x64: 0.10 -> 0.06 ms), whatever the
    # lanes, and the threads do not split the rows.
    from rl_autoscheduler.search.pack_rule import pack_step

    vector = vector_bits() // 32
    for lanes in (3 * vector, 2 * vector):
        step = pack_step(Program.from_text(_transposed_b_contraction(197, lanes), "c").ops[0])
        assert step is not None and step.register_tile[1] == 8 and step.parallel[1] == 0
    rows = pack_step(Program.from_text(_transposed_b_contraction(64, 3 * vector), "c").ops[0])
    assert rows is not None and rows.register_tile[1] == 8


@pytest.mark.usefixtures("avx512_rules")
def test_fusion_stops_at_a_producer_that_packs():
    # Fused into the relu's tiles, a convolution or matmul can no longer be packed (that is
    # an op's first step) and runs in the relu's tile shape: ResNet-18's one pass fused
    # every convolution into its batch-norm that way and ran in 3.3 s instead of 60 ms.
    state = SchedulingState.start(Program.from_text(MATMUL_RELU, "mlp"))
    assert state.tag == "op2"
    assert TiledFusion not in state.legal_kinds()
    with pytest.raises(ScheduleError, match="no untransformed linalg producer to fuse"):
        state.apply(TiledFusion("op2", (8, 16)))
    matmul = state.apply(Tile("op2", (8, 0))).apply(Vectorize("op2"))
    assert matmul.tag == "op1" and matmul.program.op("op1").trip_counts == (16, 32, 24)
    assert "op1" not in matmul.scheduled.touched  # its first step is still to come
    # Behind an elementwise producer (the bias), fusion takes that one and stops.
    chain = Program.from_text(MATMUL_BIAS_RELU, "mlp")
    assert [chain.op(tag).op_name for tag in chain.tags][:2] == ["linalg.fill", "linalg.matmul"]
    assert fusable_producers(chain, "op3", set()) == ["op2"]
    fused = SchedulingState.start(chain).apply(TiledFusion("op3", (8, 16)))
    assert fused.program.op("op2").trip_counts == (8, 16)
    assert fused.program.op("op1").trip_counts == (16, 32, 24)
    # A pooling is not fused either: its windows overlap between the consumer's tiles.
    pooled = Program.from_text(POOL_RELU, "pool")
    assert fusable_producers(pooled, "op1", set()) == []


RESIDUAL = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @residual(%x: tensor<16x32xf32>, %s: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %zero = arith.constant 0.0 : f32
  %scaled = linalg.generic {indexing_maps = [#id, #id, #id],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %m = arith.mulf %a, %b : f32
      linalg.yield %m : f32
  } -> tensor<16x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.maximumf %a, %zero : f32
      linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id],
      iterator_types = ["parallel", "parallel"]}
      ins(%relu, %scaled : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
  } -> tensor<16x32xf32>
  return %sum : tensor<16x32xf32>
}
"""


def test_fusion_leaves_a_producer_that_another_op_reads():
    # ResNet-18's blocks: the addition's fusion took the previous block's output too,
    # which the next convolution reads; fused, it was computed twice, once untransformed.
    program = Program.from_text(RESIDUAL, "residual")
    scaled, relu, total = program.tags
    assert program.consumers[scaled] == {relu, total}
    # Fusing the ReLU alone: the product is read by the sum as well, so it stays out.
    assert fusable_producers(program, relu, set()) == []
    # Fusing the sum: both readers of the product are in the loop, so it is fused.
    assert fusable_producers(program, total, set()) == [relu, scaled]
    state = SchedulingState.start(program)
    fused = state.apply(TiledFusion(total, (8, 16)))
    assert len(fused.program.instances(scaled)) == 1  # computed once, in the loop


POOL_RELU = """
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @pool(%I: tensor<1x8x13x13xf32>, %K: tensor<3x3xf32>, %O: tensor<1x8x6x6xf32>)
    -> tensor<1x8x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>,
                                strides = dense<2> : tensor<2xi64>}
       ins(%I, %K : tensor<1x8x13x13xf32>, tensor<3x3xf32>)
       outs(%O : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %e = tensor.empty() : tensor<1x8x6x6xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%0 : tensor<1x8x6x6xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x8x6x6xf32>
  return %1 : tensor<1x8x6x6xf32>
}
"""


MATMUL_BIAS_RELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%A: tensor<16x24xf32>, %B: tensor<24x32xf32>, %bias: tensor<32xf32>)
    -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
  %mm = linalg.matmul ins(%A, %B : tensor<16x24xf32>, tensor<24x32xf32>)
                      outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %biased = linalg.generic {indexing_maps = [#id, #row, #id],
                           iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<16x32xf32>, tensor<32xf32>) outs(%e1 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<16x32xf32>) outs(%e2 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %relu : tensor<16x32xf32>
}
"""


def _add(shape: str) -> str:
    """The suites' add (`data_generation.random_mlir_gen`) of `shape`."""
    dims = tuple(int(extent) for extent in shape.split("x"))
    return program_text(OpSpec("add", {"A": dims, "B": dims, "C": dims}))


@pytest.mark.usefixtures("avx512_rules")
def test_an_op_streaming_from_memory_vectorizes_one_row_at_a_time():
    # The eval split's 4x240x75x75 add: 2.21 ms in the one pass's 4 x 75 tiles, 1.67 in
    # 1 x 75; a 32x128x768 ReLU 0.59 ms in 4 x 64 tiles, 0.29 in pieces of 16-128 of one
    # row, 1.00 with the 768-wide row whole (znver4, 2 threads, STREAMED_WHOLE_ROW).
    narrow = SchedulingState.start(Program.from_text(_add("4x240x75x75"), "narrow"))
    split = narrow.apply(TileParallel("op0", (2, 0, 0, 0)))
    for loop in range(3):
        assert _legal_sizes(split, loop) == [1]
    assert _legal_sizes(split, 3) == [0]
    threads_only = SchedulingState.start(Program.from_text(_add("4x240x64x75"), "rows")).apply(
        TileParallel("op0", (1, 1, 4, 0))
    )  # 4 x 75 elements fit the registers
    with pytest.raises(ScheduleError, match="4 rows of an op that streams from memory"):
        threads_only.apply(Vectorize("op0"))
    with pytest.raises(ScheduleError, match="size 4 of loop 2 is not in the search space"):
        split.apply(Tile("op0", (1, 1, 4, 0)))
    assert split.apply(Tile("op0", (1, 1, 1, 0))).apply(Vectorize("op0")).done
    wide = SchedulingState.start(Program.from_text(_add("32x128x768"), "wide"))
    assert _legal_sizes(wide, 2) == [16, 32]
    assert wide.apply(Tile("op0", (1, 1, 32))).apply(Vectorize("op0")).done
    # An op the caches hold keeps its other tiles: a 4 x 64 tile of a 64x768 add.
    small = SchedulingState.start(Program.from_text(_add("64x768"), "small"))
    assert 4 in _legal_sizes(small, 0) and 64 in _legal_sizes(small, 1)


def _erf(rows: int, cols: int) -> str:
    shaped = f"tensor<{rows}x{cols}xf32>"
    return f"""
func.func @erf(%x: {shaped}) -> {shaped} {{
  %e = tensor.empty() : {shaped}
  %0 = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>,
      affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}}
      ins(%x : {shaped}) outs(%e : {shaped}) {{
  ^bb0(%a: f32, %o: f32):
    %r = math.erf %a : f32
    linalg.yield %r : f32
  }} -> {shaped}
  return %0 : {shaped}
}}"""


@pytest.mark.usefixtures("avx512_rules")
def test_math_streaming_beyond_the_last_level_cache_vectorizes_one_row_at_a_time():
    # The families' 32x96x2560 GELU with erf: 2.74 ms in the one pass's 8 x 16 tiles,
    # 1.93-1.97 a row at a time in pieces of 32-64 lanes (znver4, 2 threads). In the
    # caches math keeps its other tiles (it is compute-bound there).
    rows = 2 * last_level_cache_bytes() // (2560 * 4) + 1
    beyond = SchedulingState.start(Program.from_text(_erf(rows, 2560), "beyond"))
    assert _legal_sizes(beyond, 0) == [1] and _legal_sizes(beyond, 1) == [16, 32]
    cached = SchedulingState.start(Program.from_text(_erf(64, 2560), "cached"))
    assert 8 in _legal_sizes(cached, 0) and 64 in _legal_sizes(cached, 1)


@pytest.mark.usefixtures("avx512_rules")
def test_an_outer_reduction_wider_than_the_registers_and_the_l2_streams_its_input_rows(
    monkeypatch,
):
    # The families' 8x392x1280 max: 0.65-0.99 ms in the one pass's 4 x 64 pieces, each
    # walking the 392 rows (2 MB) again; 0.21-0.30 one input row at a time (znver4).
    monkeypatch.setattr("rl_autoscheduler.search.state.l2_bytes", lambda: 1 << 20)
    maps = "affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, k)>"
    iterators = '"parallel", "reduction", "parallel"'
    wide = SchedulingState.start(
        Program.from_text(_max_reduction("8x392x1280", "8x1280", maps, iterators), "wide")
    ).apply(TileParallel("op1", (4, 0, 0)))
    assert [_legal_sizes(wide, loop) for loop in range(3)] == [[1], [1], [16, 32]]
    assert wide.apply(Tile("op1", (1, 1, 32))).apply(Vectorize("op1")).done
    # 24 rows of 640 (61 KB) stay in the L2 between pieces: accumulators in registers.
    few = SchedulingState.start(
        Program.from_text(_max_reduction("128x24x640", "128x640", maps, iterators), "few")
    ).apply(TileParallel("op1", (64, 0, 0)))
    with pytest.raises(ScheduleError, match="reduction loop to 1 before the register tile"):
        few.apply(Tile("op1", (1, 1, 32)))
    assert (
        few.apply(Tile("op1", (1, 0, 128)))
        .apply(Tile("op1", (0, 1, 0)))
        .apply(Vectorize("op1"))
        .done
    )
