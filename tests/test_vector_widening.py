"""Vectors that span several registers without filling them (a 54-wide
convolution row) are widened to whole registers with masked memory accesses:
the results stay exact and the masked-off lanes never touch memory."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from programs import CONV_ROWS_54, elementwise_rows

from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Decompose, Schedule, Tile, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_io import random_inputs, run_copy

HAS_MASKED_LOADS = "avx" in _core.host_cpu()[1]


def scheduled_and_reference(text: str, schedule: Schedule) -> tuple[_core.Kernel, _core.Kernel]:
    program = Program.from_text(text)
    scheduled = apply_schedule(program, schedule)[0]
    return _core.compile(scheduled.text), _core.compile(program.text)


def test_54_wide_convolution_rows_use_whole_registers_and_stay_exact():
    schedule = Schedule([Tile("op0", (0, 4, 1, 54, 4, 1, 1)), Decompose("op0"), Vectorize("op0")])
    kernel, reference = scheduled_and_reference(CONV_ROWS_54, schedule)
    inputs = random_inputs(kernel.arguments, seed=5)
    np.testing.assert_allclose(
        run_copy(kernel, inputs)[2], run_copy(reference, inputs)[2], rtol=1e-5, atol=1e-5
    )
    program = apply_schedule(Program.from_text(CONV_ROWS_54), schedule)[0]
    llvm = _core.lower_to_llvm(program.text)
    if HAS_MASKED_LOADS:
        assert "llvm.intr.masked.load" in llvm and "llvm.intr.masked.store" in llvm
        assert "vector<54xf32>" not in llvm


@settings(max_examples=8, deadline=None)
@given(width=st.integers(17, 70), element=st.sampled_from(["f32", "f64"]))
def test_rows_of_any_width_are_exact(width: int, element: str):
    text = elementwise_rows(width, element, "arith.subf")
    schedule = Schedule([Tile("op0", (1, 0)), Vectorize("op0")])
    kernel, reference = scheduled_and_reference(text, schedule)
    inputs = random_inputs(kernel.arguments, seed=width)
    np.testing.assert_array_equal(run_copy(kernel, inputs)[2], run_copy(reference, inputs)[2])


@pytest.mark.parametrize("body", ["arith.divsi", "arith.remsi"])
def test_integer_division_is_not_widened_onto_zero_lanes(body: str):
    # Widening pads with zeros; a division there would trap. It keeps its width.
    text = elementwise_rows(54, "i32", body)
    schedule = Schedule([Tile("op0", (1, 0)), Vectorize("op0")])
    llvm = _core.lower_to_llvm(apply_schedule(Program.from_text(text), schedule)[0].text)
    division = "llvm.sdiv" if body == "arith.divsi" else "llvm.srem"
    assert next(line for line in llvm.splitlines() if division in line).endswith("vector<54xi32>")
    kernel, _ = scheduled_and_reference(text, schedule)
    rng = np.random.default_rng(0)
    a = rng.integers(-1000, 1000, size=(3, 54)).astype(np.int32)
    b = rng.integers(1, 50, size=(3, 54)).astype(np.int32)
    out = np.zeros((3, 54), np.int32)
    kernel.run([a, b, out])
    quotient = np.trunc(a / b).astype(np.int32)
    np.testing.assert_array_equal(out, quotient if body == "arith.divsi" else a - quotient * b)


def max_pool_2x2(channels: int, rows: int, width: int) -> str:
    """A stride-1 NCHW max pool with a 2x2 window and `rows` x `width` outputs per channel."""
    source = f"1x{channels}x{rows + 1}x{width + 1}xf32"
    result = f"1x{channels}x{rows}x{width}xf32"
    return f"""
