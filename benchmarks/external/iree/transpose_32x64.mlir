// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:tests/e2e/regression/transpose.mlir (function @transpose_align)
// License: Apache-2.0 WITH LLVM-exception
// Changes: i32 -> f32; the constant input becomes the argument, result returned instead of checked

func.func @transpose_align(%ins: tensor<32x64xf32>) -> tensor<64x32xf32> {
    %outs = tensor.empty() : tensor<64x32xf32>
    %result = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ins : tensor<32x64xf32>) outs(%outs : tensor<64x32xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<64x32xf32>
    return %result : tensor<64x32xf32>
}
