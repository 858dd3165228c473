// matmul: C(197x256) += A(197x2048) @ B(2048x256); f32.
func.func @matmul_m197n256k2048(%A: tensor<197x2048xf32>, %B: tensor<2048x256xf32>, %C: tensor<197x256xf32>) -> tensor<197x256xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<197x2048xf32>, tensor<2048x256xf32>) outs(%C : tensor<197x256xf32>) -> tensor<197x256xf32>
  return %0 : tensor<197x256xf32>
}
