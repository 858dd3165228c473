// Source: data_generation.models:small_cnn --input-shape 1,3,32,32 --layout auto
// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.
func.func @forward(%input: tensor<1x3x32x32xf32>, %arg_0_weight: tensor<16x3x3x3xf32>, %arg_0_bias: tensor<16xf32>, %arg_3_weight: tensor<32x16x3x3xf32>, %arg_3_bias: tensor<32xf32>, %arg_6_weight: tensor<64x32x3x3xf32>, %arg_6_bias: tensor<64xf32>, %arg_9_weight: tensor<10x1024xf32>, %arg_9_bias: tensor<10xf32>) -> tensor<1x10xf32>
    attributes {rl.arguments = ["input", "0.weight", "0.bias", "3.weight", "3.bias", "6.weight", "6.bias", "9.weight", "9.bias"], rl.weights = "data_generation.models:small_cnn"} {
  %_0_pad_value = arith.constant 0.000000e+00 : f32 loc("_0")
  %_0_padded = tensor.pad %input low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %_0_pad_value : f32
  } : tensor<1x3x32x32xf32> to tensor<1x3x34x34xf32> loc("_0")
  %_0_conv_cst = arith.constant 0.000000e+00 : f32 loc("_0")
  %_0_conv_empty = tensor.empty() : tensor<1x16x32x32xf32> loc("_0")
  %_0_conv_init = linalg.fill ins(%_0_conv_cst : f32) outs(%_0_conv_empty : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32> loc("_0")
  %_0_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%_0_padded, %arg_0_weight : tensor<1x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%_0_conv_init : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32> loc("_0")
  %_0_bias_empty = tensor.empty() : tensor<1x16x32x32xf32> loc("_0")
  %_0_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_0_conv, %arg_0_bias : tensor<1x16x32x32xf32>, tensor<16xf32>) outs(%_0_bias_empty : tensor<1x16x32x32xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x16x32x32xf32> loc("_0")
  %_1_empty = tensor.empty() : tensor<1x16x32x32xf32> loc("_1")
  %_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_0_bias : tensor<1x16x32x32xf32>) outs(%_1_empty : tensor<1x16x32x32xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x16x32x32xf32> loc("_1")
  %_2_pad_value = arith.constant 0xFF800000 : f32 loc("_2")
  %_2_padded = tensor.pad %_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %_2_pad_value : f32
  } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32> loc("_2")
  %_2_window = tensor.empty() : tensor<3x3xf32> loc("_2")
  %_2_pool_cst = arith.constant 0xFF800000 : f32 loc("_2")
  %_2_pool_empty = tensor.empty() : tensor<1x16x16x16xf32> loc("_2")
  %_2_pool_init = linalg.fill ins(%_2_pool_cst : f32) outs(%_2_pool_empty : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32> loc("_2")
  %_2_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%_2_padded, %_2_window : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%_2_pool_init : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32> loc("_2")
  %_3_pad_value = arith.constant 0.000000e+00 : f32 loc("_3")
  %_3_padded = tensor.pad %_2_pool low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %_3_pad_value : f32
  } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32> loc("_3")
  %_3_conv_cst = arith.constant 0.000000e+00 : f32 loc("_3")
  %_3_conv_empty = tensor.empty() : tensor<1x32x16x16xf32> loc("_3")
  %_3_conv_init = linalg.fill ins(%_3_conv_cst : f32) outs(%_3_conv_empty : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32> loc("_3")
  %_3_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%_3_padded, %arg_3_weight : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%_3_conv_init : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32> loc("_3")
  %_3_bias_empty = tensor.empty() : tensor<1x32x16x16xf32> loc("_3")
  %_3_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_3_conv, %arg_3_bias : tensor<1x32x16x16xf32>, tensor<32xf32>) outs(%_3_bias_empty : tensor<1x32x16x16xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x32x16x16xf32> loc("_3")
  %_4_empty = tensor.empty() : tensor<1x32x16x16xf32> loc("_4")
  %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_3_bias : tensor<1x32x16x16xf32>) outs(%_4_empty : tensor<1x32x16x16xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x32x16x16xf32> loc("_4")
  %_5_window = tensor.empty() : tensor<2x2xf32> loc("_5")
  %_5_pool_cst = arith.constant 0xFF800000 : f32 loc("_5")
  %_5_pool_empty = tensor.empty() : tensor<1x32x8x8xf32> loc("_5")
  %_5_pool_init = linalg.fill ins(%_5_pool_cst : f32) outs(%_5_pool_empty : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32> loc("_5")
  %_5_pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%_4, %_5_window : tensor<1x32x16x16xf32>, tensor<2x2xf32>) outs(%_5_pool_init : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32> loc("_5")
  %_6_pad_value = arith.constant 0.000000e+00 : f32 loc("_6")
  %_6_padded = tensor.pad %_5_pool low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %_6_pad_value : f32
  } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32> loc("_6")
  %_6_conv_cst = arith.constant 0.000000e+00 : f32 loc("_6")
  %_6_conv_empty = tensor.empty() : tensor<1x64x4x4xf32> loc("_6")
  %_6_conv_init = linalg.fill ins(%_6_conv_cst : f32) outs(%_6_conv_empty : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32> loc("_6")
  %_6_conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%_6_padded, %arg_6_weight : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%_6_conv_init : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32> loc("_6")
  %_6_bias_empty = tensor.empty() : tensor<1x64x4x4xf32> loc("_6")
  %_6_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_6_conv, %arg_6_bias : tensor<1x64x4x4xf32>, tensor<64xf32>) outs(%_6_bias_empty : tensor<1x64x4x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x64x4x4xf32> loc("_6")
  %_7_empty = tensor.empty() : tensor<1x64x4x4xf32> loc("_7")
  %_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_6_bias : tensor<1x64x4x4xf32>) outs(%_7_empty : tensor<1x64x4x4xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k0 = arith.constant 0.000000e+00 : f32
    %k1 = arith.maximumf %in0, %k0 : f32
    linalg.yield %k1 : f32
  } -> tensor<1x64x4x4xf32> loc("_7")
  %_8_reshape = tensor.collapse_shape %_7 [[0], [1, 2, 3]] : tensor<1x64x4x4xf32> into tensor<1x1024xf32> loc("_8")
  %_9_mm_cst = arith.constant 0.000000e+00 : f32 loc("_9")
  %_9_mm_empty = tensor.empty() : tensor<1x10xf32> loc("_9")
  %_9_mm_init = linalg.fill ins(%_9_mm_cst : f32) outs(%_9_mm_empty : tensor<1x10xf32>) -> tensor<1x10xf32> loc("_9")
  %_9_mm = linalg.matmul_transpose_b ins(%_8_reshape, %arg_9_weight : tensor<1x1024xf32>, tensor<10x1024xf32>) outs(%_9_mm_init : tensor<1x10xf32>) -> tensor<1x10xf32> loc("_9")
  %_9_bias_empty = tensor.empty() : tensor<1x10xf32> loc("_9")
  %_9_bias = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_9_mm, %arg_9_bias : tensor<1x10xf32>, tensor<10xf32>) outs(%_9_bias_empty : tensor<1x10xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %k0 = arith.addf %in0, %in1 : f32
    linalg.yield %k0 : f32
  } -> tensor<1x10xf32> loc("_9")
  return %_9_bias : tensor<1x10xf32> loc("output")
}
