// linalg.depthwise_conv_2d_nhwc_hwc, stride 2, of a padded tensor<4x17x17x672xf32> into a new tensor<4x7x7x672xf32>
func.func @depthwise_nhwc_4x7x7x672_k5s2(%x: tensor<4x17x17x672xf32>, %w: tensor<5x5x672xf32>) -> tensor<4x7x7x672xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<4x7x7x672xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x7x7x672xf32>) -> tensor<4x7x7x672xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<4x17x17x672xf32>, tensor<5x5x672xf32>) outs(%init : tensor<4x7x7x672xf32>) -> tensor<4x7x7x672xf32>
  return %0 : tensor<4x7x7x672xf32>
}
