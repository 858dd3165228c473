// C + A . B: A[bmk], B[bnk], C[bnm], loops (b, m, k, n)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
func.func @contraction_bmk_bnk_bnm_bmkn_3x96x128x1280(%A: tensor<3x96x128xf32>, %B: tensor<3x1280x128xf32>, %C: tensor<3x1280x96xf32>) -> tensor<3x1280x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%A, %B : tensor<3x96x128xf32>, tensor<3x1280x128xf32>) outs(%C : tensor<3x1280x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x1280x96xf32>
  return %0 : tensor<3x1280x96xf32>
}
