func.func @add(%a: tensor<?x16xf32>, %b: tensor<?x16xf32>, %c: tensor<?x16xf32>) -> tensor<?x16xf32> {
  %0 = linalg.add ins(%a, %b : tensor<?x16xf32>, tensor<?x16xf32>) outs(%c : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
