// batch_matmul: C(12x77x64) += A(12x77x77) @ B(12x77x64); f32.
func.func @batch_matmul_b12m77n64k77(%A: tensor<12x77x77xf32>, %B: tensor<12x77x64xf32>, %C: tensor<12x77x64xf32>) -> tensor<12x77x64xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x77x77xf32>, tensor<12x77x64xf32>) outs(%C : tensor<12x77x64xf32>) -> tensor<12x77x64xf32>
  return %0 : tensor<12x77x64xf32>
}
