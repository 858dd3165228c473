"""Convert a PyTorch `nn.Module` into one linalg-on-tensors MLIR function.

    python -m data_generation.nn_to_mlir MODULE:FACTORY --input-shape 1,3,32,32 \\
        --out FILE.mlir [--weights-out FILE.npz]

The module (built by calling FACTORY from the importable MODULE) is traced with
`torch.fx.symbolic_trace`, shapes are propagated with `ShapeProp` on an input of
`--input-shape`, and every node becomes linalg on tensors (f32) inside
`func.func @forward`:

- `nn.Linear` / `F.linear`: `linalg.transpose` of the weight, `linalg.fill` 0 +
  `linalg.matmul`, then a `linalg.generic` adding the broadcast bias.
- `nn.Conv2d` / `F.conv2d` (groups 1, zero padding): `tensor.pad` with 0,
  `linalg.fill` 0 + `linalg.conv_2d_nchw_fchw` (strides, dilations), then a
  `linalg.generic` adding the bias.
- `nn.ReLU` / `F.relu` / `torch.relu` / `x.relu()`: `linalg.generic` with
  `arith.maximumf` against 0.
- `nn.MaxPool2d` / `F.max_pool2d`: `tensor.pad` with -inf, `linalg.fill` -inf +
  `linalg.pooling_nchw_max`.
- `+` / `torch.add` / `x.add(y)` (tensors with numpy broadcasting, or a number):
  `linalg.generic` with `arith.addf`.
- `torch.flatten` / `nn.Flatten` / `x.view` / `x.reshape` / `squeeze` /
  `unsqueeze`: `tensor.collapse_shape` and/or `tensor.expand_shape`.
- `nn.Identity`, `nn.Dropout` (inference semantics), `x.contiguous()`: nothing.
- `x.size()`, `x.shape`, `x.dim()` and integer arithmetic on them: evaluated at
  trace time (shapes are static).

Anything else raises `ConversionError` naming the module or function and its fx
node, e.g. ``unsupported: call_module 'bn1' (BatchNorm2d) at node bn1``.

Arguments of `@forward`: the input first (`%input`), then every parameter the
forward pass reads, in `module.named_parameters()` order (the order of
`state_dict()`), then any other tensor attribute read through `get_attr`, in
order of first use. The text starts with a `// rl.arguments:` comment listing
the argument names in that order; `Converted.arg_names` and `arg_arrays` hold
the same, and `--weights-out` saves the parameter arrays (every argument but the
input) to an `.npz` whose keys are the names, in argument order. The function
returns one fresh tensor (the core turns it into an out-parameter). Each op
carries `loc("<fx node name>")`, so diagnostics and loop-nest descriptions name
the layer.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import math
import operator
import os
import re
import struct
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from torch import fx, nn
from torch.fx.passes.shape_prop import ShapeProp, TensorMetadata

FUNCTION_NAME = "forward"
ELEMENT_TYPE = "f32"


class ConversionError(Exception):
    """The module cannot be converted; the message names the node and why."""


class Unsupported(Exception):
    """Raised while converting one node; `convert` adds which node it was."""


@dataclass(frozen=True)
class Converted:
    """A converted module: MLIR text and its arguments in order."""

    text: str
    """MLIR text holding one `func.func @forward`."""
    arg_names: list[str]
    """`input`, then the qualified names of the weights, in argument order."""
    arg_arrays: list[np.ndarray]
    """One float32 C-contiguous array per argument; the first is a seeded random input."""
    output_shape: tuple[int, ...] = ()

    @property
    def weights(self) -> dict[str, np.ndarray]:
        """The weight arguments (all but the input), by name, in argument order."""
        return dict(zip(self.arg_names[1:], self.arg_arrays[1:], strict=True))


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


# --------------------------------------------------------------------------- the converter


@dataclass(frozen=True)
class Value:
    """An SSA tensor value of the function being built."""

    name: str
    shape: tuple[int, ...]
    aliases_argument: bool = False
    """True when the value is a function argument or a reshape of one."""

    @property
    def type(self) -> str:
        return tensor_type(self.shape)

    @property
    def rank(self) -> int:
        return len(self.shape)


NON_TENSOR_METHODS = {"size", "dim"}
NON_TENSOR_FUNCTIONS = {
    getattr,
    operator.getitem,
    operator.mul,
    operator.floordiv,
    operator.add,
    operator.sub,
    operator.neg,
}
IDENTITY_MODULES = (nn.Identity, nn.Dropout, nn.Dropout1d, nn.Dropout2d)
"""Converted with inference semantics: dropout is the identity."""
RESHAPE_METHODS = {"view", "reshape", "flatten", "squeeze", "unsqueeze"}
RESHAPE_FUNCTIONS = {torch.flatten, torch.reshape, torch.squeeze, torch.unsqueeze}
RELU_FUNCTIONS = {F.relu, torch.relu}
ADD_FUNCTIONS = {operator.add, operator.iadd, torch.add}


RESERVED_NAMES = {"input", "out", "zero", "max", "sum"} | {
    f"{prefix}{i}" for prefix in ("in", "i", "c") for i in range(8)
}
"""SSA names used inside op regions; outer values never take them."""


class Converter:
    """Emits the body of @forward node by node; one instance per conversion."""

    def __init__(self, root: nn.Module, graph_module: fx.GraphModule):
        self.root = root
        self.graph_module = graph_module
        self.lines: list[str] = []
        self.used_names: set[str] = set(RESERVED_NAMES)
        self.env: dict[fx.Node, Value] = {}
        self.location = "forward"
        self.parameter_order = {
            id(param): (index, name) for index, (name, param) in enumerate(root.named_parameters())
        }
        self.arguments: dict[int, tuple[str, torch.Tensor, Value]] = {}
        """id(tensor) -> (qualified name, tensor, its argument Value)."""
        self.input: Value | None = None

    # ----- naming and emission

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
        body: Callable[[list[str]], tuple[list[str], str]],
        base: str,
    ) -> Value:
        """An all-parallel linalg.generic writing a fresh tensor of `shape`.

        `inputs` pairs each operand with its indexing-map results; `body` takes the
        block argument names of the inputs and returns the body lines and the
        value to yield.
        """
        rank = len(shape)
        empty = self.empty(shape, base + "_empty")
        maps = [affine_map(rank, exprs) for _, exprs in inputs]
        maps.append(affine_map(rank, identity_exprs(rank)))
        iterators = ", ".join(['"parallel"'] * rank)
        ins = ", ".join(value.name for value, _ in inputs)
        in_types = ", ".join(value.type for value, _ in inputs)
        block_args = [f"%in{i}" for i in range(len(inputs))]
        signature = ", ".join(f"{arg}: {ELEMENT_TYPE}" for arg in [*block_args, "%out"])
        lines, result = body(block_args)
        name = self.fresh(base)
        out_type = tensor_type(shape)
        text = (
            f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = [{iterators}]}} ins({ins} : {in_types}) "
            f"outs({empty} : {out_type}) {{\n"
            f"^bb0({signature}):\n"
            + "".join(f"  {line}\n" for line in lines)
            + f"  linalg.yield {result} : {ELEMENT_TYPE}\n"
            f"}} -> {out_type} {self.loc}"
        )
        self.emit(text)
        return Value(name, shape)

    # ----- arguments

    def argument_for(self, tensor: torch.Tensor, qualified_name: str) -> Value:
        """The function argument holding `tensor` (a parameter or a constant)."""
        if not isinstance(tensor, torch.Tensor):
            raise Unsupported(f"{qualified_name} is not a tensor")
        key = id(tensor)
        if key not in self.arguments:
            if key in self.parameter_order:
                qualified_name = self.parameter_order[key][1]
            value = Value(
                self.fresh("arg_" + qualified_name), tuple(tensor.shape), aliases_argument=True
            )
            self.arguments[key] = (qualified_name, tensor, value)
        return self.arguments[key][2]

    def ordered_arguments(self) -> list[tuple[str, torch.Tensor, Value]]:
        parameters = [a for k, a in self.arguments.items() if k in self.parameter_order]
        parameters.sort(key=lambda a: self.parameter_order[id(a[1])][0])
        others = [a for k, a in self.arguments.items() if k not in self.parameter_order]
        return parameters + others

    # ----- layers

    def linear(self, x: Value, weight: Value, bias: Value | None) -> Value:
        if weight.rank != 2 or x.rank == 0 or x.shape[-1] != weight.shape[1]:
            raise Unsupported(f"weight {weight.shape} does not fit input {x.shape}")
        features, out_features = weight.shape[1], weight.shape[0]
        leading = x.shape[:-1]
        rows = math.prod(leading)
        x2 = self.reshape(x, (rows, features))
        base = self.location
        transposed_empty = self.empty((features, out_features), base + "_wt_empty")
        transposed = self.fresh(base + "_wt")
        self.emit(
            f"{transposed} = linalg.transpose ins({weight.name} : {weight.type}) "
            f"outs({transposed_empty} : {tensor_type((features, out_features))}) "
            f"permutation = [1, 0] {self.loc}"
        )
        shape = (rows, out_features)
        init = self.filled(shape, 0.0, base + "_mm")
        product = self.fresh(base + "_mm")
        self.emit(
            f"{product} = linalg.matmul ins({x2.name}, {transposed} : {x2.type}, "
            f"{tensor_type((features, out_features))}) outs({init} : {tensor_type(shape)}) "
            f"-> {tensor_type(shape)} {self.loc}"
        )
        result = Value(product, shape)
        if bias is not None:
            result = self.add_bias(result, bias, channel_dim=1)
        return self.reshape(result, (*leading, out_features))

    def add_bias(self, x: Value, bias: Value, channel_dim: int) -> Value:
        if bias.shape != (x.shape[channel_dim],):
            raise Unsupported(f"bias {bias.shape} does not fit {x.shape}")
        return self.generic(
            [(x, identity_exprs(x.rank)), (bias, [f"d{channel_dim}"])],
            x.shape,
            lambda a: ([f"%sum = arith.addf {a[0]}, {a[1]} : {ELEMENT_TYPE}"], "%sum"),
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
        """`padding` is (top, bottom, left, right)."""
        if x.rank != 4 or weight.rank != 4 or weight.shape[1] != x.shape[1]:
            raise Unsupported(f"weight {weight.shape} does not fit input {x.shape} (NCHW)")
        top, bottom, left, right = padding
        padded = self.pad(x, (0, 0, top, left), (0, 0, bottom, right), 0.0)
        base = self.location
        init = self.filled(out_shape, 0.0, base + "_conv")
        name = self.fresh(base + "_conv")
        self.emit(
            f"{name} = linalg.conv_2d_nchw_fchw {{dilations = {i64_pair(dilation)}, "
            f"strides = {i64_pair(stride)}}} ins({padded.name}, {weight.name} : "
            f"{padded.type}, {weight.type}) outs({init} : {tensor_type(out_shape)}) "
            f"-> {tensor_type(out_shape)} {self.loc}"
        )
        result = Value(name, out_shape)
        if bias is not None:
            result = self.add_bias(result, bias, channel_dim=1)
        return result

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

    def relu(self, x: Value) -> Value:
        return self.generic(
            [(x, identity_exprs(x.rank))],
            x.shape,
            lambda a: (
                [
                    f"%zero = arith.constant 0.000000e+00 : {ELEMENT_TYPE}",
                    f"%max = arith.maximumf {a[0]}, %zero : {ELEMENT_TYPE}",
                ],
                "%max",
            ),
            self.location,
        )

    def add(self, lhs: Value | float, rhs: Value | float, out_shape: tuple[int, ...]) -> Value:
        rank = len(out_shape)
        inputs: list[tuple[Value, list[str]]] = []
        scalars: list[float] = []
        for operand in (lhs, rhs):
            if isinstance(operand, Value):
                offset = rank - operand.rank
                exprs = [
                    "0" if size == 1 and out_shape[offset + i] != 1 else f"d{offset + i}"
                    for i, size in enumerate(operand.shape)
                ]
                inputs.append((operand, exprs))
            else:
                scalars.append(float(operand))

        def body(args: list[str]) -> tuple[list[str], str]:
            lines = []
            terms = list(args)
            for i, scalar in enumerate(scalars):
                lines.append(f"%c{i} = arith.constant {float_literal(scalar)} : {ELEMENT_TYPE}")
                terms.append(f"%c{i}")
            lines.append(f"%sum = arith.addf {terms[0]}, {terms[1]} : {ELEMENT_TYPE}")
            return lines, "%sum"

        return self.generic(inputs, out_shape, body, self.location)

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
            [(x, identity_exprs(x.rank))], x.shape, lambda a: ([], a[0]), self.location + "_copy"
        )

    # ----- nodes

    def tensor_arg(self, node: fx.Node, value: object, what: str) -> Value:
        if isinstance(value, fx.Node) and value in self.env:
            return self.env[value]
        raise Unsupported(f"{what} must be a tensor computed by the graph, got {value!r}")

    def convert_node(self, node: fx.Node) -> None:
        meta = node.meta.get("tensor_meta")
        if node.op == "output":
            self.location = node.name
            return
        if node.op == "placeholder":
            if self.input is not None:
                raise Unsupported("only one input is supported")
            self.input = Value("%input", tuple(meta.shape), aliases_argument=True)
            self.env[node] = self.input
            return
        if not isinstance(meta, TensorMetadata):
            if self.is_shape_arithmetic(node):
                return
            raise Unsupported("its result is not a single tensor")
        if meta.dtype != torch.float32:
            raise Unsupported(f"its result has dtype {meta.dtype}; only float32 is supported")
        self.location = node.name
        out_shape = tuple(int(s) for s in meta.shape)
        handler = {
            "get_attr": self.get_attr,
            "call_module": self.call_module,
            "call_function": self.call_function,
            "call_method": self.call_method,
        }[node.op]
        value = handler(node, out_shape)
        if value.shape != out_shape:
            raise Unsupported(f"converted shape {value.shape} differs from traced {out_shape}")
        self.env[node] = value

    def is_shape_arithmetic(self, node: fx.Node) -> bool:
        if node.op == "call_method":
            return node.target in NON_TENSOR_METHODS
        if node.op == "call_function" and node.target in NON_TENSOR_FUNCTIONS:
            if node.target is getattr:
                return node.args[1] == "shape"
            return True
        return False

    def get_attr(self, node: fx.Node, out_shape: tuple[int, ...]) -> Value:
        tensor = fetch_attr(self.graph_module, node.target)
        return self.argument_for(tensor, node.target)

    def call_module(self, node: fx.Node, out_shape: tuple[int, ...]) -> Value:
        module = self.graph_module.get_submodule(node.target)
        prefix = node.target
        if len(node.args) != 1 or node.kwargs:
            raise Unsupported("expected exactly one positional argument")
        x = self.tensor_arg(node, node.args[0], "the input")
        if type(module) in IDENTITY_MODULES:
            return x
        if type(module) is nn.ReLU:
            return self.relu(x)
        if type(module) is nn.Flatten:
            return self.reshape(x, out_shape)
        if type(module) is nn.Linear:
            weight = self.argument_for(module.weight, f"{prefix}.weight")
            bias = None if module.bias is None else self.argument_for(module.bias, f"{prefix}.bias")
            return self.linear(x, weight, bias)
        if type(module) is nn.Conv2d:
            if module.padding_mode != "zeros":
                raise Unsupported(f"padding_mode={module.padding_mode!r}")
            return self.conv2d_call(
                x,
                self.argument_for(module.weight, f"{prefix}.weight"),
                None if module.bias is None else self.argument_for(module.bias, f"{prefix}.bias"),
                module.stride,
                module.padding,
                module.dilation,
                module.groups,
                out_shape,
            )
        if type(module) is nn.MaxPool2d:
            return self.max_pool_call(
                x,
                module.kernel_size,
                module.stride,
                module.padding,
                module.dilation,
                module.ceil_mode,
                module.return_indices,
                out_shape,
            )
        raise Unsupported("")

    def conv2d_call(self, x, weight, bias, stride, padding, dilation, groups, out_shape):
        if groups != 1:
            raise Unsupported(f"groups={groups}")
        stride = pair(stride, "stride")
        dilation = pair(dilation, "dilation")
        if padding == "valid":
            padding = (0, 0)
        if padding == "same":
            if x.rank != 4 or weight.rank != 4:
                raise Unsupported("padding='same' needs NCHW input and FCHW weight")
            sides = []
            for kernel, rate in zip(weight.shape[2:], dilation, strict=True):
                total = rate * (kernel - 1)
                sides.append((total // 2, total - total // 2))
            padding4 = (sides[0][0], sides[0][1], sides[1][0], sides[1][1])
        else:
            ph, pw = pair(padding, "padding")
            padding4 = (ph, ph, pw, pw)
        return self.conv2d(x, weight, bias, stride, padding4, dilation, out_shape)

    def max_pool_call(
        self, x, kernel, stride, padding, dilation, ceil_mode, return_indices, out_shape
    ):
        if return_indices:
            raise Unsupported("return_indices=True")
        kernel = pair(kernel, "kernel_size")
        stride = kernel if stride is None or stride == [] else pair(stride, "stride")
        padding = pair(padding, "padding")
        dilation = pair(dilation, "dilation")
        if x.rank != 4:
            raise Unsupported(f"input {x.shape} is not NCHW")
        # ceil_mode keeps a last, partial window: extend the -inf padding to cover it.
        extra = []
        for i in range(2):
            needed = (out_shape[2 + i] - 1) * stride[i] + dilation[i] * (kernel[i] - 1) + 1
            extra.append(max(0, needed - (x.shape[2 + i] + 2 * padding[i])))
        if extra != [0, 0] and not ceil_mode:
            raise Unsupported(f"traced output {out_shape} does not fit the window")
        return self.max_pool2d(x, kernel, stride, padding, tuple(extra), dilation, out_shape)

    def call_function(self, node: fx.Node, out_shape: tuple[int, ...]) -> Value:
        target = node.target
        if target in ADD_FUNCTIONS:
            return self.add_call(node, list(node.args), dict(node.kwargs), out_shape)
        if target in RELU_FUNCTIONS or target in RESHAPE_FUNCTIONS:
            x = self.tensor_arg(node, node.args[0] if node.args else None, "the input")
            if target in RELU_FUNCTIONS:
                return self.relu(x)  # inplace= does not matter on value tensors
            return self.reshape(x, out_shape)
        if target in SIGNATURES:
            kwargs = bind(node)
            x = self.tensor_arg(node, kwargs["input"], "input")
            if target is F.linear:
                return self.linear(
                    x,
                    self.tensor_arg(node, kwargs["weight"], "weight"),
                    self.optional_tensor(node, kwargs["bias"], "bias"),
                )
            if target is F.conv2d:
                return self.conv2d_call(
                    x,
                    self.tensor_arg(node, kwargs["weight"], "weight"),
                    self.optional_tensor(node, kwargs["bias"], "bias"),
                    kwargs["stride"],
                    kwargs["padding"],
                    kwargs["dilation"],
                    kwargs["groups"],
                    out_shape,
                )
            return self.max_pool_call(
                x,
                kwargs["kernel_size"],
                kwargs["stride"],
                kwargs["padding"],
                kwargs["dilation"],
                kwargs["ceil_mode"],
                kwargs["return_indices"],
                out_shape,
            )
        raise Unsupported("")

    def optional_tensor(self, node: fx.Node, value: object, what: str) -> Value | None:
        return None if value is None else self.tensor_arg(node, value, what)

    def call_method(self, node: fx.Node, out_shape: tuple[int, ...]) -> Value:
        method = node.target
        x = self.tensor_arg(node, node.args[0], "self")
        if method == "contiguous":
            return x
        if method in RESHAPE_METHODS:
            return self.reshape(x, out_shape)
        if method in ("relu", "relu_"):
            return self.relu(x)
        if method in ("add", "add_", "__add__", "__radd__"):
            return self.add_call(node, list(node.args), dict(node.kwargs), out_shape)
        raise Unsupported("")

    def add_call(self, node, args, kwargs, out_shape) -> Value:
        if kwargs.get("other") is not None and len(args) == 1:
            args.append(kwargs.pop("other"))
        alpha = kwargs.pop("alpha", 1)
        if alpha != 1 or kwargs or len(args) != 2:
            raise Unsupported("only a + b of two operands (alpha=1, no out=) is supported")
        operands: list[Value | float] = []
        for arg in args:
            if isinstance(arg, int | float) and not isinstance(arg, bool):
                operands.append(float(arg))
            else:
                operands.append(self.tensor_arg(node, arg, "an operand"))
        if not any(isinstance(op, Value) for op in operands):
            raise Unsupported("no tensor operand")
        return self.add(operands[0], operands[1], out_shape)

    def finish(self, output_node: fx.Node) -> tuple[str, Value]:
        result = output_node.args[0]
        if not isinstance(result, fx.Node) or result not in self.env:
            raise ConversionError(
                f"unsupported: the forward pass must return one tensor (node {output_node.name} "
                f"returns {result!r})"
            )
        value = self.env[result]
        self.location = output_node.name
        if value.aliases_argument:
            value = self.copy(value)
        arguments = [(self.input.name, self.input.type)]
        arguments += [(value_.name, value_.type) for _, _, value_ in self.ordered_arguments()]
        signature = ", ".join(f"{name}: {kind}" for name, kind in arguments)
        names = ["input"] + [name for name, _, _ in self.ordered_arguments()]
        text = "\n".join(
            [
                "// Converted from a PyTorch module by data_generation.nn_to_mlir.",
                "// rl.arguments: " + ", ".join(names),
                f"func.func @{FUNCTION_NAME}({signature}) -> {value.type} {{",
                *self.lines,
                f"  return {value.name} : {value.type} {self.loc}",
                "}",
                "",
            ]
        )
        return text, value


def fetch_attr(module: nn.Module, target: str) -> object:
    attribute: object = module
    for part in target.split("."):
        attribute = getattr(attribute, part)
    return attribute


SIGNATURES: dict[object, tuple[tuple[str, object], ...]] = {
    F.linear: (("input", REQUIRED := object()), ("weight", REQUIRED), ("bias", None)),
    F.conv2d: (
        ("input", REQUIRED),
        ("weight", REQUIRED),
        ("bias", None),
        ("stride", 1),
        ("padding", 0),
        ("dilation", 1),
        ("groups", 1),
    ),
    F.max_pool2d: (
        ("input", REQUIRED),
        ("kernel_size", REQUIRED),
        ("stride", None),
        ("padding", 0),
        ("dilation", 1),
        ("ceil_mode", False),
        ("return_indices", False),
    ),
}
"""Parameters and defaults of the functions converted from their arguments."""
SIGNATURES[F.max_pool2d_with_indices] = SIGNATURES[F.max_pool2d]


def bind(node: fx.Node) -> dict[str, object]:
    """The call's arguments by parameter name, defaults filled in."""
    parameters = SIGNATURES[node.target]
    if len(node.args) > len(parameters):
        raise Unsupported("too many arguments")
    bound = {name: value for (name, _), value in zip(parameters, node.args, strict=False)}
    for name, value in node.kwargs.items():
        if name in bound or name not in dict(parameters):
            raise Unsupported(f"unexpected argument {name}=")
        bound[name] = value
    for name, default in parameters:
        if name not in bound:
            if default is REQUIRED:
                raise Unsupported(f"missing argument {name}")
            bound[name] = default
    return bound


