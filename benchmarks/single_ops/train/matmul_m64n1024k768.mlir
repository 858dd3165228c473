// matmul: C(64x1024) += A(64x768) @ B(768x1024); f32.
func.func @matmul_m64n1024k768(%A: tensor<64x768xf32>, %B: tensor<768x1024xf32>, %C: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<64x768xf32>, tensor<768x1024xf32>) outs(%C : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}
