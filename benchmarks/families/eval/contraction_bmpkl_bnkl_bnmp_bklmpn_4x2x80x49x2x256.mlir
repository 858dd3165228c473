// C + A . B: A[bmpkl], B[bnkl], C[bnmp], loops (b, k, l, m, p, n)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d3, d4)>
func.func @contraction_bmpkl_bnkl_bnmp_bklmpn_4x2x80x49x2x256(%A: tensor<4x49x2x2x80xf32>, %B: tensor<4x256x2x80xf32>, %C: tensor<4x256x49x2xf32>) -> tensor<4x256x49x2xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x49x2x2x80xf32>, tensor<4x256x2x80xf32>) outs(%C : tensor<4x256x49x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x256x49x2xf32>
  return %0 : tensor<4x256x49x2xf32>
}
