// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 7, stride 2, zero padding 3; f32.
func.func @conv2d_n4c80h16w16f24_k7s2p3(%I: tensor<4x80x16x16xf32>, %W: tensor<24x80x7x7xf32>, %O: tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<4x80x16x16xf32> to tensor<4x80x22x22xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %W : tensor<4x80x22x22xf32>, tensor<24x80x7x7xf32>) outs(%O : tensor<4x24x8x8xf32>) -> tensor<4x24x8x8xf32>
  return %0 : tensor<4x24x8x8xf32>
}
