// matmul: C(32x1000) += A(32x128) @ B(128x1000); f32.
func.func @matmul_m32n1000k128(%A: tensor<32x128xf32>, %B: tensor<128x1000xf32>, %C: tensor<32x1000xf32>) -> tensor<32x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x128xf32>, tensor<128x1000xf32>) outs(%C : tensor<32x1000xf32>) -> tensor<32x1000xf32>
  return %0 : tensor<32x1000xf32>
}
