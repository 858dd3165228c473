// C + A . B: A[mk], B[knq], C[mnq], loops (m, k, n, q)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
func.func @contraction_mk_knq_mnq_mknq_77x448x12x48(%A: tensor<77x448xf32>, %B: tensor<448x12x48xf32>, %C: tensor<77x12x48xf32>) -> tensor<77x12x48xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%A, %B : tensor<77x448xf32>, tensor<448x12x48xf32>) outs(%C : tensor<77x12x48xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<77x12x48xf32>
  return %0 : tensor<77x12x48xf32>
}
