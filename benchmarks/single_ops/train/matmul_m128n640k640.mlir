// matmul: C(128x640) += A(128x640) @ B(640x640); f32.
func.func @matmul_m128n640k640(%A: tensor<128x640xf32>, %B: tensor<640x640xf32>, %C: tensor<128x640xf32>) -> tensor<128x640xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<128x640xf32>, tensor<640x640xf32>) outs(%C : tensor<128x640xf32>) -> tensor<128x640xf32>
  return %0 : tensor<128x640xf32>
}
