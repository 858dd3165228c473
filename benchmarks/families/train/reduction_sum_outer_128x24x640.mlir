// reduction (sum_outer) of tensor<128x24x640xf32>
func.func @reduction_sum_outer_128x24x640(%x: tensor<128x24x640xf32>) -> tensor<128x640xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %v1 = tensor.empty() : tensor<128x640xf32>
  %v2 = linalg.fill ins(%zero : f32) outs(%v1 : tensor<128x640xf32>) -> tensor<128x640xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<128x24x640xf32>) outs(%v2 : tensor<128x640xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.addf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128x640xf32>
  return %v3 : tensor<128x640xf32>
}
