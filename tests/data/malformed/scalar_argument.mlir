func.func @f(%a: tensor<8x8xf32>, %s: f32, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.fill ins(%s : f32) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.add ins(%a, %0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
