// 2-D convolution, NCHW input 1x64x56x56, FCHW filter 64x64x3x3, stride 1, no padding.
func.func @conv2d_nchw_64x56x56(%I: tensor<1x64x56x56xf32>, %F: tensor<64x64x3x3xf32>,
                                %O: tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<1> : tensor<2xi64>}
         ins(%I, %F : tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>)
         outs(%O : tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32>
  return %0 : tensor<1x64x54x54xf32>
}
