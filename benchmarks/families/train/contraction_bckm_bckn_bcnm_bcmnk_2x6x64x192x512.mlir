// C + A . B: A[bckm], B[bckn], C[bcnm], loops (b, c, m, n, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d2)>
func.func @contraction_bckm_bckn_bcnm_bcmnk_2x6x64x192x512(%A: tensor<2x6x512x64xf32>, %B: tensor<2x6x512x192xf32>, %C: tensor<2x6x192x64xf32>) -> tensor<2x6x192x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x6x512x64xf32>, tensor<2x6x512x192xf32>) outs(%C : tensor<2x6x192x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x6x192x64xf32>
  return %0 : tensor<2x6x192x64xf32>
}
