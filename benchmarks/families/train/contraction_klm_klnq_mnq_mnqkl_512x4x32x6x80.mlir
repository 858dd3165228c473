// C + A . B: A[klm], B[klnq], C[mnq], loops (m, n, q, k, l)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d0)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @contraction_klm_klnq_mnq_mnqkl_512x4x32x6x80(%A: tensor<6x80x512xf32>, %B: tensor<6x80x4x32xf32>, %C: tensor<512x4x32xf32>) -> tensor<512x4x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<6x80x512xf32>, tensor<6x80x4x32xf32>) outs(%C : tensor<512x4x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x4x32xf32>
  return %0 : tensor<512x4x32xf32>
}
