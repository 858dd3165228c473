// matmul: C(32x768) += A(32x640) @ B(640x768); f32.
func.func @matmul_m32n768k640(%A: tensor<32x640xf32>, %B: tensor<640x768xf32>, %C: tensor<32x768xf32>) -> tensor<32x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x640xf32>, tensor<640x768xf32>) outs(%C : tensor<32x768xf32>) -> tensor<32x768xf32>
  return %0 : tensor<32x768xf32>
}
