// C + A . B: A[mkl], B[klnq], C[nqm], loops (k, l, m, n, q)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d2, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
func.func @contraction_mkl_klnq_nqm_klmnq_8x32x128x3x48(%A: tensor<128x8x32xf32>, %B: tensor<8x32x3x48xf32>, %C: tensor<3x48x128xf32>) -> tensor<3x48x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<128x8x32xf32>, tensor<8x32x3x48xf32>) outs(%C : tensor<3x48x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x48x128xf32>
  return %0 : tensor<3x48x128xf32>
}
