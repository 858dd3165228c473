func.func @add(%a: tensor<8x8xcomplex<f32>>, %b: tensor<8x8xcomplex<f32>>, %c: tensor<8x8xcomplex<f32>>) -> tensor<8x8xcomplex<f32>> {
  %0 = linalg.add ins(%a, %b : tensor<8x8xcomplex<f32>>, tensor<8x8xcomplex<f32>>) outs(%c : tensor<8x8xcomplex<f32>>) -> tensor<8x8xcomplex<f32>>
  return %0 : tensor<8x8xcomplex<f32>>
}
