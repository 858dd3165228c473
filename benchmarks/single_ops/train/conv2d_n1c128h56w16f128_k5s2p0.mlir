// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 2, zero padding 0; f32.
func.func @conv2d_n1c128h56w16f128_k5s2p0(%I: tensor<1x128x56x16xf32>, %W: tensor<128x128x5x5xf32>, %O: tensor<1x128x26x6xf32>) -> tensor<1x128x26x6xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %W : tensor<1x128x56x16xf32>, tensor<128x128x5x5xf32>) outs(%O : tensor<1x128x26x6xf32>) -> tensor<1x128x26x6xf32>
  return %0 : tensor<1x128x26x6xf32>
}
