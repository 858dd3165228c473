// matmul: C(128x384) += A(128x128) @ B(128x384); f32.
func.func @matmul_m128n384k128(%A: tensor<128x128xf32>, %B: tensor<128x384xf32>, %C: tensor<128x384xf32>) -> tensor<128x384xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x128xf32>, tensor<128x384xf32>) outs(%C : tensor<128x384xf32>) -> tensor<128x384xf32>
  return %0 : tensor<128x384xf32>
}
