// C + A . B: A[mk], B[kn], C[nm], loops (m, k, n)
#a = affine_map<(d0, d1, d2) -> (d0, d1)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d2, d0)>
func.func @contraction_mk_kn_nm_mkn_128x96x512(%A: tensor<128x96xf32>, %B: tensor<96x512xf32>, %C: tensor<512x128xf32>) -> tensor<512x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%A, %B : tensor<128x96xf32>, tensor<96x512xf32>) outs(%C : tensor<512x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x128xf32>
  return %0 : tensor<512x128xf32>
}
