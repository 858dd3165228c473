// batch_matmul: C(12x16x256) += A(12x16x128) @ B(12x128x256); f32.
func.func @batch_matmul_b12m16n256k128(%A: tensor<12x16x128xf32>, %B: tensor<12x128x256xf32>, %C: tensor<12x16x256xf32>) -> tensor<12x16x256xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<12x16x128xf32>, tensor<12x128x256xf32>) outs(%C : tensor<12x16x256xf32>) -> tensor<12x16x256xf32>
  return %0 : tensor<12x16x256xf32>
}
