// Source: llvm/llvm-project@058ca9294e9ea00646f6e7bf445fc38b5b901c2d:mlir/test/Integration/Dialect/Linalg/CPU/test-conv-2d-nhwc-hwcf-call.mlir (function @conv_2d_nhwc_hwcf)
// License: Apache-2.0 WITH LLVM-exception
// Changes: memref<?x?x?x?> -> static tensors with the sizes `main` allocates (3x8x8x3 input, 3x3x3x1 filter, 3x6x6x1 output), result returned; `main`, the alloc helper and the transform script dropped

func.func @conv_2d_nhwc_hwcf(%arg0: tensor<3x8x8x3xf32>, %arg1: tensor<3x3x3x1xf32>, %arg2: tensor<3x6x6x1xf32>) -> tensor<3x6x6x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>,
                          strides = dense<1> : tensor<2xi64>}
     ins (%arg0, %arg1: tensor<3x8x8x3xf32>, tensor<3x3x3x1xf32>)
    outs (%arg2: tensor<3x6x6x1xf32>) -> tensor<3x6x6x1xf32>
  return %0 : tensor<3x6x6x1xf32>
}
