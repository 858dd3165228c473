// C + A . B: A[bmk], B[bnk], C[bmn], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_bmk_bnk_bmn_bmnk_3x197x48x448(%A: tensor<3x197x448xf32>, %B: tensor<3x48x448xf32>, %C: tensor<3x197x48xf32>) -> tensor<3x197x48xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<3x197x448xf32>, tensor<3x48x448xf32>) outs(%C : tensor<3x197x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x197x48xf32>
  return %0 : tensor<3x197x48xf32>
}
