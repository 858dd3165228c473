// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 1, zero padding 0; f32.
func.func @conv2d_n2c24h13w13f96_k5s1p0(%I: tensor<2x24x13x13xf32>, %W: tensor<96x24x5x5xf32>, %O: tensor<2x96x9x9xf32>) -> tensor<2x96x9x9xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<2x24x13x13xf32>, tensor<96x24x5x5xf32>) outs(%O : tensor<2x96x9x9xf32>) -> tensor<2x96x9x9xf32>
  return %0 : tensor<2x96x9x9xf32>
}
