// batch_matmul: C(12x128x128) += A(12x128x80) @ B(12x80x128); f32.
func.func @batch_matmul_b12m128n128k80(%A: tensor<12x128x80xf32>, %B: tensor<12x80x128xf32>, %C: tensor<12x128x128xf32>) -> tensor<12x128x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x128x80xf32>, tensor<12x80x128xf32>) outs(%C : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
  return %0 : tensor<12x128x128xf32>
}
