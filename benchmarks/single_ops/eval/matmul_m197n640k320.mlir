// matmul: C(197x640) += A(197x320) @ B(320x640); f32.
func.func @matmul_m197n640k320(%A: tensor<197x320xf32>, %B: tensor<320x640xf32>, %C: tensor<197x640xf32>) -> tensor<197x640xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<197x320xf32>, tensor<320x640xf32>) outs(%C : tensor<197x640xf32>) -> tensor<197x640xf32>
  return %0 : tensor<197x640xf32>
}
