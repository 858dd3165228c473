// Source: data_generation.models:mobilenet_block --input-shape 1,32,28,28 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x32x28x28xf32>, %arg_expand_weight: tensor<192x32x1x1xf32>, %arg_bn1_weight: tensor<192xf32>, %arg_bn1_bias: tensor<192xf32>, %arg_depthwise_weight: tensor<192x1x3x3xf32>, %arg_bn2_weight: tensor<192xf32>, %arg_bn2_bias: tensor<192xf32>, %arg_project_weight: tensor<32x192x1x1xf32>, %arg_bn3_weight: tensor<32xf32>, %arg_bn3_bias: tensor<32xf32>, %arg_bn1_running_mean: tensor<192xf32>, %arg_bn1_running_var: tensor<192xf32>, %arg_bn2_running_mean: tensor<192xf32>, %arg_bn2_running_var: tensor<192xf32>, %arg_bn3_running_mean: tensor<32xf32>, %arg_bn3_running_var: tensor<32xf32>) -> tensor<1x32x28x28xf32>
    attributes {rl.arguments = ["input", "expand.weight", "bn1.weight", "bn1.bias", "depthwise.weight", "bn2.weight", "bn2.bias", "project.weight", "bn3.weight", "bn3.bias", "bn1.running_mean", "bn1.running_var", "bn2.running_mean", "bn2.running_var", "bn3.running_mean", "bn3.running_var"], rl.weights = "data_generation.models:mobilenet_block"} {
  %expand_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("expand")
  %expand = linalg.transpose ins(%input : tensor<1x32x28x28xf32>) outs(%expand_empty : tensor<1x28x28x32xf32>) permutation = [0, 2, 3, 1] loc("expand")
  %expand_1 = tensor.collapse_shape %expand [[0, 1, 2], [3]] : tensor<1x28x28x32xf32> into tensor<784x32xf32> loc("expand")
  %expand_2 = tensor.collapse_shape %arg_expand_weight [[0], [1, 2, 3]] : tensor<192x32x1x1xf32> into tensor<192x32xf32> loc("expand")
  %expand_mm_cst = arith.constant 0.000000e+00 : f32 loc("expand")
  %expand_mm_empty = tensor.empty() : tensor<784x192xf32> loc("expand")
  %expand_mm_init = linalg.fill ins(%expand_mm_cst : f32) outs(%expand_mm_empty : tensor<784x192xf32>) -> tensor<784x192xf32> loc("expand")
  %expand_mm = linalg.matmul_transpose_b ins(%expand_1, %expand_2 : tensor<784x32xf32>, tensor<192x32xf32>) outs(%expand_mm_init : tensor<784x192xf32>) -> tensor<784x192xf32> loc("expand")
  %expand_3 = tensor.expand_shape %expand_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 192] : tensor<784x192xf32> into tensor<1x28x28x192xf32> loc("expand")
  %bn1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("bn1")
  %bn1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand_3, %arg_bn1_running_mean, %arg_bn1_running_var, %arg_bn1_weight, %arg_bn1_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%bn1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("bn1")
  %act1_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("act1")
  %act1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn1 : tensor<1x28x28x192xf32>) outs(%act1_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("act1")
  %depthwise = tensor.collapse_shape %arg_depthwise_weight [[0, 1], [2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("depthwise")
  %depthwise_empty = tensor.empty() : tensor<3x3x192xf32> loc("depthwise")
  %depthwise_1 = linalg.transpose ins(%depthwise : tensor<192x3x3xf32>) outs(%depthwise_empty : tensor<3x3x192xf32>) permutation = [1, 2, 0] loc("depthwise")
  %depthwise_pad_value = arith.constant 0.000000e+00 : f32 loc("depthwise")
  %depthwise_padded = tensor.pad %act1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %depthwise_pad_value : f32
  } : tensor<1x28x28x192xf32> to tensor<1x30x30x192xf32> loc("depthwise")
  %depthwise_conv_cst = arith.constant 0.000000e+00 : f32 loc("depthwise")
  %depthwise_conv_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("depthwise")
  %depthwise_conv_init = linalg.fill ins(%depthwise_conv_cst : f32) outs(%depthwise_conv_empty : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("depthwise")
  %depthwise_conv = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%depthwise_padded, %depthwise_1 : tensor<1x30x30x192xf32>, tensor<3x3x192xf32>) outs(%depthwise_conv_init : tensor<1x28x28x192xf32>) -> tensor<1x28x28x192xf32> loc("depthwise")
  %bn2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("bn2")
  %bn2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%depthwise_conv, %arg_bn2_running_mean, %arg_bn2_running_var, %arg_bn2_weight, %arg_bn2_bias : tensor<1x28x28x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>) outs(%bn2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x192xf32> loc("bn2")
  %act2_empty = tensor.empty() : tensor<1x28x28x192xf32> loc("act2")
  %act2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn2 : tensor<1x28x28x192xf32>) outs(%act2_empty : tensor<1x28x28x192xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    %k2 = arith.constant 0x40C00000 : f32
    %k3 = arith.minimumf %k1, %k2 : f32
    linalg.yield %k3 : f32
  } -> tensor<1x28x28x192xf32> loc("act2")
  %project = tensor.collapse_shape %act2 [[0, 1, 2], [3]] : tensor<1x28x28x192xf32> into tensor<784x192xf32> loc("project")
  %project_1 = tensor.collapse_shape %arg_project_weight [[0], [1, 2, 3]] : tensor<32x192x1x1xf32> into tensor<32x192xf32> loc("project")
  %project_mm_cst = arith.constant 0.000000e+00 : f32 loc("project")
  %project_mm_empty = tensor.empty() : tensor<784x32xf32> loc("project")
  %project_mm_init = linalg.fill ins(%project_mm_cst : f32) outs(%project_mm_empty : tensor<784x32xf32>) -> tensor<784x32xf32> loc("project")
  %project_mm = linalg.matmul_transpose_b ins(%project, %project_1 : tensor<784x192xf32>, tensor<32x192xf32>) outs(%project_mm_init : tensor<784x32xf32>) -> tensor<784x32xf32> loc("project")
  %project_2 = tensor.expand_shape %project_mm [[0, 1, 2], [3]] output_shape [1, 28, 28, 32] : tensor<784x32xf32> into tensor<1x28x28x32xf32> loc("project")
  %bn3_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("bn3")
  %bn3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%project_2, %arg_bn3_running_mean, %arg_bn3_running_var, %arg_bn3_weight, %arg_bn3_bias : tensor<1x28x28x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%bn3_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = arith.constant 0x3727C5AC : f32
    %k2 = arith.addf %in2, %k1 : f32
    %k3 = math.rsqrt %k2 : f32
    %k4 = arith.mulf %k0, %k3 : f32
    %k5 = arith.mulf %k4, %in3 : f32
    %k6 = arith.addf %k5, %in4 : f32
    linalg.yield %k6 : f32
  } -> tensor<1x28x28x32xf32> loc("bn3")
  %add_empty = tensor.empty() : tensor<1x28x28x32xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expand, %bn3 : tensor<1x28x28x32xf32>, tensor<1x28x28x32xf32>) outs(%add_empty : tensor<1x28x28x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x28x28x32xf32> loc("add")
  %output_empty = tensor.empty() : tensor<1x32x28x28xf32> loc("output")
  %output = linalg.transpose ins(%add : tensor<1x28x28x32xf32>) outs(%output_empty : tensor<1x32x28x28xf32>) permutation = [0, 3, 1, 2] loc("output")
  return %output : tensor<1x32x28x28xf32> loc("output")
}
