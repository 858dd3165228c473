// C + A . B: A[klmp], B[klnq], C[mpnq], loops (m, p, n, q, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d2, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_klmp_klnq_mpnq_mpnqkl_256x6x6x64x3x64(%A: tensor<3x64x256x6xf32>, %B: tensor<3x64x6x64xf32>, %C: tensor<256x6x6x64xf32>) -> tensor<256x6x6x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<3x64x256x6xf32>, tensor<3x64x6x64xf32>) outs(%C : tensor<256x6x6x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x6x6x64xf32>
  return %0 : tensor<256x6x6x64xf32>
}
