// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:compiler/src/iree/compiler/DispatchCreation/test/dispatch_linalg_on_tensors.mlir (function @pooling_nwhc_sum_static)
// License: Apache-2.0 WITH LLVM-exception
// Changes: `util.func`/`util.return` -> `func.func`/`return`; CHECK lines dropped

func.func @pooling_nwhc_sum_static(%input: tensor<1x33x33x160xf32>) -> tensor<1x3x3x160xf32> {
  %cst = arith.constant 0.0 : f32
  %1 = tensor.empty() : tensor<1x3x3x160xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x3x3x160xf32>) -> tensor<1x3x3x160xf32>
  %3 = tensor.empty() : tensor<11x11xf32>
  %4 = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<11> : vector<2xi64>} ins(%input, %3 : tensor<1x33x33x160xf32>, tensor<11x11xf32>) outs(%2 : tensor<1x3x3x160xf32>) -> tensor<1x3x3x160xf32>
  return %4 : tensor<1x3x3x160xf32>
}
