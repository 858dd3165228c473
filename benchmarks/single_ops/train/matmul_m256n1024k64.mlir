// matmul: C(256x1024) += A(256x64) @ B(64x1024); f32.
func.func @matmul_m256n1024k64(%A: tensor<256x64xf32>, %B: tensor<64x1024xf32>, %C: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x64xf32>, tensor<64x1024xf32>) outs(%C : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %0 : tensor<256x1024xf32>
}
