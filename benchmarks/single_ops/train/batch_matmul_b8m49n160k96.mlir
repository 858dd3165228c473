// batch_matmul: C(8x49x160) += A(8x49x96) @ B(8x96x160); f32.
func.func @batch_matmul_b8m49n160k96(%A: tensor<8x49x96xf32>, %B: tensor<8x96x160xf32>, %C: tensor<8x49x160xf32>) -> tensor<8x49x160xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x49x96xf32>, tensor<8x96x160xf32>) outs(%C : tensor<8x49x160xf32>) -> tensor<8x49x160xf32>
  return %0 : tensor<8x49x160xf32>
}
