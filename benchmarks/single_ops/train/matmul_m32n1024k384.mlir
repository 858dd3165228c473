// matmul: C(32x1024) += A(32x384) @ B(384x1024); f32.
func.func @matmul_m32n1024k384(%A: tensor<32x384xf32>, %B: tensor<384x1024xf32>, %C: tensor<32x1024xf32>) -> tensor<32x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x384xf32>, tensor<384x1024xf32>) outs(%C : tensor<32x1024xf32>) -> tensor<32x1024xf32>
  return %0 : tensor<32x1024xf32>
}
