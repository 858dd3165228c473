// matmul: C(512x1000) += A(512x160) @ B(160x1000); f32.
func.func @matmul_m512n1000k160(%A: tensor<512x160xf32>, %B: tensor<160x1000xf32>, %C: tensor<512x1000xf32>) -> tensor<512x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x160xf32>, tensor<160x1000xf32>) outs(%C : tensor<512x1000xf32>) -> tensor<512x1000xf32>
  return %0 : tensor<512x1000xf32>
}
