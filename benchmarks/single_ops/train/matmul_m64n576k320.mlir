// matmul: C(64x576) += A(64x320) @ B(320x576); f32.
func.func @matmul_m64n576k320(%A: tensor<64x320xf32>, %B: tensor<320x576xf32>, %C: tensor<64x576xf32>) -> tensor<64x576xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x320xf32>, tensor<320x576xf32>) outs(%C : tensor<64x576xf32>) -> tensor<64x576xf32>
  return %0 : tensor<64x576xf32>
}
