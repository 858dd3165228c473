"""Small linalg programs, one per op family or map/body shape that real programs use
(softmax, norms, GELU, NHWC and depthwise convolutions, pooling in every layout,
contractions in any map shape, broadcasts, 0-d operands, several results, index-based
bodies, tensor reshapes, slices and pads, dense constants).

Each entry: name -> (MLIR text, whether its float inputs must be positive, e.g. for a
square root). Shapes are small: every program compiles and runs in milliseconds.
"""

_T = "tensor"

FAMILIES: dict[str, tuple[str, bool]] = {}


def _family(name: str, text: str, positive: bool = False) -> None:
    FAMILIES[name] = (text, positive)


_family(
    "softmax_named",
    """
func.func @softmax(%x: tensor<4x24xf32>) -> tensor<4x24xf32> {
  %e = tensor.empty() : tensor<4x24xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x24xf32>) outs(%e : tensor<4x24xf32>) -> tensor<4x24xf32>
  return %0 : tensor<4x24xf32>
}
""",
)

_family(
    "matmul_transpose_b",
    """
func.func @mtb(%a: tensor<8x16xf32>, %b: tensor<12x16xf32>, %c: tensor<8x12xf32>) -> tensor<8x12xf32> {
  %0 = linalg.matmul_transpose_b ins(%a, %b : tensor<8x16xf32>, tensor<12x16xf32>) outs(%c : tensor<8x12xf32>) -> tensor<8x12xf32>
  return %0 : tensor<8x12xf32>
}
""",
)

_family(
    "batch_matmul_transpose_b",
    """
func.func @bmtb(%a: tensor<3x8x16xf32>, %b: tensor<3x12x16xf32>) -> tensor<3x8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x8x12xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<3x8x12xf32>) -> tensor<3x8x12xf32>
  %0 = linalg.batch_matmul_transpose_b ins(%a, %b : tensor<3x8x16xf32>, tensor<3x12x16xf32>) outs(%c : tensor<3x8x12xf32>) -> tensor<3x8x12xf32>
  return %0 : tensor<3x8x12xf32>
}
""",
)

_family(
    "contraction_two_reductions",
    """
#a = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#b = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#c = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @two_k(%a: tensor<2x8x5x4xf32>, %b: tensor<5x4x12xf32>) -> tensor<2x8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x12xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%a, %b : tensor<2x8x5x4xf32>, tensor<5x4x12xf32>) outs(%c : tensor<2x8x12xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x8x12xf32>
  return %0 : tensor<2x8x12xf32>
}
""",
)

_family(
    "outer_reduction_transposed",
    """
#in = affine_map<(d0, d1) -> (d1, d0)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @colsum(%x: tensor<16x12xf32>, %init: tensor<12xf32>) -> tensor<12xf32> {
  %0 = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x12xf32>) outs(%init : tensor<12xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc fastmath<fast> : f32
    linalg.yield %s : f32
  } -> tensor<12xf32>
  return %0 : tensor<12xf32>
}
""",
)

_family(
    "broadcast_constant_map_and_0d",
    """
#first = affine_map<(d0, d1) -> (d0, 0)>
#scalar = affine_map<(d0, d1) -> ()>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bias(%x: tensor<6x10xf32>, %col: tensor<6x3xf32>, %s: tensor<f32>) -> tensor<6x10xf32> {
  %e = tensor.empty() : tensor<6x10xf32>
  %0 = linalg.generic {indexing_maps = [#id, #first, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %col, %s : tensor<6x10xf32>, tensor<6x3xf32>, tensor<f32>) outs(%e : tensor<6x10xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %out: f32):
    %0 = arith.addf %a, %b : f32
    %1 = arith.mulf %0, %c : f32
    linalg.yield %1 : f32
  } -> tensor<6x10xf32>
  return %0 : tensor<6x10xf32>
}
""",
)

