// rmsnorm (split) of tensor<1024x640xf32>
func.func @rmsnorm_split_1024x640(%x: tensor<1024x640xf32>, %w: tensor<640xf32>) -> tensor<1024x640xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %inv_n = arith.constant 1.562500000e-03 : f32
  %eps = arith.constant 1.000000e-06 : f32
  %v1 = tensor.empty() : tensor<1024xf32>
  %v2 = linalg.fill ins(%zero : f32) outs(%v1 : tensor<1024xf32>) -> tensor<1024xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1024x640xf32>) outs(%v2 : tensor<1024xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %s = arith.mulf %a0, %a0 : f32
    %r = arith.addf %s, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  %v4 = tensor.empty() : tensor<1024xf32>
  %v5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%v3 : tensor<1024xf32>) outs(%v4 : tensor<1024xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %v = arith.mulf %a0, %inv_n : f32
    %ve = arith.addf %v, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  %v6 = tensor.empty() : tensor<1024x640xf32>
  %v7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %v5, %w : tensor<1024x640xf32>, tensor<1024xf32>, tensor<640xf32>) outs(%v6 : tensor<1024x640xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %acc: f32):
    %n = arith.mulf %a0, %a1 : f32
    %r = arith.mulf %n, %a2 : f32
    linalg.yield %r : f32
  } -> tensor<1024x640xf32>
  return %v7 : tensor<1024x640xf32>
}
