// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 2, zero padding 2; f32.
func.func @conv2d_n1c512h8w8f24_k5s2p2(%I: tensor<1x512x8x8xf32>, %W: tensor<24x512x5x5xf32>, %O: tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x512x8x8xf32> to tensor<1x512x12x12xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %W : tensor<1x512x12x12xf32>, tensor<24x512x5x5xf32>) outs(%O : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
  return %0 : tensor<1x24x4x4xf32>
}
