// Source: llvm/llvm-project@005330bd1da279cf9567db6dc79359127e820ab6:mlir/test/Dialect/Linalg/transform-op-decompose.mlir (function @depthwise_conv_2d_nhwc_hwc)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the accumulator, a `tensor.empty()` read by the op (uninitialized), is a function argument `%init`

func.func @depthwise_conv_2d_nhwc_hwc(%input: tensor<1x1x113x96xf32>, %filter: tensor<1x3x96xf32>, %init: tensor<1x1x56x96xf32>) -> tensor<1x1x56x96xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%input, %filter: tensor<1x1x113x96xf32>, tensor<1x3x96xf32>)
         outs(%init: tensor<1x1x56x96xf32>) -> tensor<1x1x56x96xf32>
  return %0: tensor<1x1x56x96xf32>
}
