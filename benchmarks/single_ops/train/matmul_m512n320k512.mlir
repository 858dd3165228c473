// matmul: C(512x320) += A(512x512) @ B(512x320); f32.
func.func @matmul_m512n320k512(%A: tensor<512x512xf32>, %B: tensor<512x320xf32>, %C: tensor<512x320xf32>) -> tensor<512x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x320xf32>) outs(%C : tensor<512x320xf32>) -> tensor<512x320xf32>
  return %0 : tensor<512x320xf32>
}
