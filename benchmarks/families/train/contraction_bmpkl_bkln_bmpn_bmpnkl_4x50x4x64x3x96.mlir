// C + A . B: A[bmpkl], B[bkln], C[bmpn], loops (b, m, p, n, k, l)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4, d5)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d5, d3)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
func.func @contraction_bmpkl_bkln_bmpn_bmpnkl_4x50x4x64x3x96(%A: tensor<4x50x4x3x96xf32>, %B: tensor<4x3x96x64xf32>, %C: tensor<4x50x4x64xf32>) -> tensor<4x50x4x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : tensor<4x50x4x3x96xf32>, tensor<4x3x96x64xf32>) outs(%C : tensor<4x50x4x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x50x4x64xf32>
  return %0 : tensor<4x50x4x64xf32>
}
