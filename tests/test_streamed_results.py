"""A result larger than the last-level cache that a kernel only writes, in whole aligned
registers, is written with non-temporal stores where its buffer is aligned to a register
(`StreamedResults.cpp`), by the same kernel that writes it ordinarily elsewhere: both
paths give the program's values, and the timing harness gives results that alignment."""

import numpy as np
import pytest

from benchmarks.peak import last_level_cache_bytes
from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile, TileParallel, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_io import RESULT_ALIGNMENT, aligned_copy, timing_buffers
from rl_autoscheduler.measurement.machine import vector_bits

WIDTH = 1024


def scale_program(rows: int) -> str:
    """y = 2 x + 1 over rows x WIDTH floats, as a new tensor."""
    shape = f"tensor<{rows}x{WIDTH}xf32>"
    return f"""
#id = affine_map<(i, j) -> (i, j)>
func.func @scale(%x: {shape}) -> {shape} {{
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : {shape}
  %y = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%x : {shape}) outs(%e : {shape}) {{
  ^bb0(%v: f32, %out: f32):
    %m = arith.mulf %v, %two : f32
    %r = arith.addf %m, %one : f32
    linalg.yield %r : f32
  }} -> {shape}
  return %y : {shape}
}}
"""


def scheduled_scale(rows: int) -> str:
    program = Program.from_text(scale_program(rows), "scale")
    schedule = Schedule((TileParallel("op0", (8, 0)), Tile("op0", (1, 64)), Vectorize("op0")))
    return apply_schedule(program, schedule)[0].text


def misaligned(array: np.ndarray) -> np.ndarray:
    """A copy of `array` whose data starts 16 bytes past a register boundary."""
    raw = np.empty(array.nbytes + RESULT_ALIGNMENT + 16, np.uint8)
    start = -raw.ctypes.data % RESULT_ALIGNMENT + 16
    copy = raw[start : start + array.nbytes].view(array.dtype).reshape(array.shape)
    copy[...] = array
    return copy


@pytest.mark.skipif(vector_bits() < 256, reason="non-temporal vector stores are AVX's")
def test_a_result_beyond_the_caches_is_streamed_where_aligned_and_right_either_way(
    tmp_path, monkeypatch
):
    rows = last_level_cache_bytes() * 5 // 4 // (4 * WIDTH) // 8 * 8
    dump = tmp_path / "bufferized.mlir"
    monkeypatch.setenv("RLAS_DUMP_BUFFERS", str(dump))
    kernel = _core.compile(scheduled_scale(rows), threads=2)
    streamed = [line for line in dump.read_text().splitlines() if "nontemporal = true" in line]
    assert "@scale__rlas_streamed" in dump.read_text() and streamed
    x = np.random.default_rng(0).standard_normal((rows, WIDTH)).astype(np.float32)
    expected = 2 * x + 1
    for place in (aligned_copy, misaligned):  # the streamed path, then the ordinary one
        result = place(np.full((rows, WIDTH), np.nan, np.float32))
        kernel.run([x, result])
        assert result.nbytes > last_level_cache_bytes()
        np.testing.assert_array_equal(result, expected, err_msg=place.__name__)
    # The timing harness's result buffers take the streamed path, its inputs stay as given.
    buffers = timing_buffers(kernel, [x, np.zeros((rows, WIDTH), np.float32)])
    assert buffers[1].ctypes.data % RESULT_ALIGNMENT == 0 and buffers[0] is not x
    # A result the caches hold is written ordinarily: the next op reads it from there.
    _core.compile(scheduled_scale(64), threads=2)
    assert "__rlas_streamed" not in dump.read_text()
