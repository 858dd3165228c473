// matmul: C(128x160) += A(128x1280) @ B(1280x160); f32.
func.func @matmul_m128n160k1280(%A: tensor<128x1280xf32>, %B: tensor<1280x160xf32>, %C: tensor<128x160xf32>) -> tensor<128x160xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x1280xf32>, tensor<1280x160xf32>) outs(%C : tensor<128x160xf32>) -> tensor<128x160xf32>
  return %0 : tensor<128x160xf32>
}
