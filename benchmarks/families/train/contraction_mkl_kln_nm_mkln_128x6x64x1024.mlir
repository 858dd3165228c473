// C + A . B: A[mkl], B[kln], C[nm], loops (m, k, l, n)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#b = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d3, d0)>
func.func @contraction_mkl_kln_nm_mkln_128x6x64x1024(%A: tensor<128x6x64xf32>, %B: tensor<6x64x1024xf32>, %C: tensor<1024x128xf32>) -> tensor<1024x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %B : tensor<128x6x64xf32>, tensor<6x64x1024xf32>) outs(%C : tensor<1024x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1024x128xf32>
  return %0 : tensor<1024x128xf32>
}
