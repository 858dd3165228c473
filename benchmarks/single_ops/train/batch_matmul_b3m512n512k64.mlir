// batch_matmul: C(3x512x512) += A(3x512x64) @ B(3x64x512); f32.
func.func @batch_matmul_b3m512n512k64(%A: tensor<3x512x64xf32>, %B: tensor<3x64x512xf32>, %C: tensor<3x512x512xf32>) -> tensor<3x512x512xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x512x64xf32>, tensor<3x64x512xf32>) outs(%C : tensor<3x512x512xf32>) -> tensor<3x512x512xf32>
  return %0 : tensor<3x512x512xf32>
}
