// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 1, zero padding 1; f32.
func.func @conv2d_n1c24h75w75f96_k3s1p1(%I: tensor<1x24x75x75xf32>, %W: tensor<96x24x3x3xf32>, %O: tensor<1x96x75x75xf32>) -> tensor<1x96x75x75xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<1x24x75x75xf32> to tensor<1x24x77x77xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %W : tensor<1x24x77x77xf32>, tensor<96x24x3x3xf32>) outs(%O : tensor<1x96x75x75xf32>) -> tensor<1x96x75x75xf32>
  return %0 : tensor<1x96x75x75xf32>
}