PUBLIC_MODULES = {
    "_operator": "operator",
    "torch._C._VariableFunctions": "torch",
    "torch._C._nn": "torch.nn.functional",
}


def describe(node: fx.Node, graph_module: fx.GraphModule) -> str:
    """`call_module 'bn1' (BatchNorm2d)`, `call_function torch.sigmoid`, ..."""
    if node.op == "call_module":
        module = graph_module.get_submodule(node.target)
        return f"call_module '{node.target}' ({type(module).__name__})"
    if node.op == "call_function":
        target = node.target
        module_name = getattr(target, "__module__", None) or ""
        module_name = PUBLIC_MODULES.get(module_name, module_name)
        name = getattr(target, "__name__", repr(target))
        return f"call_function {module_name + '.' if module_name else ''}{name}"
    if node.op == "call_method":
        return f"call_method '{node.target}'"
    return f"{node.op} '{node.target}'"


def convert(
    module: nn.Module, input_shape: Sequence[int], seed: int = 0, verify: bool = True
) -> Converted:
    """Converts `module` (traced on an input of `input_shape`) to linalg on tensors.

    The returned `arg_arrays[0]` is a seeded standard-normal input; the others are
    the module's weights as float32 arrays. With `verify`, the text is parsed and
    verified by the core before it is returned. Raises ConversionError.
    """
    input_shape = tuple(int(s) for s in input_shape)
    if not input_shape or any(s <= 0 for s in input_shape):
        raise ConversionError(f"invalid input shape {input_shape}")
    try:
        graph_module = fx.symbolic_trace(module)
    except Exception as error:
        raise ConversionError(
            f"cannot trace {type(module).__name__} with torch.fx: {first_line(error)}"
        ) from error
    generator = torch.Generator().manual_seed(seed)
    example = torch.randn(input_shape, generator=generator, dtype=torch.float32)
    try:
        # ShapeProp prints the traceback of a failing node; the error says it all.
        with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()):
            ShapeProp(graph_module).propagate(example)
    except Exception as error:
        raise ConversionError(
            f"cannot run {type(module).__name__} on an input of shape {input_shape}: "
            f"{first_line(error)}"
        ) from error

    converter = Converter(module, graph_module)
    output_node = None
    for node in graph_module.graph.nodes:
        if node.op == "output":
            output_node = node
        try:
            converter.convert_node(node)
        except Unsupported as error:
            reason = f": {error}" if str(error) else ""
            raise ConversionError(
                f"unsupported: {describe(node, graph_module)} at node {node.name}{reason}"
            ) from None
        except Exception as error:  # a converter bug: still name the node
            raise ConversionError(
                f"failed to convert {describe(node, graph_module)} at node {node.name}: "
                f"{first_line(error)}"
            ) from error
    if converter.input is None or output_node is None:
        raise ConversionError(f"{type(module).__name__}.forward takes no tensor input")
    text, result = converter.finish(output_node)

    arguments = converter.ordered_arguments()
    arg_names = ["input"] + [name for name, _, _ in arguments]
    arg_arrays = [example.numpy().copy()] + [
        np.ascontiguousarray(tensor.detach().cpu().numpy(), dtype=np.float32)
        for _, tensor, _ in arguments
    ]
    if verify:
        from rl_autoscheduler import MLIRError
        from rl_autoscheduler.ir.program import Program

        try:
            Program.from_text(text, f"{type(module).__name__}.mlir")
        except MLIRError as error:  # a converter bug; keep MLIR's words on one line
            message = " ".join(str(error).split())
            raise ConversionError(f"the converted program does not verify: {message}") from error
    return Converted(text, arg_names, arg_arrays, result.shape)


