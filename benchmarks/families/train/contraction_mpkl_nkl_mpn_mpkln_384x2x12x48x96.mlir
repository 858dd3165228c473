// C + A . B: A[mpkl], B[nkl], C[mpn], loops (m, p, k, l, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
func.func @contraction_mpkl_nkl_mpn_mpkln_384x2x12x48x96(%A: tensor<384x2x12x48xf32>, %B: tensor<96x12x48xf32>, %C: tensor<384x2x96xf32>) -> tensor<384x2x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %B : tensor<384x2x12x48xf32>, tensor<96x12x48xf32>) outs(%C : tensor<384x2x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<384x2x96xf32>
  return %0 : tensor<384x2x96xf32>
}
