// matmul: C(32x1000) += A(32x448) @ B(448x1000); f32.
func.func @matmul_m32n1000k448(%A: tensor<32x448xf32>, %B: tensor<448x1000xf32>, %C: tensor<32x1000xf32>) -> tensor<32x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x448xf32>, tensor<448x1000xf32>) outs(%C : tensor<32x1000xf32>) -> tensor<32x1000xf32>
  return %0 : tensor<32x1000xf32>
}
