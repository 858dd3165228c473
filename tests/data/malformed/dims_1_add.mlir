func.func @add(%a: tensor<1xf32>, %b: tensor<1xf32>, %c: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.add ins(%a, %b : tensor<1xf32>, tensor<1xf32>) outs(%c : tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
