"""A strided pooling row computed one output point at a time (what MLIR 19's 1-D
pooling vectorizer emits when the window is strided and one channel is tiled) is
gathered into vector lanes: one shuffle and one vector max per window column, with
outputs bit-identical to the untransformed program, NaNs included."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Decompose, Schedule, Tile, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_io import random_inputs, run_copy
from rl_autoscheduler.search.state import TILE_SIZES, SchedulingState, replay
from rl_autoscheduler.search.templates import template_schedules


def strided_pool(channels: int, height: int, width: int, window: int, stride: int) -> str:
    out_h = (height - window) // stride + 1
    out_w = (width - window) // stride + 1
    source = f"tensor<1x{channels}x{height}x{width}xf32>"
    result = f"tensor<1x{channels}x{out_h}x{out_w}xf32>"
    return f"""
func.func @pool(%I: {source}, %O: {result}) -> {result} {{
  %window = tensor.empty() : tensor<{window}x{window}xf32>
  %0 = linalg.pooling_nchw_max
         {{dilations = dense<1> : tensor<2xi64>, strides = dense<{stride}> : tensor<2xi64>}}
         ins(%I, %window : {source}, tensor<{window}x{window}xf32>)
         outs(%O : {result}) -> {result}
  return %0 : {result}
}}
"""


def one_channel_rows(row: int) -> Schedule:
    """Channels and output rows tiled to 1, the output row to `row` (0: whole)."""
    return Schedule([Tile("op0", (0, 1, 1, row, 1, 0)), Decompose("op0"), Vectorize("op0")])


def lowered(text: str, schedule: Schedule) -> str:
    return _core.lower_to_llvm(apply_schedule(Program.from_text(text), schedule)[0].text)


def assert_exact(text: str, schedule: Schedule, inputs: list[np.ndarray]) -> None:
    program = Program.from_text(text)
    kernel = _core.compile(apply_schedule(program, schedule)[0].text)
    reference = _core.compile(program.text)
    np.testing.assert_array_equal(run_copy(kernel, inputs)[1], run_copy(reference, inputs)[1])


def maxima(llvm: str) -> list[str]:
    """The operand types of every `llvm.intr.maximum`."""
    return [
        line.split(":")[-1].strip() for line in llvm.splitlines() if "llvm.intr.maximum" in line
    ]


def test_a_stride_2_pooling_row_is_one_vector_max_per_window_column():
    text = strided_pool(channels=3, height=9, width=37, window=3, stride=2)  # rows of 18
    llvm = lowered(text, one_channel_rows(0))
    row_maxima = maxima(llvm)
    assert row_maxima, "the pooling lowered without a max"
    assert all("vector<1xf32>" not in types for types in row_maxima), row_maxima
    # Every window column's lanes come from the input row by a stride-2 shuffle
    # (masks relative to the slice of the row that one register of lanes reads).
    assert "[0, 2, 4, 6, 8, 10, 12, 14" in llvm
    inputs = random_inputs(_core.compile(text).arguments, seed=2)
    assert_exact(text, one_channel_rows(0), inputs)


def test_nans_and_infinities_come_out_where_the_untransformed_program_puts_them():
    text = strided_pool(channels=2, height=7, width=33, window=3, stride=2)
    inputs = random_inputs(_core.compile(text).arguments, seed=4)
    image = inputs[0]
    image[0, 0, 2, 5] = np.nan
    image[0, 1, 4, 20] = np.inf
    image[0, 1, 0, 0] = -np.inf
    inputs[1][...] = -np.inf  # the max's init
    assert_exact(text, one_channel_rows(16), inputs)


def test_channels_in_lanes_keep_the_vectorizer_s_form():
    # With 2 channels per tile the lanes are channels; nothing is gathered.
    text = strided_pool(channels=4, height=9, width=37, window=3, stride=2)
    schedule = Schedule([Tile("op0", (0, 2, 1, 0, 1, 0)), Decompose("op0"), Vectorize("op0")])
    assert all("vector<18xf32>" not in types for types in maxima(lowered(text, schedule)))


@settings(max_examples=10, deadline=None)
@given(
    width=st.integers(8, 70),
    window=st.integers(2, 4),
    stride=st.integers(2, 3),
    row=st.sampled_from([0, 4, 8, 16]),
)
def test_strided_pooling_rows_of_any_shape_are_exact(
    width: int, window: int, stride: int, row: int
):
    text = strided_pool(
        channels=2, height=window + stride, width=width, window=window, stride=stride
    )
    out_w = (width - window) // stride + 1
    if row >= out_w:
        row = 0
    inputs = random_inputs(_core.compile(text).arguments, seed=width * 7 + window)
    assert_exact(text, one_channel_rows(row), inputs)


@pytest.mark.parametrize("stride", [1, 2])
def test_a_stride_1_row_was_already_vectorized_and_stays_so(stride: int):
    # MLIR vectorizes a stride-1 window along the row itself; the gathering only
    # applies where it computed points one by one.
    text = strided_pool(channels=2, height=6, width=20, window=2, stride=stride)
    assert all("vector<1xf32>" not in types for types in maxima(lowered(text, one_channel_rows(0))))


def test_a_strided_pooling_row_takes_one_register_of_lanes_with_a_peeled_remainder():
    # A row of 19 (prime) has no 16-lane divisor. An NCHW pooling's row is fastest at
    # one register (2-3x the whole row on the eval pools), strided or not (a 95-wide
    # stride-1 row: 0.80 ms whole, 0.13 in 8s): the space peels the remainder, tiles
    # of 1 or 2 points are left out, and the templates propose one channel x 16 lanes.
    strided = Program.from_text(strided_pool(channels=4, height=5, width=39, window=3, stride=2))
    stride_1 = Program.from_text(strided_pool(channels=4, height=5, width=21, window=3, stride=1))
    sixteen = TILE_SIZES.index(16)
    assert SchedulingState.start(strided).tile_mask(Tile)[3, sixteen] == 1
    unstrided = SchedulingState.start(stride_1).tile_mask(Tile)[3]
    assert unstrided[sixteen] == 1 and unstrided[TILE_SIZES.index(1)] == 0
    rows = Schedule([Tile("op0", (0, 1, 1, 16, 1, 0)), Decompose("op0"), Vectorize("op0")])
    assert any(schedule == rows for _, schedule in template_schedules(strided))
    tiled = SchedulingState.start(strided).apply(rows.steps[0])
    assert [nest.trip_counts[3] for nest in tiled.instances] == [16, 3]
    assert replay(strided, rows).done
    inputs = random_inputs(_core.compile(strided.text).arguments, seed=9)
    assert_exact(strided.text, rows, inputs)
