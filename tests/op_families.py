"""One small program per op family a user's linalg-on-tensors program may contain
(issue 34): named ops beyond the benchmark kinds, softmax, generics of every map and
body shape, math in bodies, and producers reached through tensor reshapes and pads.

Shapes are small (each compiles and runs in milliseconds) and no two loops of an op
share a trip count, so a test can tell loops apart. Float inputs are drawn from a
standard normal: bodies that take a logarithm or a root do it of a positive value.
"""

FAMILIES: dict[str, str] = {}

FAMILIES["softmax"] = """
func.func @softmax(%x: tensor<4x6x16xf32>) -> tensor<4x6x16xf32> {
  %e = tensor.empty() : tensor<4x6x16xf32>
  %0 = linalg.softmax dimension(2) ins(%x : tensor<4x6x16xf32>) outs(%e : tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
  return %0 : tensor<4x6x16xf32>
}
"""

FAMILIES["reduce"] = """
func.func @reduce(%x: tensor<8x16x12xf32>) -> tensor<8x12xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x12xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %0 = linalg.reduce ins(%x : tensor<8x16x12xf32>) outs(%init : tensor<8x12xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8x12xf32>
}
"""

FAMILIES["transpose"] = """
func.func @transpose(%x: tensor<16x32x8xf32>) -> tensor<32x8x16xf32> {
  %e = tensor.empty() : tensor<32x8x16xf32>
  %0 = linalg.transpose ins(%x : tensor<16x32x8xf32>) outs(%e : tensor<32x8x16xf32>) permutation = [1, 2, 0]
  return %0 : tensor<32x8x16xf32>
}
"""

FAMILIES["broadcast"] = """
func.func @broadcast(%x: tensor<8x16xf32>) -> tensor<8x12x16xf32> {
  %e = tensor.empty() : tensor<8x12x16xf32>
  %0 = linalg.broadcast ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x12x16xf32>) dimensions = [1]
  return %0 : tensor<8x12x16xf32>
}
"""

FAMILIES["map"] = """
func.func @map(%a: tensor<12x32xf32>, %b: tensor<12x32xf32>) -> tensor<12x32xf32> {
  %e = tensor.empty() : tensor<12x32xf32>
  %0 = linalg.map { arith.mulf } ins(%a, %b : tensor<12x32xf32>, tensor<12x32xf32>) outs(%e : tensor<12x32xf32>)
  %1 = linalg.map ins(%0 : tensor<12x32xf32>) outs(%e : tensor<12x32xf32>)
    (%in: f32) {
      %c = arith.constant 0.5 : f32
      %s = arith.subf %in, %c : f32
      linalg.yield %s : f32
    }
  return %1 : tensor<12x32xf32>
}
"""

