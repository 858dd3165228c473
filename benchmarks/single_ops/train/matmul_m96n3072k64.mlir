// matmul: C(96x3072) += A(96x64) @ B(64x3072); f32.
func.func @matmul_m96n3072k64(%A: tensor<96x64xf32>, %B: tensor<64x3072xf32>, %C: tensor<96x3072xf32>) -> tensor<96x3072xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<96x64xf32>, tensor<64x3072xf32>) outs(%C : tensor<96x3072xf32>) -> tensor<96x3072xf32>
  return %0 : tensor<96x3072xf32>
}
