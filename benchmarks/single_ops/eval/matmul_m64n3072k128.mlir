// matmul: C(64x3072) += A(64x128) @ B(128x3072); f32.
func.func @matmul_m64n3072k128(%A: tensor<64x128xf32>, %B: tensor<128x3072xf32>, %C: tensor<64x3072xf32>) -> tensor<64x3072xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x3072xf32>) outs(%C : tensor<64x3072xf32>) -> tensor<64x3072xf32>
  return %0 : tensor<64x3072xf32>
}
