"""Linalg-on-tensors text for the layers of a network: what `fx_converter` writes through.

`LinalgBuilder` knows how each layer is written in linalg (a linear layer is a zero fill,
a `linalg.matmul_transpose_b` of the weight as stored and a bias generic; a layer norm is
the chain of generics `data_generation.row_families` writes, so the schedules learned on
those families apply), not which torch.fx node asks for it. Every op it writes carries
`loc("<location>")`, the fx node being converted. A layer it cannot write raises
`Unsupported` with the reason; the converter adds the node.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass

ELEMENT_TYPE = "f32"
LOWEST_F32 = -3.4028234663852886e38
"""The identity of a max reduction, as the row families write it (not -inf)."""


class Unsupported(Exception):
    """Raised while converting one node; the converter adds which node it was."""


# --------------------------------------------------------------------------- text helpers


def tensor_type(shape: Sequence[int]) -> str:
    return "tensor<" + "".join(f"{size}x" for size in shape) + f"{ELEMENT_TYPE}>"


def float_literal(value: float) -> str:
    """An exact f32 literal (hexadecimal unless zero)."""
    if value == 0.0 and math.copysign(1.0, value) > 0:
        return "0.000000e+00"
    return "0x" + struct.pack(">f", value).hex().upper()


def affine_map(rank: int, results: Sequence[str]) -> str:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({', '.join(results)})>"


def identity_exprs(rank: int) -> list[str]:
    return [f"d{i}" for i in range(rank)]


def i64_pair(values: tuple[int, int]) -> str:
    if values[0] == values[1]:
        return f"dense<{values[0]}> : tensor<2xi64>"
    return f"dense<[{values[0]}, {values[1]}]> : tensor<2xi64>"


def reassociation(longer: Sequence[int], shorter: Sequence[int]) -> list[list[int]] | None:
    """Groups of `longer`'s dims whose products give `shorter`, or None."""
    if not shorter:
        return None
    groups: list[list[int]] = []
    i = 0
    for size in shorter:
        group: list[int] = []
        product = 1
        while i < len(longer) and (not group or product != size):
            group.append(i)
            product *= longer[i]
            i += 1
            if product > size and size != 0:
                return None
        if product != size:
            return None
        groups.append(group)
    if any(longer[j] != 1 for j in range(i, len(longer))):
        return None
    groups[-1].extend(range(i, len(longer)))
    return groups


def pair(value: int | Sequence[int], what: str) -> tuple[int, int]:
    if isinstance(value, int):
        return (value, value)
    values = tuple(value)
    if len(values) == 1:
        return (int(values[0]), int(values[0]))
    if len(values) != 2 or not all(isinstance(v, int) for v in values):
        raise Unsupported(f"{what}={value!r}")
    return (int(values[0]), int(values[1]))


@dataclass(frozen=True)
class Value:
    """An SSA tensor value of the function being built."""

    name: str
    shape: tuple[int, ...]
    """PyTorch's (logical) shape: NCHW for a 4-D activation, whatever its layout."""
    aliases_argument: bool = False
    """True when the value is a function argument or a reshape of one."""
    channels_last: bool = False
    """A 4-D value held as NHWC (`physical_shape`), as PyTorch's channels_last."""

    @property
    def physical_shape(self) -> tuple[int, ...]:
        if not self.channels_last:
            return self.shape
        n, c, h, w = self.shape
        return (n, h, w, c)

    @property
    def type(self) -> str:
        return tensor_type(self.physical_shape)

    def plain(self) -> Value:
        """The same SSA value as a tensor of its physical shape (NHWC for channels_last)."""
        return Value(self.name, self.physical_shape, self.aliases_argument)

    @property
    def rank(self) -> int:
        return len(self.shape)


RESERVED_NAMES = {"input", "out"} | {
    f"{prefix}{i}" for prefix in ("in", "i", "k") for i in range(32)
}
"""SSA names used inside op regions (`Body`'s %k<i>); outer values never take them."""


