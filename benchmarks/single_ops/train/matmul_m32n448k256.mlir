// matmul: C(32x448) += A(32x256) @ B(256x448); f32.
func.func @matmul_m32n448k256(%A: tensor<32x256xf32>, %B: tensor<256x448xf32>, %C: tensor<32x448xf32>) -> tensor<32x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x256xf32>, tensor<256x448xf32>) outs(%C : tensor<32x448xf32>) -> tensor<32x448xf32>
  return %0 : tensor<32x448xf32>
}
