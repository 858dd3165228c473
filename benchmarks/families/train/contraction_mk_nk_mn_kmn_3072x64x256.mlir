// C + A . B: A[mk], B[nk], C[mn], loops (k, m, n)
#a = affine_map<(d0, d1, d2) -> (d1, d0)>
#b = affine_map<(d0, d1, d2) -> (d2, d0)>
#c = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @contraction_mk_nk_mn_kmn_3072x64x256(%A: tensor<64x3072xf32>, %B: tensor<256x3072xf32>, %C: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<64x3072xf32>, tensor<256x3072xf32>) outs(%C : tensor<64x256xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
