// C + A . B: A[bmk], B[bkn], C[bnm], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
func.func @contraction_bmk_bkn_bnm_bmnk_4x96x448x64(%A: tensor<4x96x64xf32>, %B: tensor<4x64x448xf32>, %C: tensor<4x448x96xf32>) -> tensor<4x448x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<4x96x64xf32>, tensor<4x64x448xf32>) outs(%C : tensor<4x448x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x448x96xf32>
  return %0 : tensor<4x448x96xf32>
}
