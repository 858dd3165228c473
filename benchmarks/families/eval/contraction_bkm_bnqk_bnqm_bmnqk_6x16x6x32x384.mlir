// C + A . B: A[bkm], B[bnqk], C[bnqm], loops (b, m, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d1)>
func.func @contraction_bkm_bnqk_bnqm_bmnqk_6x16x6x32x384(%A: tensor<6x384x16xf32>, %B: tensor<6x6x32x384xf32>, %C: tensor<6x6x32x16xf32>) -> tensor<6x6x32x16xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<6x384x16xf32>, tensor<6x6x32x384xf32>) outs(%C : tensor<6x6x32x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x6x32x16xf32>
  return %0 : tensor<6x6x32x16xf32>
}
