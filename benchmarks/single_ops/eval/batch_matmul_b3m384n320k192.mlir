// batch_matmul: C(3x384x320) += A(3x384x192) @ B(3x192x320); f32.
func.func @batch_matmul_b3m384n320k192(%A: tensor<3x384x192xf32>, %B: tensor<3x192x320xf32>, %C: tensor<3x384x320xf32>) -> tensor<3x384x320xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x384x192xf32>, tensor<3x192x320xf32>) outs(%C : tensor<3x384x320xf32>) -> tensor<3x384x320xf32>
  return %0 : tensor<3x384x320xf32>
}
