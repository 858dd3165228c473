// Source: llvm/llvm-project@4660dda0a7de1ba3fa6d88d72e7412400695d225:mlir/test/Integration/Dialect/Linalg/CPU/ArmSVE/1d-depthwise-conv.mlir (function @conv)
// License: Apache-2.0 WITH LLVM-exception
// Changes: i32 -> f32; the input (an uninitialized `tensor.empty`) and the constant filter become arguments; the `tensor.cast`s to a dynamic channel dim are dropped (static 6); printing, vector.print and the transform script dropped

func.func @conv(%input: tensor<1x8x6xf32>, %filter: tensor<2x6xf32>) -> tensor<1x7x6xf32> {
  %output_init = tensor.empty() : tensor<1x7x6xf32>
  %zero = arith.constant 0.0 : f32
  %output = linalg.fill ins(%zero : f32) outs(%output_init : tensor<1x7x6xf32>) -> tensor<1x7x6xf32>

  // Run the convolution
  %res = linalg.depthwise_conv_1d_nwc_wc
    ins(%input, %filter : tensor<1x8x6xf32>, tensor<2x6xf32>)
    outs(%output : tensor<1x7x6xf32>) -> tensor<1x7x6xf32>
  return %res : tensor<1x7x6xf32>
}
