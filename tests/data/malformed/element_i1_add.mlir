func.func @add(%a: tensor<8x8xi1>, %b: tensor<8x8xi1>, %c: tensor<8x8xi1>) -> tensor<8x8xi1> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xi1>, tensor<8x8xi1>) outs(%c : tensor<8x8xi1>) -> tensor<8x8xi1>
  return %0 : tensor<8x8xi1>
}
