// batch_matmul: C(12x197x96) += A(12x197x197) @ B(12x197x96); f32.
func.func @batch_matmul_b12m197n96k197(%A: tensor<12x197x197xf32>, %B: tensor<12x197x96xf32>, %C: tensor<12x197x96xf32>) -> tensor<12x197x96xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x197x197xf32>, tensor<12x197x96xf32>) outs(%C : tensor<12x197x96xf32>) -> tensor<12x197x96xf32>
  return %0 : tensor<12x197x96xf32>
}
