// batch_matmul: C(16x384x384) += A(16x384x48) @ B(16x48x384); f32.
func.func @batch_matmul_b16m384n384k48(%A: tensor<16x384x48xf32>, %B: tensor<16x48x384xf32>, %C: tensor<16x384x384xf32>) -> tensor<16x384x384xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x384x48xf32>, tensor<16x48x384xf32>) outs(%C : tensor<16x384x384xf32>) -> tensor<16x384x384xf32>
  return %0 : tensor<16x384x384xf32>
}
