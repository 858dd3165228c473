// C + A . B: A[mk], B[kn], C[mn], loops (k, m, n)
#a = affine_map<(d0, d1, d2) -> (d1, d0)>
#b = affine_map<(d0, d1, d2) -> (d0, d2)>
#c = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @contraction_mk_kn_mn_kmn_320x50x2048(%A: tensor<50x320xf32>, %B: tensor<320x2048xf32>, %C: tensor<50x2048xf32>) -> tensor<50x2048xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<50x320xf32>, tensor<320x2048xf32>) outs(%C : tensor<50x2048xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<50x2048xf32>
  return %0 : tensor<50x2048xf32>
}
