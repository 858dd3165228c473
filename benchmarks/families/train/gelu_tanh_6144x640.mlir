// gelu (tanh) of tensor<6144x640xf32>
func.func @gelu_tanh_6144x640(%x: tensor<6144x640xf32>) -> tensor<6144x640xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %sqrt_2_pi = arith.constant 7.978845608e-01 : f32
  %coeff = arith.constant 4.471500e-02 : f32
  %empty = tensor.empty() : tensor<6144x640xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6144x640xf32>) outs(%empty : tensor<6144x640xf32>) {
  ^bb0(%x_: f32, %out: f32):
    %v2 = arith.mulf %x_, %x_ : f32
    %v3 = arith.mulf %v2, %x_ : f32
    %c = arith.mulf %v3, %coeff : f32
    %i = arith.addf %x_, %c : f32
    %s = arith.mulf %i, %sqrt_2_pi : f32
    %t = math.tanh %s : f32
    %p = arith.addf %t, %one : f32
    %h = arith.mulf %x_, %half : f32
    %r = arith.mulf %h, %p : f32
    linalg.yield %r : f32
  } -> tensor<6144x640xf32>
  return %0 : tensor<6144x640xf32>
}
