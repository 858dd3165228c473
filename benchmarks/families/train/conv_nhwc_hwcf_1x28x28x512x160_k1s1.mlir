// linalg.conv_2d_nhwc_hwcf, stride 1, of a padded tensor<1x28x28x512xf32> into a new tensor<1x28x28x160xf32>
func.func @conv_nhwc_hwcf_1x28x28x512x160_k1s1(%x: tensor<1x28x28x512xf32>, %w: tensor<1x1x512x160xf32>) -> tensor<1x28x28x160xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<1x28x28x160xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x160xf32>) -> tensor<1x28x28x160xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x28x28x512xf32>, tensor<1x1x512x160xf32>) outs(%init : tensor<1x28x28x160xf32>) -> tensor<1x28x28x160xf32>
  return %0 : tensor<1x28x28x160xf32>
}
