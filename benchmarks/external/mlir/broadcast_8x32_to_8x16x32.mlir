// Source: llvm/llvm-project@06887db22dc3ef6df6d76cb675c246401811b53c:mlir/test/Dialect/Linalg/roundtrip.mlir (function @broadcast_static_sizes)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (CHECK lines dropped)

func.func @broadcast_static_sizes(%input: tensor<8x32xf32>,
                            %init: tensor<8x16x32xf32>) -> tensor<8x16x32xf32> {
  %bcast = linalg.broadcast
      ins(%input:tensor<8x32xf32>)
      outs(%init:tensor<8x16x32xf32>)
      dimensions = [1]
  func.return %bcast : tensor<8x16x32xf32>
}