class Body:
    """The lines of a generic's body, one op per line, each defining the next `%k<i>`."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def op(self, name: str, *operands: str) -> str:
        value = f"%k{len(self.lines)}"
        self.lines.append(f"{value} = {name} {', '.join(operands)} : {ELEMENT_TYPE}")
        return value

    def const(self, number: float) -> str:
        value = f"%k{len(self.lines)}"
        self.lines.append(f"{value} = arith.constant {float_literal(number)} : {ELEMENT_TYPE}")
        return value


BodyBuilder = Callable[[Body, list[str]], str]
"""Writes a generic's body into a Body from the block arguments of its inputs (the
destination's is `%out`) and returns the value to yield."""


def broadcast_exprs(shape: Sequence[int], out_shape: Sequence[int]) -> list[str]:
    """An operand's map results under numpy broadcasting into `out_shape`."""
    offset = len(out_shape) - len(shape)
    if offset < 0 or any(size not in (1, out_shape[offset + i]) for i, size in enumerate(shape)):
        raise Unsupported(f"{tuple(shape)} does not broadcast to {tuple(out_shape)}")
    return [
        "0" if size == 1 and out_shape[offset + i] != 1 else f"d{offset + i}"
        for i, size in enumerate(shape)
    ]


def gelu_body(b: Body, x: str, approximate: str) -> str:
    """gelu(x), exact (`erf`) or `tanh`-approximated, as the `gelu` family writes it."""
    half = b.op("arith.mulf", x, b.const(0.5))
    if approximate == "none":
        inner = b.op("math.erf", b.op("arith.mulf", x, b.const(1.0 / math.sqrt(2.0))))
    elif approximate == "tanh":
        cube = b.op("arith.mulf", b.op("arith.mulf", x, x), x)
        shifted = b.op("arith.addf", x, b.op("arith.mulf", cube, b.const(0.044715)))
        inner = b.op("math.tanh", b.op("arith.mulf", shifted, b.const(math.sqrt(2.0 / math.pi))))
    else:
        raise Unsupported(f"approximate={approximate!r}")
    return b.op("arith.mulf", half, b.op("arith.addf", inner, b.const(1.0)))


def scale_shift(
    b: Body, value: str, args: list[str], weight: object | None, bias: object | None
) -> str:
    """value * weight + bias, each when the norm has it; `args` are their block
    arguments, in that order."""
    affine = iter(args)
    if weight is not None:
        value = b.op("arith.mulf", value, next(affine))
    if bias is not None:
        value = b.op("arith.addf", value, next(affine))
    return value


def sigmoid_body(b: Body, x: str) -> str:
    one = b.const(1.0)
    exp = b.op("math.exp", b.op("arith.negf", x))
    return b.op("arith.divf", one, b.op("arith.addf", exp, one))


