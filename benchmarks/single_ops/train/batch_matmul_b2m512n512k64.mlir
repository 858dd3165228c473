// batch_matmul: C(2x512x512) += A(2x512x64) @ B(2x64x512); f32.
func.func @batch_matmul_b2m512n512k64(%A: tensor<2x512x64xf32>, %B: tensor<2x64x512xf32>, %C: tensor<2x512x512xf32>) -> tensor<2x512x512xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x512x64xf32>, tensor<2x64x512xf32>) outs(%C : tensor<2x512x512xf32>) -> tensor<2x512x512xf32>
  return %0 : tensor<2x512x512xf32>
}
