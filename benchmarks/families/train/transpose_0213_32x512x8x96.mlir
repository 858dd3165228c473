// x.permute([0, 2, 1, 3]) of tensor<32x512x8x96xf32>, as a new tensor
func.func @transpose_0213_32x512x8x96(%x: tensor<32x512x8x96xf32>) -> tensor<32x8x512x96xf32> {
  %empty = tensor.empty() : tensor<32x8x512x96xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x512x8x96xf32>) outs(%empty : tensor<32x8x512x96xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<32x8x512x96xf32>
  return %0 : tensor<32x8x512x96xf32>
}
