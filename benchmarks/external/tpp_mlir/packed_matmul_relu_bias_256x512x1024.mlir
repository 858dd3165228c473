// Source: plaidml/tpp-mlir@6f6150a75af5fa94ee75d8eb7a9aadde7121d4ca:test/Passes/pack-unpack-propagation.mlir (function @matmul_with_relu_and_bias)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (CHECK lines dropped)

#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d5, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>

func.func @matmul_with_relu_and_bias(%arg0: tensor<256x512xf32>, %arg1: tensor<512x1024xf32>, %arg2: tensor<256x1024xf32>, %arg3: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<1024xf32>) outs(%arg2 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  } -> tensor<256x1024xf32>
  %1 = tensor.empty() : tensor<8x16x32x32xf32>
  %pack = tensor.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [32, 32] into %1 : tensor<256x512xf32> -> tensor<8x16x32x32xf32>
  %2 = tensor.empty() : tensor<32x16x32x32xf32>
  %pack_0 = tensor.pack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [32, 32] into %2 : tensor<512x1024xf32> -> tensor<32x16x32x32xf32>
  %3 = tensor.empty() : tensor<8x32x32x32xf32>
  %pack_1 = tensor.pack %0 inner_dims_pos = [0, 1] inner_tiles = [32, 32] into %3 : tensor<256x1024xf32> -> tensor<8x32x32x32xf32>
  %4 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%pack, %pack_0 : tensor<8x16x32x32xf32>, tensor<32x16x32x32xf32>) outs(%pack_1 : tensor<8x32x32x32xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %6 = arith.mulf %in, %in_2 : f32
      %7 = arith.addf %out, %6 : f32
      linalg.yield %7 : f32
  } -> tensor<8x32x32x32xf32>
  %unpack = tensor.unpack %4 inner_dims_pos = [0, 1] inner_tiles = [32, 32] into %0 : tensor<8x32x32x32xf32> -> tensor<256x1024xf32>
  %5 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel"]} outs(%unpack : tensor<256x1024xf32>) {
    ^bb0(%out: f32):
      %6 = arith.maximumf %out, %cst : f32
      linalg.yield %6 : f32
  } -> tensor<256x1024xf32>
  return %5 : tensor<256x1024xf32>
}
