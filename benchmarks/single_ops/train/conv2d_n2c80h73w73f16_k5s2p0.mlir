// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 2, zero padding 0; f32.
func.func @conv2d_n2c80h73w73f16_k5s2p0(%I: tensor<2x80x73x73xf32>, %W: tensor<16x80x5x5xf32>, %O: tensor<2x16x35x35xf32>) -> tensor<2x16x35x35xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %W : tensor<2x80x73x73xf32>, tensor<16x80x5x5xf32>) outs(%O : tensor<2x16x35x35xf32>) -> tensor<2x16x35x35xf32>
  return %0 : tensor<2x16x35x35xf32>
}
