// matmul: C(196x448) += A(196x64) @ B(64x448); f32.
func.func @matmul_m196n448k64(%A: tensor<196x64xf32>, %B: tensor<64x448xf32>, %C: tensor<196x448xf32>) -> tensor<196x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<196x64xf32>, tensor<64x448xf32>) outs(%C : tensor<196x448xf32>) -> tensor<196x448xf32>
  return %0 : tensor<196x448xf32>
}
