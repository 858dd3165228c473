// batch_matmul: C(3x128x96) += A(3x128x256) @ B(3x256x96); f32.
func.func @batch_matmul_b3m128n96k256(%A: tensor<3x128x256xf32>, %B: tensor<3x256x96xf32>, %C: tensor<3x128x96xf32>) -> tensor<3x128x96xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x128x256xf32>, tensor<3x256x96xf32>) outs(%C : tensor<3x128x96xf32>) -> tensor<3x128x96xf32>
  return %0 : tensor<3x128x96xf32>
}
