#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%a: tensor<8x8xf16>, %c: tensor<8x8xf16>) -> tensor<8x8xf16> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x8xf16>) outs(%c : tensor<8x8xf16>) {
    ^bb0(%x: f16, %o: f16):
      %m = arith.maximumf %x, %x : f16
      linalg.yield %m : f16
  } -> tensor<8x8xf16>
  return %0 : tensor<8x8xf16>
}
