// matmul: C(512x512) += A(512x448) @ B(448x512); f32.
func.func @matmul_m512n512k448(%A: tensor<512x448xf32>, %B: tensor<448x512xf32>, %C: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x448xf32>, tensor<448x512xf32>) outs(%C : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
