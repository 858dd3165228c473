// matmul: C(256x1536) += A(256x256) @ B(256x1536); f32.
func.func @matmul_m256n1536k256(%A: tensor<256x256xf32>, %B: tensor<256x1536xf32>, %C: tensor<256x1536xf32>) -> tensor<256x1536xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x256xf32>, tensor<256x1536xf32>) outs(%C : tensor<256x1536xf32>) -> tensor<256x1536xf32>
  return %0 : tensor<256x1536xf32>
}
