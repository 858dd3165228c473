// batchnorm (nchw) of tensor<2x64x112x112xf32>
func.func @batchnorm_nchw_2x64x112x112(%x: tensor<2x64x112x112xf32>, %mean: tensor<64xf32>, %var: tensor<64xf32>, %w: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<2x64x112x112xf32> {
  %eps = arith.constant 1.000000e-05 : f32
  %empty = tensor.empty() : tensor<2x64x112x112xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean, %var, %w, %b : tensor<2x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty : tensor<2x64x112x112xf32>) {
  ^bb0(%x_: f32, %mean_: f32, %var_: f32, %w_: f32, %b_: f32, %out: f32):
    %d = arith.subf %x_, %mean_ : f32
    %ve = arith.addf %var_, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %d, %rs : f32
    %s = arith.mulf %n, %w_ : f32
    %r = arith.addf %s, %b_ : f32
    linalg.yield %r : f32
  } -> tensor<2x64x112x112xf32>
  return %0 : tensor<2x64x112x112xf32>
}
