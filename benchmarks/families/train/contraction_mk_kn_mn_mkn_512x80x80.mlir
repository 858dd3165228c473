// C + A . B: A[mk], B[kn], C[mn], loops (m, k, n)
#a = affine_map<(d0, d1, d2) -> (d0, d1)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @contraction_mk_kn_mn_mkn_512x80x80(%A: tensor<512x80xf32>, %B: tensor<80x80xf32>, %C: tensor<512x80xf32>) -> tensor<512x80xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%A, %B : tensor<512x80xf32>, tensor<80x80xf32>) outs(%C : tensor<512x80xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x80xf32>
  return %0 : tensor<512x80xf32>
}
