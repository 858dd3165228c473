// Source: data_generation.models:lenet5 --input-shape 1,1,32,32 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x1x32x32xf32>, %arg_conv1_weight: tensor<6x1x5x5xf32>, %arg_conv1_bias: tensor<6xf32>, %arg_conv2_weight: tensor<16x6x5x5xf32>, %arg_conv2_bias: tensor<16xf32>, %arg_fc1_weight: tensor<120x400xf32>, %arg_fc1_bias: tensor<120xf32>, %arg_fc2_weight: tensor<84x120xf32>, %arg_fc2_bias: tensor<84xf32>, %arg_fc3_weight: tensor<10x84xf32>, %arg_fc3_bias: tensor<10xf32>) -> tensor<1x10xf32>
    attributes {rl.arguments = ["input", "conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias", "fc3.weight", "fc3.bias"], rl.weights = "data_generation.models:lenet5"} {
  %conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_conv_empty = tensor.empty() : tensor<1x6x28x28xf32> loc("conv1")
  %conv1_conv_init = linalg.fill ins(%conv1_conv_cst : f32) outs(%conv1_conv_empty : tensor<1x6x28x28xf32>) -> tensor<1x6x28x28xf32> loc("conv1")
  %conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%input, %arg_conv1_weight : tensor<1x1x32x32xf32>, tensor<6x1x5x5xf32>) outs(%conv1_conv_init : tensor<1x6x28x28xf32>) -> tensor<1x6x28x28xf32> loc("conv1")
  %conv1_bias_empty = tensor.empty() : tensor<1x6x28x28xf32> loc("conv1")
  %conv1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_conv, %arg_conv1_bias : tensor<1x6x28x28xf32>, tensor<6xf32>) outs(%conv1_bias_empty : tensor<1x6x28x28xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x6x28x28xf32> loc("conv1")
  %relu_empty = tensor.empty() : tensor<1x6x28x28xf32> loc("relu")
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_bias : tensor<1x6x28x28xf32>) outs(%relu_empty : tensor<1x6x28x28xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x6x28x28xf32> loc("relu")
  %pool1_window = tensor.empty() : tensor<2x2xf32> loc("pool1")
  %pool1_pool_cst = arith.constant 0xFF800000 : f32 loc("pool1")
  %pool1_pool_empty = tensor.empty() : tensor<1x6x14x14xf32> loc("pool1")
  %pool1_pool_init = linalg.fill ins(%pool1_pool_cst : f32) outs(%pool1_pool_empty : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32> loc("pool1")
  %pool1_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%relu, %pool1_window : tensor<1x6x28x28xf32>, tensor<2x2xf32>) outs(%pool1_pool_init : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32> loc("pool1")
  %conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_conv_empty = tensor.empty() : tensor<1x16x10x10xf32> loc("conv2")
  %conv2_conv_init = linalg.fill ins(%conv2_conv_cst : f32) outs(%conv2_conv_empty : tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> loc("conv2")
  %conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%pool1_pool, %arg_conv2_weight : tensor<1x6x14x14xf32>, tensor<16x6x5x5xf32>) outs(%conv2_conv_init : tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32> loc("conv2")
  %conv2_bias_empty = tensor.empty() : tensor<1x16x10x10xf32> loc("conv2")
  %conv2_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_conv, %arg_conv2_bias : tensor<1x16x10x10xf32>, tensor<16xf32>) outs(%conv2_bias_empty : tensor<1x16x10x10xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x16x10x10xf32> loc("conv2")
  %relu_1_empty = tensor.empty() : tensor<1x16x10x10xf32> loc("relu_1")
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_bias : tensor<1x16x10x10xf32>) outs(%relu_1_empty : tensor<1x16x10x10xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x16x10x10xf32> loc("relu_1")
  %pool2_window = tensor.empty() : tensor<2x2xf32> loc("pool2")
  %pool2_pool_cst = arith.constant 0xFF800000 : f32 loc("pool2")
  %pool2_pool_empty = tensor.empty() : tensor<1x16x5x5xf32> loc("pool2")
  %pool2_pool_init = linalg.fill ins(%pool2_pool_cst : f32) outs(%pool2_pool_empty : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32> loc("pool2")
  %pool2_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%relu_1, %pool2_window : tensor<1x16x10x10xf32>, tensor<2x2xf32>) outs(%pool2_pool_init : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32> loc("pool2")
  %view_reshape = tensor.collapse_shape %pool2_pool [[0], [1, 2, 3]] : tensor<1x16x5x5xf32> into tensor<1x400xf32> loc("view")
  %fc1_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc1")
  %fc1_mm_empty = tensor.empty() : tensor<1x120xf32> loc("fc1")
  %fc1_mm_init = linalg.fill ins(%fc1_mm_cst : f32) outs(%fc1_mm_empty : tensor<1x120xf32>) -> tensor<1x120xf32> loc("fc1")
  %fc1_mm = linalg.matmul_transpose_b ins(%view_reshape, %arg_fc1_weight : tensor<1x400xf32>, tensor<120x400xf32>) outs(%fc1_mm_init : tensor<1x120xf32>) -> tensor<1x120xf32> loc("fc1")
  %fc1_bias_empty = tensor.empty() : tensor<1x120xf32> loc("fc1")
  %fc1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc1_mm, %arg_fc1_bias : tensor<1x120xf32>, tensor<120xf32>) outs(%fc1_bias_empty : tensor<1x120xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x120xf32> loc("fc1")
  %relu_2_empty = tensor.empty() : tensor<1x120xf32> loc("relu_2")
  %relu_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc1_bias : tensor<1x120xf32>) outs(%relu_2_empty : tensor<1x120xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x120xf32> loc("relu_2")
  %fc2_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc2")
  %fc2_mm_empty = tensor.empty() : tensor<1x84xf32> loc("fc2")
  %fc2_mm_init = linalg.fill ins(%fc2_mm_cst : f32) outs(%fc2_mm_empty : tensor<1x84xf32>) -> tensor<1x84xf32> loc("fc2")
  %fc2_mm = linalg.matmul_transpose_b ins(%relu_2, %arg_fc2_weight : tensor<1x120xf32>, tensor<84x120xf32>) outs(%fc2_mm_init : tensor<1x84xf32>) -> tensor<1x84xf32> loc("fc2")
  %fc2_bias_empty = tensor.empty() : tensor<1x84xf32> loc("fc2")
  %fc2_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc2_mm, %arg_fc2_bias : tensor<1x84xf32>, tensor<84xf32>) outs(%fc2_bias_empty : tensor<1x84xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x84xf32> loc("fc2")
  %relu_3_empty = tensor.empty() : tensor<1x84xf32> loc("relu_3")
  %relu_3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc2_bias : tensor<1x84xf32>) outs(%relu_3_empty : tensor<1x84xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x84xf32> loc("relu_3")
  %fc3_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc3")
  %fc3_mm_empty = tensor.empty() : tensor<1x10xf32> loc("fc3")
  %fc3_mm_init = linalg.fill ins(%fc3_mm_cst : f32) outs(%fc3_mm_empty : tensor<1x10xf32>) -> tensor<1x10xf32> loc("fc3")
  %fc3_mm = linalg.matmul_transpose_b ins(%relu_3, %arg_fc3_weight : tensor<1x84xf32>, tensor<10x84xf32>) outs(%fc3_mm_init : tensor<1x10xf32>) -> tensor<1x10xf32> loc("fc3")
  %fc3_bias_empty = tensor.empty() : tensor<1x10xf32> loc("fc3")
  %fc3_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc3_mm, %arg_fc3_bias : tensor<1x10xf32>, tensor<10xf32>) outs(%fc3_bias_empty : tensor<1x10xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x10xf32> loc("fc3")
  return %fc3_bias : tensor<1x10xf32> loc("output")
}
