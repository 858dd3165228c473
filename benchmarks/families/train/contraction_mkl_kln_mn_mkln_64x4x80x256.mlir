// C + A . B: A[mkl], B[kln], C[mn], loops (m, k, l, n)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#b = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
func.func @contraction_mkl_kln_mn_mkln_64x4x80x256(%A: tensor<64x4x80xf32>, %B: tensor<4x80x256xf32>, %C: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %B : tensor<64x4x80xf32>, tensor<4x80x256xf32>) outs(%C : tensor<64x256xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
