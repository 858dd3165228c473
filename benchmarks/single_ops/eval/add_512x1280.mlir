// add: C = A + B, elementwise (linalg.generic); f32.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add_512x1280(%A: tensor<512x1280xf32>, %B: tensor<512x1280xf32>, %C: tensor<512x1280xf32>) -> tensor<512x1280xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : tensor<512x1280xf32>, tensor<512x1280xf32>) outs(%C : tensor<512x1280xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<512x1280xf32>
  return %0 : tensor<512x1280xf32>
}
