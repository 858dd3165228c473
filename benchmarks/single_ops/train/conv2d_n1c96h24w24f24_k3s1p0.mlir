// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 3, stride 1, zero padding 0; f32.
func.func @conv2d_n1c96h24w24f24_k3s1p0(%I: tensor<1x96x24x24xf32>, %W: tensor<24x96x3x3xf32>, %O: tensor<1x24x22x22xf32>) -> tensor<1x24x22x22xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<1x96x24x24xf32>, tensor<24x96x3x3xf32>) outs(%O : tensor<1x24x22x22xf32>) -> tensor<1x24x22x22xf32>
  return %0 : tensor<1x24x22x22xf32>
}
