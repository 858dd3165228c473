// C + A . B: A[bmk], B[bkn], C[bmn], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_bmk_bkn_bmn_bmnk_3x49x576x192(%A: tensor<3x49x192xf32>, %B: tensor<3x192x576xf32>, %C: tensor<3x49x576xf32>) -> tensor<3x49x576xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<3x49x192xf32>, tensor<3x192x576xf32>) outs(%C : tensor<3x49x576xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x49x576xf32>
  return %0 : tensor<3x49x576xf32>
}
