// linalg.conv_2d_nhwc_fhwc, stride 2, of a padded tensor<2x15x15x160xf32> into a new tensor<2x7x7x512xf32>
func.func @conv_nhwc_fhwc_2x7x7x160x512_k3s2(%x: tensor<2x15x15x160xf32>, %w: tensor<512x3x3x160xf32>) -> tensor<2x7x7x512xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<2x7x7x512xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x7x7x512xf32>) -> tensor<2x7x7x512xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<2x15x15x160xf32>, tensor<512x3x3x160xf32>) outs(%init : tensor<2x7x7x512xf32>) -> tensor<2x7x7x512xf32>
  return %0 : tensor<2x7x7x512xf32>
}