FAMILIES["matmul_transpose_a"] = """
func.func @mta(%A: tensor<24x16xf32>, %B: tensor<24x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul_transpose_a ins(%A, %B : tensor<24x16xf32>, tensor<24x32xf32>) outs(%C : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

FAMILIES["matmul_transpose_b"] = """
func.func @mtb(%A: tensor<16x24xf32>, %B: tensor<32x24xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul_transpose_b ins(%A, %B : tensor<16x24xf32>, tensor<32x24xf32>) outs(%C : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

FAMILIES["batch_matmul_transpose_b"] = """
func.func @bmtb(%A: tensor<2x16x24xf32>, %B: tensor<2x32x24xf32>, %C: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.batch_matmul_transpose_b ins(%A, %B : tensor<2x16x24xf32>, tensor<2x32x24xf32>) outs(%C : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
"""

FAMILIES["conv_2d_nhwc_hwcf"] = """
func.func @conv(%I: tensor<1x10x10x4xf32>, %W: tensor<3x3x4x16xf32>, %O: tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%I, %W : tensor<1x10x10x4xf32>, tensor<3x3x4x16xf32>) outs(%O : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}
"""

FAMILIES["conv_2d_nhwc_fhwc"] = """
func.func @conv(%I: tensor<1x11x11x4xf32>, %W: tensor<16x3x3x4xf32>, %O: tensor<1x5x5x16xf32>) -> tensor<1x5x5x16xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%I, %W : tensor<1x11x11x4xf32>, tensor<16x3x3x4xf32>) outs(%O : tensor<1x5x5x16xf32>) -> tensor<1x5x5x16xf32>
  return %0 : tensor<1x5x5x16xf32>
}
"""

FAMILIES["depthwise_conv_1d_nwc_wc"] = """
func.func @dw1d(%I: tensor<2x18x8xf32>, %K: tensor<3x8xf32>, %O: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
       ins(%I, %K : tensor<2x18x8xf32>, tensor<3x8xf32>) outs(%O : tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
"""

FAMILIES["depthwise_conv_2d_nhwc_hwc"] = """
func.func @dw2d(%I: tensor<1x12x10x16xf32>, %K: tensor<3x3x16xf32>, %O: tensor<1x10x8x16xf32>) -> tensor<1x10x8x16xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%I, %K : tensor<1x12x10x16xf32>, tensor<3x3x16xf32>) outs(%O : tensor<1x10x8x16xf32>) -> tensor<1x10x8x16xf32>
  return %0 : tensor<1x10x8x16xf32>
}
"""

FAMILIES["depthwise_conv_2d_nchw_chw"] = """
func.func @dw2d(%I: tensor<1x8x13x11xf32>, %K: tensor<8x3x3xf32>, %O: tensor<1x8x6x5xf32>) -> tensor<1x8x6x5xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%I, %K : tensor<1x8x13x11xf32>, tensor<8x3x3xf32>) outs(%O : tensor<1x8x6x5xf32>) -> tensor<1x8x6x5xf32>
  return %0 : tensor<1x8x6x5xf32>
}
"""


def _pool(name: str, shapes: tuple[str, str, str], rank: int, stride: int) -> str:
    strides = f"dense<{stride}> : tensor<{rank}xi64>"
    dilations = f"dense<1> : tensor<{rank}xi64>"
    i, k, o = shapes
    return f"""
func.func @pool(%I: tensor<{i}xf32>, %K: tensor<{k}xf32>, %O: tensor<{o}xf32>) -> tensor<{o}xf32> {{
  %0 = linalg.{name} {{dilations = {dilations}, strides = {strides}}}
       ins(%I, %K : tensor<{i}xf32>, tensor<{k}xf32>) outs(%O : tensor<{o}xf32>) -> tensor<{o}xf32>
  return %0 : tensor<{o}xf32>
}}
"""


for _name in ("pooling_nchw_max", "pooling_nchw_sum"):
    FAMILIES[_name] = _pool(_name, ("1x8x13x11", "3x3", "1x8x6x5"), 2, 2)
for _name in ("pooling_nhwc_max", "pooling_nhwc_min", "pooling_nhwc_sum"):
    FAMILIES[_name] = _pool(_name, ("1x13x11x8", "3x3", "1x6x5x8"), 2, 2)
for _name in ("pooling_ncw_max", "pooling_ncw_sum"):
    FAMILIES[_name] = _pool(_name, ("2x8x18", "3", "2x8x16"), 1, 1)
for _name in ("pooling_nwc_max", "pooling_nwc_min", "pooling_nwc_sum"):
    FAMILIES[_name] = _pool(_name, ("2x18x8", "3", "2x16x8"), 1, 1)

# A bias of shape (rows, 1) read through a constant result, and a 0-d scale.
FAMILIES["generic_broadcast_constant_and_0d"] = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d0, 0)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @bias(%x: tensor<12x32xf32>, %b: tensor<12x1xf32>, %s: tensor<f32>) -> tensor<12x32xf32> {
  %e = tensor.empty() : tensor<12x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b, %s : tensor<12x32xf32>, tensor<12x1xf32>, tensor<f32>) outs(%e : tensor<12x32xf32>) {
    ^bb0(%in: f32, %bias: f32, %scale: f32, %out: f32):
      %m = arith.mulf %in, %scale : f32
      %a = arith.addf %m, %bias : f32
      linalg.yield %a : f32
  } -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
"""

# Reduction loops outermost and innermost around a parallel one (k = 6 x 20), like the
# two-reduction contractions of a UNet's attention.
FAMILIES["generic_two_reductions"] = """
#a = affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>
#b = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#c = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
func.func @two_reductions(%A: tensor<8x6x20xf32>, %B: tensor<6x20x16xf32>, %C: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["reduction", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<8x6x20xf32>, tensor<6x20x16xf32>) outs(%C : tensor<8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"""

# Two results (a row's sum and its maximum), the reduction not innermost.
FAMILIES["generic_two_results"] = """
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>
func.func @sum_max(%x: tensor<24x16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -3.4e38 : f32
  %e = tensor.empty() : tensor<16xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %m0 = linalg.fill ins(%low : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %0:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<24x16xf32>) outs(%s0, %m0 : tensor<16xf32>, tensor<16xf32>) {
    ^bb0(%v: f32, %s: f32, %m: f32):
      %a = arith.addf %s, %v : f32
      %b = arith.maximumf %m, %v : f32
      linalg.yield %a, %b : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
}
"""

# linalg.index, integer arithmetic, a cast to float, a select and fastmath flags: a
# causal mask over the scores of an attention.
FAMILIES["generic_index_select_casts"] = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @causal(%x: tensor<16x32xf32>, %n: tensor<16x32xi32>) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %n : tensor<16x32xf32>, tensor<16x32xi32>) outs(%e : tensor<16x32xf32>) {
    ^bb0(%v: f32, %k: i32, %out: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %past = arith.cmpi ule, %j, %i : index
      %ki = arith.sitofp %k : i32 to f32
      %h = arith.truncf %v : f32 to f16
      %w = arith.extf %h : f16 to f32
      %y = arith.mulf %w, %ki fastmath<fast> : f32
      %low = arith.constant -1.0e9 : f32
      %r = arith.select %past, %y, %low : f32
      linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

# The output is one of the inputs: an in-place update x = x * y + x.
FAMILIES["generic_output_aliases_input"] = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @inplace(%x: tensor<12x32xf32>, %y: tensor<12x32xf32>) -> tensor<12x32xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<12x32xf32>, tensor<12x32xf32>) outs(%x : tensor<12x32xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %m = arith.mulf %a, %b : f32
      %s = arith.addf %m, %out : f32
      linalg.yield %s : f32
  } -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
"""

# GELU (erf), tanh, exp, log, sqrt, rsqrt and powf in one body; logs and roots of
# positive values.
FAMILIES["generic_math"] = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @math(%x: tensor<12x32xf32>) -> tensor<12x32xf32> {
  %e = tensor.empty() : tensor<12x32xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<12x32xf32>) outs(%e : tensor<12x32xf32>) {
    ^bb0(%v: f32, %out: f32):
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %isq2 = arith.constant 0.70710678 : f32
      %s = arith.mulf %v, %isq2 : f32
      %erf = math.erf %s : f32
      %p = arith.addf %erf, %one : f32
      %gelu = arith.mulf %v, %p : f32
      %g = arith.mulf %gelu, %half : f32
      %t = math.tanh %v : f32
      %sq = arith.mulf %v, %v : f32
      %pos = arith.addf %sq, %one : f32
      %l = math.log %pos : f32
      %r = math.rsqrt %pos : f32
      %q = math.sqrt %pos : f32
      %w = math.powf %pos, %half : f32
      %x1 = math.exp %t : f32
      %a1 = arith.addf %g, %l : f32
      %a2 = arith.addf %a1, %r : f32
      %a3 = arith.subf %a2, %q : f32
      %a4 = arith.addf %a3, %w : f32
      %a5 = arith.addf %a4, %x1 : f32
      linalg.yield %a5 : f32
  } -> tensor<12x32xf32>
  return %0 : tensor<12x32xf32>
}
"""

# A layer norm: the mean and variance reductions, rsqrt, and the normalisation, with
# the producers reached through an expand_shape and a collapse_shape.
FAMILIES["layernorm_through_reshapes"] = """
#x = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @layernorm(%input: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %x = tensor.collapse_shape %input [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
  %e = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x32xf32>) outs(%z : tensor<16xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %a = arith.addf %acc, %v : f32
      linalg.yield %a : f32
  } -> tensor<16xf32>
  %var = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %sum : tensor<16x32xf32>, tensor<16xf32>) outs(%z : tensor<16xf32>) {
    ^bb0(%v: f32, %s: f32, %acc: f32):
      %mean = arith.divf %s, %n : f32
      %d = arith.subf %v, %mean : f32
      %d2 = arith.mulf %d, %d : f32
      %a = arith.addf %acc, %d2 : f32
      linalg.yield %a : f32
  } -> tensor<16xf32>
  %ex = tensor.empty() : tensor<16x32xf32>
  %norm = linalg.generic {indexing_maps = [#x, #row, #row, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %var : tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>) outs(%ex : tensor<16x32xf32>) {
    ^bb0(%v: f32, %s: f32, %q: f32, %out: f32):
      %mean = arith.divf %s, %n : f32
      %var1 = arith.divf %q, %n : f32
      %ve = arith.addf %var1, %eps : f32
      %r = math.rsqrt %ve : f32
      %d = arith.subf %v, %mean : f32
      %y = arith.mulf %d, %r : f32
      linalg.yield %y : f32
  } -> tensor<16x32xf32>
  %out = tensor.expand_shape %norm [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
  %eo = tensor.empty() : tensor<2x8x32xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%out : tensor<2x8x32xf32>) outs(%eo : tensor<2x8x32xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
  } -> tensor<2x8x32xf32>
  return %relu : tensor<2x8x32xf32>
}
"""

# A padded convolution input, a slice of a result and an insert_slice into a bigger one.
FAMILIES["pad_and_slices"] = """
func.func @padded(%I: tensor<1x4x8x8xf32>, %W: tensor<8x4x3x3xf32>) -> tensor<1x8x10x10xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%I : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %padded = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%a: index, %b: index, %c: index, %d: index):
      tensor.yield %zero : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %eo = tensor.empty() : tensor<1x8x8x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%padded, %W : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%fo : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %big = tensor.empty() : tensor<1x8x10x10xf32>
  %zb = linalg.fill ins(%zero : f32) outs(%big : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %inserted = tensor.insert_slice %conv into %zb[0, 0, 1, 1] [1, 8, 8, 8] [1, 1, 1, 1] : tensor<1x8x8x8xf32> into tensor<1x8x10x10xf32>
  %eb = tensor.empty() : tensor<1x8x10x10xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%inserted : tensor<1x8x10x10xf32>) outs(%eb : tensor<1x8x10x10xf32>) {
    ^bb0(%v: f32, %o: f32):
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %v, %two : f32
      linalg.yield %m : f32
  } -> tensor<1x8x10x10xf32>
  return %scaled : tensor<1x8x10x10xf32>
}
"""

# The tiny op: a 2x3x4 matmul, which a split across the threads made 0.03x.
TINY_MATMUL = """
func.func @tiny(%A: tensor<2x4xf32>, %B: tensor<4x3xf32>, %C: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<2x4xf32>, tensor<4x3xf32>) outs(%C : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
"""

# torch.cat and a blocked layout between two ops: MLIR 19 bufferizes neither
# tensor.concat nor tensor.pack/unpack; the core lowers them first.
FAMILIES["concat_and_pack"] = """
func.func @cat_pack(%a: tensor<8x32xf32>, %b: tensor<8x32xf32>) -> tensor<16x32xf32> {
  %ea = tensor.empty() : tensor<8x32xf32>
  %ta = linalg.map { math.tanh } ins(%a : tensor<8x32xf32>) outs(%ea : tensor<8x32xf32>)
  %c = tensor.concat dim(0) %ta, %b : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %p = tensor.pack %c inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %e2 = tensor.empty() : tensor<2x4x8x8xf32>
  %m = linalg.map { math.exp } ins(%p : tensor<2x4x8x8xf32>) outs(%e2 : tensor<2x4x8x8xf32>)
  %e3 = tensor.empty() : tensor<16x32xf32>
  %u = tensor.unpack %m inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e3 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  return %u : tensor<16x32xf32>
}
"""
