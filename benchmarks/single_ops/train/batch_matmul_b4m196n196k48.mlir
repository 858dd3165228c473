// batch_matmul: C(4x196x196) += A(4x196x48) @ B(4x48x196); f32.
func.func @batch_matmul_b4m196n196k48(%A: tensor<4x196x48xf32>, %B: tensor<4x48x196xf32>, %C: tensor<4x196x196xf32>) -> tensor<4x196x196xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<4x196x48xf32>, tensor<4x48x196xf32>) outs(%C : tensor<4x196x196xf32>) -> tensor<4x196x196xf32>
  return %0 : tensor<4x196x196xf32>
}
