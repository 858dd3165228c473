// batch_matmul: C(3x77x384) += A(3x77x384) @ B(3x384x384); f32.
func.func @batch_matmul_b3m77n384k384(%A: tensor<3x77x384xf32>, %B: tensor<3x384x384xf32>, %C: tensor<3x77x384xf32>) -> tensor<3x77x384xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x77x384xf32>, tensor<3x384x384xf32>) outs(%C : tensor<3x77x384xf32>) -> tensor<3x77x384xf32>
  return %0 : tensor<3x77x384xf32>
}
