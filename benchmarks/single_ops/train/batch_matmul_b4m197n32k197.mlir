// batch_matmul: C(4x197x32) += A(4x197x197) @ B(4x197x32); f32.
func.func @batch_matmul_b4m197n32k197(%A: tensor<4x197x197xf32>, %B: tensor<4x197x32xf32>, %C: tensor<4x197x32xf32>) -> tensor<4x197x32xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x197x197xf32>, tensor<4x197x32xf32>) outs(%C : tensor<4x197x32xf32>) -> tensor<4x197x32xf32>
  return %0 : tensor<4x197x32xf32>
}
