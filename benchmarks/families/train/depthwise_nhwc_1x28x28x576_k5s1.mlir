// linalg.depthwise_conv_2d_nhwc_hwc, stride 1, of a padded tensor<1x32x32x576xf32> into a new tensor<1x28x28x576xf32>
func.func @depthwise_nhwc_1x28x28x576_k5s1(%x: tensor<1x32x32x576xf32>, %w: tensor<5x5x576xf32>) -> tensor<1x28x28x576xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<1x28x28x576xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x28x28x576xf32>) -> tensor<1x28x28x576xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x32x32x576xf32>, tensor<5x5x576xf32>) outs(%init : tensor<1x28x28x576xf32>) -> tensor<1x28x28x576xf32>
  return %0 : tensor<1x28x28x576xf32>
}
