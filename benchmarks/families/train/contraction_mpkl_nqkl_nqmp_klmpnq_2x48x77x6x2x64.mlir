// C + A . B: A[mpkl], B[nqkl], C[nqmp], loops (k, l, m, p, n, q)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d0, d1)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d0, d1)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d2, d3)>
func.func @contraction_mpkl_nqkl_nqmp_klmpnq_2x48x77x6x2x64(%A: tensor<77x6x2x48xf32>, %B: tensor<2x64x2x48xf32>, %C: tensor<2x64x77x6xf32>) -> tensor<2x64x77x6xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "reduction", "parallel", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<77x6x2x48xf32>, tensor<2x64x2x48xf32>) outs(%C : tensor<2x64x77x6xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x64x77x6xf32>
  return %0 : tensor<2x64x77x6xf32>
}
