// C + A . B: A[bkmp], B[bkn], C[bmpn], loops (b, m, p, n, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d3)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_bkmp_bkn_bmpn_bmpnk_16x512x2x32x96(%A: tensor<16x96x512x2xf32>, %B: tensor<16x96x32xf32>, %C: tensor<16x512x2x32xf32>) -> tensor<16x512x2x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<16x96x512x2xf32>, tensor<16x96x32xf32>) outs(%C : tensor<16x512x2x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x512x2x32xf32>
  return %0 : tensor<16x512x2x32xf32>
}
