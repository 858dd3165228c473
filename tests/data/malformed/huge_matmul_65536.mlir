func.func @matmul(%a: tensor<65536x65536xf32>, %b: tensor<65536x65536xf32>, %c: tensor<65536x65536xf32>) -> tensor<65536x65536xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<65536x65536xf32>, tensor<65536x65536xf32>) outs(%c : tensor<65536x65536xf32>) -> tensor<65536x65536xf32>
  return %0 : tensor<65536x65536xf32>
}
