// batch_matmul: C(3x50x448) += A(3x50x96) @ B(3x96x448); f32.
func.func @batch_matmul_b3m50n448k96(%A: tensor<3x50x96xf32>, %B: tensor<3x96x448xf32>, %C: tensor<3x50x448xf32>) -> tensor<3x50x448xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x50x96xf32>, tensor<3x96x448xf32>) outs(%C : tensor<3x50x448xf32>) -> tensor<3x50x448xf32>
  return %0 : tensor<3x50x448xf32>
}
