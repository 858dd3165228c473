func.func @matmul(%a: tensor<1x1xf32>, %b: tensor<1x1xf32>, %c: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1x1xf32>, tensor<1x1xf32>) outs(%c : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
