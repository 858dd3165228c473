// C + A . B: A[bmkl], B[bkln], C[bmn], loops (b, m, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @contraction_bmkl_bkln_bmn_bmnkl_3x256x96x4x48(%A: tensor<3x256x4x48xf32>, %B: tensor<3x4x48x96xf32>, %C: tensor<3x256x96xf32>) -> tensor<3x256x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<3x256x4x48xf32>, tensor<3x4x48x96xf32>) outs(%C : tensor<3x256x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x256x96xf32>
  return %0 : tensor<3x256x96xf32>
}
