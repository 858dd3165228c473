func.func @f(%a: tensor<8x8xf32>, %v: f32, %l: index) -> tensor<?x8xf32> {
  %0 = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x8xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
