// matmul: C(4x2048) += A(4x4096) @ B(4096x2048); f32.
func.func @matmul_m4n2048k4096(%A: tensor<4x4096xf32>, %B: tensor<4096x2048xf32>, %C: tensor<4x2048xf32>) -> tensor<4x2048xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x4096xf32>, tensor<4096x2048xf32>) outs(%C : tensor<4x2048xf32>) -> tensor<4x2048xf32>
  return %0 : tensor<4x2048xf32>
}
