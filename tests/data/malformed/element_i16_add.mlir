func.func @add(%a: tensor<8x8xi16>, %b: tensor<8x8xi16>, %c: tensor<8x8xi16>) -> tensor<8x8xi16> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xi16>, tensor<8x8xi16>) outs(%c : tensor<8x8xi16>) -> tensor<8x8xi16>
  return %0 : tensor<8x8xi16>
}
