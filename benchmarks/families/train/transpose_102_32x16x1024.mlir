// x.permute([1, 0, 2]) of tensor<32x16x1024xf32>, as a new tensor
func.func @transpose_102_32x16x1024(%x: tensor<32x16x1024xf32>) -> tensor<16x32x1024xf32> {
  %empty = tensor.empty() : tensor<16x32x1024xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<32x16x1024xf32>) outs(%empty : tensor<16x32x1024xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<16x32x1024xf32>
  return %0 : tensor<16x32x1024xf32>
}
