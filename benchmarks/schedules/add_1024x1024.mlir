// Elementwise C = A + B, 1024x1024, float32, as a linalg.generic.
#id = affine_map<(i, j) -> (i, j)>
func.func @add_1024x1024(%A: tensor<1024x1024xf32>, %B: tensor<1024x1024xf32>,
                         %C: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
         ins(%A, %B : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
         outs(%C : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
