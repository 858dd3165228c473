// matmul: C(49x768) += A(49x192) @ B(192x768); f32.
func.func @matmul_m49n768k192(%A: tensor<49x192xf32>, %B: tensor<192x768xf32>, %C: tensor<49x768xf32>) -> tensor<49x768xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<49x192xf32>, tensor<192x768xf32>) outs(%C : tensor<49x768xf32>) -> tensor<49x768xf32>
  return %0 : tensor<49x768xf32>
}
