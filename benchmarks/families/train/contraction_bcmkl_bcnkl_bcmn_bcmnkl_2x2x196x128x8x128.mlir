// C + A . B: A[bcmkl], B[bcnkl], C[bcmn], loops (b, c, m, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4, d5)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_bcmkl_bcnkl_bcmn_bcmnkl_2x2x196x128x8x128(%A: tensor<2x2x196x8x128xf32>, %B: tensor<2x2x128x8x128xf32>, %C: tensor<2x2x196x128xf32>) -> tensor<2x2x196x128xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<2x2x196x8x128xf32>, tensor<2x2x128x8x128xf32>) outs(%C : tensor<2x2x196x128xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x2x196x128xf32>
  return %0 : tensor<2x2x196x128xf32>
}
