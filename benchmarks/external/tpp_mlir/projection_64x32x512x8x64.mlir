// Source: plaidml/tpp-mlir@6f6150a75af5fa94ee75d8eb7a9aadde7121d4ca:benchmarks/mlir/fp32-projection.mlir (function @entry)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the 2 MB `dense<"0x...">` weight constant (512x8x64) becomes the function argument %cst_0; RUN/BENCH comment lines dropped

#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
module {
  func.func @entry(%arg2: tensor<64x32x512xf32>, %cst_0: tensor<512x8x64xf32>, %out_b: tensor<64x32x8x64xf32>) -> tensor<64x32x8x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%out_b : tensor<64x32x8x64xf32>) -> tensor<64x32x8x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]} ins(%arg2, %cst_0 : tensor<64x32x512xf32>, tensor<512x8x64xf32>) outs(%1 : tensor<64x32x8x64xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %3 = arith.mulf %in, %in_1 : f32
      %4 = arith.addf %out, %3 : f32
      linalg.yield %4 : f32
    } -> tensor<64x32x8x64xf32>
    return %2 : tensor<64x32x8x64xf32>
  }
}
