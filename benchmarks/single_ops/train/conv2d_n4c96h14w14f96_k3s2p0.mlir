// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 2, zero padding 0; f32.
func.func @conv2d_n4c96h14w14f96_k3s2p0(%I: tensor<4x96x14x14xf32>, %W: tensor<96x96x3x3xf32>, %O: tensor<4x96x6x6xf32>) -> tensor<4x96x6x6xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %W : tensor<4x96x14x14xf32>, tensor<96x96x3x3xf32>) outs(%O : tensor<4x96x6x6xf32>) -> tensor<4x96x6x6xf32>
  return %0 : tensor<4x96x6x6xf32>
}
