// Source: data_generation.models:resnet_basic_block --input-shape 1,64,28,28 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x64x28x28xf32>, %arg_conv1_weight: tensor<64x64x3x3xf32>, %arg_conv2_weight: tensor<64x64x3x3xf32>) -> tensor<1x64x28x28xf32>
    attributes {rl.arguments = ["input", "conv1.weight", "conv2.weight"], rl.weights = "data_generation.models:resnet_basic_block"} {
  %conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_padded = tensor.pad %input low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv1_pad_value : f32
  } : tensor<1x64x28x28xf32> to tensor<1x64x30x30xf32> loc("conv1")
  %conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_conv_empty = tensor.empty() : tensor<1x64x28x28xf32> loc("conv1")
  %conv1_conv_init = linalg.fill ins(%conv1_conv_cst : f32) outs(%conv1_conv_empty : tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32> loc("conv1")
  %conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv1_padded, %arg_conv1_weight : tensor<1x64x30x30xf32>, tensor<64x64x3x3xf32>) outs(%conv1_conv_init : tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32> loc("conv1")
  %relu_empty = tensor.empty() : tensor<1x64x28x28xf32> loc("relu")
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_conv : tensor<1x64x28x28xf32>) outs(%relu_empty : tensor<1x64x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x28x28xf32> loc("relu")
  %conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_padded = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv2_pad_value : f32
  } : tensor<1x64x28x28xf32> to tensor<1x64x30x30xf32> loc("conv2")
  %conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_conv_empty = tensor.empty() : tensor<1x64x28x28xf32> loc("conv2")
  %conv2_conv_init = linalg.fill ins(%conv2_conv_cst : f32) outs(%conv2_conv_empty : tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32> loc("conv2")
  %conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv2_padded, %arg_conv2_weight : tensor<1x64x30x30xf32>, tensor<64x64x3x3xf32>) outs(%conv2_conv_init : tensor<1x64x28x28xf32>) -> tensor<1x64x28x28xf32> loc("conv2")
  %add_empty = tensor.empty() : tensor<1x64x28x28xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_conv, %input : tensor<1x64x28x28xf32>, tensor<1x64x28x28xf32>) outs(%add_empty : tensor<1x64x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x28x28xf32> loc("add")
  %relu_1_empty = tensor.empty() : tensor<1x64x28x28xf32> loc("relu_1")
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<1x64x28x28xf32>) outs(%relu_1_empty : tensor<1x64x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x28x28xf32> loc("relu_1")
  return %relu_1 : tensor<1x64x28x28xf32> loc("output")
}
