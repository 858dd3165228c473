// batch_matmul: C(12x96x96) += A(12x96x32) @ B(12x32x96); f32.
func.func @batch_matmul_b12m96n96k32(%A: tensor<12x96x32xf32>, %B: tensor<12x32x96xf32>, %C: tensor<12x96x96xf32>) -> tensor<12x96x96xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x96x32xf32>, tensor<12x32x96xf32>) outs(%C : tensor<12x96x96xf32>) -> tensor<12x96x96xf32>
  return %0 : tensor<12x96x96xf32>
}
