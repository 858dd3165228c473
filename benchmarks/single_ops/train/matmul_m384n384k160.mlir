// matmul: C(384x384) += A(384x160) @ B(160x384); f32.
func.func @matmul_m384n384k160(%A: tensor<384x160xf32>, %B: tensor<160x384xf32>, %C: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<384x160xf32>, tensor<160x384xf32>) outs(%C : tensor<384x384xf32>) -> tensor<384x384xf32>
  return %0 : tensor<384x384xf32>
}
