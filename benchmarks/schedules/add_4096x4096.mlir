// Elementwise C = A + B, 4096x4096, float32, as a linalg.generic: 192 MiB of buffers,
// far beyond the last-level cache, so memory bandwidth bounds it.
#id = affine_map<(i, j) -> (i, j)>
func.func @add_4096x4096(%A: tensor<4096x4096xf32>, %B: tensor<4096x4096xf32>,
                         %C: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
         ins(%A, %B : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
         outs(%C : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
