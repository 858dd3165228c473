func.func @add(%a: tensor<8x8xi8>, %b: tensor<8x8xi8>, %c: tensor<8x8xi8>) -> tensor<8x8xi8> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xi8>, tensor<8x8xi8>) outs(%c : tensor<8x8xi8>) -> tensor<8x8xi8>
  return %0 : tensor<8x8xi8>
}