_family(
    "two_results_sum_and_max",
    """
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @stats(%x: tensor<8x20xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %m0 = linalg.fill ins(%lowest : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %0:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x20xf32>) outs(%s0, %m0 : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%v: f32, %s: f32, %m: f32):
    %1 = arith.addf %v, %s : f32
    %2 = arith.maximumf %v, %m : f32
    linalg.yield %1, %2 : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}
""",
)

_family(
    "index_select_casts",
    """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @tril(%x: tensor<9x9xf32>) -> tensor<9x9xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<9x9xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<9x9xf32>) outs(%e : tensor<9x9xf32>) {
  ^bb0(%v: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %below = arith.cmpi sge, %i, %j : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %scaled = arith.mulf %v, %fi : f32
    %r = arith.select %below, %scaled, %zero : f32
    linalg.yield %r : f32
  } -> tensor<9x9xf32>
  return %0 : tensor<9x9xf32>
}
""",
)

_family(
    "argmax_fold",
    """
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @argmax(%x: tensor<5x7xf32>) -> (tensor<5xf32>, tensor<5xi64>) {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<5xf32>
  %ei = tensor.empty() : tensor<5xi64>
  %m0 = linalg.fill ins(%lowest : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%ei : tensor<5xi64>) -> tensor<5xi64>
  %0:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x7xf32>) outs(%m0, %i0 : tensor<5xf32>, tensor<5xi64>) {
  ^bb0(%v: f32, %m: f32, %idx: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %v, %m : f32
    %nm = arith.select %greater, %v, %m : f32
    %ni = arith.select %greater, %ji, %idx : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<5xf32>, tensor<5xi64>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi64>
}
""",
)

_family(
    "layernorm",
    """
#row = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layernorm(%x: tensor<6x32xf32>, %gamma: tensor<32xf32>, %beta: tensor<32xf32>) -> tensor<6x32xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e1 = tensor.empty() : tensor<6xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %sum = linalg.generic {indexing_maps = [#row, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<6x32xf32>) outs(%acc : tensor<6xf32>) {
  ^bb0(%v: f32, %a: f32):
    %s = arith.addf %v, %a : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %sq = linalg.generic {indexing_maps = [#row, #red, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<6x32xf32>, tensor<6xf32>) outs(%acc : tensor<6xf32>) {
  ^bb0(%v: f32, %s: f32, %a: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %v, %mean : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %a : f32
    linalg.yield %r : f32
  } -> tensor<6xf32>
  %e2 = tensor.empty() : tensor<6x32xf32>
  %y = linalg.generic {indexing_maps = [#row, #red, #red, #col, #col, #row], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %sq, %gamma, %beta : tensor<6x32xf32>, tensor<6xf32>, tensor<6xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e2 : tensor<6x32xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %g: f32, %b: f32, %o: f32):
    %mean = arith.divf %s, %n : f32
    %var = arith.divf %q, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %d = arith.subf %v, %mean : f32
    %nrm = arith.mulf %d, %inv : f32
    %sc = arith.mulf %nrm, %g : f32
    %r = arith.addf %sc, %b : f32
    linalg.yield %r : f32
  } -> tensor<6x32xf32>
  return %y : tensor<6x32xf32>
}
""",
)

_family(
    "gelu_erf",
    """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @gelu(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<8x64xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %a = arith.mulf %v, %rsqrt2 : f32
    %b = math.erf %a : f32
    %c = arith.addf %b, %one : f32
    %d = arith.mulf %v, %c : f32
    %r = arith.mulf %d, %half : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}
""",
)

_family(
    "tanh_exp_log_pow",
    """
#id = affine_map<(d0) -> (d0)>
func.func @math(%x: tensor<40xf32>) -> tensor<40xf32> {
  %p = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<40xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<40xf32>) outs(%e : tensor<40xf32>) {
  ^bb0(%v: f32, %o: f32):
    %a = math.tanh %v : f32
    %b = math.exp %a : f32
    %c = math.log %v : f32
    %d = math.powf %v, %p : f32
    %s = math.sqrt %v : f32
    %r0 = arith.addf %b, %c : f32
    %r1 = arith.addf %r0, %d : f32
    %r = arith.subf %r1, %s : f32
    linalg.yield %r : f32
  } -> tensor<40xf32>
  return %0 : tensor<40xf32>
}
""",
    positive=True,
)

