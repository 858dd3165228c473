// C + A . B: A[mk], B[nk], C[mn], loops (m, n, k)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contraction_mk_nk_mn_mnk_197x96x576(%A: tensor<197x576xf32>, %B: tensor<96x576xf32>, %C: tensor<197x96xf32>) -> tensor<197x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<197x576xf32>, tensor<96x576xf32>) outs(%C : tensor<197x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<197x96xf32>
  return %0 : tensor<197x96xf32>
}
