// linalg.conv_2d_nhwc_hwcf, stride 2, of a padded tensor<2x223x223x32xf32> into a new tensor<2x112x112x128xf32>
func.func @conv_nhwc_hwcf_2x112x112x32x128_k1s2(%x: tensor<2x223x223x32xf32>, %w: tensor<1x1x32x128xf32>) -> tensor<2x112x112x128xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<2x112x112x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x112x112x128xf32>) -> tensor<2x112x112x128xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<2x223x223x32xf32>, tensor<1x1x32x128xf32>) outs(%init : tensor<2x112x112x128xf32>) -> tensor<2x112x112x128xf32>
  return %0 : tensor<2x112x112x128xf32>
}
