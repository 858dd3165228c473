"""The op computing a padded tensor's source writes into the padded buffer's interior:
the network's pad is no longer a second buffer and a copy per 3x3 convolution, and the
result is the pad's, also where the source has other readers and the padding is not 0."""

import numpy as np

from rl_autoscheduler import _core

C, H, W = 4, 30, 20
SOURCE_BYTES = C * H * W * 4
PADDED_BYTES = C * (H + 2) * (W + 3) * 4


def relu_pad_pool(return_relu: bool) -> str:
    """The program; with `return_relu` the ReLU's result is also returned (a second reader)."""
    results = "%pool, %relu" if return_relu else "%pool"
    types = f"tensor<1x{C}x{H}x{W + 1}xf32>" + (
        f", tensor<1x{C}x{H}x{W}xf32>" if return_relu else ""
    )
    return f"""
#id = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @relu_pad_pool(%I: tensor<1x{C}x{H}x{W}xf32>, %window: tensor<3x3xf32>,
                         %P: tensor<1x{C}x{H}x{W + 1}xf32>)
    -> ({types}) {{
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -3.0e+38 : f32
  %e = tensor.empty() : tensor<1x{C}x{H}x{W}xf32>
  %relu = linalg.generic {{indexing_maps = [#id, #id],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%I : tensor<1x{C}x{H}x{W}xf32>) outs(%e : tensor<1x{C}x{H}x{W}xf32>) {{
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }} -> tensor<1x{C}x{H}x{W}xf32>
  %padded = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 2] {{
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %low : f32
  }} : tensor<1x{C}x{H}x{W}xf32> to tensor<1x{C}x{H + 2}x{W + 3}xf32>
  %init = linalg.fill ins(%low : f32) outs(%P : tensor<1x{C}x{H}x{W + 1}xf32>)
      -> tensor<1x{C}x{H}x{W + 1}xf32>
  %pool = linalg.pooling_nchw_max {{dilations = dense<1> : tensor<2xi64>,
                                    strides = dense<1> : tensor<2xi64>}}
      ins(%padded, %window : tensor<1x{C}x{H + 2}x{W + 3}xf32>, tensor<3x3xf32>)
      outs(%init : tensor<1x{C}x{H}x{W + 1}xf32>) -> tensor<1x{C}x{H}x{W + 1}xf32>
  return {results} : {types}
}}
"""


def expected_pool(image: np.ndarray) -> np.ndarray:
    padded = np.pad(
        np.maximum(image, 0.0), ((0, 0), (0, 0), (1, 1), (1, 2)), constant_values=-3.0e38
    )
    windows = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(2, 3))
    return windows.max(axis=(-2, -1))


def random_image(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal((1, C, H, W)).astype(np.float32)


def test_the_producer_writes_into_the_padded_buffer():
    kernel = _core.compile(relu_pad_pool(return_relu=False), threads=2)
    # One temporary, the padded tensor, with the ReLU in its interior: a ReLU buffer
    # copied into it would add the source's bytes.
    assert kernel.allocated_bytes == PADDED_BYTES, (kernel.allocated_bytes, SOURCE_BYTES)
    for seed in (0, 1):  # every call computes from its own input, the border included
        image, pool = random_image(seed), np.zeros((1, C, H, W + 1), np.float32)
        kernel.run([image, np.ones((3, 3), np.float32), pool])
        np.testing.assert_array_equal(pool, expected_pool(image))


def test_a_source_with_another_reader_keeps_its_values():
    kernel = _core.compile(relu_pad_pool(return_relu=True), threads=2)
    image = random_image(2)
    pool = np.zeros((1, C, H, W + 1), np.float32)
    relu = np.zeros((1, C, H, W), np.float32)
    kernel.run([image, np.ones((3, 3), np.float32), pool, relu])
    np.testing.assert_array_equal(pool, expected_pool(image))
    np.testing.assert_array_equal(relu, np.maximum(image, 0.0))
