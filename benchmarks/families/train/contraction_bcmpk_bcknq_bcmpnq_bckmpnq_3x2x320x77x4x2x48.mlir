// C + A . B: A[bcmpk], B[bcknq], C[bcmpnq], loops (b, c, k, m, p, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d5, d6)>
#c = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d5, d6)>
func.func @contraction_bcmpk_bcknq_bcmpnq_bckmpnq_3x2x320x77x4x2x48(%A: tensor<3x2x77x4x320xf32>, %B: tensor<3x2x320x2x48xf32>, %C: tensor<3x2x77x4x2x48xf32>) -> tensor<3x2x77x4x2x48xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<3x2x77x4x320xf32>, tensor<3x2x320x2x48xf32>) outs(%C : tensor<3x2x77x4x2x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x2x77x4x2x48xf32>
  return %0 : tensor<3x2x77x4x2x48xf32>
}
