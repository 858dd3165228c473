// C + A . B: A[bkm], B[bnqk], C[bmnq], loops (b, m, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_bkm_bnqk_bmnq_bmnqk_4x256x4x96x128(%A: tensor<4x128x256xf32>, %B: tensor<4x4x96x128xf32>, %C: tensor<4x256x4x96xf32>) -> tensor<4x256x4x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<4x128x256xf32>, tensor<4x4x96x128xf32>) outs(%C : tensor<4x256x4x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x256x4x96xf32>
  return %0 : tensor<4x256x4x96xf32>
}
