// batch_matmul: C(16x32x384) += A(16x32x160) @ B(16x160x384); f32.
func.func @batch_matmul_b16m32n384k160(%A: tensor<16x32x160xf32>, %B: tensor<16x160x384xf32>, %C: tensor<16x32x384xf32>) -> tensor<16x32x384xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x32x160xf32>, tensor<16x160x384xf32>) outs(%C : tensor<16x32x384xf32>) -> tensor<16x32x384xf32>
  return %0 : tensor<16x32x384xf32>
}
