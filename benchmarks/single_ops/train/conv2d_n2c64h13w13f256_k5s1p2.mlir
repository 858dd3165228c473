// conv_2d_nchw_fchw: O += conv2d(I, W), NCHW/FCHW, kernel 5, stride 1, zero padding 2; f32.
func.func @conv2d_n2c64h13w13f256_k5s1p2(%I: tensor<2x64x13x13xf32>, %W: tensor<256x64x5x5xf32>, %O: tensor<2x256x13x13xf32>) -> tensor<2x256x13x13xf32> {
  %pad_value = arith.constant 0.0 : f32
  %padded = tensor.pad %I low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad_value : f32
  } : tensor<2x64x13x13xf32> to tensor<2x64x17x17xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %W : tensor<2x64x17x17xf32>, tensor<256x64x5x5xf32>) outs(%O : tensor<2x256x13x13xf32>) -> tensor<2x256x13x13xf32>
  return %0 : tensor<2x256x13x13xf32>
}
