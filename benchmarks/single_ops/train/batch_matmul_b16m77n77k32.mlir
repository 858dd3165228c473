// batch_matmul: C(16x77x77) += A(16x77x32) @ B(16x32x77); f32.
func.func @batch_matmul_b16m77n77k32(%A: tensor<16x77x32xf32>, %B: tensor<16x32x77xf32>, %C: tensor<16x77x77xf32>) -> tensor<16x77x77xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x77x32xf32>, tensor<16x32x77xf32>) outs(%C : tensor<16x77x77xf32>) -> tensor<16x77x77xf32>
  return %0 : tensor<16x77x77xf32>
}
