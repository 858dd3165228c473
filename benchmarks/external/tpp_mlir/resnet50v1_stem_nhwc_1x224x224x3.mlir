// Source: plaidml/tpp-mlir@6f6150a75af5fa94ee75d8eb7a9aadde7121d4ca:test/Passes/math-opts.mlir (function @resnet50v1)
// License: Apache-2.0 WITH LLVM-exception
// Changes: f64 -> f32; CHECK lines dropped

#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @resnet50v1(%arg0: tensor<1x224x224x3xf32>) -> tensor<1x112x112x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant dense<0.000000e+00> : tensor<1x112x112x64xf32>
  %cst_1 = arith.constant dense<1.000000e+00> : tensor<7x7x3x64xf32>
  %cst_2 = arith.constant dense<5.000000e-01> : tensor<64xf32>
  %padded = tensor.pad %arg0 low[0, 3, 3, 0] high[0, 3, 3, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
  } : tensor<1x224x224x3xf32> to tensor<1x230x230x3xf32>
  %0 = tensor.empty() : tensor<1x112x112x64xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %cst_1 : tensor<1x230x230x3xf32>, tensor<7x7x3x64xf32>) outs(%1 : tensor<1x112x112x64xf32>) -> tensor<1x112x112x64xf32>
  %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<64xf32>) outs(%0 : tensor<1x112x112x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
  } -> tensor<1x112x112x64xf32>
  %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %3 : tensor<1x112x112x64xf32>, tensor<1x112x112x64xf32>) outs(%0 : tensor<1x112x112x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %6 = arith.addf %in, %in_4 : f32
      linalg.yield %6 : f32
  } -> tensor<1x112x112x64xf32>
  %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %cst_0 : tensor<1x112x112x64xf32>, tensor<1x112x112x64xf32>) outs(%0 : tensor<1x112x112x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %6 = arith.maximumf %in, %in_4 : f32
      linalg.yield %6 : f32
  } -> tensor<1x112x112x64xf32>
  return %5 : tensor<1x112x112x64xf32>
}
