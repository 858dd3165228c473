// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 2, stride 1, -inf padding 0; f32.
func.func @maxpool_n1c240h112w112_k2s1p0(%I: tensor<1x240x112x112xf32>, %O: tensor<1x240x111x111xf32>) -> tensor<1x240x111x111xf32> {
  %window = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %window : tensor<1x240x112x112xf32>, tensor<2x2xf32>) outs(%O : tensor<1x240x111x111xf32>) -> tensor<1x240x111x111xf32>
  return %0 : tensor<1x240x111x111xf32>
}
