// matmul: C(50x768) += A(50x96) @ B(96x768); f32.
func.func @matmul_m50n768k96(%A: tensor<50x96xf32>, %B: tensor<96x768xf32>, %C: tensor<50x768xf32>) -> tensor<50x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<50x96xf32>, tensor<96x768xf32>) outs(%C : tensor<50x768xf32>) -> tensor<50x768xf32>
  return %0 : tensor<50x768xf32>
}