func.func @pool(%I: tensor<{source}>, %O: tensor<{result}>) -> tensor<{result}> {{
  %window = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_max
         {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}}
         ins(%I, %window : tensor<{source}>, tensor<2x2xf32>)
         outs(%O : tensor<{result}>) -> tensor<{result}>
  return %0 : tensor<{result}>
}}
"""


POOL_ROWS_19 = max_pool_2x2(channels=2, rows=19, width=19)


def test_a_widened_loop_carried_row_read_at_its_own_width_compiles_and_is_exact():
    # Found by the fuzzer: the 19-wide rows of a decomposed pooling are carried
    # through the window loop (widened to 32 lanes) and read by an op that keeps
    # 19 lanes; the bridge back must narrow (it used to build an invalid
    # vector.insert_strided_slice of 32 lanes into 19, a compile error).
    schedule = Schedule([Tile("op0", (0, 0, 0, 1, 1, 1)), Decompose("op0"), Vectorize("op0")])
    kernel, reference = scheduled_and_reference(POOL_ROWS_19, schedule)
    inputs = random_inputs(kernel.arguments, seed=3)
    np.testing.assert_array_equal(run_copy(kernel, inputs)[1], run_copy(reference, inputs)[1])


CLAMP_ROWS_24 = """
func.func @clamp(%a: tensor<3x24xf32>) -> tensor<3x24xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x24xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x24xf32>) outs(%e : tensor<3x24xf32>) {
  ^bb0(%in: f32, %out: f32):
    %above = arith.cmpf ugt, %in, %zero : f32
    %kept = arith.select %above, %in, %zero : f32
    linalg.yield %kept : f32
  } -> tensor<3x24xf32>
  return %r : tensor<3x24xf32>
}
"""


def test_a_comparison_of_widened_rows_keeps_its_mask_width_and_is_exact():
    # Found in torch-mlir's MobileNetV3: a ReLU written as cmpf + select over 24
    # channels. The floats widen to whole registers, the i1 mask has no register
    # width and keeps 24 lanes: the comparison keeps its types (it used to be left
    # illegal: "failed to legalize operation 'arith.cmpf'").
    schedule = Schedule([Tile("op0", (1, 0)), Vectorize("op0")])
    kernel, reference = scheduled_and_reference(CLAMP_ROWS_24, schedule)
    inputs = random_inputs(kernel.arguments, seed=4)
    np.testing.assert_array_equal(run_copy(kernel, inputs)[1], run_copy(reference, inputs)[1])


DEPTHWISE_ROWS_28 = """
func.func @dw(%I: tensor<1x16x30x30xf32>, %W: tensor<16x3x3xf32>, %O: tensor<1x16x28x28xf32>)
    -> tensor<1x16x28x28xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw
         {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%I, %W : tensor<1x16x30x30xf32>, tensor<16x3x3xf32>)
         outs(%O : tensor<1x16x28x28xf32>) -> tensor<1x16x28x28xf32>
  return %0 : tensor<1x16x28x28xf32>
}
"""


@pytest.mark.parametrize(
    ("text", "schedule", "row"),
    [
        # 16 channels by a 28-point output row per step: MobileNetV2's depthwise tile.
        (
            DEPTHWISE_ROWS_28,
            Schedule([Tile("op0", (0, 1, 0, 0, 1, 1)), Vectorize("op0")]),
            "vector<28xf32>",
        ),
        # Three 54-wide rows at once.
        (elementwise_rows(54, "f32", "arith.mulf"), Schedule([Vectorize("op0")]), "vector<54xf32>"),
    ],
)
def test_tiles_of_several_ragged_rows_compute_in_whole_registers_and_stay_exact(
    text: str, schedule: Schedule, row: str
):
    # Lane-wise ops on a tile of several rows are split into rows first, so each row
    # is widened like a single one; left 2-D, LLVM split every row in halves and
    # shuffled them against the widened loads (6x slower on MobileNetV2's layer).
    kernel, reference = scheduled_and_reference(text, schedule)
    inputs = random_inputs(kernel.arguments, seed=6)
    output = len(kernel.arguments) - 1
    np.testing.assert_allclose(
        run_copy(kernel, inputs)[output], run_copy(reference, inputs)[output], rtol=1e-6, atol=1e-6
    )
    llvm = _core.lower_to_llvm(apply_schedule(Program.from_text(text), schedule)[0].text)
    if HAS_MASKED_LOADS:
        assert "llvm.intr.masked.load" in llvm
        assert row not in llvm


POOL_ROWS_37 = max_pool_2x2(channels=4, rows=8, width=37)


def test_a_pooling_rows_accumulator_is_carried_as_one_widened_row_and_stays_exact():
    # A stride-1 NCHW max pool tiled to one output row per step keeps the row's
    # maximum in registers across the window loops. Carried as vector<1x1x37xf32>
    # (an LLVM array the widening did not see), and as a 3-register vector<48xf32>,
    # LLVM moved it through scalar inserts and the stack on every window point: the
    # eval split's 160-channel pool ran 5x slower than with a 1-D row of 4 registers.
    schedule = Schedule([Tile("op0", (0, 1, 1, 0, 1, 1)), Decompose("op0"), Vectorize("op0")])
    kernel, reference = scheduled_and_reference(POOL_ROWS_37, schedule)
    inputs = random_inputs(kernel.arguments, seed=7)
    np.testing.assert_array_equal(run_copy(kernel, inputs)[1], run_copy(reference, inputs)[1])
    llvm = _core.lower_to_llvm(apply_schedule(Program.from_text(POOL_ROWS_37), schedule)[0].text)
    if HAS_MASKED_LOADS:
        assert "vector<37xf32>" not in llvm and "vector<48xf32>" not in llvm
        assert "llvm.intr.masked.load" in llvm
