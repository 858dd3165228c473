// matmul: C(77x576) += A(77x96) @ B(96x576); f32.
func.func @matmul_m77n576k96(%A: tensor<77x96xf32>, %B: tensor<96x576xf32>, %C: tensor<77x576xf32>) -> tensor<77x576xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<77x96xf32>, tensor<96x576xf32>) outs(%C : tensor<77x576xf32>) -> tensor<77x576xf32>
  return %0 : tensor<77x576xf32>
}
