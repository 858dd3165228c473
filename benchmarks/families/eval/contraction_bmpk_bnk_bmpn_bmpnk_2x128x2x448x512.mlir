// C + A . B: A[bmpk], B[bnk], C[bmpn], loops (b, m, p, n, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_bmpk_bnk_bmpn_bmpnk_2x128x2x448x512(%A: tensor<2x128x2x512xf32>, %B: tensor<2x448x512xf32>, %C: tensor<2x128x2x448xf32>) -> tensor<2x128x2x448xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x128x2x512xf32>, tensor<2x448x512xf32>) outs(%C : tensor<2x128x2x448xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x128x2x448xf32>
  return %0 : tensor<2x128x2x448xf32>
}
