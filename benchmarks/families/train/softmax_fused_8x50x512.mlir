// softmax (fused) of tensor<8x50x512xf32>
func.func @softmax_fused_8x50x512(%x: tensor<8x50x512xf32>) -> tensor<8x50x512xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %neg_max = arith.constant -3.40282347E+38 : f32
  %v1 = tensor.empty() : tensor<8x50xf32>
  %v2 = linalg.fill ins(%neg_max : f32) outs(%v1 : tensor<8x50xf32>) -> tensor<8x50xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x50x512xf32>) outs(%v2 : tensor<8x50xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.maximumf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x50xf32>
  %v4 = tensor.empty() : tensor<8x50x512xf32>
  %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %v3 : tensor<8x50x512xf32>, tensor<8x50xf32>) outs(%v4 : tensor<8x50x512xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %d = arith.subf %a0, %a1 : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<8x50x512xf32>
  %v6 = tensor.empty() : tensor<8x50xf32>
  %v7 = linalg.fill ins(%zero : f32) outs(%v6 : tensor<8x50xf32>) -> tensor<8x50xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v5 : tensor<8x50x512xf32>) outs(%v7 : tensor<8x50xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.addf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8x50xf32>
  %v9 = tensor.empty() : tensor<8x50x512xf32>
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v5, %v8 : tensor<8x50x512xf32>, tensor<8x50xf32>) outs(%v9 : tensor<8x50x512xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %r = arith.divf %a0, %a1 : f32
    linalg.yield %r : f32
  } -> tensor<8x50x512xf32>
  return %v10 : tensor<8x50x512xf32>
}
