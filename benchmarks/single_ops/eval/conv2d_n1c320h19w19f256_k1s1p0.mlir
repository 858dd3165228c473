// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 1, stride 1, zero padding 0; f32.
func.func @conv2d_n1c320h19w19f256_k1s1p0(%I: tensor<1x320x19x19xf32>, %W: tensor<256x320x1x1xf32>, %O: tensor<1x256x19x19xf32>) -> tensor<1x256x19x19xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<1x320x19x19xf32>, tensor<256x320x1x1xf32>) outs(%O : tensor<1x256x19x19xf32>) -> tensor<1x256x19x19xf32>
  return %0 : tensor<1x256x19x19xf32>
}
