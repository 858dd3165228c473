// Source: iree-org/iree@b48a5955575cf8924ffc191f3b0804976e5738b9:compiler/src/iree/compiler/DispatchCreation/test/set_encoding.mlir (function @conv2d_nhwc_fhwc_f32)
// License: Apache-2.0 WITH LLVM-exception
// Changes: `util.func`/`util.return` -> `func.func`/`return`; CHECK lines dropped

func.func @conv2d_nhwc_fhwc_f32(
    %input  : tensor<1x16x16x4xf32>,
    %filter : tensor<8x3x3x4xf32>,
    %output : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc
         ins(%input, %filter : tensor<1x16x16x4xf32>, tensor<8x3x3x4xf32>)
         outs(%output : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %0 : tensor<1x14x14x8xf32>
}
