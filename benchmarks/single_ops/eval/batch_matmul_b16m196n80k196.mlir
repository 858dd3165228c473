// batch_matmul: C(16x196x80) += A(16x196x196) @ B(16x196x80); f32.
func.func @batch_matmul_b16m196n80k196(%A: tensor<16x196x196xf32>, %B: tensor<16x196x80xf32>, %C: tensor<16x196x80xf32>) -> tensor<16x196x80xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x196x196xf32>, tensor<16x196x80xf32>) outs(%C : tensor<16x196x80xf32>) -> tensor<16x196x80xf32>
  return %0 : tensor<16x196x80xf32>
}
