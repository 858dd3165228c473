"""Contractions in any map shape: their loop roles are read from the indexing maps, and
the template teacher builds their register tile by role (lanes along C's innermost
loop, rows along an M loop), which verifies when compiled and run. A register tile
with unit loops (two reductions tiled to 1) lowers to vector FMAs, not to dot products;
a contraction packs B into panels, contiguous along the lanes whatever B's layout."""

import re

import pytest
from mlir_opt import replay_schedule
from op_families import FAMILIES

from rl_autoscheduler import _core
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.contraction import (
    ContractionLoops,
    contraction_loops,
    packed_contraction_loops,
)
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Pack, Schedule, Tile, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule, export_script
from rl_autoscheduler.measurement.machine import vector_bits, vector_registers
from rl_autoscheduler.measurement.measure import TimingOptions, measure
from rl_autoscheduler.search.pack_rule import pack_step
from rl_autoscheduler.search.state import SchedulingState
from rl_autoscheduler.search.templates import template_schedules

# tpp-mlir's projection, smaller: C[b, s, h, d] += A[b, s, k] * W[k, h, d]; its M loops
# (b, s) and N loops (h, d) around the reduction k.
PROJECTION = """
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#w = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
func.func @projection(%A: tensor<4x24x40xf32>, %W: tensor<40x2x64xf32>,
                      %C: tensor<4x24x2x64xf32>) -> tensor<4x24x2x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<4x24x2x64xf32>) -> tensor<4x24x2x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #w, #c],
      iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %W : tensor<4x24x40xf32>, tensor<40x2x64xf32>) outs(%init : tensor<4x24x2x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x24x2x64xf32>
  return %0 : tensor<4x24x2x64xf32>
}
"""

# The key operand first, C's innermost loop (the query's s) from the second input:
# C[b, h, t, s] += K[b, t, h, k] * Q[b, s, h, k]; batch (b, h), M t, N s, K k.
QUERY_TIMES_KEY = """
#k = affine_map<(b, h, t, s, k) -> (b, t, h, k)>
#q = affine_map<(b, h, t, s, k) -> (b, s, h, k)>
#c = affine_map<(b, h, t, s, k) -> (b, h, t, s)>
func.func @qk(%K: tensor<2x24x3x8xf32>, %Q: tensor<2x16x3x8xf32>,
              %C: tensor<2x3x24x16xf32>) -> tensor<2x3x24x16xf32> {
  %0 = linalg.generic {indexing_maps = [#k, #q, #c],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%K, %Q : tensor<2x24x3x8xf32>, tensor<2x16x3x8xf32>) outs(%C : tensor<2x3x24x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x3x24x16xf32>
  return %0 : tensor<2x3x24x16xf32>
}
"""

# B stored N-major: C[b, m, n] += A[b, m, k] * B[b, n, k]. A register tile's lanes run
# along n, which is strided in B.
B_N_MAJOR = """
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#bt = affine_map<(b, m, n, k) -> (b, n, k)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @bnk(%A: tensor<2x16x24xf32>, %B: tensor<2x64x24xf32>,
               %C: tensor<2x16x64xf32>) -> tensor<2x16x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #bt, #c],
      iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x16x24xf32>, tensor<2x64x24xf32>) outs(%C : tensor<2x16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x16x64xf32>
  return %0 : tensor<2x16x64xf32>
}
"""

# C stored N x M, B K-major: C[n, q, m] += A[m, k] * B[k, n, q]. C's innermost loop is
# m, so A is "B" by role, and m is strided in it.
C_TRANSPOSED = """
#a = affine_map<(m, k, n, q) -> (m, k)>
#b = affine_map<(m, k, n, q) -> (k, n, q)>
#c = affine_map<(m, k, n, q) -> (n, q, m)>
func.func @nqm(%A: tensor<64x20xf32>, %B: tensor<20x3x8xf32>,
               %C: tensor<3x8x64xf32>) -> tensor<3x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<3x8x64xf32>) -> tensor<3x8x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c],
      iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<64x20xf32>, tensor<20x3x8xf32>) outs(%init : tensor<3x8x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x8x64xf32>
  return %0 : tensor<3x8x64xf32>
}
"""

QUICK = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1)


def _contraction(text: str, name: str):
    program = Program.from_text(text, name)
    (nest,) = [nest for nest in program.ops if nest.op_name != "linalg.fill"]
    return program, nest


