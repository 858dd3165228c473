// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 1, zero padding 1; f32.
func.func @conv2d_n1c512h16w16f112_k3s1p1(%I: tensor<1x512x16x16xf32>, %W: tensor<112x512x3x3xf32>, %O: tensor<1x112x16x16xf32>) -> tensor<1x112x16x16xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x512x16x16xf32> to tensor<1x512x18x18xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %W : tensor<1x512x18x18xf32>, tensor<112x512x3x3xf32>) outs(%O : tensor<1x112x16x16xf32>) -> tensor<1x112x16x16xf32>
  return %0 : tensor<1x112x16x16xf32>
}
