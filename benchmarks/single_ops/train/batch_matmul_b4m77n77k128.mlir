// batch_matmul: C(4x77x77) += A(4x77x128) @ B(4x128x77); f32.
func.func @batch_matmul_b4m77n77k128(%A: tensor<4x77x128xf32>, %B: tensor<4x128x77xf32>, %C: tensor<4x77x77xf32>) -> tensor<4x77x77xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x77x128xf32>, tensor<4x128x77xf32>) outs(%C : tensor<4x77x77xf32>) -> tensor<4x77x77xf32>
  return %0 : tensor<4x77x77xf32>
}
