func.func @add(%a: tensor<16x1xf32>, %b: tensor<16x1xf32>, %c: tensor<16x1xf32>) -> tensor<16x1xf32> {
  %0 = linalg.add ins(%a, %b : tensor<16x1xf32>, tensor<16x1xf32>) outs(%c : tensor<16x1xf32>) -> tensor<16x1xf32>
  return %0 : tensor<16x1xf32>
}
