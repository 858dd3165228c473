// matmul: C(64x1000) += A(64x64) @ B(64x1000); f32.
func.func @matmul_m64n1000k64(%A: tensor<64x64xf32>, %B: tensor<64x1000xf32>, %C: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x64xf32>, tensor<64x1000xf32>) outs(%C : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  return %0 : tensor<64x1000xf32>
}
