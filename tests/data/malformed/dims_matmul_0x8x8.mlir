func.func @matmul(%a: tensor<0x8xf32>, %b: tensor<8x8xf32>, %c: tensor<0x8xf32>) -> tensor<0x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<0x8xf32>, tensor<8x8xf32>) outs(%c : tensor<0x8xf32>) -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}
