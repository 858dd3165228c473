// matmul: C(128x1024) += A(128x576) @ B(576x1024); f32.
func.func @matmul_m128n1024k576(%A: tensor<128x576xf32>, %B: tensor<576x1024xf32>, %C: tensor<128x1024xf32>) -> tensor<128x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x576xf32>, tensor<576x1024xf32>) outs(%C : tensor<128x1024xf32>) -> tensor<128x1024xf32>
  return %0 : tensor<128x1024xf32>
}
