// matmul: C(64x1280) += A(64x128) @ B(128x1280); f32.
func.func @matmul_m64n1280k128(%A: tensor<64x128xf32>, %B: tensor<128x1280xf32>, %C: tensor<64x1280xf32>) -> tensor<64x1280xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x128xf32>, tensor<128x1280xf32>) outs(%C : tensor<64x1280xf32>) -> tensor<64x1280xf32>
  return %0 : tensor<64x1280xf32>
}
