func.func @add(%a: tensor<8x8xi64>, %b: tensor<8x8xi64>, %c: tensor<8x8xi64>) -> tensor<8x8xi64> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xi64>, tensor<8x8xi64>) outs(%c : tensor<8x8xi64>) -> tensor<8x8xi64>
  return %0 : tensor<8x8xi64>
}
