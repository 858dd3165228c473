// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 1, zero padding 0; f32.
func.func @conv2d_n1c128h12w12f128_k3s1p0(%I: tensor<1x128x12x12xf32>, %W: tensor<128x128x3x3xf32>, %O: tensor<1x128x10x10xf32>) -> tensor<1x128x10x10xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<1x128x12x12xf32>, tensor<128x128x3x3xf32>) outs(%O : tensor<1x128x10x10xf32>) -> tensor<1x128x10x10xf32>
  return %0 : tensor<1x128x10x10xf32>
}
