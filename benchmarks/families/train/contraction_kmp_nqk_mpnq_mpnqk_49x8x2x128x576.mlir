// C + A . B: A[kmp], B[nqk], C[mpnq], loops (m, p, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_kmp_nqk_mpnq_mpnqk_49x8x2x128x576(%A: tensor<576x49x8xf32>, %B: tensor<2x128x576xf32>, %C: tensor<49x8x2x128xf32>) -> tensor<49x8x2x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<576x49x8xf32>, tensor<2x128x576xf32>) outs(%C : tensor<49x8x2x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<49x8x2x128xf32>
  return %0 : tensor<49x8x2x128xf32>
}
