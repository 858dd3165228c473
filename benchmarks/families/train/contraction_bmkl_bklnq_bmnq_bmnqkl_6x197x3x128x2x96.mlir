// C + A . B: A[bmkl], B[bklnq], C[bmnq], loops (b, m, n, q, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_bmkl_bklnq_bmnq_bmnqkl_6x197x3x128x2x96(%A: tensor<6x197x2x96xf32>, %B: tensor<6x2x96x3x128xf32>, %C: tensor<6x197x3x128xf32>) -> tensor<6x197x3x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<6x197x2x96xf32>, tensor<6x2x96x3x128xf32>) outs(%C : tensor<6x197x3x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x197x3x128xf32>
  return %0 : tensor<6x197x3x128xf32>
}
