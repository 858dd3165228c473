// batch_matmul: C(8x128x64) += A(8x128x128) @ B(8x128x64); f32.
func.func @batch_matmul_b8m128n64k128(%A: tensor<8x128x128xf32>, %B: tensor<8x128x64xf32>, %C: tensor<8x128x64xf32>) -> tensor<8x128x64xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%C : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %0 : tensor<8x128x64xf32>
}
