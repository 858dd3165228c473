// batch_matmul: C(2x196x160) += A(2x196x192) @ B(2x192x160); f32.
func.func @batch_matmul_b2m196n160k192(%A: tensor<2x196x192xf32>, %B: tensor<2x192x160xf32>, %C: tensor<2x196x160xf32>) -> tensor<2x196x160xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x196x192xf32>, tensor<2x192x160xf32>) outs(%C : tensor<2x196x160xf32>) -> tensor<2x196x160xf32>
  return %0 : tensor<2x196x160xf32>
}
