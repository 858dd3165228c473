func.func @f(%a: tensor<8x8xf32>) -> tensor<64xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  return %0 : tensor<64xf32>
}
