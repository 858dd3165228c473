// reduction (sum_inner) of tensor<4096x192xf32>
func.func @reduction_sum_inner_4096x192(%x: tensor<4096x192xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %v1 = tensor.empty() : tensor<4096xf32>
  %v2 = linalg.fill ins(%zero : f32) outs(%v1 : tensor<4096xf32>) -> tensor<4096xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x192xf32>) outs(%v2 : tensor<4096xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.addf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  return %v3 : tensor<4096xf32>
}
