// batch_matmul: C(16x196x196) += A(16x196x64) @ B(16x64x196); f32.
func.func @batch_matmul_b16m196n196k64(%A: tensor<16x196x64xf32>, %B: tensor<16x64x196xf32>, %C: tensor<16x196x196xf32>) -> tensor<16x196x196xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<16x196x64xf32>, tensor<16x64x196xf32>) outs(%C : tensor<16x196x196xf32>) -> tensor<16x196x196xf32>
  return %0 : tensor<16x196x196xf32>
}
