// batch_matmul: C(2x256x256) += A(2x256x48) @ B(2x48x256); f32.
func.func @batch_matmul_b2m256n256k48(%A: tensor<2x256x48xf32>, %B: tensor<2x48x256xf32>, %C: tensor<2x256x256xf32>) -> tensor<2x256x256xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x256x48xf32>, tensor<2x48x256xf32>) outs(%C : tensor<2x256x256xf32>) -> tensor<2x256x256xf32>
  return %0 : tensor<2x256x256xf32>
}
