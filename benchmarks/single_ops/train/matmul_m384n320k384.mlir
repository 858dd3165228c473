// matmul: C(384x320) += A(384x384) @ B(384x320); f32.
func.func @matmul_m384n320k384(%A: tensor<384x384xf32>, %B: tensor<384x320xf32>, %C: tensor<384x320xf32>) -> tensor<384x320xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<384x384xf32>, tensor<384x320xf32>) outs(%C : tensor<384x320xf32>) -> tensor<384x320xf32>
  return %0 : tensor<384x320xf32>
}
