// C + A . B: A[bklm], B[bkln], C[bmn], loops (b, k, l, m, n)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
func.func @contraction_bklm_bkln_bmn_bklmn_8x16x96x50x96(%A: tensor<8x16x96x50xf32>, %B: tensor<8x16x96x96xf32>, %C: tensor<8x50x96xf32>) -> tensor<8x50x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<8x16x96x50xf32>, tensor<8x16x96x96xf32>) outs(%C : tensor<8x50x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x50x96xf32>
  return %0 : tensor<8x50x96xf32>
}
