// C + A . B: A[bklmp], B[bnqkl], C[bmpnq], loops (b, m, p, k, l, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d4, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d5, d6, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d5, d6)>
func.func @contraction_bklmp_bnqkl_bmpnq_bmpklnq_12x50x2x3x32x6x96(%A: tensor<12x3x32x50x2xf32>, %B: tensor<12x6x96x3x32xf32>, %C: tensor<12x50x2x6x96xf32>) -> tensor<12x50x2x6x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<12x3x32x50x2xf32>, tensor<12x6x96x3x32xf32>) outs(%C : tensor<12x50x2x6x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<12x50x2x6x96xf32>
  return %0 : tensor<12x50x2x6x96xf32>
}
