// matmul: C(512x1024) += A(512x256) @ B(256x1024); f32.
func.func @matmul_m512n1024k256(%A: tensor<512x256xf32>, %B: tensor<256x1024xf32>, %C: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x256xf32>, tensor<256x1024xf32>) outs(%C : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %0 : tensor<512x1024xf32>
}
