// x.permute([1, 0]) of tensor<100x3072xf32>, as a new tensor
func.func @transpose_10_100x3072(%x: tensor<100x3072xf32>) -> tensor<3072x100xf32> {
  %empty = tensor.empty() : tensor<3072x100xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<100x3072xf32>) outs(%empty : tensor<3072x100xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<3072x100xf32>
  return %0 : tensor<3072x100xf32>
}
