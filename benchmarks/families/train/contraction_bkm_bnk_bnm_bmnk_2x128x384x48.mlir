// C + A . B: A[bkm], B[bnk], C[bnm], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
func.func @contraction_bkm_bnk_bnm_bmnk_2x128x384x48(%A: tensor<2x48x128xf32>, %B: tensor<2x384x48xf32>, %C: tensor<2x384x128xf32>) -> tensor<2x384x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x48x128xf32>, tensor<2x384x48xf32>) outs(%C : tensor<2x384x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x384x128xf32>
  return %0 : tensor<2x384x128xf32>
}
