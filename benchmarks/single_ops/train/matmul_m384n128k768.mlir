// matmul: C(384x128) += A(384x768) @ B(768x128); f32.
func.func @matmul_m384n128k768(%A: tensor<384x768xf32>, %B: tensor<768x128xf32>, %C: tensor<384x128xf32>) -> tensor<384x128xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<384x768xf32>, tensor<768x128xf32>) outs(%C : tensor<384x128xf32>) -> tensor<384x128xf32>
  return %0 : tensor<384x128xf32>
}
