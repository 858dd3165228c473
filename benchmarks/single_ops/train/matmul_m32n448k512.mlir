// matmul: C(32x448) += A(32x512) @ B(512x448); f32.
func.func @matmul_m32n448k512(%A: tensor<32x512xf32>, %B: tensor<512x448xf32>, %C: tensor<32x448xf32>) -> tensor<32x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x512xf32>, tensor<512x448xf32>) outs(%C : tensor<32x448xf32>) -> tensor<32x448xf32>
  return %0 : tensor<32x448xf32>
}
