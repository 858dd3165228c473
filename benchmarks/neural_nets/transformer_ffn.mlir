// Source: data_generation.models:transformer_ffn --input-shape 64,256 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<64x256xf32>, %arg_linear1_weight: tensor<1024x256xf32>, %arg_linear1_bias: tensor<1024xf32>, %arg_linear2_weight: tensor<256x1024xf32>, %arg_linear2_bias: tensor<256xf32>) -> tensor<64x256xf32>
    attributes {rl.arguments = ["input", "linear1.weight", "linear1.bias", "linear2.weight", "linear2.bias"], rl.weights = "data_generation.models:transformer_ffn"} {
  %linear1_mm_cst = arith.constant 0.000000e+00 : f32 loc("linear1")
  %linear1_mm_empty = tensor.empty() : tensor<64x1024xf32> loc("linear1")
  %linear1_mm_init = linalg.fill ins(%linear1_mm_cst : f32) outs(%linear1_mm_empty : tensor<64x1024xf32>) -> tensor<64x1024xf32> loc("linear1")
  %linear1_mm = linalg.matmul_transpose_b ins(%input, %arg_linear1_weight : tensor<64x256xf32>, tensor<1024x256xf32>) outs(%linear1_mm_init : tensor<64x1024xf32>) -> tensor<64x1024xf32> loc("linear1")
  %linear1_bias_empty = tensor.empty() : tensor<64x1024xf32> loc("linear1")
  %linear1_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%linear1_mm, %arg_linear1_bias : tensor<64x1024xf32>, tensor<1024xf32>) outs(%linear1_bias_empty : tensor<64x1024xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<64x1024xf32> loc("linear1")
  %activation_empty = tensor.empty() : tensor<64x1024xf32> loc("activation")
  %activation = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%linear1_bias : tensor<64x1024xf32>) outs(%activation_empty : tensor<64x1024xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<64x1024xf32> loc("activation")
  %linear2_mm_cst = arith.constant 0.000000e+00 : f32 loc("linear2")
  %linear2_mm_empty = tensor.empty() : tensor<64x256xf32> loc("linear2")
  %linear2_mm_init = linalg.fill ins(%linear2_mm_cst : f32) outs(%linear2_mm_empty : tensor<64x256xf32>) -> tensor<64x256xf32> loc("linear2")
  %linear2_mm = linalg.matmul_transpose_b ins(%activation, %arg_linear2_weight : tensor<64x1024xf32>, tensor<256x1024xf32>) outs(%linear2_mm_init : tensor<64x256xf32>) -> tensor<64x256xf32> loc("linear2")
  %linear2_bias_empty = tensor.empty() : tensor<64x256xf32> loc("linear2")
  %linear2_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%linear2_mm, %arg_linear2_bias : tensor<64x256xf32>, tensor<256xf32>) outs(%linear2_bias_empty : tensor<64x256xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<64x256xf32> loc("linear2")
  %add_empty = tensor.empty() : tensor<64x256xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%input, %linear2_bias : tensor<64x256xf32>, tensor<64x256xf32>) outs(%add_empty : tensor<64x256xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<64x256xf32> loc("add")
  return %add : tensor<64x256xf32> loc("output")
}
