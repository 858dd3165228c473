// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:tests/e2e/regression/linalg_ops.mlir (function @operand_fusion)
// License: Apache-2.0 WITH LLVM-exception
// Changes: the three `util.unfoldable_constant` operands (input, filter, bias) become arguments, result returned instead of checked

func.func @operand_fusion(%input: tensor<1x225x225x3xf32>, %filter: tensor<3x3x3x16xf32>, %bias: tensor<16xf32>) -> tensor<1x112x112x16xf32> {
  %init = tensor.empty() : tensor<1x112x112x16xf32>
  %cst = arith.constant 0.0 : f32
  %fill = linalg.fill ins(%cst : f32) outs(%init : tensor<1x112x112x16xf32>) -> tensor<1x112x112x16xf32>
  %conv = linalg.conv_2d_nhwc_hwcf
      {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %filter : tensor<1x225x225x3xf32>, tensor<3x3x3x16xf32>)
      outs(%fill : tensor<1x112x112x16xf32>) -> tensor<1x112x112x16xf32>
  %result = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>,
                       affine_map<(d0, d1, d2, d3) -> (d3)>,
                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %bias : tensor<1x112x112x16xf32>, tensor<16xf32>)
      outs(%init : tensor<1x112x112x16xf32>) {
      ^bb0(%arg0 : f32, %arg1 : f32, %arg2 : f32):
        %0 = arith.addf %arg0, %arg1 : f32
        linalg.yield %0 : f32
      } -> tensor<1x112x112x16xf32>
  return %result : tensor<1x112x112x16xf32>
}
