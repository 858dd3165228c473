// batch_matmul: C(2x384x128) += A(2x384x384) @ B(2x384x128); f32.
func.func @batch_matmul_b2m384n128k384(%A: tensor<2x384x384xf32>, %B: tensor<2x384x128xf32>, %C: tensor<2x384x128xf32>) -> tensor<2x384x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x384x384xf32>, tensor<2x384x128xf32>) outs(%C : tensor<2x384x128xf32>) -> tensor<2x384x128xf32>
  return %0 : tensor<2x384x128xf32>
}
