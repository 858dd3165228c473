// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 2, stride 1, -inf padding 0; f32.
func.func @maxpool_n2c240h55w27_k2s1p0(%I: tensor<2x240x55x27xf32>, %O: tensor<2x240x54x26xf32>) -> tensor<2x240x54x26xf32> {
  %window = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %window : tensor<2x240x55x27xf32>, tensor<2x2xf32>) outs(%O : tensor<2x240x54x26xf32>) -> tensor<2x240x54x26xf32>
  return %0 : tensor<2x240x54x26xf32>
}
