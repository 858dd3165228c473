// C = A * B with M = 256, N = 512, K = 384, float32.
func.func @matmul_256x512x384(%A: tensor<256x384xf32>, %B: tensor<384x512xf32>,
                              %C: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<256x384xf32>, tensor<384x512xf32>)
                     outs(%C : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}
