// matmul: C(128x320) += A(128x1024) @ B(1024x320); f32.
func.func @matmul_m128n320k1024(%A: tensor<128x1024xf32>, %B: tensor<1024x320xf32>, %C: tensor<128x320xf32>) -> tensor<128x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x1024xf32>, tensor<1024x320xf32>) outs(%C : tensor<128x320xf32>) -> tensor<128x320xf32>
  return %0 : tensor<128x320xf32>
}
