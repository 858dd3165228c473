// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 3, stride 2, -inf padding 1; f32.
func.func @maxpool_n4c480h75w27_k3s2p1(%I: tensor<4x480x75x27xf32>, %O: tensor<4x480x38x14xf32>) -> tensor<4x480x38x14xf32> {
  %pad_value = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<4x480x75x27xf32> to tensor<4x480x77x29xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %window : tensor<4x480x77x29xf32>, tensor<3x3xf32>) outs(%O : tensor<4x480x38x14xf32>) -> tensor<4x480x38x14xf32>
  return %0 : tensor<4x480x38x14xf32>
}
