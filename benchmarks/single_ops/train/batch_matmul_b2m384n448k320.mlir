// batch_matmul: C(2x384x448) += A(2x384x320) @ B(2x320x448); f32.
func.func @batch_matmul_b2m384n448k320(%A: tensor<2x384x320xf32>, %B: tensor<2x320x448xf32>, %C: tensor<2x384x448xf32>) -> tensor<2x384x448xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x384x320xf32>, tensor<2x320x448xf32>) outs(%C : tensor<2x384x448xf32>) -> tensor<2x384x448xf32>
  return %0 : tensor<2x384x448xf32>
}
