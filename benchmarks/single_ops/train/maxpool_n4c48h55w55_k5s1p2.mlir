// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 5, stride 1, -inf padding 2; f32.
func.func @maxpool_n4c48h55w55_k5s1p2(%I: tensor<4x48x55x55xf32>, %O: tensor<4x48x55x55xf32>) -> tensor<4x48x55x55xf32> {
  %pad_value = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %I low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<4x48x55x55xf32> to tensor<4x48x59x59xf32>
  %window = tensor.empty() : tensor<5x5xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %window : tensor<4x48x59x59xf32>, tensor<5x5xf32>) outs(%O : tensor<4x48x55x55xf32>) -> tensor<4x48x55x55xf32>
  return %0 : tensor<4x48x55x55xf32>
}
