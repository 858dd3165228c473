// C + A . B: A[bmkl], B[bnkl], C[bmn], loops (b, m, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @contraction_bmkl_bnkl_bmn_bmnkl_6x128x64x8x96(%A: tensor<6x128x8x96xf32>, %B: tensor<6x64x8x96xf32>, %C: tensor<6x128x64xf32>) -> tensor<6x128x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<6x128x8x96xf32>, tensor<6x64x8x96xf32>) outs(%C : tensor<6x128x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<6x128x64xf32>
  return %0 : tensor<6x128x64xf32>
}
