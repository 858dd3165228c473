// matmul: C(197x256) += A(197x160) @ B(160x256); f32.
func.func @matmul_m197n256k160(%A: tensor<197x160xf32>, %B: tensor<160x256xf32>, %C: tensor<197x256xf32>) -> tensor<197x256xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<197x160xf32>, tensor<160x256xf32>) outs(%C : tensor<197x256xf32>) -> tensor<197x256xf32>
  return %0 : tensor<197x256xf32>
}
