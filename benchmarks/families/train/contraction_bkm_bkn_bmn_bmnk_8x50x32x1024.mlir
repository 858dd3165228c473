// C + A . B: A[bkm], B[bkn], C[bmn], loops (b, m, n, k)
#a = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @contraction_bkm_bkn_bmn_bmnk_8x50x32x1024(%A: tensor<8x1024x50xf32>, %B: tensor<8x1024x32xf32>, %C: tensor<8x50x32xf32>) -> tensor<8x50x32xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x1024x50xf32>, tensor<8x1024x32xf32>) outs(%C : tensor<8x50x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x50x32xf32>
  return %0 : tensor<8x50x32xf32>
}
