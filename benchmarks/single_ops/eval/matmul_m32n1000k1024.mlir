// matmul: C(32x1000) += A(32x1024) @ B(1024x1000); f32.
func.func @matmul_m32n1000k1024(%A: tensor<32x1024xf32>, %B: tensor<1024x1000xf32>, %C: tensor<32x1000xf32>) -> tensor<32x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x1024xf32>, tensor<1024x1000xf32>) outs(%C : tensor<32x1000xf32>) -> tensor<32x1000xf32>
  return %0 : tensor<32x1000xf32>
}
