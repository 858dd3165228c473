"""A padded copy larger than the host's last-level cache fills only its border
(`PadBorders.cpp`): the value is the pad's on every side, however uneven the
padding, and the interior is the source, in every call."""

import numpy as np

from benchmarks.peak import last_level_cache_bytes
from rl_autoscheduler import _core

WIDTH = 1024
LOW, HIGH = (1, 0, 2), (0, 3, 1)


def padded_rows() -> int:
    """Rows that make the padded tensor outgrow the last-level cache by a quarter."""
    return last_level_cache_bytes() * 5 // 4 // (2 * 4 * (WIDTH + LOW[2] + HIGH[2]))


def pad_program(rows: int) -> str:
    source = f"tensor<2x{rows}x{WIDTH}xf32>"
    shape = [2 + LOW[0] + HIGH[0], rows + LOW[1] + HIGH[1], WIDTH + LOW[2] + HIGH[2]]
    padded = f"tensor<{'x'.join(map(str, shape))}xf32>"
    return f"""
func.func @pad(%I: {source}) -> {padded} {{
  %value = arith.constant 7.5 : f32
  %padded = tensor.pad %I low{list(LOW)} high{list(HIGH)} {{
  ^bb0(%i0: index, %i1: index, %i2: index):
    tensor.yield %value : f32
  }} : {source} to {padded}
  return %padded : {padded}
}}
"""


def test_a_padded_copy_beyond_the_caches_holds_the_padding_and_the_source():
    rows = padded_rows()
    kernel = _core.compile(pad_program(rows), threads=2)
    for seed in (0, 1):  # the second call overwrites every value of the first
        source = np.random.default_rng(seed).standard_normal((2, rows, WIDTH)).astype(np.float32)
        expected = np.pad(source, list(zip(LOW, HIGH, strict=True)), constant_values=7.5)
        result = np.full(expected.shape, np.nan, np.float32)
        kernel.run([source, result])
        assert result.nbytes > last_level_cache_bytes()
        np.testing.assert_array_equal(result, expected)