class LinalgBuilder:
    """Writes the body of one function, op by op, into `lines`."""

    def __init__(self, channels_last: bool = False) -> None:
        self.lines: list[str] = []
        self.used_names: set[str] = set(RESERVED_NAMES)
        self.location = "forward"
        self.channels_last = channels_last
        """Convolutions write NHWC values (`conv2d`); see `Value.channels_last`."""
        self.relaid: dict[str, Value] = {}
        """A value's name -> its copy in the other layout, made once."""

    # ----- layouts

    def nchw(self, x: Value) -> Value:
        """`x` as an NCHW tensor: a transpose of a channels_last value (made once)."""
        if not x.channels_last:
            return x
        if x.name not in self.relaid:
            self.relaid[x.name] = self.permute(x.plain(), [0, 3, 1, 2])
        return self.relaid[x.name]

    def nhwc(self, x: Value) -> Value:
        """`x` as a channels_last value: a transpose of an NCHW tensor (made once)."""
        if x.channels_last or x.rank != 4:
            return x
        if x.name not in self.relaid:
            transposed = self.permute(x, [0, 2, 3, 1])
            self.relaid[x.name] = Value(transposed.name, x.shape, channels_last=True)
        return self.relaid[x.name]

    def fresh(self, base: str) -> str:
        base = re.sub(r"[^A-Za-z0-9_]", "_", base)
        if not base or base[0].isdigit():
            base = "v" + base
        name = base
        counter = 1
        while name in self.used_names:
            name = f"{base}_{counter}"
            counter += 1
        self.used_names.add(name)
        return "%" + name

    def emit(self, text: str) -> None:
        for line in text.splitlines():
            self.lines.append("  " + line)

    @property
    def loc(self) -> str:
        return f'loc("{self.location}")'

    def constant(self, value: float, base: str = "cst") -> str:
        name = self.fresh(base)
        self.emit(f"{name} = arith.constant {float_literal(value)} : {ELEMENT_TYPE} {self.loc}")
        return name

    def empty(self, shape: Sequence[int], base: str) -> str:
        name = self.fresh(base)
        self.emit(f"{name} = tensor.empty() : {tensor_type(shape)} {self.loc}")
        return name

    def filled(self, shape: Sequence[int], value: float, base: str) -> str:
        scalar = self.constant(value, base + "_cst")
        empty = self.empty(shape, base + "_empty")
        name = self.fresh(base + "_init")
        kind = tensor_type(shape)
        self.emit(
            f"{name} = linalg.fill ins({scalar} : {ELEMENT_TYPE}) outs({empty} : {kind}) "
            f"-> {kind} {self.loc}"
        )
        return name

    def pad(self, x: Value, low: Sequence[int], high: Sequence[int], value: float) -> Value:
        if not any(low) and not any(high):
            return x
        scalar = self.constant(value, self.location + "_pad_value")
        shape = tuple(s + lo + hi for s, lo, hi in zip(x.shape, low, high, strict=True))
        name = self.fresh(self.location + "_padded")
        indices = ", ".join(f"%i{i}: index" for i in range(x.rank))
        self.emit(
            f"{name} = tensor.pad {x.name} low[{', '.join(map(str, low))}] "
            f"high[{', '.join(map(str, high))}] {{\n"
            f"^bb0({indices}):\n"
            f"  tensor.yield {scalar} : {ELEMENT_TYPE}\n"
            f"}} : {x.type} to {tensor_type(shape)} {self.loc}"
        )
        return Value(name, shape)

    def generic(
        self,
        inputs: Sequence[tuple[Value, list[str]]],
        shape: tuple[int, ...],
        build: BodyBuilder,
        base: str,
        reductions: int = 0,
        init: float = 0.0,
    ) -> Value:
        """A linalg.generic over the loops of `shape`, into a fresh tensor.

        `inputs` pairs each operand with its indexing-map results; `build` writes the
        body (`BodyBuilder`). With `reductions`, the last
        that many loops are reductions: the result has the leading loops' shape and
        starts filled with `init` (`%out` is the running value).
        """
        rank = len(shape)
        out_shape = shape[: rank - reductions]
        if reductions:
            destination = self.filled(out_shape, init, base + "_acc")
        else:
            destination = self.empty(shape, base + "_empty")
        maps = [affine_map(rank, exprs) for _, exprs in inputs]
        maps.append(affine_map(rank, identity_exprs(rank)[: rank - reductions]))
        kinds = ['"parallel"'] * (rank - reductions) + ['"reduction"'] * reductions
        ins = ", ".join(value.name for value, _ in inputs)
        in_types = ", ".join(value.type for value, _ in inputs)
        block_args = [f"%in{i}" for i in range(len(inputs))]
        signature = ", ".join(f"{arg}: {ELEMENT_TYPE}" for arg in [*block_args, "%out"])
        body = Body()
        result = build(body, block_args)
        lines = body.lines
        name = self.fresh(base)
        out_type = tensor_type(out_shape)
        text = (
            f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = [{', '.join(kinds)}]}} ins({ins} : {in_types}) "
            f"outs({destination} : {out_type}) {{\n"
            f"^bb0({signature}):\n"
            + "".join(f"  {line}\n" for line in lines)
            + f"  linalg.yield {result} : {ELEMENT_TYPE}\n"
            f"}} -> {out_type} {self.loc}"
        )
        self.emit(text)
        return Value(name, out_shape)

    def linear(self, x: Value, weight: Value, bias: Value | None) -> Value:
        """`linalg.matmul_transpose_b` of the rows and the weight as PyTorch stores it
        ([out, in]): the schedule packs the weight into panels as it reads it, where a
        transpose op before a matmul would write it once more at every call, and leave
        the matmul slower besides."""
        if weight.rank != 2 or x.rank == 0 or x.shape[-1] != weight.shape[1]:
            raise Unsupported(f"weight {weight.shape} does not fit input {x.shape}")
        out_features = weight.shape[0]
        leading = x.shape[:-1]
        rows = math.prod(leading)
        x2 = self.reshape(x, (rows, weight.shape[1]))
        result = self.contraction("linalg.matmul_transpose_b", x2, weight, (rows, out_features))
        if bias is not None:
            result = self.add_bias(result, bias, channel_dim=1)
        return self.reshape(result, (*leading, out_features))

    def add_bias(self, x: Value, bias: Value, channel_dim: int) -> Value:
        if bias.shape != (x.shape[channel_dim],):
            raise Unsupported(f"bias {bias.shape} does not fit {x.shape}")
        return self.generic(
            [(x, identity_exprs(x.rank)), (bias, [f"d{channel_dim}"])],
            x.shape,
            lambda b, a: b.op("arith.addf", a[0], a[1]),
            self.location + "_bias",
        )

    def conv2d(
        self,
        x: Value,
        weight: Value,
        bias: Value | None,
        stride: tuple[int, int],
        padding: tuple[int, int, int, int],
        dilation: tuple[int, int],
        out_shape: tuple[int, ...],
    ) -> Value:
        """`padding` is (top, bottom, left, right). A weight of one input channel per
        output channel with as many channels as the input's (`groups` = channels) is a
        depthwise convolution: `linalg.depthwise_conv_2d_nchw_chw` on the weight's
        (C, KH, KW) view."""
        channels = x.shape[1] if x.rank == 4 else None
        depthwise = weight.rank == 4 and weight.shape[:2] == (channels, 1) and channels != 1
        if x.rank != 4 or weight.rank != 4 or (weight.shape[1] != channels and not depthwise):
            raise Unsupported(f"weight {weight.shape} does not fit input {x.shape} (NCHW)")
        if self.channels_last:
            return self.conv2d_nhwc(
                x, weight, bias, stride, padding, dilation, out_shape, depthwise
            )
        top, bottom, left, right = padding
        padded = self.pad(x, (0, 0, top, left), (0, 0, bottom, right), 0.0)
        base = self.location
        op = "linalg.conv_2d_nchw_fchw"
        if depthwise:
            op = "linalg.depthwise_conv_2d_nchw_chw"
            weight = self.collapse(weight, (channels, *weight.shape[2:]), [[0, 1], [2], [3]], base)
        return self.convolution(op, padded, weight, bias, stride, dilation, out_shape, 1)

    def convolution(self, op, padded, weight, bias, stride, dilation, shape, channel_dim):
        """`op` of `padded` by `weight` into a zero-filled tensor of `shape`, plus `bias`
        along `channel_dim`."""
        init = self.filled(shape, 0.0, self.location + "_conv")
        name = self.fresh(self.location + "_conv")
        self.emit(
            f"{name} = {op} {{dilations = {i64_pair(dilation)}, "
            f"strides = {i64_pair(stride)}}} ins({padded.name}, {weight.name} : "
            f"{padded.type}, {weight.type}) outs({init} : {tensor_type(shape)}) "
            f"-> {tensor_type(shape)} {self.loc}"
        )
        result = Value(name, tuple(shape))
        if bias is not None:
            result = self.add_bias(result, bias, channel_dim=channel_dim)
        return result

    def conv2d_nhwc(
        self, x, weight, bias, stride, padding, dilation, out_shape, depthwise: bool
    ) -> Value:
        """The convolution on NHWC values, as PyTorch's channels_last runs it: a depthwise
        one as `linalg.depthwise_conv_2d_nhwc_hwc` (its (C, 1, KH, KW) weight transposed
        to (KH, KW, C), a few kilobytes), a 1x1 one of stride 1 as `matmul_transpose_b` of
        the pixels by the weight as PyTorch stores it (no copy), any other as
        `linalg.conv_2d_nhwc_fhwc` (the weight transposed to FHWC at each call, unless 1x1:
        a reshape; `channels_last_pays` keeps such weights small)."""
        n, channels, height, width = x.shape
        filters, _, kh, kw = weight.shape
        base = self.location
        pixels = self.nhwc(x).plain()
        physical = (n, out_shape[2], out_shape[3], filters)
        if (kh, kw) == (1, 1) and stride == (1, 1) and not any(padding) and not depthwise:
            rows = self.collapse(pixels, (n * height * width, channels), [[0, 1, 2], [3]], base)
            panel = self.collapse(weight, (filters, channels), [[0], [1, 2, 3]], base)
            product = self.contraction(
                "linalg.matmul_transpose_b", rows, panel, (n * height * width, filters)
            )
            if bias is not None:
                product = self.add_bias(product, bias, channel_dim=1)
            result = self.expand(product, physical, [[0, 1, 2], [3]], base)
            return Value(result.name, out_shape, channels_last=True)
        if depthwise:
            op = "linalg.depthwise_conv_2d_nhwc_hwc"
            flat = self.collapse(weight, (channels, kh, kw), [[0, 1], [2], [3]], base)
            weight = self.permute(flat, [1, 2, 0])
        else:
            op = "linalg.conv_2d_nhwc_fhwc"
            if (kh, kw) == (1, 1):
                weight = self.reshape(weight, (filters, 1, 1, weight.shape[1]))
            else:
                weight = self.permute(weight, [0, 2, 3, 1])
        top, bottom, left, right = padding
        padded = self.pad(pixels, (0, top, left, 0), (0, bottom, right, 0), 0.0)
        result = self.convolution(op, padded, weight, bias, stride, dilation, physical, 3)
        return Value(result.name, out_shape, channels_last=True)

    def max_pool2d(
        self,
        x: Value,
        kernel: tuple[int, int],
        stride: tuple[int, int],
        padding: tuple[int, int],
        extra: tuple[int, int],
        dilation: tuple[int, int],
        out_shape: tuple[int, ...],
    ) -> Value:
        """`extra` is added to the bottom and right padding (for ceil_mode)."""
        if x.rank != 4:
            raise Unsupported(f"input {x.shape} is not NCHW")
        high = (0, 0, padding[0] + extra[0], padding[1] + extra[1])
        padded = self.pad(x, (0, 0, *padding), high, -math.inf)
        base = self.location
        window = self.empty(kernel, base + "_window")
        init = self.filled(out_shape, -math.inf, base + "_pool")
        name = self.fresh(base + "_pool")
        self.emit(
            f"{name} = linalg.pooling_nchw_max {{dilations = {i64_pair(dilation)}, "
            f"strides = {i64_pair(stride)}}} ins({padded.name}, {window} : {padded.type}, "
            f"{tensor_type(kernel)}) outs({init} : {tensor_type(out_shape)}) "
            f"-> {tensor_type(out_shape)} {self.loc}"
        )
        return Value(name, out_shape)

    # ----- elementwise

    def unary(self, x: Value, build: Callable[[Body, str], str]) -> Value:
        """An elementwise op of `x` alone, in `x`'s layout."""
        plain = x.plain()
        result = self.generic(
            [(plain, identity_exprs(x.rank))],
            plain.shape,
            lambda b, a: build(b, a[0]),
            self.location,
        )
        return Value(result.name, x.shape, channels_last=x.channels_last)

    def relu(self, x: Value) -> Value:
        return self.clamp(x, 0.0, None)

    def clamp(self, x: Value, low: float | None, high: float | None) -> Value:
        """max(x, low), then min(., high): ReLU, ReLU6 and hardtanh."""

        def build(b: Body, value: str) -> str:
            if low is not None:
                value = b.op("arith.maximumf", value, b.const(low))
            if high is not None:
                value = b.op("arith.minimumf", value, b.const(high))
            return value

        return self.unary(x, build)

    def gelu(self, x: Value, approximate: str) -> Value:
        return self.unary(x, lambda b, v: gelu_body(b, v, approximate))

    def sigmoid(self, x: Value) -> Value:
        return self.unary(x, sigmoid_body)

    def silu(self, x: Value) -> Value:
        return self.unary(x, lambda b, v: b.op("arith.mulf", v, sigmoid_body(b, v)))

    def tanh(self, x: Value) -> Value:
        return self.unary(x, lambda b, v: b.op("math.tanh", v))

    def arithmetic(
        self, op: str, lhs: Value | float, rhs: Value | float, out_shape: tuple[int, ...]
    ) -> Value:
        """`lhs op rhs` for an `arith` float op, numpy-broadcast; numbers are constants.
        Channels_last operands of the result's shape stay so (a residual sum); any other
        mix is computed in NCHW."""
        tensors = [operand for operand in (lhs, rhs) if isinstance(operand, Value)]
        if any(t.channels_last for t in tensors):
            if all(t.shape == tuple(out_shape) for t in tensors):
                lhs, rhs = (self.nhwc(o) if isinstance(o, Value) else o for o in (lhs, rhs))
                plain = [o.plain() if isinstance(o, Value) else o for o in (lhs, rhs)]
                physical = self.nhwc(tensors[0]).physical_shape
                result = self.arithmetic(op, plain[0], plain[1], physical)
                return Value(result.name, tuple(out_shape), channels_last=True)
            lhs, rhs = (self.nchw(o) if isinstance(o, Value) else o for o in (lhs, rhs))
        inputs = [
            (operand, broadcast_exprs(operand.shape, out_shape))
            for operand in (lhs, rhs)
            if isinstance(operand, Value)
        ]
        if not inputs:
            raise Unsupported("no tensor operand")

        def build(b: Body, args: list[str]) -> str:
            tensors = iter(args)
            terms = [
                next(tensors) if isinstance(operand, Value) else b.const(float(operand))
                for operand in (lhs, rhs)
            ]
            return b.op(op, *terms)

        return self.generic(inputs, tuple(out_shape), build, self.location)

    def add(self, lhs: Value | float, rhs: Value | float, out_shape: tuple[int, ...]) -> Value:
        return self.arithmetic("arith.addf", lhs, rhs, out_shape)

    # ----- normalizations and reductions

    def batch_norm(
        self,
        x: Value,
        mean: Value,
        variance: Value,
        weight: Value | None,
        bias: Value | None,
        eps: float,
    ) -> Value:
        """Inference batch norm along dim 1, (x - mean) * rsqrt(var + eps) [* w + b]: one
        generic, the body `data_generation.elementwise_families` writes."""
        channels = x.shape[1] if x.rank >= 2 else None
        vectors = [mean, variance, *(v for v in (weight, bias) if v is not None)]
        if channels is None or any(v.shape != (channels,) for v in vectors):
            raise Unsupported(f"statistics {[v.shape for v in vectors]} do not fit {x.shape}")

        def build(b: Body, a: list[str]) -> str:
            centered = b.op("arith.subf", a[0], a[1])
            root = b.op("math.rsqrt", b.op("arith.addf", a[2], b.const(eps)))
            return scale_shift(b, b.op("arith.mulf", centered, root), a[3:], weight, bias)

        plain, channel = x.plain(), "d3" if x.channels_last else "d1"
        operands = [(plain, identity_exprs(x.rank))] + [(v, [channel]) for v in vectors]
        result = self.generic(operands, plain.shape, build, self.location)
        return Value(result.name, x.shape, channels_last=x.channels_last)

    def reduce_last(self, x: Value, count: int, combine: str, init: float, name: str) -> Value:
        """`combine` (an `arith` op) over the last `count` dims of x."""
        return self.generic(
            [(x, identity_exprs(x.rank))],
            x.shape,
            lambda b, a: b.op(combine, a[0], "%out"),
            self.location + name,
            reductions=count,
            init=init,
        )

    def layer_norm(self, x: Value, weight: Value | None, bias: Value | None, eps: float) -> Value:
        """Along the last dim: the sum, the centered row, the sum of squares, then the
        normalization (with weight and bias), as `data_generation.row_families` writes the
        `layernorm` family."""
        if x.rank < 2 or any(v.shape != x.shape[-1:] for v in (weight, bias) if v is not None):
            raise Unsupported(f"layer norm of {x.shape} along its last dim only")
        full = identity_exprs(x.rank)
        rows, lane = full[:-1], full[-1:]
        inverse = 1.0 / x.shape[-1]
        total = self.reduce_last(x, 1, "arith.addf", 0.0, "_sum")
        centered = self.generic(
            [(x, full), (total, rows)],
            x.shape,
            lambda b, a: b.op("arith.subf", a[0], b.op("arith.mulf", a[1], b.const(inverse))),
            self.location + "_centered",
        )
        squares = self.generic(
            [(centered, full)],
            x.shape,
            lambda b, a: b.op("arith.addf", b.op("arith.mulf", a[0], a[0]), "%out"),
            self.location + "_squares",
            reductions=1,
        )

        def build(b: Body, a: list[str]) -> str:
            variance = b.op("arith.mulf", a[1], b.const(inverse))
            root = b.op("math.rsqrt", b.op("arith.addf", variance, b.const(eps)))
            return scale_shift(b, b.op("arith.mulf", a[0], root), a[2:], weight, bias)

        operands = [(centered, full), (squares, rows)]
        operands += [(v, lane) for v in (weight, bias) if v is not None]
        return self.generic(operands, x.shape, build, self.location)

    def softmax(self, x: Value) -> Value:
        """Along the last dim: max, exp of the difference, sum, divide (the `fused` form of
        `data_generation.row_families`' softmax)."""
        full = identity_exprs(x.rank)
        rows = full[:-1]
        maximum = self.reduce_last(x, 1, "arith.maximumf", LOWEST_F32, "_max")
        exp = self.generic(
            [(x, full), (maximum, rows)],
            x.shape,
            lambda b, a: b.op("math.exp", b.op("arith.subf", a[0], a[1])),
            self.location + "_exp",
        )
        total = self.reduce_last(exp, 1, "arith.addf", 0.0, "_sum")
        return self.generic(
            [(exp, full), (total, rows)],
            x.shape,
            lambda b, a: b.op("arith.divf", a[0], a[1]),
            self.location,
        )

    def mean_last(self, x: Value, count: int, keepdim: bool) -> Value:
        """The mean over the last `count` dims (global average pooling is count 2)."""
        total = self.reduce_last(x, count, "arith.addf", 0.0, "_sum")
        scale = 1.0 / math.prod(x.shape[x.rank - count :])
        mean = self.unary(total, lambda b, v: b.op("arith.mulf", v, b.const(scale)))
        return self.reshape(mean, x.shape[: x.rank - count] + (1,) * count) if keepdim else mean

    # ----- contractions and permutations

    def contraction(self, op: str, a: Value, b: Value, shape: tuple[int, ...]) -> Value:
        """`op` (linalg.matmul, matmul_transpose_b or batch_matmul) of a and b into a zero
        fill."""
        init = self.filled(shape, 0.0, self.location + "_mm")
        name = self.fresh(self.location + "_mm")
        self.emit(
            f"{name} = {op} ins({a.name}, {b.name} : {a.type}, {b.type}) "
            f"outs({init} : {tensor_type(shape)}) -> {tensor_type(shape)} {self.loc}"
        )
        return Value(name, shape)

    def matmul(self, a: Value, b: Value, out_shape: tuple[int, ...]) -> Value:
        """torch.matmul of operands of rank 2 or more: against a 2-D right operand, the
        left's leading dims are rows of one matmul; with equal batch dims, one
        batch_matmul over their product."""
        if a.rank < 2 or b.rank < 2 or a.shape[-1] != b.shape[-2]:
            raise Unsupported(f"matmul of {a.shape} and {b.shape}")
        m, k, n = a.shape[-2], a.shape[-1], b.shape[-1]
        if b.rank == 2:
            rows = math.prod(a.shape[:-1])
            product = self.contraction("linalg.matmul", self.reshape(a, (rows, k)), b, (rows, n))
            return self.reshape(product, out_shape)
        if a.shape[:-2] != b.shape[:-2]:
            raise Unsupported(f"batch dims {a.shape[:-2]} and {b.shape[:-2]} differ")
        batch = math.prod(a.shape[:-2])
        product = self.contraction(
            "linalg.batch_matmul",
            self.reshape(a, (batch, m, k)),
            self.reshape(b, (batch, k, n)),
            (batch, m, n),
        )
        return self.reshape(product, out_shape)

    def permute(self, x: Value, permutation: Sequence[int]) -> Value:
        """linalg.transpose: result dim i is x's dim permutation[i]."""
        permutation = [int(p) % x.rank for p in permutation] if x.rank else []
        if sorted(permutation) != list(range(x.rank)):
            raise Unsupported(f"permutation {list(permutation)} of a rank-{x.rank} tensor")
        if permutation == list(range(x.rank)):
            return x
        shape = tuple(x.shape[p] for p in permutation)
        empty = self.empty(shape, self.location + "_empty")
        name = self.fresh(self.location)
        self.emit(
            f"{name} = linalg.transpose ins({x.name} : {x.type}) outs({empty} : "
            f"{tensor_type(shape)}) permutation = [{', '.join(map(str, permutation))}] {self.loc}"
        )
        return Value(name, shape)

    def reshape(self, x: Value, shape: Sequence[int]) -> Value:
        shape = tuple(int(s) for s in shape)
        if math.prod(shape) != math.prod(x.shape):
            raise Unsupported(f"cannot reshape {x.shape} to {shape}")
        if shape == x.shape:
            return x
        if not shape or not x.shape:
            raise Unsupported("reshapes to or from rank 0 are not supported")
        base = self.location + "_reshape"
        if len(shape) < len(x.shape) and (groups := reassociation(x.shape, shape)):
            return self.collapse(x, shape, groups, base)
        if len(shape) > len(x.shape) and (groups := reassociation(shape, x.shape)):
            return self.expand(x, shape, groups, base)
        flat = x
        if x.rank > 1:
            flat = self.collapse(x, (math.prod(x.shape),), [list(range(x.rank))], base)
        if len(shape) == 1:
            return flat
        return self.expand(flat, shape, [list(range(len(shape)))], base)

    def collapse(self, x: Value, shape: tuple[int, ...], groups: list[list[int]], base: str):
        name = self.fresh(base)
        self.emit(
            f"{name} = tensor.collapse_shape {x.name} {groups} : {x.type} into "
            f"{tensor_type(shape)} {self.loc}"
        )
        return Value(name, shape, x.aliases_argument)

    def expand(self, x: Value, shape: tuple[int, ...], groups: list[list[int]], base: str):
        name = self.fresh(base)
        self.emit(
            f"{name} = tensor.expand_shape {x.name} {groups} output_shape "
            f"{list(shape)} : {x.type} into {tensor_type(shape)} {self.loc}"
        )
        return Value(name, shape, x.aliases_argument)

    def copy(self, x: Value) -> Value:
        """A fresh tensor equal to `x` (for a result that would alias an argument)."""
        return self.generic(
            [(x, identity_exprs(x.rank))], x.shape, lambda b, a: a[0], self.location + "_copy"
        )
