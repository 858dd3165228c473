// C + A . B: A[bcmk], B[bcknq], C[bcmnq], loops (b, c, k, m, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)>
func.func @contraction_bcmk_bcknq_bcmnq_bckmnq_6x4x96x50x2x128(%A: tensor<6x4x50x96xf32>, %B: tensor<6x4x96x2x128xf32>, %C: tensor<6x4x50x2x128xf32>) -> tensor<6x4x50x2x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<6x4x50x96xf32>, tensor<6x4x96x2x128xf32>) outs(%C : tensor<6x4x50x2x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x4x50x2x128xf32>
  return %0 : tensor<6x4x50x2x128xf32>
}
