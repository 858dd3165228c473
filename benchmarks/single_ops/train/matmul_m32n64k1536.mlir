// matmul: C(32x64) += A(32x1536) @ B(1536x64); f32.
func.func @matmul_m32n64k1536(%A: tensor<32x1536xf32>, %B: tensor<1536x64xf32>, %C: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x1536xf32>, tensor<1536x64xf32>) outs(%C : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
