// linalg.depthwise_conv_2d_nhwc_hwc, stride 2, of a padded tensor<4x29x29x192xf32> into a new tensor<4x14x14x192xf32>
func.func @depthwise_nhwc_4x14x14x192_k3s2(%x: tensor<4x29x29x192xf32>, %w: tensor<3x3x192xf32>) -> tensor<4x14x14x192xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<4x14x14x192xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x14x14x192xf32>) -> tensor<4x14x14x192xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<4x29x29x192xf32>, tensor<3x3x192xf32>) outs(%init : tensor<4x14x14x192xf32>) -> tensor<4x14x14x192xf32>
  return %0 : tensor<4x14x14x192xf32>
}
