// Source: plaidml/tpp-mlir@6f6150a75af5fa94ee75d8eb7a9aadde7121d4ca:test/Integration/transpose-fp32.mlir (function @entry)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (RUN/CHECK lines dropped)

module {
  func.func @entry(%arg0: tensor<3x5xf32>, %arg1: tensor<5x3xf32>)->tensor<5x3xf32> {
    %out = linalg.transpose ins(%arg0 : tensor<3x5xf32>) outs(%arg1 : tensor<5x3xf32>) permutation = [1, 0]
    return %out: tensor<5x3xf32>
  }
}
