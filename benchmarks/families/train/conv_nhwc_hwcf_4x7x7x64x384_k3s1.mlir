// linalg.conv_2d_nhwc_hwcf, stride 1, of a padded tensor<4x9x9x64xf32> into a new tensor<4x7x7x384xf32>
func.func @conv_nhwc_hwcf_4x7x7x64x384_k3s1(%x: tensor<4x9x9x64xf32>, %w: tensor<3x3x64x384xf32>) -> tensor<4x7x7x384xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<4x7x7x384xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x7x7x384xf32>) -> tensor<4x7x7x384xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<4x9x9x64xf32>, tensor<3x3x64x384xf32>) outs(%init : tensor<4x7x7x384xf32>) -> tensor<4x7x7x384xf32>
  return %0 : tensor<4x7x7x384xf32>
}
