// C + A . B: A[mkl], B[kln], C[mn], loops (m, n, k, l)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
func.func @contraction_mkl_kln_mn_mnkl_32x576x3x128(%A: tensor<32x3x128xf32>, %B: tensor<3x128x576xf32>, %C: tensor<32x576xf32>) -> tensor<32x576xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<32x3x128xf32>, tensor<3x128x576xf32>) outs(%C : tensor<32x576xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x576xf32>
  return %0 : tensor<32x576xf32>
}
