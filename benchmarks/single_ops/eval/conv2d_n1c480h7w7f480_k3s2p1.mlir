// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 2, zero padding 1; f32.
func.func @conv2d_n1c480h7w7f480_k3s2p1(%I: tensor<1x480x7x7xf32>, %W: tensor<480x480x3x3xf32>, %O: tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x480x7x7xf32> to tensor<1x480x9x9xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %W : tensor<1x480x9x9xf32>, tensor<480x480x3x3xf32>) outs(%O : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
  return %0 : tensor<1x480x4x4xf32>
}
