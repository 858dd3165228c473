// linalg.conv_2d_nhwc_fhwc, stride 2, of a padded tensor<4x27x27x160xf32> into a new tensor<4x14x14x320xf32>
func.func @conv_nhwc_fhwc_4x14x14x160x320_k1s2(%x: tensor<4x27x27x160xf32>, %w: tensor<320x1x1x160xf32>) -> tensor<4x14x14x320xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<4x14x14x320xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x14x14x320xf32>) -> tensor<4x14x14x320xf32>
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<4x27x27x160xf32>, tensor<320x1x1x160xf32>) outs(%init : tensor<4x14x14x320xf32>) -> tensor<4x14x14x320xf32>
  return %0 : tensor<4x14x14x320xf32>
}
