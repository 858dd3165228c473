// matmul: C(77x768) += A(77x384) @ B(384x768); f32.
func.func @matmul_m77n768k384(%A: tensor<77x384xf32>, %B: tensor<384x768xf32>, %C: tensor<77x768xf32>) -> tensor<77x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<77x384xf32>, tensor<384x768xf32>) outs(%C : tensor<77x768xf32>) -> tensor<77x768xf32>
  return %0 : tensor<77x768xf32>
}
