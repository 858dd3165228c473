// Source: llvm/llvm-project@43cfbab639e430bb61d99f64b438f213c5e3d4ae:mlir/test/Integration/Dialect/Linalg/CPU/ArmSVE/reduce_2d.mlir (function @generic_reduce_2d_f32)
// License: Apache-2.0 WITH LLVM-exception
// Changes: same as reduce_2d_16x1000 (the generic form of the same reduction in the same file)

func.func @generic_reduce_2d_f32(%A_in: tensor<16x1000xf32>) -> tensor<16xf32> {
  %c0_f32 = arith.constant 0.0 : f32
  %C_alloc = tensor.empty() : tensor<16xf32>
  %C_in = linalg.fill ins(%c0_f32 : f32) outs(%C_alloc : tensor<16xf32>) -> tensor<16xf32>

  // Reduce
  %C_out = linalg.generic { indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                             affine_map<(d0, d1) -> (d0)>],
                            iterator_types = ["parallel", "reduction"] }
    ins(%A_in : tensor<16x1000xf32>)
    outs(%C_in : tensor<16xf32>) {
    ^bb(%in: f32, %out: f32) :
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    } -> tensor<16xf32>
  return %C_out : tensor<16xf32>
}
