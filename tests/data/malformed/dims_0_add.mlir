func.func @add(%a: tensor<0xf32>, %b: tensor<0xf32>, %c: tensor<0xf32>) -> tensor<0xf32> {
  %0 = linalg.add ins(%a, %b : tensor<0xf32>, tensor<0xf32>) outs(%c : tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}
