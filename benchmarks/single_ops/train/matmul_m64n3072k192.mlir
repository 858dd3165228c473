// matmul: C(64x3072) += A(64x192) @ B(192x3072); f32.
func.func @matmul_m64n3072k192(%A: tensor<64x192xf32>, %B: tensor<192x3072xf32>, %C: tensor<64x3072xf32>) -> tensor<64x3072xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x192xf32>, tensor<192x3072xf32>) outs(%C : tensor<64x3072xf32>) -> tensor<64x3072xf32>
  return %0 : tensor<64x3072xf32>
}
