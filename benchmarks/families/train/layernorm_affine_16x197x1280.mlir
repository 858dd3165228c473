// layernorm (affine) of tensor<16x197x1280xf32>
func.func @layernorm_affine_16x197x1280(%x: tensor<16x197x1280xf32>, %w: tensor<1280xf32>, %b: tensor<1280xf32>) -> tensor<16x197x1280xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %inv_n = arith.constant 7.812500000e-04 : f32
  %eps = arith.constant 1.000000e-05 : f32
  %v1 = tensor.empty() : tensor<16x197xf32>
  %v2 = linalg.fill ins(%zero : f32) outs(%v1 : tensor<16x197xf32>) -> tensor<16x197xf32>
  %v3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<16x197x1280xf32>) outs(%v2 : tensor<16x197xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %r = arith.addf %a0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x197xf32>
  %v4 = tensor.empty() : tensor<16x197x1280xf32>
  %v5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %v3 : tensor<16x197x1280xf32>, tensor<16x197xf32>) outs(%v4 : tensor<16x197x1280xf32>) {
  ^bb0(%a0: f32, %a1: f32, %acc: f32):
    %m = arith.mulf %a1, %inv_n : f32
    %r = arith.subf %a0, %m : f32
    linalg.yield %r : f32
  } -> tensor<16x197x1280xf32>
  %v6 = tensor.empty() : tensor<16x197xf32>
  %v7 = linalg.fill ins(%zero : f32) outs(%v6 : tensor<16x197xf32>) -> tensor<16x197xf32>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v5 : tensor<16x197x1280xf32>) outs(%v7 : tensor<16x197xf32>) {
  ^bb0(%a0: f32, %acc: f32):
    %s = arith.mulf %a0, %a0 : f32
    %r = arith.addf %s, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x197xf32>
  %v9 = tensor.empty() : tensor<16x197x1280xf32>
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%v5, %v8, %w, %b : tensor<16x197x1280xf32>, tensor<16x197xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%v9 : tensor<16x197x1280xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %acc: f32):
    %v = arith.mulf %a1, %inv_n : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %a0, %rs : f32
    %s = arith.mulf %n, %a2 : f32
    %r = arith.addf %s, %a3 : f32
    linalg.yield %r : f32
  } -> tensor<16x197x1280xf32>
  return %v10 : tensor<16x197x1280xf32>
}
