// matmul: C(64x1280) += A(64x160) @ B(160x1280); f32.
func.func @matmul_m64n1280k160(%A: tensor<64x160xf32>, %B: tensor<160x1280xf32>, %C: tensor<64x1280xf32>) -> tensor<64x1280xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x160xf32>, tensor<160x1280xf32>) outs(%C : tensor<64x1280xf32>) -> tensor<64x1280xf32>
  return %0 : tensor<64x1280xf32>
}
