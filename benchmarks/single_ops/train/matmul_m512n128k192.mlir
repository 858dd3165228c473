// matmul: C(512x128) += A(512x192) @ B(192x128); f32.
func.func @matmul_m512n128k192(%A: tensor<512x192xf32>, %B: tensor<192x128xf32>, %C: tensor<512x128xf32>) -> tensor<512x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x192xf32>, tensor<192x128xf32>) outs(%C : tensor<512x128xf32>) -> tensor<512x128xf32>
  return %0 : tensor<512x128xf32>
}
