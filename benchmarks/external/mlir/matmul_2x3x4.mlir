// Source: llvm/llvm-project@058ca9294e9ea00646f6e7bf445fc38b5b901c2d:mlir/test/Integration/Dialect/Linalg/CPU/test-tensor-matmul.mlir (function @main)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the three constant operands A, B, C become function arguments and the result is returned instead of printed; transform script dropped

func.func @main(%A: tensor<2x3xf32>, %B: tensor<3x4xf32>, %C: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %D = linalg.matmul ins(%A, %B: tensor<2x3xf32>, tensor<3x4xf32>)
                     outs(%C: tensor<2x4xf32>) -> tensor<2x4xf32>
  return %D : tensor<2x4xf32>
}