def first_line(error: BaseException) -> str:
    """The first line of the innermost cause's message."""
    while error.__cause__ is not None:
        error = error.__cause__
    text = f"{type(error).__name__}: {str(error).strip()}"
    return text.splitlines()[0] if text else ""


# --------------------------------------------------------------------------- CLI


def load_factory(spec: str) -> nn.Module:
    module_name, sep, factory_name = spec.partition(":")
    if not sep or not module_name or not factory_name:
        raise ConversionError(f"expected MODULE:FACTORY, got {spec!r}")
    try:
        python_module = importlib.import_module(module_name)
    except ImportError as error:
        raise ConversionError(f"cannot import {module_name}: {error}") from error
    factory = getattr(python_module, factory_name, None)
    if not callable(factory):
        raise ConversionError(f"{module_name} has no callable {factory_name}")
    model = factory()
    if not isinstance(model, nn.Module):
        raise ConversionError(f"{spec}() returned {type(model).__name__}, not an nn.Module")
    return model


def parse_shape(text: str) -> tuple[int, ...]:
    try:
        shape = tuple(int(part) for part in text.replace("x", ",").split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected e.g. 1,3,32,32, got {text!r}") from None
    if not shape or any(size <= 0 for size in shape):
        raise argparse.ArgumentTypeError(f"expected positive sizes, got {text!r}")
    return shape


def write_atomically(path: Path, write: Callable[[object], None], mode: str) -> Path:
    """Writes through `write(file)` to a temp file beside `path`; returns the temp path.

    The caller renames it over `path` with os.replace once every output is written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, mode.replace("w", "x")) as file:
            write(file)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return temp


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data_generation.nn_to_mlir",
        description="Convert a PyTorch nn.Module to one linalg-on-tensors func.func @forward.",
    )
    parser.add_argument("factory", metavar="MODULE:FACTORY", help="e.g. data_generation.models:mlp")
    parser.add_argument("--input-shape", type=parse_shape, required=True, help="e.g. 1,3,32,32")
    parser.add_argument("--out", type=Path, required=True, help="the .mlir file to write")
    parser.add_argument(
        "--weights-out",
        type=Path,
        help=".npz of the weight arguments, keyed by name, in argument order",
    )
    args = parser.parse_args(argv)

    temps: list[Path] = []
    try:
        model = load_factory(args.factory)
        converted = convert(model, args.input_shape)
        source = f"// Source: {args.factory} --input-shape {','.join(map(str, args.input_shape))}\n"
        text = source + converted.text
        temps.append(write_atomically(args.out, lambda f: f.write(text), "w"))
        if args.weights_out is not None:
            temps.append(
                write_atomically(args.weights_out, lambda f: np.savez(f, **converted.weights), "wb")
            )
        os.replace(temps[0], args.out)
        if len(temps) > 1:
            os.replace(temps[1], args.weights_out)
        temps.clear()
    except Exception as error:
        message = first_line(error) if not isinstance(error, ConversionError) else str(error)
        print(f"nn_to_mlir: error: {message.splitlines()[0]}", file=sys.stderr)
        return 2
    finally:
        for temp in temps:
            temp.unlink(missing_ok=True)
    print(
        f"wrote {args.out} ({len(converted.arg_names)} arguments: "
        f"{', '.join(converted.arg_names)}; output {list(converted.output_shape)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
