// Source: data_generation.models:inverted_residual_block(channels=64,expansion=6,out=64,stride=1,seed=3016) --input-shape 1,64,56,56
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x64x56x56xf32>, %arg_expand_weight: tensor<384x64x1x1xf32>, %arg_bn1_weight: tensor<384xf32>, %arg_bn1_bias: tensor<384xf32>, %arg_depthwise_weight: tensor<384x1x3x3xf32>, %arg_bn2_weight: tensor<384xf32>, %arg_bn2_bias: tensor<384xf32>, %arg_project_weight: tensor<64x384x1x1xf32>, %arg_bn3_weight: tensor<64xf32>, %arg_bn3_bias: tensor<64xf32>, %arg_bn1_running_mean: tensor<384xf32>, %arg_bn1_running_var: tensor<384xf32>, %arg_bn2_running_mean: tensor<384xf32>, %arg_bn2_running_var: tensor<384xf32>, %arg_bn3_running_mean: tensor<64xf32>, %arg_bn3_running_var: tensor<64xf32>) -> tensor<1x64x56x56xf32>
    attributes {rl.arguments = ["input", "expand.weight", "bn1.weight", "bn1.bias", "depthwise.weight", "bn2.weight", "bn2.bias", "project.weight", "bn3.weight", "bn3.bias", "bn1.running_mean", "bn1.running_var", "bn2.running_mean", "bn2.running_var", "bn3.running_mean", "bn3.running_var"], rl.weights = "data_generation.models:inverted_residual_block(channels=64,expansion=6,out=64,stride=1,seed=3016)"} {
  %expand_conv_cst = arith.constant 0.000000e+00 : f32 loc("expand")
  %expand_conv_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("expand")
  %expand_conv_init = linalg.fill ins(%expand_conv_cst : f32) outs(%expand_conv_empty : tensor<1x384x56x56xf32>) -> tensor<1x384x56x56xf32> loc("expand")
  %expand_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%input, %arg_expand_weight : tensor<1x64x56x56xf32>, tensor<384x64x1x1xf32>) outs(%expand_conv_init : tensor<1x384x56x56xf32>) -> tensor<1x384x56x56xf32> loc("expand")
  %bn1_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("bn1")
  %bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_conv, %arg_bn1_running_mean, %arg_bn1_running_var, %arg_bn1_weight, %arg_bn1_bias : tensor<1x384x56x56xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%bn1_empty : tensor<1x384x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x384x56x56xf32> loc("bn1")
  %act1_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("act1")
  %act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn1 : tensor<1x384x56x56xf32>) outs(%act1_empty : tensor<1x384x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x384x56x56xf32> loc("act1")
  %depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("depthwise")
  %depthwise_padded = tensor.pad %act1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %depthwise_pad_value : f32
  } : tensor<1x384x56x56xf32> to tensor<1x384x58x58xf32> loc("depthwise")
  %depthwise = tensor.collapse_shape %arg_depthwise_weight [[0, 1], [2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("depthwise")
  %depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("depthwise")
  %depthwise_conv_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("depthwise")
  %depthwise_conv_init = linalg.fill ins(%depthwise_conv_cst : f32) outs(%depthwise_conv_empty : tensor<1x384x56x56xf32>) -> tensor<1x384x56x56xf32> loc("depthwise")
  %depthwise_conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%depthwise_padded, %depthwise : tensor<1x384x58x58xf32>, tensor<384x3x3xf32>) outs(%depthwise_conv_init : tensor<1x384x56x56xf32>) -> tensor<1x384x56x56xf32> loc("depthwise")
  %bn2_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("bn2")
  %bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%depthwise_conv, %arg_bn2_running_mean, %arg_bn2_running_var, %arg_bn2_weight, %arg_bn2_bias : tensor<1x384x56x56xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>) outs(%bn2_empty : tensor<1x384x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x384x56x56xf32> loc("bn2")
  %act2_empty = tensor.empty() : tensor<1x384x56x56xf32> loc("act2")
  %act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn2 : tensor<1x384x56x56xf32>) outs(%act2_empty : tensor<1x384x56x56xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x384x56x56xf32> loc("act2")
  %project_conv_cst = arith.constant 0.000000e+00 : f32 loc("project")
  %project_conv_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("project")
  %project_conv_init = linalg.fill ins(%project_conv_cst : f32) outs(%project_conv_empty : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("project")
  %project_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%act2, %arg_project_weight : tensor<1x384x56x56xf32>, tensor<64x384x1x1xf32>) outs(%project_conv_init : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("project")
  %bn3_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("bn3")
  %bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%project_conv, %arg_bn3_running_mean, %arg_bn3_running_var, %arg_bn3_weight, %arg_bn3_bias : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%bn3_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x64x56x56xf32> loc("bn3")
  %add_empty = tensor.empty() : tensor<1x64x56x56xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%input, %bn3 : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) outs(%add_empty : tensor<1x64x56x56xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x56x56xf32> loc("add")
  return %add : tensor<1x64x56x56xf32> loc("output")
}
