// C + A . B: A[bmk], B[bnk], C[bmn], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_bmk_bnk_bmn_bmnk_8x64x96x2048(%A: tensor<8x64x2048xf32>, %B: tensor<8x96x2048xf32>, %C: tensor<8x64x96xf32>) -> tensor<8x64x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x64x2048xf32>, tensor<8x96x2048xf32>) outs(%C : tensor<8x64x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x64x96xf32>
  return %0 : tensor<8x64x96xf32>
}
