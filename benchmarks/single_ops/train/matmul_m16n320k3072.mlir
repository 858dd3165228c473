// matmul: C(16x320) += A(16x3072) @ B(3072x320); f32.
func.func @matmul_m16n320k3072(%A: tensor<16x3072xf32>, %B: tensor<3072x320xf32>, %C: tensor<16x320xf32>) -> tensor<16x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x3072xf32>, tensor<3072x320xf32>) outs(%C : tensor<16x320xf32>) -> tensor<16x320xf32>
  return %0 : tensor<16x320xf32>
}
