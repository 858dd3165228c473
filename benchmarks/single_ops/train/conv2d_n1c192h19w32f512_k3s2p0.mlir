// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 2, zero padding 0; f32.
func.func @conv2d_n1c192h19w32f512_k3s2p0(%I: tensor<1x192x19x32xf32>, %W: tensor<512x192x3x3xf32>, %O: tensor<1x512x9x15xf32>) -> tensor<1x512x9x15xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %W : tensor<1x192x19x32xf32>, tensor<512x192x3x3xf32>) outs(%O : tensor<1x512x9x15xf32>) -> tensor<1x512x9x15xf32>
  return %0 : tensor<1x512x9x15xf32>
}
