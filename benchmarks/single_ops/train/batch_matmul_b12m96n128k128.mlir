// batch_matmul: C(12x96x128) += A(12x96x128) @ B(12x128x128); f32.
func.func @batch_matmul_b12m96n128k128(%A: tensor<12x96x128xf32>, %B: tensor<12x128x128xf32>, %C: tensor<12x96x128xf32>) -> tensor<12x96x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x96x128xf32>, tensor<12x128x128xf32>) outs(%C : tensor<12x96x128xf32>) -> tensor<12x96x128xf32>
  return %0 : tensor<12x96x128xf32>
}
