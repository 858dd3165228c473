// matmul: C(8x448) += A(8x2048) @ B(2048x448); f32.
func.func @matmul_m8n448k2048(%A: tensor<8x2048xf32>, %B: tensor<2048x448xf32>, %C: tensor<8x448xf32>) -> tensor<8x448xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x2048xf32>, tensor<2048x448xf32>) outs(%C : tensor<8x448xf32>) -> tensor<8x448xf32>
  return %0 : tensor<8x448xf32>
}
