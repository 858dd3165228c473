func.func @add(%a: tensor<8589934592xf32>, %b: tensor<8589934592xf32>, %c: tensor<8589934592xf32>) -> tensor<8589934592xf32> {
  %0 = linalg.add ins(%a, %b : tensor<8589934592xf32>, tensor<8589934592xf32>) outs(%c : tensor<8589934592xf32>) -> tensor<8589934592xf32>
  return %0 : tensor<8589934592xf32>
}
