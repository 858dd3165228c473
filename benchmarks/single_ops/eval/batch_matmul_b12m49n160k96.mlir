// batch_matmul: C(12x49x160) += A(12x49x96) @ B(12x96x160); f32.
func.func @batch_matmul_b12m49n160k96(%A: tensor<12x49x96xf32>, %B: tensor<12x96x160xf32>, %C: tensor<12x49x160xf32>) -> tensor<12x49x160xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x49x96xf32>, tensor<12x96x160xf32>) outs(%C : tensor<12x49x160xf32>) -> tensor<12x49x160xf32>
  return %0 : tensor<12x49x160xf32>
}
