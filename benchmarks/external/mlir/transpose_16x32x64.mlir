// Source: llvm/llvm-project@06887db22dc3ef6df6d76cb675c246401811b53c:mlir/test/Dialect/Linalg/roundtrip.mlir (function @transpose)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (CHECK lines dropped)

func.func @transpose(%input: tensor<16x32x64xf32>,
                     %init: tensor<32x64x16xf32>) -> tensor<32x64x16xf32> {
  %transpose = linalg.transpose
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<32x64x16xf32>)
      permutation = [1, 2, 0]
  func.return %transpose : tensor<32x64x16xf32>
}
