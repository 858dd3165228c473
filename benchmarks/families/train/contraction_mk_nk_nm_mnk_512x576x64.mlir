// C + A . B: A[mk], B[nk], C[nm], loops (m, n, k)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d1, d0)>
func.func @contraction_mk_nk_nm_mnk_512x576x64(%A: tensor<512x64xf32>, %B: tensor<576x64xf32>, %C: tensor<576x512xf32>) -> tensor<576x512xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<512x64xf32>, tensor<576x64xf32>) outs(%C : tensor<576x512xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<576x512xf32>
  return %0 : tensor<576x512xf32>
}
