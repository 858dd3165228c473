// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:tests/e2e/regression/large_reduction.mlir (function @reduction_aligned_larger)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the `util.unfoldable_constant` input becomes the argument, result returned instead of checked

func.func @reduction_aligned_larger(%in: tensor<2x40960xf32>) -> tensor<2xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2xf32>
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<2xf32>) -> tensor<2xf32>
  %result = linalg.generic {indexing_maps = [
    affine_map<(d0, d1) -> (d0, d1)>,affine_map<(d0, d1) -> (d0)>],
    iterator_types = ["parallel", "reduction"]}
    ins(%in : tensor<2x40960xf32>) outs(%fill : tensor<2xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):  // no predecessors
      %2 = arith.addf %arg3, %arg4 : f32
      linalg.yield %2 : f32
    } -> tensor<2xf32>
  return %result : tensor<2xf32>
}
