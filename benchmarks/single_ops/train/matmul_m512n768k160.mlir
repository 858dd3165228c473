// matmul: C(512x768) += A(512x160) @ B(160x768); f32.
func.func @matmul_m512n768k160(%A: tensor<512x160xf32>, %B: tensor<160x768xf32>, %C: tensor<512x768xf32>) -> tensor<512x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x160xf32>, tensor<160x768xf32>) outs(%C : tensor<512x768xf32>) -> tensor<512x768xf32>
  return %0 : tensor<512x768xf32>
}
