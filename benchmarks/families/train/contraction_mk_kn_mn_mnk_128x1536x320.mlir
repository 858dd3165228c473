// C + A . B: A[mk], B[kn], C[mn], loops (m, n, k)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @contraction_mk_kn_mn_mnk_128x1536x320(%A: tensor<128x320xf32>, %B: tensor<320x1536xf32>, %C: tensor<128x1536xf32>) -> tensor<128x1536xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<128x320xf32>, tensor<320x1536xf32>) outs(%C : tensor<128x1536xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x1536xf32>
  return %0 : tensor<128x1536xf32>
}
