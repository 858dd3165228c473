// reduction (max_outer) of tensor<16x2048x576xf32>
func.func @reduction_max_outer_16x2048x576(%x: tensor<16x2048x576xf32>) -> tensor<16x576xf32> {
  %neg_max = arith.constant -3.40282347E+38 : f32
  %v1 = tensor.empty() : tensor<16x576xf32>
  %v2 = linalg.fill ins(%neg_max : f32) outs(%v1 : tensor<16x576xf32>) -> tensor<16x576xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<16x2048x576xf32>) outs(%v2 : tensor<16x576xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.maximumf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x576xf32>
  return %v3 : tensor<16x576xf32>
}
