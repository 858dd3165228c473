func.func @add(%a: tensor<0x16xf32>, %b: tensor<0x16xf32>, %c: tensor<0x16xf32>) -> tensor<0x16xf32> {
  %0 = linalg.add ins(%a, %b : tensor<0x16xf32>, tensor<0x16xf32>) outs(%c : tensor<0x16xf32>) -> tensor<0x16xf32>
  return %0 : tensor<0x16xf32>
}