_family(
    "named_transpose_broadcast_reduce_map",
    """
func.func @shapes(%x: tensor<6x10xf32>, %y: tensor<10xf32>) -> tensor<10xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<10x6xf32>
  %t = linalg.transpose ins(%x : tensor<6x10xf32>) outs(%et : tensor<10x6xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<10x6xf32>
  %b = linalg.broadcast ins(%y : tensor<10xf32>) outs(%eb : tensor<10x6xf32>) dimensions = [1]
  %em = tensor.empty() : tensor<10x6xf32>
  %m = linalg.map { arith.mulf } ins(%t, %b : tensor<10x6xf32>, tensor<10x6xf32>) outs(%em : tensor<10x6xf32>)
  %er = tensor.empty() : tensor<10xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<10xf32>) -> tensor<10xf32>
  %r = linalg.reduce { arith.addf } ins(%m : tensor<10x6xf32>) outs(%acc : tensor<10xf32>) dimensions = [1]
  return %r : tensor<10xf32>
}
""",
)

_family(
    "conv_2d_nhwc_hwcf_strided",
    """
func.func @conv(%i: tensor<1x11x11x4xf32>, %w: tensor<3x3x4x8xf32>, %o: tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<1x11x11x4xf32>, tensor<3x3x4x8xf32>) outs(%o : tensor<1x5x5x8xf32>) -> tensor<1x5x5x8xf32>
  return %0 : tensor<1x5x5x8xf32>
}
""",
)

_family(
    "conv_2d_nhwc_fhwc_dilated",
    """
func.func @conv(%i: tensor<2x9x9x3xf32>, %w: tensor<8x3x3x3xf32>, %o: tensor<2x5x5x8xf32>) -> tensor<2x5x5x8xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %w : tensor<2x9x9x3xf32>, tensor<8x3x3x3xf32>) outs(%o : tensor<2x5x5x8xf32>) -> tensor<2x5x5x8xf32>
  return %0 : tensor<2x5x5x8xf32>
}
""",
)

_family(
    "depthwise_conv_2d_nhwc_hwc",
    """
func.func @dw(%i: tensor<1x10x10x16xf32>, %w: tensor<3x3x16xf32>, %o: tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %w : tensor<1x10x10x16xf32>, tensor<3x3x16xf32>) outs(%o : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}
""",
)

_family(
    "depthwise_conv_2d_nchw_chw_strided",
    """
func.func @dw(%i: tensor<1x8x11x11xf32>, %w: tensor<8x3x3xf32>, %o: tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<1x8x11x11xf32>, tensor<8x3x3xf32>) outs(%o : tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  return %0 : tensor<1x8x5x5xf32>
}
""",
)

_family(
    "depthwise_conv_1d_nwc_wc",
    """
func.func @dw1(%i: tensor<2x20x6xf32>, %w: tensor<5x6xf32>, %o: tensor<2x16x6xf32>) -> tensor<2x16x6xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%i, %w : tensor<2x20x6xf32>, tensor<5x6xf32>) outs(%o : tensor<2x16x6xf32>) -> tensor<2x16x6xf32>
  return %0 : tensor<2x16x6xf32>
}
""",
)

_family(
    "conv_1d_nwc_wcf",
    """
func.func @c1(%i: tensor<2x20x6xf32>, %w: tensor<3x6x10xf32>, %o: tensor<2x18x10xf32>) -> tensor<2x18x10xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%i, %w : tensor<2x20x6xf32>, tensor<3x6x10xf32>) outs(%o : tensor<2x18x10xf32>) -> tensor<2x18x10xf32>
  return %0 : tensor<2x18x10xf32>
}
""",
)

_family(
    "pooling_nhwc_max_and_sum",
    """
func.func @pools(%i: tensor<1x12x12x8xf32>) -> (tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %m0 = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %m = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %window : tensor<1x12x12x8xf32>, tensor<2x2xf32>) outs(%m0 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %s = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %window : tensor<1x12x12x8xf32>, tensor<2x2xf32>) outs(%s0 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  return %m, %s : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>
}
""",
)

