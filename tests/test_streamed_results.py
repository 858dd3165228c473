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


def transpose_program(batches: int) -> str:
    """y[b, j, i] = x[b, i, j] over batches of 256 x 128 floats."""
    source, result = f"tensor<{batches}x256x128xf32>", f"tensor<{batches}x128x256xf32>"
    return f"""
func.func @swap(%x: {source}) -> {result} {{
  %e = tensor.empty() : {result}
  %y = linalg.transpose ins(%x : {source}) outs(%e : {result}) permutation = [0, 2, 1]
  return %y : {result}
}}
"""


@pytest.mark.skipif(vector_bits() < 256, reason="non-temporal vector stores are AVX's")
def test_a_permuted_result_under_the_cache_is_streamed_when_the_call_moves_more(
    tmp_path, monkeypatch
):
    """A transpose's result of 0.6 LLC, in a call moving 1.2 LLC, is evicted by the
    call's own traffic: it is streamed. An elementwise result of that size is not (its
    input, of its shape, sits at its page offset: non-temporal stores there were slower)."""
    batches = last_level_cache_bytes() * 3 // 5 // (4 * 256 * 128)
    dump = tmp_path / "bufferized.mlir"
    monkeypatch.setenv("RLAS_DUMP_BUFFERS", str(dump))
    program = Program.from_text(transpose_program(batches), "swap")
    schedule = Schedule(
        (TileParallel("op0", (1, 0, 0)), Tile("op0", (0, 16, 16)), Vectorize("op0"))
    )
    kernel = _core.compile(apply_schedule(program, schedule)[0].text, threads=2)
    assert "@swap__rlas_streamed" in dump.read_text()
    x = np.random.default_rng(0).standard_normal((batches, 256, 128)).astype(np.float32)
    for place in (aligned_copy, misaligned):
        result = place(np.full((batches, 128, 256), np.nan, np.float32))
        kernel.run([x, result])
        assert result.nbytes < last_level_cache_bytes() < 2 * result.nbytes
        np.testing.assert_array_equal(result, x.transpose(0, 2, 1), err_msg=place.__name__)
    rows = last_level_cache_bytes() * 3 // 5 // (4 * WIDTH) // 8 * 8
    _core.compile(scheduled_scale(rows), threads=2)
    assert "__rlas_streamed" not in dump.read_text()
