// matmul: C(196x160) += A(196x640) @ B(640x160); f32.
func.func @matmul_m196n160k640(%A: tensor<196x640xf32>, %B: tensor<640x160xf32>, %C: tensor<196x160xf32>) -> tensor<196x160xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<196x640xf32>, tensor<640x160xf32>) outs(%C : tensor<196x160xf32>) -> tensor<196x160xf32>
  return %0 : tensor<196x160xf32>
}