def test_roles_come_from_the_maps_not_the_loop_positions():
    _, projection = _contraction(PROJECTION, "projection.mlir")
    assert contraction_loops(projection) == ContractionLoops(
        batch=(),
        m=(0, 1),
        n=(3, 4),
        k=(2,),
        lanes=4,
        b=1,
        b_dims=(2, 3, 4),
        c_dims=(0, 1, 3, 4),
        rows=1,
    )
    _, query_key = _contraction(QUERY_TIMES_KEY, "qk.mlir")
    assert contraction_loops(query_key) == ContractionLoops(
        batch=(0, 1),
        m=(2,),
        n=(3,),
        k=(4,),
        lanes=3,
        b=1,
        b_dims=(0, 3, 1, 4),
        c_dims=(0, 1, 2, 3),
        rows=2,
    )
    _, transposed = _contraction(C_TRANSPOSED, "nqm.mlir")
    roles = contraction_loops(transposed)
    assert roles is not None and (roles.b, roles.lanes, roles.m) == (0, 0, (2, 3))
    assert roles.lanes_strided_in_b


@pytest.mark.parametrize(
    ("family", "roles"),
    [
        ("matmul_transpose_a", ((), (0,), (1,), (2,))),
        ("matmul_transpose_b", ((), (0,), (1,), (2,))),
        ("batch_matmul_transpose_b", ((0,), (1,), (2,), (3,))),
        ("generic_two_reductions", ((), (1,), (2,), (0, 3))),  # k outermost and innermost
    ],
)
def test_named_contractions_have_their_roles(family, roles):
    _, nest = _contraction(FAMILIES[family], family)
    found = contraction_loops(nest)
    assert found is not None and (found.batch, found.m, found.n, found.k) == roles


@pytest.mark.parametrize("family", ["reduce", "transpose", "map", "generic_two_results"])
def test_ops_that_do_not_contract_have_no_roles(family):
    program = Program.from_text(FAMILIES[family], family)
    assert all(contraction_loops(nest) is None for nest in program.ops)


def test_the_register_tile_takes_rows_along_an_m_loop_and_the_schedule_verifies(tmp_path):
    program, nest = _contraction(PROJECTION, "projection.mlir")
    step = pack_step(nest)
    # rows along s (an M loop: 8 in AVX-512's 32 registers, 6 in AVX2's 16), lanes along
    # d, every other loop 1: not rows along h, an N loop, which would load a new W vector
    # for every FMA.
    rows = 8 if vector_registers() == 32 else 6
    assert step is not None and step.register_tile == (1, rows, 1, 1, 1), step
    assert step.lanes[0] == min(64, 2 * vector_bits() // 32)
    # A contraction written as a generic is packed first; the template teacher too.
    assert SchedulingState.start(program).legal_kinds() == (Pack,)
    name, schedule = next(template_schedules(program))
    assert schedule.steps == (step,), name
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, PROJECTION, export_script(program, schedule))


def test_a_register_tile_with_two_unit_reductions_lowers_to_vector_fmas():
    # Both reduction loops tiled to 1 leave a contraction over 1 x 8 x 1 x 16 (k, m, n,
    # l); lowered as it is, MLIR 19 unrolls it into dot products and horizontal adds.
    program = Program.from_text(FAMILIES["generic_two_reductions"], "two_reductions.mlir")
    schedule = Schedule([Tile("op0", (1, 8, 0, 1)), Vectorize("op0")])
    llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text)
    assert "vector.reduce" not in llvm
    assert re.search(r"llvm.intr.(fmuladd|fma)\(.*vector<16xf32>", llvm)
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error


@pytest.mark.parametrize(("text", "lanes_loop"), [(B_N_MAJOR, 2), (C_TRANSPOSED, 0)])
def test_b_not_contiguous_along_the_lanes_is_packed_into_panels(tmp_path, text, lanes_loop):
    program, nest = _contraction(text, "contraction.mlir")
    step = pack_step(nest)
    assert step is not None and step.lanes[0] in (16, 32)
    # The template teacher tries the packed schedule first.
    name, schedule = next(template_schedules(program))
    assert schedule.steps[0] == step, name
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, schedule))
    # Each FMA multiplies a broadcast value into a whole panel row: not one FMA per lane
    # as long as the rows (the operands the other way round).
    llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text)
    assert re.search(rf"llvm.intr.(fmuladd|fma)\(.*vector<{step.lanes[0]}xf32>", llvm)


