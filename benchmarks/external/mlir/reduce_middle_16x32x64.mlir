// Source: llvm/llvm-project@06887db22dc3ef6df6d76cb675c246401811b53c:mlir/test/Dialect/Linalg/roundtrip.mlir (function @reduce)
// License: Apache-2.0 WITH LLVM-exception
// Changes: none (CHECK lines dropped)

func.func @reduce(%input: tensor<16x32x64xf32>,
                  %init: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %reduce = linalg.reduce
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<16x64xf32>)
      dimensions = [1]
      (%in: f32, %out: f32) {
        %0 = arith.addf %out, %in: f32
        linalg.yield %0: f32
      }
  func.return %reduce : tensor<16x64xf32>
}
