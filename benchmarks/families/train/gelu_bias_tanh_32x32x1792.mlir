// gelu (bias_tanh) of tensor<32x32x1792xf32>
func.func @gelu_bias_tanh_32x32x1792(%x: tensor<32x32x1792xf32>, %b: tensor<1792xf32>) -> tensor<32x32x1792xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %sqrt_2_pi = arith.constant 7.978845608e-01 : f32
  %coeff = arith.constant 4.471500e-02 : f32
  %empty = tensor.empty() : tensor<32x32x1792xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<32x32x1792xf32>, tensor<1792xf32>) outs(%empty : tensor<32x32x1792xf32>) {
  ^bb0(%x_: f32, %b_: f32, %out: f32):
    %v = arith.addf %x_, %b_ : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %c = arith.mulf %v3, %coeff : f32
    %i = arith.addf %v, %c : f32
    %s = arith.mulf %i, %sqrt_2_pi : f32
    %t = math.tanh %s : f32
    %p = arith.addf %t, %one : f32
    %h = arith.mulf %v, %half : f32
    %r = arith.mulf %h, %p : f32
    linalg.yield %r : f32
  } -> tensor<32x32x1792xf32>
  return %0 : tensor<32x32x1792xf32>
}
