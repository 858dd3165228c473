"""A temporary at function scope (here a 36 MB padded copy) is a workspace kept across
calls: after the first call the kernel no longer maps fresh pages (a temporary beyond
glibc's 32 MiB mmap threshold used to page-fault once per 4 KiB on every call), and
every call computes from its own inputs."""

import resource

import numpy as np

from rl_autoscheduler import _core

PADDED_RELU = """
func.func @padded_relu(%I: tensor<1x9x1000x1000xf32>, %O: tensor<1x9x1002x1002xf32>)
    -> tensor<1x9x1002x1002xf32> {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1.0 : f32
  %padded = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %low : f32
  } : tensor<1x9x1000x1000xf32> to tensor<1x9x1002x1002xf32>
  %0 = linalg.generic {
      indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>,
                       affine_map<(a, b, c, d) -> (a, b, c, d)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%padded : tensor<1x9x1002x1002xf32>) outs(%O : tensor<1x9x1002x1002xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x9x1002x1002xf32>
  return %0 : tensor<1x9x1002x1002xf32>
}
"""


def expected(image: np.ndarray) -> np.ndarray:
    padded = np.pad(image, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-1.0)
    return np.maximum(padded, 0.0)


def test_a_padded_copy_is_a_workspace_reused_by_every_call():
    kernel = _core.compile(PADDED_RELU, threads=2)
    assert kernel.allocated_bytes >= 9 * 1002 * 1002 * 4  # still counted as allocated
    rng = np.random.default_rng(0)
    output = np.empty((1, 9, 1002, 1002), np.float32)
    kernel.run([rng.standard_normal((1, 9, 1000, 1000)).astype(np.float32), output])
    images = [
        np.random.default_rng(seed).standard_normal((1, 9, 1000, 1000)).astype(np.float32)
        for seed in (1, 2, 3)
    ]
    outputs = [np.zeros_like(output) for _ in images]  # touched: no first-touch faults
    before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for image, result in zip(images, outputs, strict=True):
        kernel.run([image, result])
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
    # Three fresh 36 MB temporaries would be about 27,000 faults (4 KiB pages).
    assert faults < 3000, faults
    for image, result in zip(images, outputs, strict=True):
        np.testing.assert_array_equal(result, expected(image))


def _chain(residual: bool) -> str:
    """Three temporaries in a row, t1 -> t2 -> t3 -> out; with `residual` the last op
    reads t1 too, so t1 is live while t3 is."""
    unary = """
  %{name} = linalg.generic {{
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}}
      ins(%{src} : tensor<64x256xf32>) outs(%{name}_e : tensor<64x256xf32>) {{
  ^bb0(%x: f32, %o: f32):
    %r = {body}
    linalg.yield %r : f32
  }} -> tensor<64x256xf32>"""
    text = """
func.func @chain(%X: tensor<64x256xf32>, %O: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %c = arith.constant 1.5 : f32
  %t1_e = tensor.empty() : tensor<64x256xf32>
  %t2_e = tensor.empty() : tensor<64x256xf32>
  %t3_e = tensor.empty() : tensor<64x256xf32>"""
    text += unary.format(name="t1", src="X", body="arith.mulf %x, %c : f32")
    text += unary.format(name="t2", src="t1", body="arith.addf %x, %c : f32")
    text += unary.format(name="t3", src="t2", body="arith.mulf %x, %x : f32")
    last = "%t3, %t1" if residual else "%t3, %t3"
    text += f"""
  %out = linalg.generic {{
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}}
      ins({last} : tensor<64x256xf32>, tensor<64x256xf32>) outs(%O : tensor<64x256xf32>) {{
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  }} -> tensor<64x256xf32>
  return %out : tensor<64x256xf32>
}}
"""
    return text


def _chain_expected(x: np.ndarray, residual: bool) -> np.ndarray:
    t1 = x * np.float32(1.5)
    t3 = (t1 + np.float32(1.5)) ** 2
    return t3 - (t1 if residual else t3)


def test_temporaries_live_at_different_times_share_their_bytes():
    """t1 is dead once t2 is computed, so t3 takes t1's bytes: a network's
    intermediates then take its peak live set, not their sum (MobileNetV2: 12.6 MB
    instead of 52), and each op writes bytes the ops before it just touched, still in
    the caches. A temporary still read later (the residual's t1) keeps its own."""
    size = 64 * 256 * 4
    rng = np.random.default_rng(0)
    for residual, buffers in ((False, 2), (True, 3)):
        kernel = _core.compile(_chain(residual), threads=2)
        assert kernel.allocated_bytes == buffers * size, (residual, kernel.allocated_bytes)
        for _ in range(2):  # the second call starts from the first one's bytes
            x = rng.standard_normal((64, 256)).astype(np.float32)
            output = np.full((64, 256), np.nan, np.float32)
            kernel.run([x, output])
            np.testing.assert_allclose(output, _chain_expected(x, residual), rtol=1e-6)
