// C + A . B: A[mk], B[nqk], C[mnq], loops (m, n, q, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_mk_nqk_mnq_mnqk_384x8x96x448(%A: tensor<384x448xf32>, %B: tensor<8x96x448xf32>, %C: tensor<384x8x96xf32>) -> tensor<384x8x96xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<384x448xf32>, tensor<8x96x448xf32>) outs(%C : tensor<384x8x96xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<384x8x96xf32>
  return %0 : tensor<384x8x96xf32>
}
