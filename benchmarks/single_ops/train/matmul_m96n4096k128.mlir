// matmul: C(96x4096) += A(96x128) @ B(128x4096); f32.
func.func @matmul_m96n4096k128(%A: tensor<96x128xf32>, %B: tensor<128x4096xf32>, %C: tensor<96x4096xf32>) -> tensor<96x4096xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<96x128xf32>, tensor<128x4096xf32>) outs(%C : tensor<96x4096xf32>) -> tensor<96x4096xf32>
  return %0 : tensor<96x4096xf32>
}
