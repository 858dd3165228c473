// C + A . B: A[bcklm], B[bcnqkl], C[bcmnq], loops (b, c, m, k, l, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d5, d6, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d5, d6)>
func.func @contraction_bcklm_bcnqkl_bcmnq_bcmklnq_2x4x50x2x128x16x48(%A: tensor<2x4x2x128x50xf32>, %B: tensor<2x4x16x48x2x128xf32>, %C: tensor<2x4x50x16x48xf32>) -> tensor<2x4x50x16x48xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<2x4x2x128x50xf32>, tensor<2x4x16x48x2x128xf32>) outs(%C : tensor<2x4x50x16x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x4x50x16x48xf32>
  return %0 : tensor<2x4x50x16x48xf32>
}
