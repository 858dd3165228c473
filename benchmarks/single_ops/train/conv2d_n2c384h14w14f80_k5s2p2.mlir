// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 2, zero padding 2; f32.
func.func @conv2d_n2c384h14w14f80_k5s2p2(%I: tensor<2x384x14x14xf32>, %W: tensor<80x384x5x5xf32>, %O: tensor<2x80x7x7xf32>) -> tensor<2x80x7x7xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<2x384x14x14xf32> to tensor<2x384x18x18xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %W : tensor<2x384x18x18xf32>, tensor<80x384x5x5xf32>) outs(%O : tensor<2x80x7x7xf32>) -> tensor<2x80x7x7xf32>
  return %0 : tensor<2x80x7x7xf32>
}
