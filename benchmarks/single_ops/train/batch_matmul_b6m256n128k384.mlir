// batch_matmul: C(6x256x128) += A(6x256x384) @ B(6x384x128); f32.
func.func @batch_matmul_b6m256n128k384(%A: tensor<6x256x384xf32>, %B: tensor<6x384x128xf32>, %C: tensor<6x256x128xf32>) -> tensor<6x256x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<6x256x384xf32>, tensor<6x384x128xf32>) outs(%C : tensor<6x256x128xf32>) -> tensor<6x256x128xf32>
  return %0 : tensor<6x256x128xf32>
}
