// C + A . B: A[bmpk], B[bkn], C[bnmp], loops (b, m, p, k, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
func.func @contraction_bmpk_bkn_bnmp_bmpkn_6x49x6x768x64(%A: tensor<6x49x6x768xf32>, %B: tensor<6x768x64xf32>, %C: tensor<6x64x49x6xf32>) -> tensor<6x64x49x6xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%A, %B : tensor<6x49x6x768xf32>, tensor<6x768x64xf32>) outs(%C : tensor<6x64x49x6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x64x49x6xf32>
  return %0 : tensor<6x64x49x6xf32>
}