_family(
    "pooling_nchw_sum_and_1d_min",
    """
func.func @pools(%i: tensor<1x3x9x9xf32>, %j: tensor<2x13x4xf32>) -> (tensor<1x3x7x7xf32>, tensor<2x11x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %highest = arith.constant 0x7F800000 : f32
  %w2 = tensor.empty() : tensor<3x3xf32>
  %w1 = tensor.empty() : tensor<3xf32>
  %e = tensor.empty() : tensor<1x3x7x7xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  %e1 = tensor.empty() : tensor<2x11x4xf32>
  %m0 = linalg.fill ins(%highest : f32) outs(%e1 : tensor<2x11x4xf32>) -> tensor<2x11x4xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %w2 : tensor<1x3x9x9xf32>, tensor<3x3xf32>) outs(%s0 : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  %m = linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%j, %w1 : tensor<2x13x4xf32>, tensor<3xf32>) outs(%m0 : tensor<2x11x4xf32>) -> tensor<2x11x4xf32>
  return %s, %m : tensor<1x3x7x7xf32>, tensor<2x11x4xf32>
}
""",
)

_family(
    "pad_conv_relu_reshape_slices",
    """
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @block(%i: tensor<1x4x8x8xf32>, %w: tensor<6x4x3x3xf32>, %dst: tensor<2x6x8x8xf32>) -> tensor<2x6x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %i low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %e = tensor.empty() : tensor<1x6x8x8xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %w : tensor<1x4x10x10xf32>, tensor<6x4x3x3xf32>) outs(%o : tensor<1x6x8x8xf32>) -> tensor<1x6x8x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x6x8x8xf32>) outs(%e : tensor<1x6x8x8xf32>) {
  ^bb0(%v: f32, %out: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x6x8x8xf32>
  %flat = tensor.collapse_shape %r [[0, 1], [2, 3]] : tensor<1x6x8x8xf32> into tensor<6x64xf32>
  %back = tensor.expand_shape %flat [[0, 1], [2, 3]] output_shape [1, 6, 8, 8] : tensor<6x64xf32> into tensor<1x6x8x8xf32>
  %half = tensor.extract_slice %back[0, 0, 0, 0] [1, 6, 8, 4] [1, 1, 1, 2] : tensor<1x6x8x8xf32> to tensor<1x6x8x4xf32>
  %ins = tensor.insert_slice %half into %dst[1, 0, 0, 2] [1, 6, 8, 4] [1, 1, 1, 1] : tensor<1x6x8x4xf32> into tensor<2x6x8x8xf32>
  return %ins : tensor<2x6x8x8xf32>
}
""",
)

_family(
    "batchnorm_rsqrt_dense_constant",
    """
#img = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @bn(%x: tensor<1x3x4x4xf32>, %var: tensor<3xf32>) -> tensor<1x3x4x4xf32> {
  %eps = arith.constant 1.0e-5 : f32
  %mean = arith.constant dense<[0.5, -0.25, 1.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %0 = linalg.generic {indexing_maps = [#img, #ch, #ch, #img], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %var, %mean : tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%v: f32, %s: f32, %m: f32, %o: f32):
    %a = arith.addf %s, %eps : f32
    %r = math.rsqrt %a : f32
    %d = arith.subf %v, %m : f32
    %y = arith.mulf %d, %r : f32
    linalg.yield %y : f32
  } -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}
""",
    positive=True,
)

_family(
    "output_aliases_input",
    """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @inplace(%x: tensor<7x9xf32>, %y: tensor<7x9xf32>) -> tensor<7x9xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<7x9xf32>) outs(%x : tensor<7x9xf32>) {
  ^bb0(%b: f32, %a: f32):
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %a : f32
    linalg.yield %t : f32
  } -> tensor<7x9xf32>
  return %0 : tensor<7x9xf32>
}
""",
)
