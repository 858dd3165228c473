// matmul: C(64x3072) += A(64x576) @ B(576x3072); f32.
func.func @matmul_m64n3072k576(%A: tensor<64x576xf32>, %B: tensor<576x3072xf32>, %C: tensor<64x3072xf32>) -> tensor<64x3072xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x576xf32>, tensor<576x3072xf32>) outs(%C : tensor<64x3072xf32>) -> tensor<64x3072xf32>
  return %0 : tensor<64x3072xf32>
}
