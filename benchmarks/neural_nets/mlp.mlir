// Source: data_generation.models:mlp --input-shape 8,256 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<8x256xf32>, %arg_fc1_weight: tensor<512x256xf32>, %arg_fc1_bias: tensor<512xf32>, %arg_fc2_weight: tensor<512x512xf32>, %arg_fc2_bias: tensor<512xf32>, %arg_fc3_weight: tensor<10x512xf32>, %arg_fc3_bias: tensor<10xf32>) -> tensor<8x10xf32>
    attributes {rl.arguments = ["input", "fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias", "fc3.weight", "fc3.bias"], rl.weights = "data_generation.models:mlp"} {
  %fc1_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc1")
  %fc1_mm_empty = tensor.empty() : tensor<8x512xf32> loc("fc1")
  %fc1_mm_init = linalg.fill ins(%fc1_mm_cst : f32) outs(%fc1_mm_empty : tensor<8x512xf32>) -> tensor<8x512xf32> loc("fc1")
  %fc1_mm = linalg.matmul_transpose_b ins(%input, %arg_fc1_weight : tensor<8x256xf32>, tensor<512x256xf32>) outs(%fc1_mm_init : tensor<8x512xf32>) -> tensor<8x512xf32> loc("fc1")
  %fc1_bias_empty = tensor.empty() : tensor<8x512xf32> loc("fc1")
  %fc1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc1_mm, %arg_fc1_bias : tensor<8x512xf32>, tensor<512xf32>) outs(%fc1_bias_empty : tensor<8x512xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<8x512xf32> loc("fc1")
  %relu_empty = tensor.empty() : tensor<8x512xf32> loc("relu")
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc1_bias : tensor<8x512xf32>) outs(%relu_empty : tensor<8x512xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<8x512xf32> loc("relu")
  %fc2_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc2")
  %fc2_mm_empty = tensor.empty() : tensor<8x512xf32> loc("fc2")
  %fc2_mm_init = linalg.fill ins(%fc2_mm_cst : f32) outs(%fc2_mm_empty : tensor<8x512xf32>) -> tensor<8x512xf32> loc("fc2")
  %fc2_mm = linalg.matmul_transpose_b ins(%relu, %arg_fc2_weight : tensor<8x512xf32>, tensor<512x512xf32>) outs(%fc2_mm_init : tensor<8x512xf32>) -> tensor<8x512xf32> loc("fc2")
  %fc2_bias_empty = tensor.empty() : tensor<8x512xf32> loc("fc2")
  %fc2_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc2_mm, %arg_fc2_bias : tensor<8x512xf32>, tensor<512xf32>) outs(%fc2_bias_empty : tensor<8x512xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<8x512xf32> loc("fc2")
  %relu_1_empty = tensor.empty() : tensor<8x512xf32> loc("relu_1")
  %relu_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc2_bias : tensor<8x512xf32>) outs(%relu_1_empty : tensor<8x512xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<8x512xf32> loc("relu_1")
  %fc3_mm_cst = arith.constant 0.000000e+00 : f32 loc("fc3")
  %fc3_mm_empty = tensor.empty() : tensor<8x10xf32> loc("fc3")
  %fc3_mm_init = linalg.fill ins(%fc3_mm_cst : f32) outs(%fc3_mm_empty : tensor<8x10xf32>) -> tensor<8x10xf32> loc("fc3")
  %fc3_mm = linalg.matmul_transpose_b ins(%relu_1, %arg_fc3_weight : tensor<8x512xf32>, tensor<10x512xf32>) outs(%fc3_mm_init : tensor<8x10xf32>) -> tensor<8x10xf32> loc("fc3")
  %fc3_bias_empty = tensor.empty() : tensor<8x10xf32> loc("fc3")
  %fc3_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%fc3_mm, %arg_fc3_bias : tensor<8x10xf32>, tensor<10xf32>) outs(%fc3_bias_empty : tensor<8x10xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<8x10xf32> loc("fc3")
  return %fc3_bias : tensor<8x10xf32> loc("output")
}
