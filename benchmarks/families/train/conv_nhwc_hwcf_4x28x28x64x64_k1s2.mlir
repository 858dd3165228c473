// linalg.conv_2d_nhwc_hwcf, stride 2, of a padded tensor<4x55x55x64xf32> into a new tensor<4x28x28x64xf32>
func.func @conv_nhwc_hwcf_4x28x28x64x64_k1s2(%x: tensor<4x55x55x64xf32>, %w: tensor<1x1x64x64xf32>) -> tensor<4x28x28x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<4x28x28x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<4x55x55x64xf32>, tensor<1x1x64x64xf32>) outs(%init : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  return %0 : tensor<4x28x28x64xf32>
}
