// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 7, stride 1, zero padding 0; f32.
func.func @conv2d_n1c80h27w27f40_k7s1p0(%I: tensor<1x80x27x27xf32>, %W: tensor<40x80x7x7xf32>, %O: tensor<1x40x21x21xf32>) -> tensor<1x40x21x21xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : tensor<1x80x27x27xf32>, tensor<40x80x7x7xf32>) outs(%O : tensor<1x40x21x21xf32>) -> tensor<1x40x21x21xf32>
  return %0 : tensor<1x40x21x21xf32>
}
