// matmul: C(256x512) += A(256x1024) @ B(1024x512); f32.
func.func @matmul_m256n512k1024(%A: tensor<256x1024xf32>, %B: tensor<1024x512xf32>, %C: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x1024xf32>, tensor<1024x512xf32>) outs(%C : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}
