// matmul: C(77x384) += A(77x448) @ B(448x384); f32.
func.func @matmul_m77n384k448(%A: tensor<77x448xf32>, %B: tensor<448x384xf32>, %C: tensor<77x384xf32>) -> tensor<77x384xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<77x448xf32>, tensor<448x384xf32>) outs(%C : tensor<77x384xf32>) -> tensor<77x384xf32>
  return %0 : tensor<77x384xf32>
}
