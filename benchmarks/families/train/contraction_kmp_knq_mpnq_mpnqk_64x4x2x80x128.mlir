// C + A . B: A[kmp], B[knq], C[mpnq], loops (m, p, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d4, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_kmp_knq_mpnq_mpnqk_64x4x2x80x128(%A: tensor<128x64x4xf32>, %B: tensor<128x2x80xf32>, %C: tensor<64x4x2x80xf32>) -> tensor<64x4x2x80xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<128x64x4xf32>, tensor<128x2x80xf32>) outs(%C : tensor<64x4x2x80xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x4x2x80xf32>
  return %0 : tensor<64x4x2x80xf32>
}
