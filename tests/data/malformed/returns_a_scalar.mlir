func.func @f(%a: tensor<8xf32>, %c: tensor<f32>) -> f32 {
  %0 = linalg.reduce ins(%a : tensor<8xf32>) outs(%c : tensor<f32>) dimensions = [0]
    (%x: f32, %o: f32) {
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    }
  %v = tensor.extract %0[] : tensor<f32>
  return %v : f32
}
