// C + A . B: A[bmkl], B[bkln], C[bmn], loops (b, k, l, m, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
func.func @contraction_bmkl_bkln_bmn_bklmn_3x16x32x197x128(%A: tensor<3x197x16x32xf32>, %B: tensor<3x16x32x128xf32>, %C: tensor<3x197x128xf32>) -> tensor<3x197x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<3x197x16x32xf32>, tensor<3x16x32x128xf32>) outs(%C : tensor<3x197x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x197x128xf32>
  return %0 : tensor<3x197x128xf32>
}
