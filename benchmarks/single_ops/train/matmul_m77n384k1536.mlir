// matmul: C(77x384) += A(77x1536) @ B(1536x384); f32.
func.func @matmul_m77n384k1536(%A: tensor<77x1536xf32>, %B: tensor<1536x384xf32>, %C: tensor<77x384xf32>) -> tensor<77x384xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<77x1536xf32>, tensor<1536x384xf32>) outs(%C : tensor<77x384xf32>) -> tensor<77x384xf32>
  return %0 : tensor<77x384xf32>
}
