// C + A . B: A[bcmk], B[bcnk], C[bcmn], loops (b, c, k, m, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d2)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
func.func @contraction_bcmk_bcnk_bcmn_bckmn_16x6x80x77x128(%A: tensor<16x6x77x80xf32>, %B: tensor<16x6x128x80xf32>, %C: tensor<16x6x77x128xf32>) -> tensor<16x6x77x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<16x6x77x80xf32>, tensor<16x6x128x80xf32>) outs(%C : tensor<16x6x77x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x6x77x128xf32>
  return %0 : tensor<16x6x77x128xf32>
}