# C's innermost loop (p) 2 wide, no vector fits it: C[b, n, m, p] += A[b, m, p, k, l] *
# B[b, n, k, l], the families' 0.07x contraction, smaller. C is read, not filled.
C_INNERMOST_NARROW = """
#a = affine_map<(b, k, l, m, p, n) -> (b, m, p, k, l)>
#b = affine_map<(b, k, l, m, p, n) -> (b, n, k, l)>
#c = affine_map<(b, k, l, m, p, n) -> (b, n, m, p)>
func.func @bnmp(%A: tensor<2x9x2x2x8xf32>, %B: tensor<2x32x2x8xf32>,
                %C: tensor<2x32x9x2xf32>) -> tensor<2x32x9x2xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c],
      iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<2x9x2x2x8xf32>, tensor<2x32x2x8xf32>) outs(%C : tensor<2x32x9x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x32x9x2xf32>
  return %0 : tensor<2x32x9x2xf32>
}
"""

# C stored N x M with 5 rows of M: C[n, m] = A[m, k] * B[k, n], C filled with zeros.
C_INNERMOST_ODD = """
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (n, m)>
func.func @nm(%A: tensor<5x16xf32>, %B: tensor<16x64xf32>,
              %C: tensor<64x5xf32>) -> tensor<64x5xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<64x5xf32>) -> tensor<64x5xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<5x16xf32>, tensor<16x64xf32>) outs(%init : tensor<64x5xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x5xf32>
  return %0 : tensor<64x5xf32>
}
"""


@pytest.mark.parametrize(("text", "lanes_loop"), [(C_INNERMOST_NARROW, 5), (C_INNERMOST_ODD, 1)])
def test_lanes_no_vector_fits_in_c_run_along_another_loop_of_c(tmp_path, text, lanes_loop):
    """Where C's innermost loop takes no vector (2 wide; 5 wide), the Pack's lanes run
    along an N loop further out in C: C is transposed into blocks of lanes and back,
    the result verifies, replays in mlir-opt-19 and multiplies whole panel rows."""
    program, nest = _contraction(text, "contraction.mlir")
    assert contraction_loops(nest).lanes != lanes_loop  # C's innermost, by default
    roles = packed_contraction_loops(nest)
    assert roles.lanes == lanes_loop and not roles.lanes_innermost_in_c
    step = pack_step(nest)
    assert step is not None and step.lanes[0] in (16, 32)
    assert SchedulingState.start(program).legal_kinds() == (Pack,)
    result = measure(program, Schedule([step]), QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, Schedule([step])))
    llvm = _core.lower_to_llvm(apply_schedule(program, Schedule([step]))[0].text)
    assert re.search(rf"llvm.intr.(fmuladd|fma)\(.*vector<{step.lanes[0]}xf32>", llvm)


def test_a_pack_register_tile_that_does_not_divide_its_loop_is_refused():
    program, nest = _contraction(B_N_MAJOR, "bnk.mlir")
    tile = Pack(nest.tag, (16,), (1, 1, 1, 5), (0, 0, 0, 0))
    with pytest.raises(ScheduleError, match="register tile 5 of loop 3 does not divide"):
        apply_schedule(program, Schedule([tile]))


