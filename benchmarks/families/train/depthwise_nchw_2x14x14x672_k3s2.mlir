// linalg.depthwise_conv_2d_nchw_chw, stride 2, of a padded tensor<2x672x29x29xf32> into a new tensor<2x672x14x14xf32>
func.func @depthwise_nchw_2x14x14x672_k3s2(%x: tensor<2x672x29x29xf32>, %w: tensor<672x3x3xf32>) -> tensor<2x672x14x14xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<2x672x14x14xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x672x14x14xf32>) -> tensor<2x672x14x14xf32>
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<2x672x29x29xf32>, tensor<672x3x3xf32>) outs(%init : tensor<2x672x14x14xf32>) -> tensor<2x672x14x14xf32>
  return %0 : tensor<2x672x14x14xf32>
}
