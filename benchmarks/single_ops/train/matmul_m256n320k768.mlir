// matmul: C(256x320) += A(256x768) @ B(768x320); f32.
func.func @matmul_m256n320k768(%A: tensor<256x768xf32>, %B: tensor<768x320xf32>, %C: tensor<256x320xf32>) -> tensor<256x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x768xf32>, tensor<768x320xf32>) outs(%C : tensor<256x320xf32>) -> tensor<256x320xf32>
  return %0 : tensor<256x320xf32>
}
