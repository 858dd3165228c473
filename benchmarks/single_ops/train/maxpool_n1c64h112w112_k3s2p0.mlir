// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 3, stride 2, -inf padding 0; f32.
func.func @maxpool_n1c64h112w112_k3s2p0(%I: tensor<1x64x112x112xf32>, %O: tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32> {
  %window = tensor.empty() : tensor<3x3xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %window : tensor<1x64x112x112xf32>, tensor<3x3xf32>) outs(%O : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
  return %0 : tensor<1x64x55x55xf32>
}
