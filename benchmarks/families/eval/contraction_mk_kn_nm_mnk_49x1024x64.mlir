// C + A . B: A[mk], B[kn], C[nm], loops (m, n, k)
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d1, d0)>
func.func @contraction_mk_kn_nm_mnk_49x1024x64(%A: tensor<49x64xf32>, %B: tensor<64x1024xf32>, %C: tensor<1024x49xf32>) -> tensor<1024x49xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<49x64xf32>, tensor<64x1024xf32>) outs(%C : tensor<1024x49xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1024x49xf32>
  return %0 : tensor<1024x49xf32>
}
