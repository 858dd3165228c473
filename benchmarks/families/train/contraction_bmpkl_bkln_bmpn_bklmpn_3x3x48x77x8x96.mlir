// C + A . B: A[bmpkl], B[bkln], C[bmpn], loops (b, k, l, m, p, n)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
func.func @contraction_bmpkl_bkln_bmpn_bklmpn_3x3x48x77x8x96(%A: tensor<3x77x8x3x48xf32>, %B: tensor<3x3x48x96xf32>, %C: tensor<3x77x8x96xf32>) -> tensor<3x77x8x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<3x77x8x3x48xf32>, tensor<3x3x48x96xf32>) outs(%C : tensor<3x77x8x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x77x8x96xf32>
  return %0 : tensor<3x77x8x96xf32>
}
