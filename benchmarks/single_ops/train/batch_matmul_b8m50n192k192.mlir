// batch_matmul: C(8x50x192) += A(8x50x192) @ B(8x192x192); f32.
func.func @batch_matmul_b8m50n192k192(%A: tensor<8x50x192xf32>, %B: tensor<8x192x192xf32>, %C: tensor<8x50x192xf32>) -> tensor<8x50x192xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x50x192xf32>, tensor<8x192x192xf32>) outs(%C : tensor<8x50x192xf32>) -> tensor<8x50x192xf32>
  return %0 : tensor<8x50x192xf32>
}
