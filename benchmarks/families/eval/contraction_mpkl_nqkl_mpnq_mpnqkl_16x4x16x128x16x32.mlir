// C + A . B: A[mpkl], B[nqkl], C[mpnq], loops (m, p, n, q, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_mpkl_nqkl_mpnq_mpnqkl_16x4x16x128x16x32(%A: tensor<16x4x16x32xf32>, %B: tensor<16x128x16x32xf32>, %C: tensor<16x4x16x128xf32>) -> tensor<16x4x16x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<16x4x16x32xf32>, tensor<16x128x16x32xf32>) outs(%C : tensor<16x4x16x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x4x16x128xf32>
  return %0 : tensor<16x4x16x128xf32>
}
