// batch_matmul: C(12x384x48) += A(12x384x384) @ B(12x384x48); f32.
func.func @batch_matmul_b12m384n48k384(%A: tensor<12x384x384xf32>, %B: tensor<12x384x48xf32>, %C: tensor<12x384x48xf32>) -> tensor<12x384x48xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x384x384xf32>, tensor<12x384x48xf32>) outs(%C : tensor<12x384x48xf32>) -> tensor<12x384x48xf32>
  return %0 : tensor<12x384x48xf32>
}
