func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>, %p: i1) -> tensor<8x8xf32> {
  %r = scf.if %p -> (tensor<8x8xf32>) {
    %0 = linalg.add ins(%a, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %0 : tensor<8x8xf32>
  } else {
    scf.yield %c : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
