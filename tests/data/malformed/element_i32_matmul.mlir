func.func @matmul(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%c : tensor<8x8xi32>) -> tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}
