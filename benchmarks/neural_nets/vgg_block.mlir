// Source: data_generation.models:vgg_block --input-shape 1,32,32,32 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x32x32x32xf32>, %arg_conv1_weight: tensor<64x32x3x3xf32>, %arg_conv1_bias: tensor<64xf32>, %arg_conv2_weight: tensor<64x64x3x3xf32>, %arg_conv2_bias: tensor<64xf32>) -> tensor<1x64x16x16xf32>
    attributes {rl.arguments = ["input", "conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias"], rl.weights = "data_generation.models:vgg_block"} {
  %conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_padded = tensor.pad %input low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv1_pad_value : f32
  } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32> loc("conv1")
  %conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_conv_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("conv1")
  %conv1_conv_init = linalg.fill ins(%conv1_conv_cst : f32) outs(%conv1_conv_empty : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32> loc("conv1")
  %conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv1_padded, %arg_conv1_weight : tensor<1x32x34x34xf32>, tensor<64x32x3x3xf32>) outs(%conv1_conv_init : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32> loc("conv1")
  %conv1_bias_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("conv1")
  %conv1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_conv, %arg_conv1_bias : tensor<1x64x32x32xf32>, tensor<64xf32>) outs(%conv1_bias_empty : tensor<1x64x32x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x32x32xf32> loc("conv1")
  %relu1_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("relu1")
  %relu1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_bias : tensor<1x64x32x32xf32>) outs(%relu1_empty : tensor<1x64x32x32xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x32x32xf32> loc("relu1")
  %conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_padded = tensor.pad %relu1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv2_pad_value : f32
  } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32> loc("conv2")
  %conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_conv_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("conv2")
  %conv2_conv_init = linalg.fill ins(%conv2_conv_cst : f32) outs(%conv2_conv_empty : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32> loc("conv2")
  %conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv2_padded, %arg_conv2_weight : tensor<1x64x34x34xf32>, tensor<64x64x3x3xf32>) outs(%conv2_conv_init : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32> loc("conv2")
  %conv2_bias_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("conv2")
  %conv2_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_conv, %arg_conv2_bias : tensor<1x64x32x32xf32>, tensor<64xf32>) outs(%conv2_bias_empty : tensor<1x64x32x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x32x32xf32> loc("conv2")
  %relu2_empty = tensor.empty() : tensor<1x64x32x32xf32> loc("relu2")
  %relu2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_bias : tensor<1x64x32x32xf32>) outs(%relu2_empty : tensor<1x64x32x32xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x32x32xf32> loc("relu2")
  %pool_window = tensor.empty() : tensor<2x2xf32> loc("pool")
  %pool_pool_cst = arith.constant 0xFF800000 : f32 loc("pool")
  %pool_pool_empty = tensor.empty() : tensor<1x64x16x16xf32> loc("pool")
  %pool_pool_init = linalg.fill ins(%pool_pool_cst : f32) outs(%pool_pool_empty : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32> loc("pool")
  %pool_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%relu2, %pool_window : tensor<1x64x32x32xf32>, tensor<2x2xf32>) outs(%pool_pool_init : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32> loc("pool")
  return %pool_pool : tensor<1x64x16x16xf32> loc("output")
}
