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
