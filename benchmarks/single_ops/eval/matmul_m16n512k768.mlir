// matmul: C(16x512) += A(16x768) @ B(768x512); f32.
func.func @matmul_m16n512k768(%A: tensor<16x768xf32>, %B: tensor<768x512xf32>, %C: tensor<16x512xf32>) -> tensor<16x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x768xf32>, tensor<768x512xf32>) outs(%C : tensor<16x512xf32>) -> tensor<16x512xf32>
  return %0 : tensor<16x512xf32>
}
