func.func @f(%a: tensor<8x8xf32>) -> index {
  %0 = gpu.thread_id x
  return %0 : index
}
