"""Contractions in any map shape: their loop roles are read from the indexing maps, and
the template teacher builds their register tile by role (lanes along C's innermost
loop, rows along an M loop), which verifies when compiled and run."""

import pytest
from mlir_opt import replay
from op_families import FAMILIES

from rl_autoscheduler.ir.contraction import ContractionLoops, contraction_loops
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Tile
from rl_autoscheduler.ir.transforms import export_script
from rl_autoscheduler.measurement.measure import TimingOptions, measure
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

QUICK = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1)


def _contraction(text: str, name: str):
    program = Program.from_text(text, name)
    (nest,) = [nest for nest in program.ops if nest.op_name != "linalg.fill"]
    return program, nest


def test_roles_come_from_the_maps_not_the_loop_positions():
    _, projection = _contraction(PROJECTION, "projection.mlir")
    assert contraction_loops(projection) == ContractionLoops(
        batch=(), m=(0, 1), n=(3, 4), k=(2,), lanes=4, rows=1
    )
    _, query_key = _contraction(QUERY_TIMES_KEY, "qk.mlir")
    assert contraction_loops(query_key) == ContractionLoops(
        batch=(0, 1), m=(2,), n=(3,), k=(4,), lanes=3, rows=2
    )


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


def test_the_template_tiles_rows_along_an_m_loop_and_the_schedule_verifies(tmp_path):
    program, _nest = _contraction(PROJECTION, "projection.mlir")
    name, schedule = next(template_schedules(program))
    register = next(step for step in schedule.steps if isinstance(step, Tile) and not step.sizes[2])
    # rows of 8 along s (an M loop), lanes along d, every other loop 1: not rows along h,
    # an N loop, which would load a new W vector for every FMA.
    assert register.sizes == (1, 8, 0, 1, 32), (name, schedule)
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    # The schedule is a transform script that mlir-opt-19 replays on the program.
    source, script = tmp_path / "projection.mlir", tmp_path / "schedule.mlir"
    source.write_text(PROJECTION)
    script.write_text(export_script(program, schedule))
    replay(source, script)
