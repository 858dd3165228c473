// matmul: C(49x512) += A(49x1280) @ B(1280x512); f32.
func.func @matmul_m49n512k1280(%A: tensor<49x1280xf32>, %B: tensor<1280x512xf32>, %C: tensor<49x512xf32>) -> tensor<49x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<49x1280xf32>, tensor<1280x512xf32>) outs(%C : tensor<49x512xf32>) -> tensor<49x512xf32>
  return %0 : tensor<49x512xf32>
}
