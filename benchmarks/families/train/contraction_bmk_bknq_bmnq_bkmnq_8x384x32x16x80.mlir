// C + A . B: A[bmk], B[bknq], C[bmnq], loops (b, k, m, n, q)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
func.func @contraction_bmk_bknq_bmnq_bkmnq_8x384x32x16x80(%A: tensor<8x32x384xf32>, %B: tensor<8x384x16x80xf32>, %C: tensor<8x32x16x80xf32>) -> tensor<8x32x16x80xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<8x32x384xf32>, tensor<8x384x16x80xf32>) outs(%C : tensor<8x32x16x80xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32x16x80xf32>
  return %0 : tensor<8x32x16x80xf32>
}
