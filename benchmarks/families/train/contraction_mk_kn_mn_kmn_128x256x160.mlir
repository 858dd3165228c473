// C + A . B: A[mk], B[kn], C[mn], loops (k, m, n)
#a = affine_map<(d0, d1, d2) -> (d1, d0)>
#b = affine_map<(d0, d1, d2) -> (d0, d2)>
#c = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @contraction_mk_kn_mn_kmn_128x256x160(%A: tensor<256x128xf32>, %B: tensor<128x160xf32>, %C: tensor<256x160xf32>) -> tensor<256x160xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<256x128xf32>, tensor<128x160xf32>) outs(%C : tensor<256x160xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x160xf32>
  return %0 : tensor<256x160xf32>
}
