// batch_matmul: C(3x197x197) += A(3x197x48) @ B(3x48x197); f32.
func.func @batch_matmul_b3m197n197k48(%A: tensor<3x197x48xf32>, %B: tensor<3x48x197xf32>, %C: tensor<3x197x197xf32>) -> tensor<3x197x197xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<3x197x48xf32>, tensor<3x48x197xf32>) outs(%C : tensor<3x197x197xf32>) -> tensor<3x197x197xf32>
  return %0 : tensor<3x197x197xf32>
}
