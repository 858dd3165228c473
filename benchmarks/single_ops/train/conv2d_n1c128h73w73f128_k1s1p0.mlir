// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 1, stride 1, zero padding 0; f32.
func.func @conv2d_n1c128h73w73f128_k1s1p0(%I: tensor<1x128x73x73xf32>, %W: tensor<128x128x1x1xf32>, %O: tensor<1x128x73x73xf32>) -> tensor<1x128x73x73xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<1x128x73x73xf32>, tensor<128x128x1x1xf32>) outs(%O : tensor<1x128x73x73xf32>) -> tensor<1x128x73x73xf32>
  return %0 : tensor<1x128x73x73xf32>
}
