// matmul: C(50x192) += A(50x1536) @ B(1536x192); f32.
func.func @matmul_m50n192k1536(%A: tensor<50x1536xf32>, %B: tensor<1536x192xf32>, %C: tensor<50x192xf32>) -> tensor<50x192xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<50x1536xf32>, tensor<1536x192xf32>) outs(%C : tensor<50x192xf32>) -> tensor<50x192xf32>
  return %0 : tensor<50x192xf32>
}
