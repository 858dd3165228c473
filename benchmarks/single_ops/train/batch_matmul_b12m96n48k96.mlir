// batch_matmul: C(12x96x48) += A(12x96x96) @ B(12x96x48); f32.
func.func @batch_matmul_b12m96n48k96(%A: tensor<12x96x96xf32>, %B: tensor<12x96x48xf32>, %C: tensor<12x96x48xf32>) -> tensor<12x96x48xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x96x96xf32>, tensor<12x96x48xf32>) outs(%C : tensor<12x96x48xf32>) -> tensor<12x96x48xf32>
  return %0 : tensor<12x96x48xf32>
}
