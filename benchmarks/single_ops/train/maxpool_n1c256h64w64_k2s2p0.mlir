// pooling_nchw_max: O = max(O, max_pool2d(I)), NCHW, window 2, stride 2, -inf padding 0; f32.
func.func @maxpool_n1c256h64w64_k2s2p0(%I: tensor<1x256x64x64xf32>, %O: tensor<1x256x32x32xf32>) -> tensor<1x256x32x32xf32> {
  %window = tensor.empty() : tensor<2x2xf32>
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %window : tensor<1x256x64x64xf32>, tensor<2x2xf32>) outs(%O : tensor<1x256x32x32xf32>) -> tensor<1x256x32x32xf32>
  return %0 : tensor<1x256x32x32xf32>
}
