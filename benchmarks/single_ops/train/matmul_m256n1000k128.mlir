// matmul: C(256x1000) += A(256x128) @ B(128x1000); f32.
func.func @matmul_m256n1000k128(%A: tensor<256x128xf32>, %B: tensor<128x1000xf32>, %C: tensor<256x1000xf32>) -> tensor<256x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x128xf32>, tensor<128x1000xf32>) outs(%C : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  return %0 : tensor<256x1000xf32>
}
