// matmul: C(256x64) += A(256x2048) @ B(2048x64); f32.
func.func @matmul_m256n64k2048(%A: tensor<256x2048xf32>, %B: tensor<2048x64xf32>, %C: tensor<256x64xf32>) -> tensor<256x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x2048xf32>, tensor<2048x64xf32>) outs(%C : tensor<256x64xf32>) -> tensor<256x64xf32>
  return %0 : tensor<256x64xf32>
}
