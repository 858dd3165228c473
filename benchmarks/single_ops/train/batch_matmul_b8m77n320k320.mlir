// batch_matmul: C(8x77x320) += A(8x77x320) @ B(8x320x320); f32.
func.func @batch_matmul_b8m77n320k320(%A: tensor<8x77x320xf32>, %B: tensor<8x320x320xf32>, %C: tensor<8x77x320xf32>) -> tensor<8x77x320xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x77x320xf32>, tensor<8x320x320xf32>) outs(%C : tensor<8x77x320xf32>) -> tensor<8x77x320xf32>
  return %0 : tensor<8x77x320xf32>
}
