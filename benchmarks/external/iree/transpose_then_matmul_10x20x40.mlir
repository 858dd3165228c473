// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:compiler/src/iree/compiler/GlobalOptimization/test/raise_special_ops.mlir (function @aTransposeBMatmul)
// License: Apache-2.0 WITH LLVM-exception
// Changes: `util.func`/`util.return` -> `func.func`/`return`; CHECK lines dropped

func.func @aTransposeBMatmul(%arg0 : tensor<10x20xf32>,
    %arg1 : tensor<40x20xf32>) -> tensor<10x40xf32> {
  %0 = tensor.empty() : tensor<20x40xf32>
  %1 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%arg1 : tensor<40x20xf32>) outs(%0 : tensor<20x40xf32>) {
    ^bb0(%b0 : f32, %b1 : f32):
      linalg.yield %b0 : f32
  } -> tensor<20x40xf32>
  %2 = tensor.empty() : tensor<10x40xf32>
  %3 = arith.constant 0.0 : f32
  %4 = linalg.fill ins(%3 : f32) outs(%2 : tensor<10x40xf32>) -> tensor<10x40xf32>
  %5 = linalg.matmul ins(%arg0, %1 : tensor<10x20xf32>, tensor<20x40xf32>)
      outs(%4 : tensor<10x40xf32>) -> tensor<10x40xf32>
  return %5 : tensor<10x40xf32>
}
