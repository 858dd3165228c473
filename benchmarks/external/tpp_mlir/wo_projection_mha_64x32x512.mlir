// Source: plaidml/tpp-mlir@6f6150a75af5fa94ee75d8eb7a9aadde7121d4ca:test/Passes/tile-and-fuse-default.mlir (function @Wo_projection_mha)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (CHECK lines dropped)

#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>

func.func @Wo_projection_mha(%arg0: tensor<64x32x8x64xf32>, %cst_6: tensor<8x64x512xf32>) -> tensor<64x32x512xf32> {
  %cst_1 = arith.constant 0.0 : f32
  %result = tensor.empty() : tensor<64x32x512xf32>
  %fill_r = linalg.fill ins(%cst_1 : f32) outs(%result : tensor<64x32x512xf32>) -> tensor<64x32x512xf32>
  %12 = linalg.generic {
    "__projection_Wo__",
    indexing_maps = [#map4, #map12, #map11],
    iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]}
    ins(%arg0, %cst_6 : tensor<64x32x8x64xf32>, tensor<8x64x512xf32>) outs(%fill_r : tensor<64x32x512xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      %24 = arith.addf %out, %23 : f32
      linalg.yield %24 : f32
  } -> tensor<64x32x512xf32>
  return %12 : tensor<64x32x512xf32>
}
