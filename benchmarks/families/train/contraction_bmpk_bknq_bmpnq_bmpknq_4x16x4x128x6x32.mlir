// C + A . B: A[bmpk], B[bknq], C[bmpnq], loops (b, m, p, k, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4, d5)>
func.func @contraction_bmpk_bknq_bmpnq_bmpknq_4x16x4x128x6x32(%A: tensor<4x16x4x128xf32>, %B: tensor<4x128x6x32xf32>, %C: tensor<4x16x4x6x32xf32>) -> tensor<4x16x4x6x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x16x4x128xf32>, tensor<4x128x6x32xf32>) outs(%C : tensor<4x16x4x6x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x16x4x6x32xf32>
  return %0 : tensor<4x16x4x6x32xf32>
}
