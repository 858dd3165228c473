// C + A . B: A[klm], B[nqkl], C[mnq], loops (m, k, l, n, q)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d0)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d1, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
func.func @contraction_klm_nqkl_mnq_mklnq_197x3x64x6x64(%A: tensor<3x64x197xf32>, %B: tensor<6x64x3x64xf32>, %C: tensor<197x6x64xf32>) -> tensor<197x6x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<3x64x197xf32>, tensor<6x64x3x64xf32>) outs(%C : tensor<197x6x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<197x6x64xf32>
  return %0 : tensor<197x6x64xf32>
}
