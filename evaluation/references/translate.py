"""Any linalg-on-tensors program as a PyTorch, JAX or float64 computation.

The C++ core describes the program's public function as data (`_core.program_graph`):
its ops in program order with their operands, and every linalg op, named or generic, in
generic form (indexing maps as expression trees, iterator types, loop ranges, the body's
arith/math ops). `Translation` turns that description into calls of one framework
(`backends.TorchBackend`, `backends.JaxBackend`), op by op:

- a named convolution or pooling (any layout, depthwise too) and `linalg.softmax` run as
  the framework's native op (`conv2d` with permuted views, `max_pool2d`, `softmax`);
- a reduction whose body is `combine(out, product of inputs)` with an addition runs as
  one `einsum` over the operands as they are (matmul, batch_matmul, their transposes,
  contractions of any map shape, sums); other recognised combiners (max, min, product)
  reduce the body's value over the reduction loops;
- anything else evaluates its body elementwise over the loop space: each operand is
  viewed through its indexing map (a permuted, broadcast view, or a gather for maps
  such as `d1 + d4`), so broadcasts, transposes, constants in maps, `linalg.index`,
  selects, casts and math all follow the body literally; a reduction with any other
  body is folded step by step over its reduction loops;
- tensor.pad / expand_shape / collapse_shape / extract_slice / insert_slice / concat /
  empty and linalg.fill are the framework's pad, reshape, slicing and fills.

`validate` says, before anything runs, which op (and where) no translation covers, so
"unsupported" names it. The same translation in float64 PyTorch is the reference every
method is checked against.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from rl_autoscheduler import _core


class NoReference(Exception):
    """The program has an op (or a structure) that no reference implements; says which."""


@dataclass(frozen=True)
class ProgramGraph:
    """The core's description of a program's public function (see the module docstring)."""

    function: dict
    constants: list[np.ndarray]

    @classmethod
    def of(cls, text: str, name: str = "<string>") -> ProgramGraph:
        described, constants = _core.program_graph(text, name)
        return cls(json.loads(described), list(constants))

    @property
    def arguments(self) -> list[dict]:
        return self.function["arguments"]

    @property
    def ops(self) -> list[dict]:
        return self.function["ops"]

    @property
    def returns(self) -> list[str]:
        return self.function["returns"]

    @cached_property
    def op_names(self) -> list[str]:
        return [op["op"] for op in self.ops]

    def result_buffers(self, kernel_arguments: int, original_arguments: int) -> list[int]:
        """Which kernel buffer holds each returned value after a run.

        Bufferization writes a result that is a new version of a function argument (an
        op's `outs`, through destination-passing ops) into that argument's buffer and
        drops it from the results; every other result becomes an out-parameter appended
        after the arguments, in order.
        """
        produced = {result: op for op in self.ops for result in op["results"]}
        arguments = [argument["id"] for argument in self.arguments]
        tied: list[int | None] = []
        for value in self.returns:
            while value in produced:
                op = produced[value]
                value = _tied_init(op, op["results"].index(value))
                if value is None:
                    break
            tied.append(arguments.index(value) if value in arguments else None)
        out_parameters = kernel_arguments - original_arguments
        fresh = iter(range(original_arguments, kernel_arguments))
        if out_parameters == len(self.returns):
            return list(range(original_arguments, kernel_arguments))
        buffers = []
        for index in tied:
            if index is None:
                buffer = next(fresh, None)
                if buffer is None:
                    raise NoReference("a returned value is in none of the kernel's buffers")
                index = buffer
            buffers.append(index)
        return buffers


def _tied_init(op: dict, result: int) -> str | None:
    """The operand a destination-passing op's `result` is a new version of."""
    if "structured" in op:
        return op["operands"][op["structured"]["inputs"] + result]
    if op["op"] in ("tensor.insert_slice", "tensor.pack", "tensor.unpack", "linalg.softmax"):
        return op["operands"][1]
    return None


# --------------------------------------------------------------------------- vocabulary

_COMBINERS = {
    "arith.addf": ("sum", 0.0),
    "arith.addi": ("sum", 0),
    "arith.mulf": ("prod", 1.0),
    "arith.muli": ("prod", 1),
    "arith.maximumf": ("max", -math.inf),
    "arith.maxnumf": ("max", -math.inf),
    "arith.maxsi": ("max", None),
    "arith.minimumf": ("min", math.inf),
    "arith.minnumf": ("min", math.inf),
    "arith.minsi": ("min", None),
}
"""Body ops that make a reduction: (how the loop space is reduced, identity value)."""

_BINARY = {
    "arith.addf": lambda a, b: a + b,
    "arith.addi": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.subi": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.muli": lambda a, b: a * b,
    "arith.divf": lambda a, b: a / b,
    "arith.andi": lambda a, b: a & b,
    "arith.ori": lambda a, b: a | b,
    "arith.xori": lambda a, b: a ^ b,
}
_BINARY_NAMED = {
    "arith.maximumf": "maximum",
    "arith.minimumf": "minimum",
    "arith.maxnumf": "fmax",
    "arith.minnumf": "fmin",
    "arith.maxsi": "maximum",
    "arith.minsi": "minimum",
    "arith.maxui": "maximum",
    "arith.minui": "minimum",
    "arith.remf": "remf",
    "arith.divsi": "divsi",
    "arith.divui": "divsi",
    "arith.remsi": "remsi",
    "arith.remui": "remsi",
    "arith.floordivsi": "floordiv",
    "arith.ceildivsi": "ceildiv",
    "math.powf": "powf",
    "math.fpowi": "fpowi",
    "math.ipowi": "ipowi",
    "math.atan2": "atan2",
    "math.copysign": "copysign",
}
_UNARY = {
    name: name.split(".")[1]
    for name in (
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.log",
        "math.log2",
        "math.log10",
        "math.log1p",
        "math.sqrt",
        "math.rsqrt",
        "math.cbrt",
        "math.tanh",
        "math.erf",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.atan",
        "math.asin",
        "math.acos",
        "math.sinh",
        "math.cosh",
        "math.absf",
        "math.absi",
        "math.floor",
        "math.ceil",
        "math.round",
        "math.roundeven",
        "math.trunc",
        "math.isnan",
        "math.isinf",
        "math.isfinite",
    )
}
_CASTS = (
    "arith.extf",
    "arith.truncf",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
)
_COMPARISONS = {
    "oeq": "==", "ueq": "==", "eq": "==",
    "one": "!=", "une": "!=", "ne": "!=",
    "ogt": ">", "ugt": ">", "sgt": ">",
    "oge": ">=", "uge": ">=", "sge": ">=",
    "olt": "<", "ult": "<", "slt": "<",
    "ole": "<=", "ule": "<=", "sle": "<=",
}  # fmt: skip
_SCALAR_OPS = {
    *_BINARY,
    *_BINARY_NAMED,
    *_UNARY,
    *_CASTS,
    "arith.constant",
    "arith.cmpf",
    "arith.cmpi",
    "arith.select",
    "arith.negf",
    "math.fma",
    "linalg.index",
}
_SHAPE_OPS = {
    "tensor.empty",
    "tensor.pad",
    "tensor.expand_shape",
    "tensor.collapse_shape",
    "tensor.reshape",
    "tensor.extract_slice",
    "tensor.insert_slice",
    "tensor.concat",
    "tensor.cast",
    "tensor.splat",
    "linalg.softmax",
    "tensor.pack",
    "tensor.unpack",
}
_CONVOLUTIONS = {
    # name: (input layout, filter layout, output layout, depthwise)
    "linalg.conv_1d_nwc_wcf": ("NWC", "WCF", "NWC", False),
    "linalg.conv_1d_ncw_fcw": ("NCW", "FCW", "NCW", False),
    "linalg.conv_2d_nchw_fchw": ("NCHW", "FCHW", "NCHW", False),
    "linalg.conv_2d_nhwc_hwcf": ("NHWC", "HWCF", "NHWC", False),
    "linalg.conv_2d_nhwc_fhwc": ("NHWC", "FHWC", "NHWC", False),
    "linalg.depthwise_conv_1d_nwc_wc": ("NWC", "WC", "NWC", True),
    "linalg.depthwise_conv_1d_ncw_cw": ("NCW", "CW", "NCW", True),
    "linalg.depthwise_conv_2d_nhwc_hwc": ("NHWC", "HWC", "NHWC", True),
    "linalg.depthwise_conv_2d_nchw_chw": ("NCHW", "CHW", "NCHW", True),
}
_POOLINGS = {
    f"linalg.pooling_{layout}_{kind}": (layout.upper(), kind)
    for layout in ("nchw", "nhwc", "ncw", "nwc")
    for kind in ("max", "min", "sum")
}
_DYNAMIC = -(2**63)


# --------------------------------------------------------------------------- validation


def validate(graph: ProgramGraph) -> None:
    """Raises NoReference naming the first op (and its location) no translation covers."""
    if graph.function.get("blocks", 1) != 1:
        raise NoReference("the function has several blocks (unstructured control flow)")
    for argument in graph.arguments:
        if argument["kind"] != "tensor":
            raise NoReference(
                f"argument {argument['id']} is a {argument['kind']} ({argument['dtype']}); "
                "the references take tensors"
            )
    if not graph.returns:
        raise NoReference("the function returns no value")
    for op in graph.ops:
        _validate_op(op)


def _where(op: dict) -> str:
    tag = f" ({op['tag']})" if op.get("tag") else ""
    return f"{op['op']}{tag} at {op['location']}"


def _validate_op(op: dict) -> None:
    name = op["op"]
    if any(t["shape"] and None in t["shape"] for t in op["types"]):
        raise NoReference(f"{_where(op)} has a dynamic shape")
    if "structured" in op:
        _validate_structured(op)
    elif name == "tensor.pad":
        region = op["regions"][0]
        inner = {o["results"][0] for o in region["ops"]}
        if set(region["arguments"]) & set(_dependencies(region, region["yield"][0])) or (
            region["yield"][0] in inner and any(o["op"] != "arith.constant" for o in region["ops"])
        ):
            raise NoReference(f"{_where(op)}: the padding value is not a constant")
        _static(op, ("static_low", "static_high"))
    elif name in ("tensor.extract_slice", "tensor.insert_slice"):
        _static(op, ("static_offsets", "static_sizes", "static_strides"))
    elif name in _SHAPE_OPS:
        pass
    elif name in _SCALAR_OPS:
        if name == "arith.constant" and not any(k in op for k in ("value", "splat", "constant")):
            raise NoReference(f"{_where(op)}: a constant whose data the core cannot read")
    else:
        raise NoReference(f"no PyTorch/JAX translation for {_where(op)}")


def _static(op: dict, names: tuple[str, ...]) -> None:
    for name in names:
        if _DYNAMIC in op["attributes"].get(name, []):
            raise NoReference(f"{_where(op)} has dynamic {name.removeprefix('static_')}")


def _validate_structured(op: dict) -> None:
    structured = op["structured"]
    for results in structured["maps"]:
        for expression in results:
            if _has_symbol(expression):
                raise NoReference(f"{_where(op)}: an indexing map with symbols")
    iterators = structured["iterators"]
    outputs = structured["maps"][structured["inputs"] :]
    for k, results in enumerate(outputs):
        dims = [e[1] for e in results if e[0] == "d"]
        shape = op["types"][k]["shape"] if k < len(op["types"]) else []
        constants_ok = all(  # a kept dimension of size 1 (torch-mlir's keepdim reductions)
            e == ["c", 0] and (not shape or shape[i] == 1)
            for i, e in enumerate(results)
            if e[0] != "d"
        )
        if not constants_ok or len(set(dims)) != len(dims):
            raise NoReference(f"{_where(op)}: an output map that is not a projected permutation")
        if any(iterators[d] != "parallel" for d in dims):
            raise NoReference(f"{_where(op)}: an output indexed by a reduction loop")
        parallel = [i for i, kind in enumerate(iterators) if kind == "parallel"]
        if sorted(dims) != parallel:
            raise NoReference(f"{_where(op)}: an output that misses a parallel loop")
    if any(kind not in ("parallel", "reduction") for kind in iterators):
        raise NoReference(f"{_where(op)}: iterator types {iterators}")
    if op["op"] in _CONVOLUTIONS or op["op"] in _POOLINGS or op["op"] == "linalg.fill":
        return
    body = op["regions"][0]
    for inner in body["ops"]:
        if inner["op"] not in _SCALAR_OPS:
            raise NoReference(
                f"no PyTorch/JAX translation for {inner['op']} in the body of {_where(op)}"
            )


def _has_symbol(expression: list) -> bool:
    if expression[0] == "s":
        return True
    return expression[0] not in ("d", "c") and any(_has_symbol(e) for e in expression[1:])


def _needed(op: dict, ref: str) -> tuple[list[dict], list[str]]:
    """(the body ops computing `ref`, in body order; the block arguments they read),
    computed once per op and value."""
    cache = op.setdefault("_needed", {})
    if ref not in cache:
        body = op["regions"][0]
        depends = set(_dependencies(body, ref))
        steps = [
            inner for inner in body["ops"] if inner["results"] and inner["results"][0] in depends
        ]
        reads = [name for name in body["arguments"] if name in depends]
        cache[ref] = (steps, reads)
    return cache[ref]


def _dependencies(region: dict, ref: str) -> list[str]:
    """Every value `ref` depends on inside `region` (itself included)."""
    producers = {o["results"][0]: o for o in region["ops"] if o["results"]}
    seen: list[str] = []
    stack = [ref]
    while stack:
        value = stack.pop()
        if value in seen:
            continue
        seen.append(value)
        if value in producers:
            stack.extend(v for v in producers[value]["operands"] if v is not None)
    return seen


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Filled:
    """A tensor holding one value everywhere (a fill, a splat), kept unmaterialized: read
    through a map it is that scalar, and as a reduction's initial value equal to the
    reduction's identity it is skipped (a matmul into zeros is the bare einsum)."""

    shape: tuple[int, ...]
    value: float
    dtype: str


class _Empty:
    """A tensor.empty: only its shape may be used."""

    def __init__(self, shape: tuple[int, ...], dtype: str) -> None:
        self.shape = shape
        self.dtype = dtype


# --------------------------------------------------------------------------- translation


class Translation:
    """The program as calls of one backend: `translation(*arguments)` returns the
    function's results (one array per returned value) from its arguments (backend
    arrays, e.g. torch tensors)."""

    def __init__(self, graph: ProgramGraph, backend) -> None:
        validate(graph)
        self.graph = graph
        self.backend = backend
        self.constants = [
            backend.array(array, self._constant_dtype(index))
            for index, array in enumerate(graph.constants)
        ]
        self._views: dict[tuple[int, int], object] = {}

    def _constant_dtype(self, index: int) -> str:
        for op in self.graph.ops:
            if op.get("constant") == index:
                return op["types"][0]["dtype"]
        return "f32"

    def __call__(self, *arguments) -> list:
        graph = self.graph
        if len(arguments) < len(graph.arguments):
            raise ValueError(
                f"the program takes {len(graph.arguments)} arguments, got {len(arguments)}"
            )
        values: dict[str, object] = {
            argument["id"]: value
            for argument, value in zip(graph.arguments, arguments, strict=False)
        }
        self._outer_values = values
        for position, op in enumerate(graph.ops):
            results = self._op(position, op, values)
            for name, result in zip(op["results"], results, strict=True):
                values[name] = result
        return [self.backend.dense(self._materialize(values[name])) for name in graph.returns]

    # ------------------------------------------------------------------ helpers

    def _materialize(self, value: object) -> object:
        if isinstance(value, Filled):
            return self.backend.full(value.shape, value.value, value.dtype)
        if isinstance(value, _Empty):
            raise NoReference("a tensor.empty is read, whose contents are undefined")
        return value

    def _scalar(self, value: object, dtype: str) -> object:
        if dtype == "i1":
            return bool(value)
        if dtype.startswith(("i", "index")):
            return int(value)
        return float(value)

    # ------------------------------------------------------------------ function-level ops

    def _op(self, position: int, op: dict, values: dict) -> list:
        name = op["op"]
        operands = [values.get(v) for v in op["operands"]]
        types = op["types"]
        b = self.backend
        if "structured" in op:
            return self._structured(position, op, operands)
        if name == "arith.constant":
            dtype = types[0]["dtype"]
            if "value" in op:
                return [self._scalar(_number(op["value"]), dtype)]
            if "splat" in op:
                return [Filled(tuple(types[0]["shape"]), _number(op["splat"]), dtype)]
            return [self.constants[op["constant"]]]
        if name == "tensor.empty":
            return [_Empty(tuple(types[0]["shape"]), types[0]["dtype"])]
        if name == "linalg.softmax":
            x = self._materialize(operands[0])
            return [b.softmax(x, op["attributes"]["dimension"])]
        if name == "tensor.pad":
            region = op["regions"][0]
            value = self._region_constant(region, values)
            attributes = op["attributes"]
            return [
                b.pad(
                    self._materialize(operands[0]),
                    attributes["static_low"],
                    attributes["static_high"],
                    value,
                )
            ]
        if name in ("tensor.expand_shape", "tensor.collapse_shape", "tensor.reshape"):
            source = operands[0]
            if isinstance(source, Filled):
                return [Filled(tuple(types[0]["shape"]), source.value, source.dtype)]
            return [b.reshape(self._materialize(source), types[0]["shape"])]
        if name == "tensor.cast":
            return [operands[0]]
        if name == "tensor.splat":
            return [Filled(tuple(types[0]["shape"]), operands[0], types[0]["dtype"])]
        if name == "tensor.extract_slice":
            a = op["attributes"]
            sliced = b.slice(
                self._materialize(operands[0]),
                a["static_offsets"],
                a["static_sizes"],
                a["static_strides"],
            )
            return [b.reshape(sliced, types[0]["shape"])]
        if name == "tensor.insert_slice":
            a = op["attributes"]
            source = b.reshape(self._materialize(operands[0]), a["static_sizes"])
            destination = operands[1]
            if isinstance(destination, _Empty):  # filled by slices (a concatenation)
                destination = Filled(destination.shape, 0, destination.dtype)
            return [
                b.insert(
                    self._materialize(destination),
                    source,
                    a["static_offsets"],
                    a["static_sizes"],
                    a["static_strides"],
                )
            ]
        if name == "tensor.pack":
            return [self._pack(op, operands)]
        if name == "tensor.unpack":
            return [self._unpack(op, operands)]
        if name == "tensor.concat":
            parts = [self._materialize(v) for v in operands]
            return [b.concatenate(parts, op["attributes"]["dim"])]
        # a scalar computation at function level
        return [self._scalar_op(op, operands, {})]

    def _pack(self, op: dict, operands: list) -> object:
        """tensor.pack: pad each tiled dimension to whole tiles, split it into (outer,
        tile), order the outer dimensions by `outer_dims_perm`, the tiles last."""
        b = self.backend
        a = op["attributes"]
        x = self._materialize(operands[0])
        positions, tiles = a["inner_dims_pos"], a["static_inner_tiles"]
        shape = list(x.shape)
        high = [0] * len(shape)
        for position, tile in zip(positions, tiles, strict=True):
            high[position] = -shape[position] % tile
        if any(high):
            value = operands[2] if len(operands) > 2 else 0.0
            x = b.pad(x, [0] * len(shape), high, value)
        split: list[int] = []
        for d, size in enumerate(shape):
            if d in positions:
                tile = tiles[positions.index(d)]
                split += [(size + high[d]) // tile, tile]
            else:
                split.append(size)
        x = b.reshape(x, split)
        axis, outer, inner = 0, [], {}
        for d in range(len(shape)):
            outer.append(axis)
            if d in positions:
                inner[d] = axis + 1
                axis += 2
            else:
                axis += 1
        order = [outer[d] for d in a.get("outer_dims_perm") or range(len(shape))]
        return b.permute(x, order + [inner[d] for d in positions])

    def _unpack(self, op: dict, operands: list) -> object:
        """tensor.unpack: tensor.pack's inverse, cropped to the destination's shape."""
        b = self.backend
        a = op["attributes"]
        x = self._materialize(operands[0])
        positions = a["inner_dims_pos"]
        shape = op["types"][0]["shape"]
        rank = len(shape)
        perm = a.get("outer_dims_perm") or list(range(rank))
        order = []  # packed axes in the order (outer d, tile of d if tiled) for d = 0..
        for d in range(rank):
            order.append(perm.index(d))
            if d in positions:
                order.append(rank + positions.index(d))
        x = b.permute(x, order)
        sizes, padded, axis = list(x.shape), [], 0
        for d in range(rank):  # merge (outer, tile) back into one dimension
            width = 2 if d in positions else 1
            padded.append(math.prod(sizes[axis : axis + width]))
            axis += width
        x = b.reshape(x, padded)
        return _crop(b, x, shape)

    def _region_constant(self, region: dict, values: dict) -> object:
        local: dict[str, object] = {}
        for inner in region["ops"]:
            local[inner["results"][0]] = self._scalar_op(
                inner, [local.get(v, values.get(v)) for v in inner["operands"]], {}
            )
        ref = region["yield"][0]
        return local.get(ref, values.get(ref))

    # ------------------------------------------------------------------ scalar/body ops

    def _scalar_op(self, op: dict, args: list, loop: dict) -> object:
        """One arith/math op on arrays or scalars; `loop` gives linalg.index its views."""
        name = op["op"]
        b = self.backend
        dtype = op["types"][0]["dtype"] if op["types"] else "f32"
        if name == "arith.constant":
            return self._scalar(_number(op["value"]), dtype)
        if name == "linalg.index":
            return loop["index"](op["attributes"]["dim"])
        if name in _BINARY:
            return _BINARY[name](args[0], args[1])
        if name in _BINARY_NAMED:
            return self._elementwise(_BINARY_NAMED[name], *args)
        if name in _UNARY:
            return self._elementwise(_UNARY[name], args[0])
        if name == "arith.negf":
            return -args[0]
        if name == "math.fma":
            return args[0] * args[1] + args[2]
        if name == "arith.select":
            return b.where(args[0], args[1], args[2])
        if name in ("arith.cmpf", "arith.cmpi"):
            predicate = op["predicate"]
            if predicate in ("true", "false"):
                return predicate == "true"
            if predicate in ("ord", "uno"):
                same = args[0] == args[0]
                return (
                    same & (args[1] == args[1])
                    if predicate == "ord"
                    else ~(same & (args[1] == args[1]))
                )
            return _compare(_COMPARISONS[predicate], args[0], args[1])
        if name in _CASTS:
            if not _is_scalar(args[0]):
                return b.cast(args[0], dtype)
            return self._scalar(args[0], dtype)
        raise NoReference(f"no PyTorch/JAX translation for {_where(op)}")

    def _elementwise(self, function: str, *args):
        implementation = self.backend.elementwise[function]
        args = tuple(  # the frameworks' binary functions take tensors, not Python numbers
            a if not _is_scalar(a) else self.backend.full((), a, _scalar_dtype(a)) for a in args
        )
        return implementation(*args)

    # ------------------------------------------------------------------ structured ops

    def _structured(self, position: int, op: dict, operands: list) -> list:
        s = op["structured"]
        name = op["op"]
        inputs, outputs = operands[: s["inputs"]], operands[s["inputs"] :]
        out_types = op["types"]
        if name == "linalg.fill":
            value = inputs[0]
            if not _is_scalar(value):
                return [self.backend.broadcast(value, out_types[0]["shape"])]
            return [Filled(tuple(out_types[0]["shape"]), value, out_types[0]["dtype"])]
        if name in _CONVOLUTIONS:
            return [self._convolution(op, inputs, outputs[0])]
        if name in _POOLINGS:
            return [self._pooling(op, inputs, outputs[0])]
        body = op["regions"][0]
        combiners = _reduction_combiners(op)
        if combiners is None:
            return self._fold(position, op, operands)
        results = []
        for k, out in enumerate(outputs):
            combiner = combiners[k]
            if combiner is None:  # a parallel op: the body's value, placed as the output
                value = self._evaluate(position, op, operands, body["yield"][k])
                results.append(self._place(op, k, value, reduce=None))
                continue
            kind, identity, g = combiner
            einsum = self._einsum(op, operands, g, k) if kind == "sum" else None
            if einsum is not None:
                reduced = einsum
            else:
                value = self._evaluate(position, op, operands, g)
                reduced = self._place(op, k, value, reduce=kind)
            results.append(self._combine(kind, identity, out, reduced, out_types[k]["dtype"]))
        return results

    def _combine(self, kind: str, identity, init, reduced, dtype: str):
        if isinstance(init, Filled) and _is_identity(kind, identity, init.value):
            return reduced
        if isinstance(init, _Empty):
            raise NoReference("a reduction accumulates into a tensor.empty")
        init_value = init.value if isinstance(init, Filled) else init
        if kind == "sum":
            return reduced + init_value
        if kind == "prod":
            return reduced * init_value
        if _is_scalar(init_value):
            init_value = self.backend.full((), init_value, dtype)
        function = "maximum" if kind == "max" else "minimum"
        return self.backend.elementwise[function](reduced, init_value)

    def _ranges(self, op: dict) -> list[int]:
        return op["structured"]["ranges"]

    def _view(self, position: int, op: dict, index: int, value: object) -> object:
        """Operand `index` of the op seen over the whole loop space (rank = loops; size 1
        along the loops its map does not use)."""
        if isinstance(value, Filled):
            return self._scalar(value.value, value.dtype)
        if _is_scalar(value):
            return value
        if isinstance(value, _Empty):
            return value
        key = (position, index)
        ranges = self._ranges(op)
        expressions = op["structured"]["maps"][index]
        b = self.backend
        plain = all(e[0] in ("d", "c") for e in expressions)
        dims = [e[1] for e in expressions if e[0] == "d"]
        if plain and len(set(dims)) == len(dims):
            x = value
            for axis in reversed(range(len(expressions))):
                if expressions[axis][0] == "c":
                    x = b.take(x, axis, expressions[axis][1])
            order = sorted(range(len(dims)), key=lambda i: dims[i])
            x = b.permute(x, order)
            shape = [ranges[d] if d in dims else 1 for d in range(len(ranges))]
            return b.reshape(x, shape)
        indices = self._views.get(key)
        if indices is None:
            indices = [b.index(_index_array(e, ranges)) for e in expressions]
            self._views[key] = indices
        return b.gather(value, indices)

    def _loop_index(self, op: dict, dim: int):
        ranges = self._ranges(op)
        shape = [1] * len(ranges)
        shape[dim] = ranges[dim]
        return self.backend.array(np.arange(ranges[dim]).reshape(shape), "index")

    def _evaluate(self, position: int, op: dict, operands: list, ref: str):
        """The body value `ref` over the loop space, computing only the body ops it needs
        (in body order, which is an order of definition)."""
        body = op["regions"][0]
        arguments = body["arguments"]
        steps, reads = _needed(op, ref)
        env: dict[str, object] = {}
        for name in reads:
            index = arguments.index(name)
            view = self._view(position, op, index, operands[index])
            if isinstance(view, _Empty):
                raise NoReference(f"{_where(op)} reads a tensor.empty")
            env[name] = view
        outer = self._outer
        loop = {"index": lambda d: self._loop_index(op, d)}
        for inner in steps:
            args = [env[v] if v in env else outer[v] for v in inner["operands"]]
            env[inner["results"][0]] = self._scalar_op(inner, args, loop)
        return env[ref] if ref in env else outer[ref]

    def _place(self, op: dict, k: int, value, reduce: str | None):
        """A loop-space value as output `k`: reduced over the reduction loops (when
        `reduce`), broadcast to the parallel loops' sizes, permuted into the output's
        dimension order."""
        b = self.backend
        s = op["structured"]
        ranges, iterators = s["ranges"], s["iterators"]
        if _is_scalar(value):
            value = b.full([1] * len(ranges), value, op["types"][k]["dtype"])
        reduction = [i for i, kind in enumerate(iterators) if kind == "reduction"]
        parallel = [i for i, kind in enumerate(iterators) if kind == "parallel"]
        if reduction and reduce:
            full = [ranges[i] if i in reduction else value.shape[i] for i in range(len(ranges))]
            value = b.reduce(reduce, b.broadcast(value, full), reduction)
        elif reduction:  # folded: the reduction loops are of size 1
            value = b.reshape(value, [value.shape[i] for i in parallel])
        value = b.broadcast(value, [ranges[i] for i in parallel])
        results = s["maps"][s["inputs"] + k]
        order = [parallel.index(e[1]) for e in results if e[0] == "d"]
        value = b.permute(value, order)
        if len(order) != len(results):  # constant (size-1) dimensions of the output
            value = b.reshape(value, [1 if e[0] == "c" else ranges[e[1]] for e in results])
        return value

    def _einsum(self, op: dict, operands: list, g: str, k: int):
        """`g` as one einsum when it is a product of inputs read through plain maps."""
        plans = op.setdefault("_einsum", {})
        if k not in plans:
            plans[k] = _einsum_plan(op, g, k)
        plan = plans[k]
        if plan is None:
            return None
        subscripts, indices = plan
        arrays = [operands[i] for i in indices]
        if any(_is_scalar(a) or isinstance(a, (_Empty, Filled)) for a in arrays):
            return None
        value = self.backend.einsum(subscripts, *arrays)
        return self.backend.reshape(value, op["types"][k]["shape"])  # keepdim's size-1 dims

    def _fold(self, position: int, op: dict, operands: list) -> list:
        """A reduction with an unrecognised body, folded over its reduction loops in order."""
        b = self.backend
        s = op["structured"]
        ranges, iterators = s["ranges"], s["iterators"]
        reduction = [i for i, kind in enumerate(iterators) if kind == "reduction"]
        steps = math.prod(ranges[i] for i in reduction)
        if steps > 1 << 16:
            raise NoReference(
                f"{_where(op)}: a reduction body that is no recognised combiner, over "
                f"{steps} reduction iterations (at most 65536 are folded step by step)"
            )
        body = op["regions"][0]
        n_in = s["inputs"]
        views = [self._view(position, op, i, v) for i, v in enumerate(operands)]
        current = list(views[n_in:])
        for point in np.ndindex(*[ranges[i] for i in reduction]):
            fixed = dict(zip(reduction, point, strict=True))
            narrowed = [_narrow(v, fixed) if not _is_scalar(v) else v for v in views[:n_in]]
            memo = dict(zip(body["arguments"], [*narrowed, *current], strict=True))

            def index(d: int, fixed=fixed):
                if d in fixed:
                    return fixed[d]
                return self._loop_index(op, d)

            current = [self._evaluate_with(op, memo, ref, index) for ref in body["yield"]]
        results = []
        for k, value in enumerate(current):
            if _is_scalar(value):
                value = b.full([1] * len(ranges), value, op["types"][k]["dtype"])
            results.append(self._place(op, k, value, reduce=None))
        return results

    def _evaluate_with(self, op: dict, memo: dict, ref: str, index) -> object:
        body = op["regions"][0]
        producers = _producers(body)
        local = dict(memo)

        def value(name: str):
            if name in local:
                return local[name]
            if name in producers:
                inner = producers[name]
                result = self._scalar_op(
                    inner, [value(v) for v in inner["operands"]], {"index": index}
                )
            else:
                result = self._outer[name]
            local[name] = result
            return result

        return value(ref)

    # ------------------------------------------------------------------ windowed natives

    def _convolution(self, op: dict, inputs: list, init) -> object:
        b = self.backend
        image_layout, filter_layout, out_layout, depthwise = _CONVOLUTIONS[op["op"]]
        x, w = (self._materialize(v) for v in inputs)
        spatial = len(image_layout) - 2
        a = op["attributes"]
        stride = a.get("strides", [1] * spatial)
        dilation = a.get("dilations", [1] * spatial)
        letters = "HWD"[:spatial] if spatial > 1 else "W"
        canonical = "NC" + letters
        x = b.permute(x, [image_layout.index(c) for c in canonical])
        if depthwise:
            w = b.permute(w, [filter_layout.index(c) for c in "C" + letters])
            channels = op["types"][0]["shape"][out_layout.index("C")]
            w = b.reshape(w, [channels, 1, *[w.shape[1 + i] for i in range(spatial)]])
            y = b.convolution(x, w, spatial, stride, dilation, channels)
        else:
            w = b.permute(w, [filter_layout.index(c) for c in "FC" + letters])
            y = b.convolution(x, w, spatial, stride, dilation, 1)
        y = b.permute(y, [canonical.index(c) for c in out_layout.replace("F", "C")])
        y = _crop(b, y, op["types"][0]["shape"])
        return self._combine("sum", 0.0, init, y, op["types"][0]["dtype"])

    def _pooling(self, op: dict, inputs: list, init) -> object:
        b = self.backend
        layout, kind = _POOLINGS[op["op"]]
        x = self._materialize(inputs[0])
        window = _window_shape(op)
        spatial = len(layout) - 2
        a = op["attributes"]
        stride = a.get("strides", [1] * spatial)
        dilation = a.get("dilations", [1] * spatial)
        canonical = "NC" + ("HWD"[:spatial] if spatial > 1 else "W")
        x = b.permute(x, [layout.index(c) for c in canonical])
        y = b.pooling(kind, x, window, stride, dilation)
        y = b.permute(y, [canonical.index(c) for c in layout])
        y = _crop(b, y, op["types"][0]["shape"])
        identity = {"max": -math.inf, "min": math.inf, "sum": 0.0}[kind]
        return self._combine(kind, identity, init, y, op["types"][0]["dtype"])

    @property
    def _outer(self) -> dict:
        """The function-level values a body captures (constants, scalars)."""
        return self._outer_values


def _crop(backend, y, shape: list[int]):
    """A windowed op's output computes only the points its output tensor has (an input
    padded for ceil mode can hold one more window than the output keeps)."""
    if list(y.shape) == list(shape):
        return y
    return backend.slice(y, [0] * len(shape), shape, [1] * len(shape))


def _einsum_plan(op: dict, g: str, k: int) -> tuple[str, list[int]] | None:
    """(subscripts, operand indices) of output `k`'s einsum when `g` is a product of two
    or more distinct inputs read through plain maps (a contraction), else None."""
    body = op["regions"][0]
    s = op["structured"]
    producers = _producers(body)
    factors: list[str] = []

    def collect(name: str) -> bool:
        inner = producers.get(name)
        if inner is None:
            factors.append(name)
            return name in body["arguments"][: s["inputs"]]
        if inner["op"] in ("arith.mulf", "arith.muli"):
            return collect(inner["operands"][0]) and collect(inner["operands"][1])
        if inner["op"] in ("arith.extf", "arith.truncf", "arith.sitofp"):
            return collect(inner["operands"][0])
        return False

    if not collect(g) or len(factors) > 8:
        return None
    indices = [body["arguments"].index(factor) for factor in factors]
    if len({(i, str(s["maps"][i])) for i in indices}) < 2:
        return None  # a sum or a sum of squares: elementwise, then a sum, is faster
    letters = "abcdefghijklmnopqrstuvwxyz"
    terms = []
    for index in indices:
        expressions = s["maps"][index]
        if any(e[0] != "d" for e in expressions):
            return None
        terms.append("".join(letters[e[1]] for e in expressions))
    out_term = "".join(letters[e[1]] for e in s["maps"][s["inputs"] + k] if e[0] == "d")
    if set("".join(terms)) != set(letters[: len(s["ranges"])]):
        return None  # a loop no factor reads: einsum would not count it
    return f"{','.join(terms)}->{out_term}", indices


def _window_shape(op: dict) -> list[int]:
    """A pooling op's window sizes: the loop ranges its window operand's map reads."""
    s = op["structured"]
    window_map = s["maps"][1]
    return [s["ranges"][e[1]] for e in window_map]


def _narrow(value, fixed: dict[int, int]):
    index = tuple(
        slice(fixed[axis], fixed[axis] + 1)
        if axis in fixed and value.shape[axis] > 1
        else slice(None)
        for axis in range(len(value.shape))
    )
    return value[index]


def _compare(operator: str, a, b):
    if operator == "==":
        return a == b
    if operator == "!=":
        return a != b
    if operator == ">":
        return a > b
    if operator == ">=":
        return a >= b
    if operator == "<":
        return a < b
    return a <= b


def _is_scalar(value: object) -> bool:
    """A Python number (a constant, an index), as opposed to a framework array."""
    return isinstance(value, (int, float, bool))


def _scalar_dtype(value: object) -> str:
    if isinstance(value, bool):
        return "i1"
    return "i64" if isinstance(value, int) else "f32"


def _number(value) -> float | int:
    if isinstance(value, str):
        return float(value)
    return value


def _is_identity(kind: str, identity, value: float) -> bool:
    if identity is None:
        return False
    if kind == "max":
        return value <= -3.4028234663852886e38
    if kind == "min":
        return value >= 3.4028234663852886e38
    return value == identity


def _index_array(expression: list, ranges: list[int]) -> np.ndarray:
    """An affine expression of the loops as an integer array over the loop space."""
    kind = expression[0]
    if kind == "d":
        shape = [1] * len(ranges)
        shape[expression[1]] = ranges[expression[1]]
        return np.arange(ranges[expression[1]]).reshape(shape)
    if kind == "c":
        return np.full([1] * len(ranges), expression[1])
    lhs = _index_array(expression[1], ranges)
    rhs = _index_array(expression[2], ranges)
    if kind == "add":
        return lhs + rhs
    if kind == "mul":
        return lhs * rhs
    if kind == "mod":
        return np.mod(lhs, rhs)
    if kind == "floordiv":
        return np.floor_divide(lhs, rhs)
    return -np.floor_divide(-lhs, rhs)


def _producers(region: dict) -> dict[str, dict]:
    """A region's values by name -> the op computing them (cached: a translation runs
    once per timed call)."""
    cached = region.get("_producers")
    if cached is None:
        cached = {inner["results"][0]: inner for inner in region["ops"] if inner["results"]}
        region["_producers"] = cached
    return cached


def _reduction_combiners(op: dict) -> list | None:
    """`_find_combiners`, computed once per op (a translation runs once per timed call)."""
    cached = op.get("_combiners", "unset")
    if cached == "unset":
        cached = _find_combiners(op)
        op["_combiners"] = cached
    return cached


def _find_combiners(op: dict) -> list | None:
    """Per output, None for a parallel op, else (reduce kind, identity, the combined
    value's name) when the body yields `combine(out, g)` with g free of the outputs;
    None for the whole op when some output's body is no such combiner (then it is
    folded)."""
    s = op["structured"]
    body = op["regions"][0]
    if "reduction" not in s["iterators"]:
        return [None] * s["outputs"]
    outs = body["arguments"][s["inputs"] :]
    producers = _producers(body)
    combiners = []
    for k, ref in enumerate(body["yield"]):
        inner = producers.get(ref)
        if inner is None or inner["op"] not in _COMBINERS:
            return None
        a, c = inner["operands"]
        if a == outs[k]:
            g = c
        elif c == outs[k]:
            g = a
        else:
            return None
        if set(_dependencies(body, g)) & set(outs):
            return None
        kind, identity = _COMBINERS[inner["op"]]
        combiners.append((kind, identity, g))
    return combiners


# --------------------------------------------------------------------------- entry points


def graph_of(path: str, text: str | None = None) -> ProgramGraph:
    """The program graph of the program file at `path` as the user wrote it (read as
    `Program.from_file` reads it, without the decompositions the core applies before
    scheduling: a `linalg.softmax` stays one op, PyTorch's `softmax`), or of `text`."""
    if text is None:
        from rl_autoscheduler.errors import MLIRError
        from rl_autoscheduler.user_files import read_text

        text = read_text(path, "program", MLIRError)
    return ProgramGraph.of(text, str(path))


def float64_reference(graph: ProgramGraph, arrays: list[np.ndarray]) -> list[np.ndarray]:
    """The program's results in float64 (PyTorch), from its arguments' arrays (the
    values they hold before a run): what every method's outputs are checked against."""
    from evaluation.references.backends import TorchBackend

    backend = TorchBackend(float64=True)
    arguments = [
        backend.array(array, argument["dtype"])
        for array, argument in zip(arrays, graph.arguments, strict=False)
    ]
    return [np.asarray(result) for result in Translation(graph, backend)(*arguments)]


def summary(graph: ProgramGraph) -> dict:
    """What a benchmark records of its translated program (plain JSON)."""
    return {
        "translated": True,
        "ops": [op["op"] for op in graph.ops if op["op"] not in _SCALAR_OPS],
        "arguments": len(graph.arguments),
        "results": len(graph.returns),
    }
