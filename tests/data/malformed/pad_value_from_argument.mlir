func.func @f(%a: tensor<8x8xf32>, %v: f32, %c: tensor<10x10xf32>) -> tensor<10x10xf32> {
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<10x10xf32>
  %0 = linalg.add ins(%p, %p : tensor<10x10xf32>, tensor<10x10xf32>) outs(%c : tensor<10x10xf32>) -> tensor<10x10xf32>
  return %0 : tensor<10x10xf32>
}
