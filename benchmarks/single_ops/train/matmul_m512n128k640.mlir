// matmul: C(512x128) += A(512x640) @ B(640x128); f32.
func.func @matmul_m512n128k640(%A: tensor<512x640xf32>, %B: tensor<640x128xf32>, %C: tensor<512x128xf32>) -> tensor<512x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x640xf32>, tensor<640x128xf32>) outs(%C : tensor<512x128xf32>) -> tensor<512x128xf32>
  return %0 : tensor<512x128xf32>
}
