// C + A . B: A[mpk], B[knq], C[mpnq], loops (m, p, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_mpk_knq_mpnq_mpnqk_16x8x6x80x448(%A: tensor<16x8x448xf32>, %B: tensor<448x6x80xf32>, %C: tensor<16x8x6x80xf32>) -> tensor<16x8x6x80xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<16x8x448xf32>, tensor<448x6x80xf32>) outs(%C : tensor<16x8x6x80xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x8x6x80xf32>
  return %0 : tensor<16x8x6x80xf32>
}
