"""Small linalg programs, one per op kind the core must describe and schedule.

Shapes are small so that compiling and running each takes milliseconds, but
no two loops share a trip count, so that a test can tell loops apart.
"""

MATMUL = """
func.func @matmul(%A: tensor<16x24xf32>, %B: tensor<24x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<16x24xf32>, tensor<24x32xf32>) outs(%C : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

# A 32x64 result: more accumulators than the vector registers hold.
WIDE_MATMUL = """
func.func @wide(%A: tensor<32x8xf32>, %B: tensor<8x64xf32>, %C: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x8xf32>, tensor<8x64xf32>) outs(%C : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
"""

DEEP_MATMUL = """
func.func @deep(%A: tensor<32x256xf32>, %B: tensor<256x64xf32>, %C: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<32x256xf32>, tensor<256x64xf32>) outs(%C : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
"""

NARROW_MATMUL = """
func.func @narrow(%A: tensor<8x16xf32>, %B: tensor<16x28xf32>, %C: tensor<8x28xf32>) -> tensor<8x28xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<8x16xf32>, tensor<16x28xf32>) outs(%C : tensor<8x28xf32>) -> tensor<8x28xf32>
  return %0 : tensor<8x28xf32>
}
"""

# M = 19 is prime: a row tile of 8 leaves a remainder of 3, which the Tile peels.
PRIME_MATMUL = """
func.func @prime(%A: tensor<19x24xf32>, %B: tensor<24x32xf32>, %C: tensor<19x32xf32>) -> tensor<19x32xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<19x24xf32>, tensor<24x32xf32>) outs(%C : tensor<19x32xf32>) -> tensor<19x32xf32>
  return %0 : tensor<19x32xf32>
}
"""

BATCH_MATMUL = """
func.func @bmm(%A: tensor<2x16x24xf32>, %B: tensor<2x24x32xf32>, %C: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x16x24xf32>, tensor<2x24x32xf32>) outs(%C : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
"""

# N=1, C=4, H=W=10 (stride 2 -> 4x4 output for a 3x3 filter), F=8.
CONV_NCHW = """
func.func @conv(%I: tensor<1x4x10x10xf32>, %W: tensor<8x4x3x3xf32>, %O: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%I, %W : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%O : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}
"""

# The same 8x4x3x3 convolution as CONV_NCHW, read after a ReLU and with another tag.
CONV_AFTER_RELU = """
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @net(%X: tensor<1x4x10x10xf32>, %W: tensor<8x4x3x3xf32>, %O: tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x10x10xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%X : tensor<1x4x10x10xf32>) outs(%e : tensor<1x4x10x10xf32>) {
  ^bb0(%a: f32, %c: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x4x10x10xf32>
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%r, %W : tensor<1x4x10x10xf32>, tensor<8x4x3x3xf32>) outs(%O : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %0 : tensor<1x8x4x4xf32>
}
"""

# N=1, H=W=10, C=4, 3x3 filter, stride 1 -> 8x8 output, F=16.
CONV_NHWC = """
func.func @conv(%I: tensor<1x10x10x4xf32>, %W: tensor<3x3x4x16xf32>, %O: tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%I, %W : tensor<1x10x10x4xf32>, tensor<3x3x4x16xf32>) outs(%O : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}
"""

# 3x3 window, stride 2: 1x8x13x13 -> 1x8x6x6.
POOL_NCHW = """
func.func @pool(%I: tensor<1x8x13x13xf32>, %K: tensor<3x3xf32>, %O: tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%I, %K : tensor<1x8x13x13xf32>, tensor<3x3xf32>) outs(%O : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  return %0 : tensor<1x8x6x6xf32>
}
"""

POOL_NHWC = """
func.func @pool(%I: tensor<1x13x13x8xf32>, %K: tensor<3x3xf32>, %O: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%I, %K : tensor<1x13x13x8xf32>, tensor<3x3xf32>) outs(%O : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  return %0 : tensor<1x6x6x8xf32>
}
"""

# A padded copy of an 8 MB input: a temporary buffer on every call.
PADDED_COPY = """
func.func @padded(%I: tensor<1x32x256x256xf32>, %O: tensor<1x32x258x258xf32>) -> tensor<1x32x258x258xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %I low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x32x256x256xf32> to tensor<1x32x258x258xf32>
  %0 = linalg.add ins(%p, %O : tensor<1x32x258x258xf32>, tensor<1x32x258x258xf32>) outs(%O : tensor<1x32x258x258xf32>) -> tensor<1x32x258x258xf32>
  return %0 : tensor<1x32x258x258xf32>
}
"""

ADD = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%A: tensor<16x32xf32>, %B: tensor<16x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : tensor<16x32xf32>, tensor<16x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

RELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%A: tensor<16x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A : tensor<16x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

# Two ops: relu(A @ B) into a fresh tensor (the core adds an out-parameter).
MATMUL_RELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%A: tensor<16x24xf32>, %B: tensor<24x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
  %mm = linalg.matmul ins(%A, %B : tensor<16x24xf32>, tensor<24x32xf32>) outs(%init : tensor<16x32xf32>) -> tensor<16x32xf32>
  %out = tensor.empty() : tensor<16x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<16x32xf32>) outs(%out : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %relu : tensor<16x32xf32>
}
"""

# Two elementwise ops: relu(A + bias), the bias broadcast along the rows. TiledFusion on
# the relu fuses the add into its tiles.
BIAS_RELU = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @bias_relu(%A: tensor<16x32xf32>, %bias: tensor<32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %bias : tensor<16x32xf32>, tensor<32xf32>) outs(%e0 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<16x32xf32>) outs(%e1 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %relu : tensor<16x32xf32>
}
"""

# A value read by two ops (a residual): fused into one once the other is vectorized.
RESIDUAL = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @residual(%A: tensor<16x32xf32>, %B: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %e0 = tensor.empty() : tensor<16x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e0 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x32xf32>
  %twice = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<16x32xf32>) outs(%e1 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %t = arith.addf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x32xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum, %twice : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e2 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %o = arith.mulf %a, %b : f32
    linalg.yield %o : f32
  } -> tensor<16x32xf32>
  return %out : tensor<16x32xf32>
}
"""

# A body with control flow: MLIR's vectorizer refuses it, which no check foresees.
BRANCHY = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @select(%A: tensor<16x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A : tensor<16x32xf32>) outs(%C : tensor<16x32xf32>) {
  ^bb0(%a: f32, %c: f32):
    %p = arith.cmpf ogt, %a, %zero : f32
    %r = scf.if %p -> f32 {
      scf.yield %a : f32
    } else {
      scf.yield %c : f32
    }
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""

# A kernel that stores through a wild pointer: a real segfault.
CRASH = """
func.func @crash(%A: memref<4xf32>) {
  %far = arith.constant 1099511627776 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %A[%far] : memref<4xf32>
  return
}
"""

HANG = """
func.func @hang(%A: memref<4xf32>) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    %v = memref.load %A[%c0] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %A[%c0] : memref<4xf32>
    scf.yield
  }
  return
}
"""

# A 3x3 convolution whose output rows are 54 wide, like ResNet's 56x56 layers.
CONV_ROWS_54 = """
func.func @conv(%I: tensor<1x8x6x56xf32>, %W: tensor<4x8x3x3xf32>, %O: tensor<1x4x4x54xf32>) -> tensor<1x4x4x54xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%I, %W : tensor<1x8x6x56xf32>, tensor<4x8x3x3xf32>) outs(%O : tensor<1x4x4x54xf32>) -> tensor<1x4x4x54xf32>
  return %0 : tensor<1x4x4x54xf32>
}
"""

# The same rows with 32 output channels (two blocks of 16 lanes), packable by Pack:
# a 3x3 window is 9 columns per filter vector.
CONV_ROWS_54_PACKABLE = """
func.func @conv(%I: tensor<1x4x8x56xf32>, %W: tensor<32x4x3x3xf32>, %O: tensor<1x32x6x54xf32>) -> tensor<1x32x6x54xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%I, %W : tensor<1x4x8x56xf32>, tensor<32x4x3x3xf32>) outs(%O : tensor<1x32x6x54xf32>) -> tensor<1x32x6x54xf32>
  return %0 : tensor<1x32x6x54xf32>
}
"""

# Batch norm as torch-mlir writes it: var + eps in one op, rsqrt of that in the next.
# Standard normals make var negative, and the outputs of its channels NaN.
BATCH_NORM = """
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @batch_norm(%x: tensor<2x4x6x6xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>) -> tensor<2x4x6x6xf32> {
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %shifted = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%var : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %v, %eps : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %init = tensor.empty() : tensor<2x4x6x6xf32>
  %0 = linalg.generic {indexing_maps = [#map, #chan, #chan, #chan, #chan, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean, %shifted, %gamma, %beta : tensor<2x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<2x4x6x6xf32>) {
  ^bb0(%in: f32, %m: f32, %v: f32, %g: f32, %b: f32, %out: f32):
    %r = math.rsqrt %v : f32
    %c = arith.subf %in, %m : f32
    %n = arith.mulf %c, %r : f32
    %scaled = arith.mulf %n, %g : f32
    %y = arith.addf %scaled, %b : f32
    linalg.yield %y : f32
  } -> tensor<2x4x6x6xf32>
  return %0 : tensor<2x4x6x6xf32>
}
"""

# log(-(x * x) - 1): NaN for every real x, whatever the inputs.
NEVER_FINITE = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @never_finite(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %one = arith.constant 1.0 : f32
  %init = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%init : tensor<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %square = arith.mulf %a, %a : f32
    %negative = arith.negf %square : f32
    %below = arith.subf %negative, %one : f32
    %log = math.log %below : f32
    linalg.yield %log : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"""

# rsqrt(sum(x * x) + eps): the reduction's result and eps, not x, reach the rsqrt.
RSQRT_OF_SUM = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
func.func @norm(%x: tensor<4x8xf32>, %acc: tensor<4xf32>, %eps: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %sq = arith.mulf %a, %a : f32
    %t = arith.addf %s, %sq : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%sum, %eps : tensor<4xf32>, tensor<4xf32>) outs(%y : tensor<4xf32>) {
  ^bb0(%v: f32, %e: f32, %o: f32):
    %shifted = arith.addf %v, %e : f32
    %r = math.rsqrt %shifted : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

# 512^3: about a second untransformed, long enough to exceed a time-out a test sets low.
BIG_MATMUL = """
func.func @big(%A: tensor<512x512xf32>, %B: tensor<512x512xf32>, %C: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x512xf32>) outs(%C : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
"""

# A matmul accumulating into +Inf: +Inf everywhere whatever the inputs, in every framework.
INFINITE_MATMUL = """
func.func @infinite(%A: tensor<16x24xf32>, %B: tensor<24x32xf32>) -> tensor<16x32xf32> {
  %inf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %c = linalg.fill ins(%inf : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<16x24xf32>, tensor<24x32xf32>) outs(%c : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
"""


def elementwise_rows(width: int, element: str, body: str) -> str:
    """A 3 x width lane-wise op: `body` applied to A and B into C."""
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @ew(%A: tensor<3x{width}x{element}>, %B: tensor<3x{width}x{element}>, %C: tensor<3x{width}x{element}>) -> tensor<3x{width}x{element}> {{
  %0 = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%A, %B : tensor<3x{width}x{element}>, tensor<3x{width}x{element}>) outs(%C : tensor<3x{width}x{element}>) {{
  ^bb0(%a: {element}, %b: {element}, %c: {element}):
    %r = {body} %a, %b : {element}
    linalg.yield %r : {element}
  }} -> tensor<3x{width}x{element}>
  return %0 : tensor<3x{width}x{element}>
}}
"""


BY_KIND = {
    "matmul": MATMUL,
    "batch_matmul": BATCH_MATMUL,
    "conv_2d_nchw_fchw": CONV_NCHW,
    "conv_2d_nhwc_hwcf": CONV_NHWC,
    "pooling_nchw_max": POOL_NCHW,
    "pooling_nhwc_max": POOL_NHWC,
    "add": ADD,
    "relu": RELU,
}
