// Source: iree-org/iree@b48a5955575cf8924ffc191f3b0804976e5738b9:tests/e2e/linalg/softmax.mlir (function @softmax_static_10x256x256xf32)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the `util.unfoldable_constant` input becomes the argument, the result is returned instead of checked

func.func @softmax_static_10x256x256xf32(%input: tensor<10x256x256xf32>) -> tensor<10x256x256xf32> {
  %init = tensor.empty() : tensor<10x256x256xf32>
  %0 = linalg.softmax dimension(2) ins(%input : tensor<10x256x256xf32>) outs(%init : tensor<10x256x256xf32>) -> tensor<10x256x256xf32>
  return %0 : tensor<10x256x256xf32>
}
