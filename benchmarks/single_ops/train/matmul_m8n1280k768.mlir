// matmul: C(8x1280) += A(8x768) @ B(768x1280); f32.
func.func @matmul_m8n1280k768(%A: tensor<8x768xf32>, %B: tensor<768x1280xf32>, %C: tensor<8x1280xf32>) -> tensor<8x1280xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x768xf32>, tensor<768x1280xf32>) outs(%C : tensor<8x1280xf32>) -> tensor<8x1280xf32>
  return %0 : tensor<8x1280xf32>
}
