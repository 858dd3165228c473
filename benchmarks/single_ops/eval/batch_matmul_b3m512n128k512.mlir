// batch_matmul: C(3x512x128) += A(3x512x512) @ B(3x512x128); f32.
func.func @batch_matmul_b3m512n128k512(%A: tensor<3x512x512xf32>, %B: tensor<3x512x128xf32>, %C: tensor<3x512x128xf32>) -> tensor<3x512x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x512x512xf32>, tensor<3x512x128xf32>) outs(%C : tensor<3x512x128xf32>) -> tensor<3x512x128xf32>
  return %0 : tensor<3x512x128xf32>
}
