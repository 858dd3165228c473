func.func @matmul(%a: tensor<8x8xindex>, %b: tensor<8x8xindex>, %c: tensor<8x8xindex>) -> tensor<8x8xindex> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x8xindex>, tensor<8x8xindex>) outs(%c : tensor<8x8xindex>) -> tensor<8x8xindex>
  return %0 : tensor<8x8xindex>
}
