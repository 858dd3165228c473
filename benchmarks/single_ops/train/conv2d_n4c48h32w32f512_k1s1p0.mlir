// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 1, stride 1, zero padding 0; f32.
func.func @conv2d_n4c48h32w32f512_k1s1p0(%I: tensor<4x48x32x32xf32>, %W: tensor<512x48x1x1xf32>, %O: tensor<4x512x32x32xf32>) -> tensor<4x512x32x32xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<4x48x32x32xf32>, tensor<512x48x1x1xf32>) outs(%O : tensor<4x512x32x32xf32>) -> tensor<4x512x32x32xf32>
  return %0 : tensor<4x512x32x32xf32>
}
