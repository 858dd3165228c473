#id = affine_map<(d0, d1) -> (d0, d2)>
func.func @relu(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = arith.maximumf %x, %x : f32
      linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
