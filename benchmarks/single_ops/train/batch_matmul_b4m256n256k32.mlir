// batch_matmul: C(4x256x256) += A(4x256x32) @ B(4x32x256); f32.
func.func @batch_matmul_b4m256n256k32(%A: tensor<4x256x32xf32>, %B: tensor<4x32x256xf32>, %C: tensor<4x256x256xf32>) -> tensor<4x256x256xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x256x32xf32>, tensor<4x32x256xf32>) outs(%C : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  return %0 : tensor<4x256x256xf32>
}
