// matmul: C(16x768) += A(16x1280) @ B(1280x768); f32.
func.func @matmul_m16n768k1280(%A: tensor<16x1280xf32>, %B: tensor<1280x768xf32>, %C: tensor<16x768xf32>) -> tensor<16x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x1280xf32>, tensor<1280x768xf32>) outs(%C : tensor<16x768xf32>) -> tensor<16x768xf32>
  return %0 : tensor<16x768xf32>
}
