// C + A . B: A[mk], B[kn], C[nm], loops (m, n, k)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d1, d0)>
func.func @contraction_mk_kn_nm_mnk_512x128x96(%A: tensor<512x96xf32>, %B: tensor<96x128xf32>, %C: tensor<128x512xf32>) -> tensor<128x512xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<512x96xf32>, tensor<96x128xf32>) outs(%C : tensor<128x512xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x512xf32>
  return %0 : tensor<128x512xf32>
}
