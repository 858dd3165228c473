func.func @add(%a: tensor<8x8xbf16>, %b: tensor<8x8xbf16>, %c: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xbf16>, tensor<8x8xbf16>) outs(%c : tensor<8x8xbf16>) -> tensor<8x8xbf16>
  return %0 : tensor<8x8xbf16>
}
