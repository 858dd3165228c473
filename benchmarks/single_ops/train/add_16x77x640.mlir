// add: C = A + B, elementwise (linalg.generic); f32.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @add_16x77x640(%A: tensor<16x77x640xf32>, %B: tensor<16x77x640xf32>, %C: tensor<16x77x640xf32>) -> tensor<16x77x640xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<16x77x640xf32>, tensor<16x77x640xf32>) outs(%C : tensor<16x77x640xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x77x640xf32>
  return %0 : tensor<16x77x640xf32>
}
