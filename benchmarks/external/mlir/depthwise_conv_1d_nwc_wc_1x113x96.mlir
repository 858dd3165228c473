// Source: llvm/llvm-project@03464b2ca766d6d8d3ee5768553e1add0d3e3230:mlir/test/Dialect/Linalg/named-ops.mlir (function @depthwise_conv_1d_nw_tensor)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the accumulator, a `tensor.empty()` read by the op (uninitialized), is a function argument `%init`

func.func @depthwise_conv_1d_nw_tensor(%input: tensor<1x113x96xf32>, %filter: tensor<3x96xf32>, %init: tensor<1x56x96xf32>) -> tensor<1x56x96xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : vector<1xi64>, strides = dense<2> : vector<1xi64>}
         ins(%input, %filter: tensor<1x113x96xf32>, tensor<3x96xf32>)
         outs(%init: tensor<1x56x96xf32>) -> tensor<1x56x96xf32>
  return %0: tensor<1x56x96xf32>
}
