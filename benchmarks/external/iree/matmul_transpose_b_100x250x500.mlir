// Source: iree-org/iree@20a7638c1584c98e1b2442a011c546f5d471631d:compiler/src/iree/compiler/GlobalOptimization/test/demote_contraction_inputs_to_bf16.mlir (function @matmul_transpose_b_f32f32f32)
// License: Apache-2.0 WITH LLVM-exception
// Changes: `util.func`/`util.return` -> `func.func`/`return`; CHECK lines dropped

func.func @matmul_transpose_b_f32f32f32(%arg0 : tensor<100x250xf32>, %arg1 : tensor<500x250xf32>,
    %arg2 : tensor<100x500xf32>) -> tensor<100x500xf32> {
  %0 = linalg.matmul_transpose_b ins(%arg0, %arg1 : tensor<100x250xf32>, tensor<500x250xf32>)
      outs(%arg2 : tensor<100x500xf32>) -> tensor<100x500xf32>
  return %0 : tensor<100x500xf32>
}
