func.func @f(%a: tensor<64xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  %0 = linalg.add ins(%e, %e : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
