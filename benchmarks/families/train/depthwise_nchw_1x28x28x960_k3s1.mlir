// linalg.depthwise_conv_2d_nchw_chw, stride 1, of a padded tensor<1x960x30x30xf32> into a new tensor<1x960x28x28xf32>
func.func @depthwise_nchw_1x28x28x960_k3s1(%x: tensor<1x960x30x30xf32>, %w: tensor<960x3x3xf32>) -> tensor<1x960x28x28xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<1x960x28x28xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x960x28x28xf32>) -> tensor<1x960x28x28xf32>
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x960x30x30xf32>, tensor<960x3x3xf32>) outs(%init : tensor<1x960x28x28xf32>) -> tensor<1x960x28x28xf32>
  return %0 : tensor<1x960x28x28xf32>
}
