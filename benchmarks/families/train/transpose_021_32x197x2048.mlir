// x.permute([0, 2, 1]) of tensor<32x197x2048xf32>, as a new tensor
func.func @transpose_021_32x197x2048(%x: tensor<32x197x2048xf32>) -> tensor<32x2048x197xf32> {
  %empty = tensor.empty() : tensor<32x2048x197xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x197x2048xf32>) outs(%empty : tensor<32x2048x197xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<32x2048x197xf32>
  return %0 : tensor<32x2048x197xf32>
}
