// batch_matmul: C(4x512x512) += A(4x512x128) @ B(4x128x512); f32.
func.func @batch_matmul_b4m512n512k128(%A: tensor<4x512x128xf32>, %B: tensor<4x128x512xf32>, %C: tensor<4x512x512xf32>) -> tensor<4x512x512xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x512x128xf32>, tensor<4x128x512xf32>) outs(%C : tensor<4x512x512xf32>) -> tensor<4x512x512xf32>
  return %0 : tensor<4x512x512xf32>
}
