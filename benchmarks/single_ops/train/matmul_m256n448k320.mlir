// matmul: C(256x448) += A(256x320) @ B(320x448); f32.
func.func @matmul_m256n448k320(%A: tensor<256x320xf32>, %B: tensor<320x448xf32>, %C: tensor<256x448xf32>) -> tensor<256x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x320xf32>, tensor<320x448xf32>) outs(%C : tensor<256x448xf32>) -> tensor<256x448xf32>
  return %0 : tensor<256x448xf32>
}
