// matmul: C(77x96) += A(77x3072) @ B(3072x96); f32.
func.func @matmul_m77n96k3072(%A: tensor<77x3072xf32>, %B: tensor<3072x96xf32>, %C: tensor<77x96xf32>) -> tensor<77x96xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<77x3072xf32>, tensor<3072x96xf32>) outs(%C : tensor<77x96xf32>) -> tensor<77x96xf32>
  return %0 : tensor<77x96xf32>
}
