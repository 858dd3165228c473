// batch_matmul: C(2x197x128) += A(2x197x197) @ B(2x197x128); f32.
func.func @batch_matmul_b2m197n128k197(%A: tensor<2x197x197xf32>, %B: tensor<2x197x128xf32>, %C: tensor<2x197x128xf32>) -> tensor<2x197x128xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x197x197xf32>, tensor<2x197x128xf32>) outs(%C : tensor<2x197x128xf32>) -> tensor<2x197x128xf32>
  return %0 : tensor<2x197x128xf32>
}
