// gelu (erf) of tensor<4928x1280xf32>
func.func @gelu_erf_4928x1280(%x: tensor<4928x1280xf32>) -> tensor<4928x1280xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %inv_sqrt2 = arith.constant 7.071067812e-01 : f32
  %empty = tensor.empty() : tensor<4928x1280xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4928x1280xf32>) outs(%empty : tensor<4928x1280xf32>) {
  ^bb0(%x_: f32, %out: f32):
    %s = arith.mulf %x_, %inv_sqrt2 : f32
    %e = math.erf %s : f32
    %p = arith.addf %e, %one : f32
    %h = arith.mulf %x_, %half : f32
    %r = arith.mulf %h, %p : f32
    linalg.yield %r : f32
  } -> tensor<4928x1280xf32>
  return %0 : tensor<4928x1280xf32>
}
