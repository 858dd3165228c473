// Source: data_generation.models:bert_base_layer --input-shape 1,128,768 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x128x768xf32>, %arg_query_weight: tensor<768x768xf32>, %arg_query_bias: tensor<768xf32>, %arg_key_weight: tensor<768x768xf32>, %arg_key_bias: tensor<768xf32>, %arg_value_weight: tensor<768x768xf32>, %arg_value_bias: tensor<768xf32>, %arg_attention_out_weight: tensor<768x768xf32>, %arg_attention_out_bias: tensor<768xf32>, %arg_norm1_weight: tensor<768xf32>, %arg_norm1_bias: tensor<768xf32>, %arg_ffn_in_weight: tensor<3072x768xf32>, %arg_ffn_in_bias: tensor<3072xf32>, %arg_ffn_out_weight: tensor<768x3072xf32>, %arg_ffn_out_bias: tensor<768xf32>, %arg_norm2_weight: tensor<768xf32>, %arg_norm2_bias: tensor<768xf32>) -> tensor<1x128x768xf32>
    attributes {rl.arguments = ["input", "query.weight", "query.bias", "key.weight", "key.bias", "value.weight", "value.bias", "attention_out.weight", "attention_out.bias", "norm1.weight", "norm1.bias", "ffn_in.weight", "ffn_in.bias", "ffn_out.weight", "ffn_out.bias", "norm2.weight", "norm2.bias"], rl.weights = "data_generation.models:bert_base_layer"} {
  %query_reshape = tensor.collapse_shape %input [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("query")
  %query_mm_cst = arith.constant 0.000000e+00 : f32 loc("query")
  %query_mm_empty = tensor.empty() : tensor<128x768xf32> loc("query")
  %query_mm_init = linalg.fill ins(%query_mm_cst : f32) outs(%query_mm_empty : tensor<128x768xf32>) -> tensor<128x768xf32> loc("query")
  %query_mm = linalg.matmul_transpose_b ins(%query_reshape, %arg_query_weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%query_mm_init : tensor<128x768xf32>) -> tensor<128x768xf32> loc("query")
  %query_bias_empty = tensor.empty() : tensor<128x768xf32> loc("query")
  %query_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%query_mm, %arg_query_bias : tensor<128x768xf32>, tensor<768xf32>) outs(%query_bias_empty : tensor<128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x768xf32> loc("query")
  %query_reshape_1 = tensor.expand_shape %query_bias [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("query")
  %view_reshape = tensor.expand_shape %query_reshape_1 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("view")
  %transpose_empty = tensor.empty() : tensor<1x12x128x64xf32> loc("transpose")
  %transpose = linalg.transpose ins(%view_reshape : tensor<1x128x12x64xf32>) outs(%transpose_empty : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("transpose")
  %key_reshape = tensor.collapse_shape %input [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("key")
  %key_mm_cst = arith.constant 0.000000e+00 : f32 loc("key")
  %key_mm_empty = tensor.empty() : tensor<128x768xf32> loc("key")
  %key_mm_init = linalg.fill ins(%key_mm_cst : f32) outs(%key_mm_empty : tensor<128x768xf32>) -> tensor<128x768xf32> loc("key")
  %key_mm = linalg.matmul_transpose_b ins(%key_reshape, %arg_key_weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%key_mm_init : tensor<128x768xf32>) -> tensor<128x768xf32> loc("key")
  %key_bias_empty = tensor.empty() : tensor<128x768xf32> loc("key")
  %key_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%key_mm, %arg_key_bias : tensor<128x768xf32>, tensor<768xf32>) outs(%key_bias_empty : tensor<128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x768xf32> loc("key")
  %key_reshape_1 = tensor.expand_shape %key_bias [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("key")
  %view_1_reshape = tensor.expand_shape %key_reshape_1 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("view_1")
  %transpose_1_empty = tensor.empty() : tensor<1x12x128x64xf32> loc("transpose_1")
  %transpose_1 = linalg.transpose ins(%view_1_reshape : tensor<1x128x12x64xf32>) outs(%transpose_1_empty : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("transpose_1")
  %value_reshape = tensor.collapse_shape %input [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("value")
  %value_mm_cst = arith.constant 0.000000e+00 : f32 loc("value")
  %value_mm_empty = tensor.empty() : tensor<128x768xf32> loc("value")
  %value_mm_init = linalg.fill ins(%value_mm_cst : f32) outs(%value_mm_empty : tensor<128x768xf32>) -> tensor<128x768xf32> loc("value")
  %value_mm = linalg.matmul_transpose_b ins(%value_reshape, %arg_value_weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%value_mm_init : tensor<128x768xf32>) -> tensor<128x768xf32> loc("value")
  %value_bias_empty = tensor.empty() : tensor<128x768xf32> loc("value")
  %value_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%value_mm, %arg_value_bias : tensor<128x768xf32>, tensor<768xf32>) outs(%value_bias_empty : tensor<128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x768xf32> loc("value")
  %value_reshape_1 = tensor.expand_shape %value_bias [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("value")
  %view_2_reshape = tensor.expand_shape %value_reshape_1 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("view_2")
  %transpose_2_empty = tensor.empty() : tensor<1x12x128x64xf32> loc("transpose_2")
  %transpose_2 = linalg.transpose ins(%view_2_reshape : tensor<1x128x12x64xf32>) outs(%transpose_2_empty : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("transpose_2")
  %transpose_3_empty = tensor.empty() : tensor<1x12x64x128xf32> loc("transpose_3")
  %transpose_3 = linalg.transpose ins(%transpose_1 : tensor<1x12x128x64xf32>) outs(%transpose_3_empty : tensor<1x12x64x128xf32>) permutation = [0, 1, 3, 2] loc("transpose_3")
  %matmul_reshape = tensor.collapse_shape %transpose [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32> loc("matmul")
  %matmul_reshape_1 = tensor.collapse_shape %transpose_3 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32> loc("matmul")
  %matmul_mm_cst = arith.constant 0.000000e+00 : f32 loc("matmul")
  %matmul_mm_empty = tensor.empty() : tensor<12x128x128xf32> loc("matmul")
  %matmul_mm_init = linalg.fill ins(%matmul_mm_cst : f32) outs(%matmul_mm_empty : tensor<12x128x128xf32>) -> tensor<12x128x128xf32> loc("matmul")
  %matmul_mm = linalg.batch_matmul ins(%matmul_reshape, %matmul_reshape_1 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%matmul_mm_init : tensor<12x128x128xf32>) -> tensor<12x128x128xf32> loc("matmul")
  %matmul_reshape_2 = tensor.expand_shape %matmul_mm [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32> loc("matmul")
  %mul_empty = tensor.empty() : tensor<1x12x128x128xf32> loc("mul")
  %mul = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%matmul_reshape_2 : tensor<1x12x128x128xf32>) outs(%mul_empty : tensor<1x12x128x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0x3E000000 : f32
    %k1 = arith.mulf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x12x128x128xf32> loc("mul")
  %softmax_max_acc_cst = arith.constant 0xFF7FFFFF : f32 loc("softmax")
  %softmax_max_acc_empty = tensor.empty() : tensor<1x12x128xf32> loc("softmax")
  %softmax_max_acc_init = linalg.fill ins(%softmax_max_acc_cst : f32) outs(%softmax_max_acc_empty : tensor<1x12x128xf32>) -> tensor<1x12x128xf32> loc("softmax")
  %softmax_max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%mul : tensor<1x12x128x128xf32>) outs(%softmax_max_acc_init : tensor<1x12x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.maximumf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x12x128xf32> loc("softmax")
  %softmax_exp_empty = tensor.empty() : tensor<1x12x128x128xf32> loc("softmax")
  %softmax_exp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mul, %softmax_max : tensor<1x12x128x128xf32>, tensor<1x12x128xf32>) outs(%softmax_exp_empty : tensor<1x12x128x128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.subf %in0, %in1 : f32
    %k1 = math.exp %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x12x128x128xf32> loc("softmax")
  %softmax_sum_acc_cst = arith.constant 0.000000e+00 : f32 loc("softmax")
  %softmax_sum_acc_empty = tensor.empty() : tensor<1x12x128xf32> loc("softmax")
  %softmax_sum_acc_init = linalg.fill ins(%softmax_sum_acc_cst : f32) outs(%softmax_sum_acc_empty : tensor<1x12x128xf32>) -> tensor<1x12x128xf32> loc("softmax")
  %softmax_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%softmax_exp : tensor<1x12x128x128xf32>) outs(%softmax_sum_acc_init : tensor<1x12x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.addf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x12x128xf32> loc("softmax")
  %softmax_empty = tensor.empty() : tensor<1x12x128x128xf32> loc("softmax")
  %softmax = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%softmax_exp, %softmax_sum : tensor<1x12x128x128xf32>, tensor<1x12x128xf32>) outs(%softmax_empty : tensor<1x12x128x128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.divf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x12x128x128xf32> loc("softmax")
  %matmul_1_reshape = tensor.collapse_shape %softmax [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32> loc("matmul_1")
  %matmul_1_reshape_1 = tensor.collapse_shape %transpose_2 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32> loc("matmul_1")
  %matmul_1_mm_cst = arith.constant 0.000000e+00 : f32 loc("matmul_1")
  %matmul_1_mm_empty = tensor.empty() : tensor<12x128x64xf32> loc("matmul_1")
  %matmul_1_mm_init = linalg.fill ins(%matmul_1_mm_cst : f32) outs(%matmul_1_mm_empty : tensor<12x128x64xf32>) -> tensor<12x128x64xf32> loc("matmul_1")
  %matmul_1_mm = linalg.batch_matmul ins(%matmul_1_reshape, %matmul_1_reshape_1 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%matmul_1_mm_init : tensor<12x128x64xf32>) -> tensor<12x128x64xf32> loc("matmul_1")
  %matmul_1_reshape_2 = tensor.expand_shape %matmul_1_mm [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32> loc("matmul_1")
  %transpose_4_empty = tensor.empty() : tensor<1x128x12x64xf32> loc("transpose_4")
  %transpose_4 = linalg.transpose ins(%matmul_1_reshape_2 : tensor<1x12x128x64xf32>) outs(%transpose_4_empty : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] loc("transpose_4")
  %reshape_reshape = tensor.collapse_shape %transpose_4 [[0], [1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<1x128x768xf32> loc("reshape")
  %attention_out_reshape = tensor.collapse_shape %reshape_reshape [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("attention_out")
  %attention_out_mm_cst = arith.constant 0.000000e+00 : f32 loc("attention_out")
  %attention_out_mm_empty = tensor.empty() : tensor<128x768xf32> loc("attention_out")
  %attention_out_mm_init = linalg.fill ins(%attention_out_mm_cst : f32) outs(%attention_out_mm_empty : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention_out")
  %attention_out_mm = linalg.matmul_transpose_b ins(%attention_out_reshape, %arg_attention_out_weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%attention_out_mm_init : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention_out")
  %attention_out_bias_empty = tensor.empty() : tensor<128x768xf32> loc("attention_out")
  %attention_out_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%attention_out_mm, %arg_attention_out_bias : tensor<128x768xf32>, tensor<768xf32>) outs(%attention_out_bias_empty : tensor<128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x768xf32> loc("attention_out")
  %attention_out_reshape_1 = tensor.expand_shape %attention_out_bias [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("attention_out")
  %add_empty = tensor.empty() : tensor<1x128x768xf32> loc("add")
  %add = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%input, %attention_out_reshape_1 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%add_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128x768xf32> loc("add")
  %norm1_sum_acc_cst = arith.constant 0.000000e+00 : f32 loc("norm1")
  %norm1_sum_acc_empty = tensor.empty() : tensor<1x128xf32> loc("norm1")
  %norm1_sum_acc_init = linalg.fill ins(%norm1_sum_acc_cst : f32) outs(%norm1_sum_acc_empty : tensor<1x128xf32>) -> tensor<1x128xf32> loc("norm1")
  %norm1_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%add : tensor<1x128x768xf32>) outs(%norm1_sum_acc_init : tensor<1x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.addf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128xf32> loc("norm1")
  %norm1_centered_empty = tensor.empty() : tensor<1x128x768xf32> loc("norm1")
  %norm1_centered = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add, %norm1_sum : tensor<1x128x768xf32>, tensor<1x128xf32>) outs(%norm1_centered_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.constant 0x3AAAAAAB : f32
    %k1 = arith.mulf %in1, %k0 : f32
    %k2 = arith.subf %in0, %k1 : f32
    linalg.yield %k2 : f32
  } -> tensor<1x128x768xf32> loc("norm1")
  %norm1_squares_acc_cst = arith.constant 0.000000e+00 : f32 loc("norm1")
  %norm1_squares_acc_empty = tensor.empty() : tensor<1x128xf32> loc("norm1")
  %norm1_squares_acc_init = linalg.fill ins(%norm1_squares_acc_cst : f32) outs(%norm1_squares_acc_empty : tensor<1x128xf32>) -> tensor<1x128xf32> loc("norm1")
  %norm1_squares = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%norm1_centered : tensor<1x128x768xf32>) outs(%norm1_squares_acc_init : tensor<1x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.mulf %in0, %in0 : f32
    %k1 = arith.addf %k0, %out : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128xf32> loc("norm1")
  %norm1_empty = tensor.empty() : tensor<1x128x768xf32> loc("norm1")
  %norm1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%norm1_centered, %norm1_squares, %arg_norm1_weight, %arg_norm1_bias : tensor<1x128x768xf32>, tensor<1x128xf32>, tensor<768xf32>, tensor<768xf32>) outs(%norm1_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %out: f32):
    %k0 = arith.constant 0x3AAAAAAB : f32
    %k1 = arith.mulf %in1, %k0 : f32
    %k2 = arith.constant 0x3727C5AC : f32
    %k3 = arith.addf %k1, %k2 : f32
    %k4 = math.rsqrt %k3 : f32
    %k5 = arith.mulf %in0, %k4 : f32
    %k6 = arith.mulf %k5, %in2 : f32
    %k7 = arith.addf %k6, %in3 : f32
    linalg.yield %k7 : f32
  } -> tensor<1x128x768xf32> loc("norm1")
  %ffn_in_reshape = tensor.collapse_shape %norm1 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("ffn_in")
  %ffn_in_mm_cst = arith.constant 0.000000e+00 : f32 loc("ffn_in")
  %ffn_in_mm_empty = tensor.empty() : tensor<128x3072xf32> loc("ffn_in")
  %ffn_in_mm_init = linalg.fill ins(%ffn_in_mm_cst : f32) outs(%ffn_in_mm_empty : tensor<128x3072xf32>) -> tensor<128x3072xf32> loc("ffn_in")
  %ffn_in_mm = linalg.matmul_transpose_b ins(%ffn_in_reshape, %arg_ffn_in_weight : tensor<128x768xf32>, tensor<3072x768xf32>) outs(%ffn_in_mm_init : tensor<128x3072xf32>) -> tensor<128x3072xf32> loc("ffn_in")
  %ffn_in_bias_empty = tensor.empty() : tensor<128x3072xf32> loc("ffn_in")
  %ffn_in_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ffn_in_mm, %arg_ffn_in_bias : tensor<128x3072xf32>, tensor<3072xf32>) outs(%ffn_in_bias_empty : tensor<128x3072xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x3072xf32> loc("ffn_in")
  %ffn_in_reshape_1 = tensor.expand_shape %ffn_in_bias [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32> loc("ffn_in")
  %activation_empty = tensor.empty() : tensor<1x128x3072xf32> loc("activation")
  %activation = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ffn_in_reshape_1 : tensor<1x128x3072xf32>) outs(%activation_empty : tensor<1x128x3072xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0x3F000000 : f32
    %k1 = arith.mulf %in0, %k0 : f32
    %k2 = arith.constant 0x3F3504F3 : f32
    %k3 = arith.mulf %in0, %k2 : f32
    %k4 = math.erf %k3 : f32
    %k5 = arith.constant 0x3F800000 : f32
    %k6 = arith.addf %k4, %k5 : f32
    %k7 = arith.mulf %k1, %k6 : f32
    linalg.yield %k7 : f32
  } -> tensor<1x128x3072xf32> loc("activation")
  %ffn_out_reshape = tensor.collapse_shape %activation [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32> loc("ffn_out")
  %ffn_out_mm_cst = arith.constant 0.000000e+00 : f32 loc("ffn_out")
  %ffn_out_mm_empty = tensor.empty() : tensor<128x768xf32> loc("ffn_out")
  %ffn_out_mm_init = linalg.fill ins(%ffn_out_mm_cst : f32) outs(%ffn_out_mm_empty : tensor<128x768xf32>) -> tensor<128x768xf32> loc("ffn_out")
  %ffn_out_mm = linalg.matmul_transpose_b ins(%ffn_out_reshape, %arg_ffn_out_weight : tensor<128x3072xf32>, tensor<768x3072xf32>) outs(%ffn_out_mm_init : tensor<128x768xf32>) -> tensor<128x768xf32> loc("ffn_out")
  %ffn_out_bias_empty = tensor.empty() : tensor<128x768xf32> loc("ffn_out")
  %ffn_out_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ffn_out_mm, %arg_ffn_out_bias : tensor<128x768xf32>, tensor<768xf32>) outs(%ffn_out_bias_empty : tensor<128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<128x768xf32> loc("ffn_out")
  %ffn_out_reshape_1 = tensor.expand_shape %ffn_out_bias [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("ffn_out")
  %add_1_empty = tensor.empty() : tensor<1x128x768xf32> loc("add_1")
  %add_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%norm1, %ffn_out_reshape_1 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%add_1_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128x768xf32> loc("add_1")
  %norm2_sum_acc_cst = arith.constant 0.000000e+00 : f32 loc("norm2")
  %norm2_sum_acc_empty = tensor.empty() : tensor<1x128xf32> loc("norm2")
  %norm2_sum_acc_init = linalg.fill ins(%norm2_sum_acc_cst : f32) outs(%norm2_sum_acc_empty : tensor<1x128xf32>) -> tensor<1x128xf32> loc("norm2")
  %norm2_sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%add_1 : tensor<1x128x768xf32>) outs(%norm2_sum_acc_init : tensor<1x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.addf %in0, %out : f32
    linalg.yield %k0 : f32
  } -> tensor<1x128xf32> loc("norm2")
  %norm2_centered_empty = tensor.empty() : tensor<1x128x768xf32> loc("norm2")
  %norm2_centered = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_1, %norm2_sum : tensor<1x128x768xf32>, tensor<1x128xf32>) outs(%norm2_centered_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.constant 0x3AAAAAAB : f32
    %k1 = arith.mulf %in1, %k0 : f32
    %k2 = arith.subf %in0, %k1 : f32
    linalg.yield %k2 : f32
  } -> tensor<1x128x768xf32> loc("norm2")
  %norm2_squares_acc_cst = arith.constant 0.000000e+00 : f32 loc("norm2")
  %norm2_squares_acc_empty = tensor.empty() : tensor<1x128xf32> loc("norm2")
  %norm2_squares_acc_init = linalg.fill ins(%norm2_squares_acc_cst : f32) outs(%norm2_squares_acc_empty : tensor<1x128xf32>) -> tensor<1x128xf32> loc("norm2")
  %norm2_squares = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%norm2_centered : tensor<1x128x768xf32>) outs(%norm2_squares_acc_init : tensor<1x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.mulf %in0, %in0 : f32
    %k1 = arith.addf %k0, %out : f32
    linalg.yield %k1 : f32
  } -> tensor<1x128xf32> loc("norm2")
  %norm2_empty = tensor.empty() : tensor<1x128x768xf32> loc("norm2")
  %norm2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%norm2_centered, %norm2_squares, %arg_norm2_weight, %arg_norm2_bias : tensor<1x128x768xf32>, tensor<1x128xf32>, tensor<768xf32>, tensor<768xf32>) outs(%norm2_empty : tensor<1x128x768xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %out: f32):
    %k0 = arith.constant 0x3AAAAAAB : f32
    %k1 = arith.mulf %in1, %k0 : f32
    %k2 = arith.constant 0x3727C5AC : f32
    %k3 = arith.addf %k1, %k2 : f32
    %k4 = math.rsqrt %k3 : f32
    %k5 = arith.mulf %in0, %k4 : f32
    %k6 = arith.mulf %k5, %in2 : f32
    %k7 = arith.addf %k6, %in3 : f32
    linalg.yield %k7 : f32
  } -> tensor<1x128x768xf32> loc("norm2")
  return %norm2 : tensor<1x128x768xf32> loc("output")
}
