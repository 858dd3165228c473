// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 7, stride 2, zero padding 3; f32.
func.func @conv2d_n1c80h32w32f80_k7s2p3(%I: tensor<1x80x32x32xf32>, %W: tensor<80x80x7x7xf32>, %O: tensor<1x80x16x16xf32>) -> tensor<1x80x16x16xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x80x32x32xf32> to tensor<1x80x38x38xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %W : tensor<1x80x38x38xf32>, tensor<80x80x7x7xf32>) outs(%O : tensor<1x80x16x16xf32>) -> tensor<1x80x16x16xf32>
  return %0 : tensor<1x80x16x16xf32>
}
