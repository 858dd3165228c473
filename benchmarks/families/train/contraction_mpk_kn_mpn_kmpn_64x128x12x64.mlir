// C + A . B: A[mpk], B[kn], C[mpn], loops (k, m, p, n)
#a = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
func.func @contraction_mpk_kn_mpn_kmpn_64x128x12x64(%A: tensor<128x12x64xf32>, %B: tensor<64x64xf32>, %C: tensor<128x12x64xf32>) -> tensor<128x12x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<128x12x64xf32>, tensor<64x64xf32>) outs(%C : tensor<128x12x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x12x64xf32>
  return %0 : tensor<128x12x64xf32>
}
