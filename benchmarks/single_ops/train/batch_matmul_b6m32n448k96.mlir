// batch_matmul: C(6x32x448) += A(6x32x96) @ B(6x96x448); f32.
func.func @batch_matmul_b6m32n448k96(%A: tensor<6x32x96xf32>, %B: tensor<6x96x448xf32>, %C: tensor<6x32x448xf32>) -> tensor<6x32x448xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<6x32x96xf32>, tensor<6x96x448xf32>) outs(%C : tensor<6x32x448xf32>) -> tensor<6x32x448xf32>
  return %0 : tensor<6x32x448xf32>
}
