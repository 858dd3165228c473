// matmul: C(64x640) += A(64x1536) @ B(1536x640); f32.
func.func @matmul_m64n640k1536(%A: tensor<64x1536xf32>, %B: tensor<1536x640xf32>, %C: tensor<64x640xf32>) -> tensor<64x640xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x1536xf32>, tensor<1536x640xf32>) outs(%C : tensor<64x640xf32>) -> tensor<64x640xf32>
  return %0 : tensor<64x640xf32>
}
