// Source: llvm/llvm-project@03464b2ca766d6d8d3ee5768553e1add0d3e3230:mlir/test/Dialect/Linalg/named-ops.mlir (function @batch_reduce_matmul)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (the tensor form of the test function, CHECK lines dropped)

func.func @batch_reduce_matmul(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x256x512xf32>, %arg2: tensor<128x512xf32>) -> tensor<128x512xf32> {
  %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<8x128x256xf32>, tensor<8x256x512xf32>) outs(%arg2: tensor<128x512xf32>) -> tensor<128x512xf32>
  return %0: tensor<128x512xf32>
}
