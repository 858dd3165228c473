// C + A . B: A[bklm], B[bkln], C[bmn], loops (b, m, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @contraction_bklm_bkln_bmn_bmnkl_3x16x768x2x96(%A: tensor<3x2x96x16xf32>, %B: tensor<3x2x96x768xf32>, %C: tensor<3x16x768xf32>) -> tensor<3x16x768xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<3x2x96x16xf32>, tensor<3x2x96x768xf32>) outs(%C : tensor<3x16x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x16x768xf32>
  return %0 : tensor<3x16x768xf32>
}
