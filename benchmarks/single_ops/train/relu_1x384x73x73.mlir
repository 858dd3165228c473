// relu: C = max(A, 0), elementwise (linalg.generic); f32.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @relu_1x384x73x73(%A: tensor<1x384x73x73xf32>, %C: tensor<1x384x73x73xf32>) -> tensor<1x384x73x73xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%A : tensor<1x384x73x73xf32>) outs(%C : tensor<1x384x73x73xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x384x73x73xf32>
  return %0 : tensor<1x384x73x73xf32>
}
