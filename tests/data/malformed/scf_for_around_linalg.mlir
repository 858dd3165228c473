func.func @f(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4 : index
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c) -> (tensor<8x8xf32>) {
    %0 = linalg.add ins(%a, %acc : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.yield %0 : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
