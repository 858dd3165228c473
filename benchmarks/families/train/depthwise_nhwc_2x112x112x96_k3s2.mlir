// linalg.depthwise_conv_2d_nhwc_hwc, stride 2, of a padded tensor<2x225x225x96xf32> into a new tensor<2x112x112x96xf32>
func.func @depthwise_nhwc_2x112x112x96_k3s2(%x: tensor<2x225x225x96xf32>, %w: tensor<3x3x96xf32>) -> tensor<2x112x112x96xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %empty = tensor.empty() : tensor<2x112x112x96xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x112x112x96xf32>) -> tensor<2x112x112x96xf32>
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<2x225x225x96xf32>, tensor<3x3x96xf32>) outs(%init : tensor<2x112x112x96xf32>) -> tensor<2x112x112x96xf32>
  return %0 : tensor<2x112x112x96xf32>
}
