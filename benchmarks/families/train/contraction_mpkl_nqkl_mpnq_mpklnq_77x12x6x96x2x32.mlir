// C + A . B: A[mpkl], B[nqkl], C[mpnq], loops (m, p, k, l, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
func.func @contraction_mpkl_nqkl_mpnq_mpklnq_77x12x6x96x2x32(%A: tensor<77x12x6x96xf32>, %B: tensor<2x32x6x96xf32>, %C: tensor<77x12x2x32xf32>) -> tensor<77x12x2x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<77x12x6x96xf32>, tensor<2x32x6x96xf32>) outs(%C : tensor<77x12x2x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<77x12x2x32xf32>
  return %0 : tensor<77x12x2x32xf32>
}
