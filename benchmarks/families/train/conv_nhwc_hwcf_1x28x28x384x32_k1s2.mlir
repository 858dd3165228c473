// linalg.conv_2d_nhwc_hwcf, stride 2, of a padded tensor<1x55x55x384xf32> into a new tensor<1x28x28x32xf32>
func.func @conv_nhwc_hwcf_1x28x28x384x32_k1s2(%x: tensor<1x55x55x384xf32>, %w: tensor<1x1x384x32xf32>) -> tensor<1x28x28x32xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<1x28x28x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x32xf32>) -> tensor<1x28x28x32xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x55x55x384xf32>, tensor<1x1x384x32xf32>) outs(%init : tensor<1x28x28x32xf32>) -> tensor<1x28x28x32xf32>
  return %0 : tensor<1x28x28x32xf32>
}
