// linalg.conv_2d_nhwc_fhwc, stride 2, of a padded tensor<1x15x15x256xf32> into a new tensor<1x7x7x160xf32>
func.func @conv_nhwc_fhwc_1x7x7x256x160_k3s2(%x: tensor<1x15x15x256xf32>, %w: tensor<160x3x3x256xf32>) -> tensor<1x7x7x160xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<1x7x7x160xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x7x7x160xf32>) -> tensor<1x7x7x160xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x15x15x256xf32>, tensor<160x3x3x256xf32>) outs(%init : tensor<1x7x7x160xf32>) -> tensor<1x7x7x160xf32>
  return %0 : tensor<1x7x7x160xf32>
}
