// batch_matmul: C(8x196x160) += A(8x196x320) @ B(8x320x160); f32.
func.func @batch_matmul_b8m196n160k320(%A: tensor<8x196x320xf32>, %B: tensor<8x320x160xf32>, %C: tensor<8x196x160xf32>) -> tensor<8x196x160xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x196x320xf32>, tensor<8x320x160xf32>) outs(%C : tensor<8x196x160xf32>) -> tensor<8x196x160xf32>
  return %0 : tensor<8x196x160xf32>
}
