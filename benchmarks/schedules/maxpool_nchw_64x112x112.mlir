// Max pooling, NCHW input 1x64x112x112, 3x3 window, stride 2, no padding.
// The output is the init of the max reduction: callers pass it filled with -inf
// (or any values; the op computes max(init, window)).
func.func @maxpool_nchw_64x112x112(%I: tensor<1x64x112x112xf32>,
                                   %O: tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32> {
  %W = tensor.empty() : tensor<3x3xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>,
                                strides = dense<2> : tensor<2xi64>}
         ins(%I, %W : tensor<1x64x112x112xf32>, tensor<3x3xf32>)
         outs(%O : tensor<1x64x55x55xf32>) -> tensor<1x64x55x55xf32>
  return %0 : tensor<1x64x55x55xf32>
}
