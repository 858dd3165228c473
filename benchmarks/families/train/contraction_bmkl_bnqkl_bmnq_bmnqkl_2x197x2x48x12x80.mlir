// C + A . B: A[bmkl], B[bnqkl], C[bmnq], loops (b, m, n, q, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_bmkl_bnqkl_bmnq_bmnqkl_2x197x2x48x12x80(%A: tensor<2x197x12x80xf32>, %B: tensor<2x2x48x12x80xf32>, %C: tensor<2x197x2x48xf32>) -> tensor<2x197x2x48xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x197x12x80xf32>, tensor<2x2x48x12x80xf32>) outs(%C : tensor<2x197x2x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x197x2x48xf32>
  return %0 : tensor<2x197x2x48xf32>
}
