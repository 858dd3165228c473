// C + A . B: A[bkm], B[bnqk], C[bmnq], loops (b, m, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_bkm_bnqk_bmnq_bmnqk_2x512x6x128x96(%A: tensor<2x96x512xf32>, %B: tensor<2x6x128x96xf32>, %C: tensor<2x512x6x128xf32>) -> tensor<2x512x6x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x96x512xf32>, tensor<2x6x128x96xf32>) outs(%C : tensor<2x512x6x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x512x6x128xf32>
  return %0 : tensor<2x512x6x128xf32>
}
