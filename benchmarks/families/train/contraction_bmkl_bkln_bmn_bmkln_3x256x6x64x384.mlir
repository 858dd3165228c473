// C + A . B: A[bmkl], B[bkln], C[bmn], loops (b, m, k, l, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
func.func @contraction_bmkl_bkln_bmn_bmkln_3x256x6x64x384(%A: tensor<3x256x6x64xf32>, %B: tensor<3x6x64x384xf32>, %C: tensor<3x256x384xf32>) -> tensor<3x256x384xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %B : tensor<3x256x6x64xf32>, tensor<3x6x64x384xf32>) outs(%C : tensor<3x256x384xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x256x384xf32>
  return %0 : tensor<3x256x384xf32>
}
