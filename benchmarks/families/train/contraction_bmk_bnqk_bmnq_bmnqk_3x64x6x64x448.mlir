// C + A . B: A[bmk], B[bnqk], C[bmnq], loops (b, m, n, q, k)
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
func.func @contraction_bmk_bnqk_bmnq_bmnqk_3x64x6x64x448(%A: tensor<3x64x448xf32>, %B: tensor<3x6x64x448xf32>, %C: tensor<3x64x6x64xf32>) -> tensor<3x64x6x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<3x64x448xf32>, tensor<3x6x64x448xf32>) outs(%C : tensor<3x64x6x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x64x6x64xf32>
  return %0 : tensor<3x64x6x64xf32>
}
