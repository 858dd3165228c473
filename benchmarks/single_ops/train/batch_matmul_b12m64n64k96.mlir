// batch_matmul: C(12x64x64) += A(12x64x96) @ B(12x96x64); f32.
func.func @batch_matmul_b12m64n64k96(%A: tensor<12x64x96xf32>, %B: tensor<12x96x64xf32>, %C: tensor<12x64x64xf32>) -> tensor<12x64x64xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x64x96xf32>, tensor<12x96x64xf32>) outs(%C : tensor<12x64x64xf32>) -> tensor<12x64x64xf32>
  return %0 : tensor<12x64x64xf32>
}
