// add: C = A + B, elementwise (linalg.generic); f32.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @add_4x320x24x24(%A: tensor<4x320x24x24xf32>, %B: tensor<4x320x24x24xf32>, %C: tensor<4x320x24x24xf32>) -> tensor<4x320x24x24xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%A, %B : tensor<4x320x24x24xf32>, tensor<4x320x24x24xf32>) outs(%C : tensor<4x320x24x24xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x320x24x24xf32>
  return %0 : tensor<4x320x24x24xf32>
}
