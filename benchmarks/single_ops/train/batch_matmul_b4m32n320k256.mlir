// batch_matmul: C(4x32x320) += A(4x32x256) @ B(4x256x320); f32.
func.func @batch_matmul_b4m32n320k256(%A: tensor<4x32x256xf32>, %B: tensor<4x256x320xf32>, %C: tensor<4x32x320xf32>) -> tensor<4x32x320xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x32x256xf32>, tensor<4x256x320xf32>) outs(%C : tensor<4x32x320xf32>) -> tensor<4x32x320xf32>
  return %0 : tensor<4x32x320xf32>
}
