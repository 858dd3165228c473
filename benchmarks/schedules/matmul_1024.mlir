// C = A * B, 1024x1024x1024, float32.
func.func @matmul_1024(%A: tensor<1024x1024xf32>, %B: tensor<1024x1024xf32>,
                       %C: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%C : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
