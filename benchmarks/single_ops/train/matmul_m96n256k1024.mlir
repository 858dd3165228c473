// matmul: C(96x256) += A(96x1024) @ B(1024x256); f32.
func.func @matmul_m96n256k1024(%A: tensor<96x1024xf32>, %B: tensor<1024x256xf32>, %C: tensor<96x256xf32>) -> tensor<96x256xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<96x1024xf32>, tensor<1024x256xf32>) outs(%C : tensor<96x256xf32>) -> tensor<96x256xf32>
  return %0 : tensor<96x256xf32>
}
