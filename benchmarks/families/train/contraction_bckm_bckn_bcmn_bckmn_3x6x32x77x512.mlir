// C + A . B: A[bckm], B[bckn], C[bcmn], loops (b, c, k, m, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
func.func @contraction_bckm_bckn_bcmn_bckmn_3x6x32x77x512(%A: tensor<3x6x32x77xf32>, %B: tensor<3x6x32x512xf32>, %C: tensor<3x6x77x512xf32>) -> tensor<3x6x77x512xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<3x6x32x77xf32>, tensor<3x6x32x512xf32>) outs(%C : tensor<3x6x77x512xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x6x77x512xf32>
  return %0 : tensor<3x6x77x512xf32>
}
