// Elementwise C = max(A, 0), 4096x4096, float32, as a linalg.generic: 128 MiB of buffers,
// far beyond the last-level cache, so memory bandwidth bounds it.
#id = affine_map<(i, j) -> (i, j)>
func.func @relu_4096x4096(%A: tensor<4096x4096xf32>,
                          %C: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
         ins(%A : tensor<4096x4096xf32>)
         outs(%C : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
