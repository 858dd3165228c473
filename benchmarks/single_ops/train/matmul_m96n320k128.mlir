// matmul: C(96x320) += A(96x128) @ B(128x320); f32.
func.func @matmul_m96n320k128(%A: tensor<96x128xf32>, %B: tensor<128x320xf32>, %C: tensor<96x320xf32>) -> tensor<96x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<96x128xf32>, tensor<128x320xf32>) outs(%C : tensor<96x320xf32>) -> tensor<96x320xf32>
  return %0 : tensor<96x320xf32>
}
