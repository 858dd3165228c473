// batch_matmul: C(8x196x96) += A(8x196x196) @ B(8x196x96); f32.
func.func @batch_matmul_b8m196n96k196(%A: tensor<8x196x196xf32>, %B: tensor<8x196x96xf32>, %C: tensor<8x196x96xf32>) -> tensor<8x196x96xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<8x196x196xf32>, tensor<8x196x96xf32>) outs(%C : tensor<8x196x96xf32>) -> tensor<8x196x96xf32>
  return %0 : tensor<8x196x96xf32>
}
