// x.permute([1, 0, 2]) of tensor<64x64x96xf32>, as a new tensor
func.func @transpose_102_64x64x96(%x: tensor<64x64x96xf32>) -> tensor<64x64x96xf32> {
  %empty = tensor.empty() : tensor<64x64x96xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<64x64x96xf32>) outs(%empty : tensor<64x64x96xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<64x64x96xf32>
  return %0 : tensor<64x64x96xf32>
}
