// batch_matmul: C(8x256x320) += A(8x256x64) @ B(8x64x320); f32.
func.func @batch_matmul_b8m256n320k64(%A: tensor<8x256x64xf32>, %B: tensor<8x64x320xf32>, %C: tensor<8x256x320xf32>) -> tensor<8x256x320xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x256x64xf32>, tensor<8x64x320xf32>) outs(%C : tensor<8x256x320xf32>) -> tensor<8x256x320xf32>
  return %0 : tensor<8x256x320xf32>
}
