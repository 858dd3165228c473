// batch_matmul: C(1x512x64) += A(1x512x512) @ B(1x512x64); f32.
func.func @batch_matmul_b1m512n64k512(%A: tensor<1x512x512xf32>, %B: tensor<1x512x64xf32>, %C: tensor<1x512x64xf32>) -> tensor<1x512x64xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<1x512x512xf32>, tensor<1x512x64xf32>) outs(%C : tensor<1x512x64xf32>) -> tensor<1x512x64xf32>
  return %0 : tensor<1x512x64xf32>
}
