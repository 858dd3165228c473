// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 1, stride 2, zero padding 0; f32.
func.func @conv2d_n1c512h38w38f160_k1s2p0(%I: tensor<1x512x38x38xf32>, %W: tensor<160x512x1x1xf32>, %O: tensor<1x160x19x19xf32>) -> tensor<1x160x19x19xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %W : tensor<1x512x38x38xf32>, tensor<160x512x1x1xf32>) outs(%O : tensor<1x160x19x19xf32>) -> tensor<1x160x19x19xf32>
  return %0 : tensor<1x160x19x19xf32>
}
