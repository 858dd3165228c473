// C + A . B: A[bmpkl], B[bkln], C[bmpn], loops (b, m, p, k, l, n)
#a = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#c = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
func.func @contraction_bmpkl_bkln_bmpn_bmpkln_8x64x4x12x48x64(%A: tensor<8x64x4x12x48xf32>, %B: tensor<8x12x48x64xf32>, %C: tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]}
      ins(%A, %B : tensor<8x64x4x12x48xf32>, tensor<8x12x48x64xf32>) outs(%C : tensor<8x64x4x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x64x4x64xf32>
  return %0 : tensor<8x64x4x64xf32>
}
