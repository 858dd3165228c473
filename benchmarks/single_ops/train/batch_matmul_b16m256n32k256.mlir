// batch_matmul: C(16x256x32) += A(16x256x256) @ B(16x256x32); f32.
func.func @batch_matmul_b16m256n32k256(%A: tensor<16x256x256xf32>, %B: tensor<16x256x32xf32>, %C: tensor<16x256x32xf32>) -> tensor<16x256x32xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x256x256xf32>, tensor<16x256x32xf32>) outs(%C : tensor<16x256x32xf32>) -> tensor<16x256x32xf32>
  return %0 : tensor<16x256x32xf32>
}
