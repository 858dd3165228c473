// matmul: C(16x448) += A(16x3072) @ B(3072x448); f32.
func.func @matmul_m16n448k3072(%A: tensor<16x3072xf32>, %B: tensor<3072x448xf32>, %C: tensor<16x448xf32>) -> tensor<16x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x3072xf32>, tensor<3072x448xf32>) outs(%C : tensor<16x448xf32>) -> tensor<16x448xf32>
  return %0 : tensor<16x448xf32>
}
