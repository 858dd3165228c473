// C + A . B: A[bmk], B[bkn], C[bmn], loops (b, k, m, n)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
func.func @contraction_bmk_bkn_bmn_bkmn_4x512x128x32(%A: tensor<4x128x512xf32>, %B: tensor<4x512x32xf32>, %C: tensor<4x128x32xf32>) -> tensor<4x128x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x128x512xf32>, tensor<4x512x32xf32>) outs(%C : tensor<4x128x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x128x32xf32>
  return %0 : tensor<4x128x32xf32>
}
