// C + A . B: A[bklm], B[bkln], C[bmn], loops (b, k, l, m, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
func.func @contraction_bklm_bkln_bmn_bklmn_4x12x48x96x64(%A: tensor<4x12x48x96xf32>, %B: tensor<4x12x48x64xf32>, %C: tensor<4x96x64xf32>) -> tensor<4x96x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x12x48x96xf32>, tensor<4x12x48x64xf32>) outs(%C : tensor<4x96x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x96x64xf32>
  return %0 : tensor<4x96x64xf32>
}
