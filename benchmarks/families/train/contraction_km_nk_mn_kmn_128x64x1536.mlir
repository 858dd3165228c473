// C + A . B: A[km], B[nk], C[mn], loops (k, m, n)
#a = affine_map<(d0, d1, d2) -> (d0, d1)>
#b = affine_map<(d0, d1, d2) -> (d2, d0)>
#c = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @contraction_km_nk_mn_kmn_128x64x1536(%A: tensor<128x64xf32>, %B: tensor<1536x128xf32>, %C: tensor<64x1536xf32>) -> tensor<64x1536xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<128x64xf32>, tensor<1536x128xf32>) outs(%C : tensor<64x1536xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x1536xf32>
  return %0 : tensor<64x1536xf32>
}
