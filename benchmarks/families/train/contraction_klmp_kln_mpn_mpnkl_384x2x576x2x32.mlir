// C + A . B: A[klmp], B[kln], C[mpn], loops (m, p, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @contraction_klmp_kln_mpn_mpnkl_384x2x576x2x32(%A: tensor<2x32x384x2xf32>, %B: tensor<2x32x576xf32>, %C: tensor<384x2x576xf32>) -> tensor<384x2x576xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x32x384x2xf32>, tensor<2x32x576xf32>) outs(%C : tensor<384x2x576xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<384x2x576xf32>
  return %0 : tensor<384x2x576xf32>
}
