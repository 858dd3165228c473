// C + A . B: A[mk], B[knq], C[mnq], loops (m, n, q, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_mk_knq_mnq_mnqk_384x3x64x160(%A: tensor<384x160xf32>, %B: tensor<160x3x64xf32>, %C: tensor<384x3x64xf32>) -> tensor<384x3x64xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<384x160xf32>, tensor<160x3x64xf32>) outs(%C : tensor<384x3x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<384x3x64xf32>
  return %0 : tensor<384x3x64xf32>
}
