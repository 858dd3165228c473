// C + A . B: A[bkm], B[bnk], C[bmn], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_bkm_bnk_bmn_bmnk_16x49x64x64(%A: tensor<16x64x49xf32>, %B: tensor<16x64x64xf32>, %C: tensor<16x49x64xf32>) -> tensor<16x49x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<16x64x49xf32>, tensor<16x64x64xf32>) outs(%C : tensor<16x49x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x49x64xf32>
  return %0 : tensor<16x49x64xf32>
}
