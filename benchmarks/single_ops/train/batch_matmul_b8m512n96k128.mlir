// batch_matmul: C(8x512x96) += A(8x512x128) @ B(8x128x96); f32.
func.func @batch_matmul_b8m512n96k128(%A: tensor<8x512x128xf32>, %B: tensor<8x128x96xf32>, %C: tensor<8x512x96xf32>) -> tensor<8x512x96xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x512x128xf32>, tensor<8x128x96xf32>) outs(%C : tensor<8x512x96xf32>) -> tensor<8x512x96xf32>
  return %0 : tensor<8x512x96xf32>
}
