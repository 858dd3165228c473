// C + A . B: A[bcmpkl], B[bcnkl], C[bcnmp], loops (b, c, k, l, m, p, n)
#a = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d4, d5, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d6, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d6, d4, d5)>
func.func @contraction_bcmpkl_bcnkl_bcnmp_bcklmpn_4x2x3x32x128x2x192(%A: tensor<4x2x128x2x3x32xf32>, %B: tensor<4x2x192x3x32xf32>, %C: tensor<4x2x192x128x2xf32>) -> tensor<4x2x192x128x2xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x2x128x2x3x32xf32>, tensor<4x2x192x3x32xf32>) outs(%C : tensor<4x2x192x128x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x2x192x128x2xf32>
  return %0 : tensor<4x2x192x128x2xf32>
}
