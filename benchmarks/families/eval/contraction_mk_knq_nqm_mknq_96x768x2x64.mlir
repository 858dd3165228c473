// C + A . B: A[mk], B[knq], C[nqm], loops (m, k, n, q)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d2, d3, d0)>
func.func @contraction_mk_knq_nqm_mknq_96x768x2x64(%A: tensor<96x768xf32>, %B: tensor<768x2x64xf32>, %C: tensor<2x64x96xf32>) -> tensor<2x64x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<96x768xf32>, tensor<768x2x64xf32>) outs(%C : tensor<2x64x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x64x96xf32>
  return %0 : tensor<2x64x96xf32>
}
