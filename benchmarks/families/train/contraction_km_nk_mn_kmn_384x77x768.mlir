// C + A . B: A[km], B[nk], C[mn], loops (k, m, n)
#a = affine_map<(d0, d1, d2) -> (d0, d1)>
#b = affine_map<(d0, d1, d2) -> (d2, d0)>
#c = affine_map<(d0, d1, d2) -> (d1, d2)>
func.func @contraction_km_nk_mn_kmn_384x77x768(%A: tensor<384x77xf32>, %B: tensor<768x384xf32>, %C: tensor<77x768xf32>) -> tensor<77x768xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<384x77xf32>, tensor<768x384xf32>) outs(%C : tensor<77x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<77x768xf32>
  return %0 : tensor<77x768xf32>
}
