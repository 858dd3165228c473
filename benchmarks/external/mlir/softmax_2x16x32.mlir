// Source: llvm/llvm-project@005330bd1da279cf9567db6dc79359127e820ab6:mlir/test/Dialect/Linalg/transform-op-decompose.mlir (function @softmax)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (test function kept as is; CHECK lines and the transform script dropped)

func.func @softmax(%arg0: tensor<2x16x32xf32>, %dst: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %1 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%dst: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %1 : tensor<2x16x32xf32>
}
