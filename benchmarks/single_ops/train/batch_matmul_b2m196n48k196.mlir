// batch_matmul: C(2x196x48) += A(2x196x196) @ B(2x196x48); f32.
func.func @batch_matmul_b2m196n48k196(%A: tensor<2x196x196xf32>, %B: tensor<2x196x48xf32>, %C: tensor<2x196x48xf32>) -> tensor<2x196x48xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x196x196xf32>, tensor<2x196x48xf32>) outs(%C : tensor<2x196x48xf32>) -> tensor<2x196x48xf32>
  return %0 : tensor<2x196x48xf32>
}