PRIME_ROWS = """
func.func @linear(%A: tensor<13x24xf32>, %W: tensor<64x24xf32>,
                  %C: tensor<13x64xf32>) -> tensor<13x64xf32> {
  %0 = linalg.matmul_transpose_b ins(%A, %W : tensor<13x24xf32>, tensor<64x24xf32>)
                                 outs(%C : tensor<13x64xf32>) -> tensor<13x64xf32>
  return %0 : tensor<13x64xf32>
}
"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_prime_row_count_is_packed_in_full_row_tiles_and_a_peeled_remainder(tmp_path):
    """13 rows (ViT's 197 tokens, smaller): tiles of 8 rows and a peeled tile of 5, not
    the one-row tiles of 13's only divisor; both copies vectorize and the result
    verifies. The threads split the panels, not the rows."""
    program, nest = _contraction(PRIME_ROWS, "prime_rows.mlir")
    step = pack_step(nest)
    assert step is not None and step.register_tile == (8, 1, 1)
    assert step.parallel[0] == 0
    result = measure(program, Schedule([step]), QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, PRIME_ROWS, export_script(program, Schedule([step])))
    llvm = _core.lower_to_llvm(apply_schedule(program, Schedule([step]))[0].text)
    assert re.search(rf"llvm.intr.(fmuladd|fma)\(.*vector<{step.lanes[0]}xf32>", llvm)


PRIME_ROWS_MATMUL = """
func.func @linear(%A: tensor<13x24xf32>, %B: tensor<24x512xf32>,
                  %C: tensor<13x512xf32>) -> tensor<13x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<13x24xf32>, tensor<24x512xf32>)
                     outs(%C : tensor<13x512xf32>) -> tensor<13x512xf32>
  return %0 : tensor<13x512xf32>
}
"""


@pytest.mark.usefixtures("avx512_rules")
def test_a_matmul_of_prime_rows_is_packed_first_by_roles_with_its_remainder_peeled(tmp_path):
    """A `linalg.matmul` whose rows no register tile divides (ViT's 197 tokens, smaller)
    has no panel step; unpacked, the one pass tiled 197x3072x768 to 120 ms. Its Pack is
    the contraction's form (a thread split per loop): packed first, 8-row tiles and a
    peeled tile of 5, verified and replayed in mlir-opt. The panel form (two splits)
    is still refused for those rows."""
    program, nest = _contraction(PRIME_ROWS_MATMUL, "prime_rows_matmul.mlir")
    step = pack_step(nest)
    assert step is not None and step.register_tile == (8, 1, 1) and len(step.parallel) == 3
    state = SchedulingState.start(program)
    assert state.legal_kinds() == (Pack,)
    assert "which no register tile divides" in state.problem(Tile(nest.tag, (1, 0, 0)))
    result = measure(program, Schedule([step]), QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, PRIME_ROWS_MATMUL, export_script(program, Schedule([step])))
    panel = Pack(nest.tag, step.lanes, step.register_tile, (0, 0))
    with pytest.raises(ScheduleError, match="register tile 8 of m does not divide its 13"):
        apply_schedule(program, Schedule([panel]))


NARROW_CHANNELS = """
func.func @pointwise(%A: tensor<64x40xf32>, %W: tensor<CHx40xf32>,
                     %C: tensor<64xCHxf32>) -> tensor<64xCHxf32> {
  %0 = linalg.matmul_transpose_b ins(%A, %W : tensor<64x40xf32>, tensor<CHx40xf32>)
                                 outs(%C : tensor<64xCHxf32>) -> tensor<64xCHxf32>
  return %0 : tensor<64xCHxf32>
}
"""


@pytest.mark.parametrize("channels", [24, 48])
def test_channels_two_vectors_do_not_divide_are_packed_in_narrow_panels(tmp_path, channels):
    """MobileNetV2's 24-channel 1x1 convolutions and a transformer's 48-wide heads
    (matmul_transpose_b of the rows by the weight as stored): where two of the host's
    vectors do not divide the channels, the panels are one vector wide or half of one,
    and a register tile takes three of them (24 accumulators with 8 rows on AVX-512), which
    verifies and replays in mlir-opt-19; each FMA multiplies a broadcast value into one
    panel row."""
    text = NARROW_CHANNELS.replace("CH", str(channels))
    program, nest = _contraction(text, "pointwise.mlir")
    vector = vector_bits() // 32
    step = pack_step(nest)
    assert step is not None
    lanes = step.lanes[0]
    assert lanes == next(w for w in (2 * vector, vector, vector // 2) if channels % w == 0)
    rows = 8 if vector_registers() == 32 else 4  # within 3/4 of the host's registers
    assert step.register_tile == (rows, 3 if lanes <= vector else 1, 1)
    result = measure(program, Schedule([step]), QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, Schedule([step])))
    llvm = _core.lower_to_llvm(apply_schedule(program, Schedule([step]))[0].text)
    assert re.search(rf"llvm.intr.(fmuladd|fma)\(.*vector<{lanes}xf32>", llvm)


# tpp-mlir's Wo projection with its splat-constant weight, smaller: packing the weight
# into panels folds to a constant, so the panels' pack cannot be fused into the loops.
SPLAT_WEIGHT = """
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#w = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
func.func @wo(%A: tensor<4x16x2x16xf32>) -> tensor<4x16x64xf32> {
  %w = arith.constant dense<2.0> : tensor<2x16x64xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
  %0 = linalg.generic {indexing_maps = [#a, #w, #c],
      iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %w : tensor<4x16x2x16xf32>, tensor<2x16x64xf32>) outs(%init : tensor<4x16x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16x64xf32>
  return %0 : tensor<4x16x64xf32>
}
"""


def test_a_contraction_whose_pack_mlir_refuses_keeps_its_tiles():
    """The space offers a generic contraction's Pack first only where MLIR applies it: a
    step it offers first must not fail, which would leave the walk a refused step (the
    shipped model's one pass then tiled tpp-mlir's mha 6x slower than before)."""
    program, nest = _contraction(SPLAT_WEIGHT, "wo.mlir")
    step = pack_step(nest)
    assert step is not None
    with pytest.raises(ScheduleError, match="could not find next producer"):
        apply_schedule(program, Schedule([step]))
    state = SchedulingState.start(program)
    assert Pack not in state.legal_kinds() and Tile in state.legal_kinds()
    with pytest.raises(ScheduleError, match="could not find next producer"):
        state.apply(step)
