// C + A . B: A[bmk], B[bknq], C[bmnq], loops (b, m, k, n, q)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
func.func @contraction_bmk_bknq_bmnq_bmknq_6x32x128x6x32(%A: tensor<6x32x128xf32>, %B: tensor<6x128x6x32xf32>, %C: tensor<6x32x6x32xf32>) -> tensor<6x32x6x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<6x32x128xf32>, tensor<6x128x6x32xf32>) outs(%C : tensor<6x32x6x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x32x6x32xf32>
  return %0 : tensor<6x32x6x32xf32>
}
