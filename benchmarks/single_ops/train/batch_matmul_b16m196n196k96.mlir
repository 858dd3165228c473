// batch_matmul: C(16x196x196) += A(16x196x96) @ B(16x96x196); f32.
func.func @batch_matmul_b16m196n196k96(%A: tensor<16x196x96xf32>, %B: tensor<16x96x196xf32>, %C: tensor<16x196x196xf32>) -> tensor<16x196x196xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x196x96xf32>, tensor<16x96x196xf32>) outs(%C : tensor<16x196x196xf32>) -> tensor<16x196x196xf32>
  return %0 : tensor<16x196x196xf32>
}
