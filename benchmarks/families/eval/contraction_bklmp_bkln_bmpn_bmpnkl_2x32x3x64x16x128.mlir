// C + A . B: A[bklmp], B[bkln], C[bmpn], loops (b, m, p, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_bklmp_bkln_bmpn_bmpnkl_2x32x3x64x16x128(%A: tensor<2x16x128x32x3xf32>, %B: tensor<2x16x128x64xf32>, %C: tensor<2x32x3x64xf32>) -> tensor<2x32x3x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x16x128x32x3xf32>, tensor<2x16x128x64xf32>) outs(%C : tensor<2x32x3x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x32x3x64xf32>
  return %0 : tensor<2x32x3x64xf32>
}
