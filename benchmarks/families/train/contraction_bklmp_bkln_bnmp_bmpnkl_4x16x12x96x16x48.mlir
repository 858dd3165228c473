// C + A . B: A[bklmp], B[bkln], C[bnmp], loops (b, m, p, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
func.func @contraction_bklmp_bkln_bnmp_bmpnkl_4x16x12x96x16x48(%A: tensor<4x16x48x16x12xf32>, %B: tensor<4x16x48x96xf32>, %C: tensor<4x96x16x12xf32>) -> tensor<4x96x16x12xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<4x16x48x16x12xf32>, tensor<4x16x48x96xf32>) outs(%C : tensor<4x96x16x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x96x16x12xf32>
  return %0 : tensor<4x96x16x12xf32>
}
