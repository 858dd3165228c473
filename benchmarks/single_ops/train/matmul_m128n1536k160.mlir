// matmul: C(128x1536) += A(128x160) @ B(160x1536); f32.
func.func @matmul_m128n1536k160(%A: tensor<128x160xf32>, %B: tensor<160x1536xf32>, %C: tensor<128x1536xf32>) -> tensor<128x1536xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x160xf32>, tensor<160x1536xf32>) outs(%C : tensor<128x1536xf32>) -> tensor<128x1536xf32>
  return %0 : tensor<128x1536xf32>
}
