// Source: data_generation.models:residual_block(in_channels=96,channels=192,stride=2,seed=103011) --input-shape 1,96,14,14
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x96x14x14xf32>, %arg_conv1_weight: tensor<192x96x3x3xf32>, %arg_bn1_weight: tensor<192xf32>, %arg_bn1_bias: tensor<192xf32>, %arg_conv2_weight: tensor<192x192x3x3xf32>, %arg_bn2_weight: tensor<192xf32>, %arg_bn2_bias: tensor<192xf32>, %arg_downsample_0_weight: tensor<192x96x1x1xf32>, %arg_downsample_1_weight: tensor<192xf32>, %arg_downsample_1_bias: tensor<192xf32>, %arg_downsample_1_running_mean: tensor<192xf32>, %arg_downsample_1_running_var: tensor<192xf32>, %arg_bn1_running_mean: tensor<192xf32>, %arg_bn1_running_var: tensor<192xf32>, %arg_bn2_running_mean: tensor<192xf32>, %arg_bn2_running_var: tensor<192xf32>) -> tensor<1x192x7x7xf32>
    attributes {rl.arguments = ["input", "conv1.weight", "bn1.weight", "bn1.bias", "conv2.weight", "bn2.weight", "bn2.bias", "downsample.0.weight", "downsample.1.weight", "downsample.1.bias", "downsample.1.running_mean", "downsample.1.running_var", "bn1.running_mean", "bn1.running_var", "bn2.running_mean", "bn2.running_var"], rl.weights = "data_generation.models:residual_block(in_channels=96,channels=192,stride=2,seed=103011)"} {
  %downsample_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("downsample_0")
  %downsample_0_conv_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("downsample_0")
  %downsample_0_conv_init = linalg.fill ins(%downsample_0_conv_cst : f32) outs(%downsample_0_conv_empty : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("downsample_0")
  %downsample_0_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%input, %arg_downsample_0_weight : tensor<1x96x14x14xf32>, tensor<192x96x1x1xf32>) outs(%downsample_0_conv_init : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("downsample_0")
  %downsample_1_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("downsample_1")
  %downsample_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%downsample_0_conv, %arg_downsample_1_running_mean, %arg_downsample_1_running_var, %arg_downsample_1_weight, %arg_downsample_1_bias : tensor<1x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%downsample_1_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x192x7x7xf32> loc("downsample_1")
  %conv1_pad_value = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_padded = tensor.pad %input low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv1_pad_value : f32
  } : tensor<1x96x14x14xf32> to tensor<1x96x16x16xf32> loc("conv1")
  %conv1_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv1")
  %conv1_conv_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("conv1")
  %conv1_conv_init = linalg.fill ins(%conv1_conv_cst : f32) outs(%conv1_conv_empty : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("conv1")
  %conv1_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%conv1_padded, %arg_conv1_weight : tensor<1x96x16x16xf32>, tensor<192x96x3x3xf32>) outs(%conv1_conv_init : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("conv1")
  %bn1_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("bn1")
  %bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1_conv, %arg_bn1_running_mean, %arg_bn1_running_var, %arg_bn1_weight, %arg_bn1_bias : tensor<1x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%bn1_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x192x7x7xf32> loc("bn1")
  %relu_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("relu")
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn1 : tensor<1x192x7x7xf32>) outs(%relu_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x192x7x7xf32> loc("relu")
  %conv2_pad_value = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_padded = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %conv2_pad_value : f32
  } : tensor<1x192x7x7xf32> to tensor<1x192x9x9xf32> loc("conv2")
  %conv2_conv_cst = arith.constant 0.000000e+00 : f32 loc("conv2")
  %conv2_conv_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("conv2")
  %conv2_conv_init = linalg.fill ins(%conv2_conv_cst : f32) outs(%conv2_conv_empty : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("conv2")
  %conv2_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv2_padded, %arg_conv2_weight : tensor<1x192x9x9xf32>, tensor<192x192x3x3xf32>) outs(%conv2_conv_init : tensor<1x192x7x7xf32>) -> tensor<1x192x7x7xf32> loc("conv2")
  %bn2_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("bn2")
  %bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv2_conv, %arg_bn2_running_mean, %arg_bn2_running_var, %arg_bn2_weight, %arg_bn2_bias : tensor<1x192x7x7xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%bn2_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x192x7x7xf32> loc("bn2")
  %add_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn2, %downsample_1 : tensor<1x192x7x7xf32>, tensor<1x192x7x7xf32>) outs(%add_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x192x7x7xf32> loc("add")
  %relu_1_empty = tensor.empty() : tensor<1x192x7x7xf32> loc("relu_1")
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<1x192x7x7xf32>) outs(%relu_1_empty : tensor<1x192x7x7xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x192x7x7xf32> loc("relu_1")
  return %relu_1 : tensor<1x192x7x7xf32> loc("output")
}
