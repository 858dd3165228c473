// matmul: C(128x256) += A(128x576) @ B(576x256); f32.
func.func @matmul_m128n256k576(%A: tensor<128x576xf32>, %B: tensor<576x256xf32>, %C: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x576xf32>, tensor<576x256xf32>) outs(%C : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
