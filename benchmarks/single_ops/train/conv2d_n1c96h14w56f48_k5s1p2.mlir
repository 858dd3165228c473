// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 1, zero padding 2; f32.
func.func @conv2d_n1c96h14w56f48_k5s1p2(%I: tensor<1x96x14x56xf32>, %W: tensor<48x96x5x5xf32>, %O: tensor<1x48x14x56xf32>) -> tensor<1x48x14x56xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x96x14x56xf32> to tensor<1x96x18x60xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %W : tensor<1x96x18x60xf32>, tensor<48x96x5x5xf32>) outs(%O : tensor<1x48x14x56xf32>) -> tensor<1x48x14x56xf32>
  return %0 : tensor<1x48x14x56xf32>
}
