"""PyTorch to linalg on tensors: a torch.fx graph becomes one MLIR function.

`convert(module, input_shape)` traces an `nn.Module` with `torch.fx.symbolic_trace`;
`convert_graph(graph_module, example_inputs)` takes a graph as it is (TorchDynamo's, for
the `torch.compile` backend, whose placeholders may include the weights). Shapes are
propagated with `ShapeProp` on the example inputs, and every node becomes linalg on
tensors (f32) inside `func.func @forward`:

- `nn.Linear` / `F.linear`: `linalg.transpose` of the weight, `linalg.fill` 0 +
  `linalg.matmul`, then a `linalg.generic` adding the broadcast bias.
- `nn.Conv2d` / `F.conv2d` (zero padding): `tensor.pad` with 0, `linalg.fill` 0 +
  `linalg.conv_2d_nchw_fchw` (strides, dilations), then a `linalg.generic` adding the
  bias; with one group per channel (depthwise) `linalg.depthwise_conv_2d_nchw_chw` on
  the weight's (C, KH, KW) view. With `layout="channels_last"` (or `"auto"`, when
  `channels_last_pays`) the convolutions read and write NHWC values instead
  (`LinalgBuilder.conv2d_nhwc`), which batch norms and elementwise ops keep
  (`LAYOUT_PRESERVING_*`); a transpose back to NCHW comes before any other op and the
  result, so the function's inputs and output are NCHW as PyTorch's.
- `nn.MaxPool2d` / `F.max_pool2d`: `tensor.pad` with -inf, `linalg.fill` -inf +
  `linalg.pooling_nchw_max`.
- `nn.BatchNorm2d` (eval mode) / `F.batch_norm` (training=False): one generic,
  `(x - mean) * rsqrt(var + eps) * weight + bias` per channel.
- `nn.LayerNorm` / `F.layer_norm` and `nn.Softmax` / `F.softmax` / `x.softmax()`, along
  the last dim: the chains of generics `data_generation.row_families` writes (layer
  norm: sum, centered row, sum of squares, normalize; softmax: max, exp of the
  difference, sum, divide).
- `nn.AdaptiveAvgPool2d(1)` / `F.adaptive_avg_pool2d(x, 1)` / `x.mean(dims)` over
  trailing dims: a sum reduction and a scale.
- `torch.matmul` / `@` / `torch.bmm` / `x.matmul()`: `linalg.matmul` against a 2-D right
  operand (the left's leading dims as rows), else `linalg.batch_matmul` over the
  product of the (equal) batch dims.
- `x.transpose()` / `x.permute()` / `torch.transpose` / `torch.permute`:
  `linalg.transpose`.
- Elementwise, one `linalg.generic` each: ReLU, ReLU6, hardtanh and clamp (`maximumf`,
  `minimumf`); GELU, exact (`math.erf`) or tanh; sigmoid, SiLU, tanh; `+ - * /` and
  negation of tensors (numpy broadcasting) and numbers.
- `torch.flatten` / `nn.Flatten` / `x.view` / `x.reshape` / `squeeze` /
  `unsqueeze`: `tensor.collapse_shape` and/or `tensor.expand_shape`.
- `nn.Identity`, `nn.Dropout` / `F.dropout` (inference semantics: `training=False`, as
  TorchDynamo traces an eval-mode `nn.Dropout`), `x.contiguous()`: nothing.
- `x.size()`, `x.shape`, `x.dim()` and integer arithmetic on them: evaluated at
  trace time (shapes are static).

The op text itself is written by `rl_autoscheduler.frontend.linalg_builder`. Anything else
raises `ConversionError` naming the module or function and its fx node, e.g.
``unsupported: call_module 'up1' (Upsample) at node up1``.

Arguments of `@forward`: the graph's inputs first (`%input`, `%input_1`, ...), then
every parameter the forward pass reads, in `module.named_parameters()` order (the order
of `state_dict()`), then any other tensor (a buffer such as a batch norm's running
statistics, or an attribute read through `get_attr`), in order of first use. The function's
`rl.arguments` attribute lists the argument names in that order;
`Converted.arg_names` and `arg_arrays` hold the same. The function returns one fresh
tensor (the core turns it into an out-parameter). Each op carries
`loc("<fx node name>")`, so diagnostics and loop-nest descriptions name the layer.
"""

from __future__ import annotations

import contextlib
import io
import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F
from torch import fx, nn
from torch.fx.passes.shape_prop import ShapeProp, TensorMetadata

from rl_autoscheduler.frontend.linalg_builder import (
    LinalgBuilder,
    Unsupported,
    Value,
    pair,
)

FUNCTION_NAME = "forward"


class ConversionError(Exception):
    """The module cannot be converted; the message names the node and why."""


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


# --------------------------------------------------------------------------- the converter

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
ARITHMETIC_FUNCTIONS = {
    **dict.fromkeys((operator.add, operator.iadd, torch.add), "arith.addf"),
    **dict.fromkeys((operator.sub, operator.isub, torch.sub), "arith.subf"),
    **dict.fromkeys((operator.mul, operator.imul, torch.mul), "arith.mulf"),
    **dict.fromkeys((operator.truediv, operator.itruediv, torch.div), "arith.divf"),
    **dict.fromkeys((operator.neg, torch.neg), "arith.negf"),
}
"""Tensor arithmetic (on numbers, the same operators are shape arithmetic)."""
ARITHMETIC_METHODS = {
    **dict.fromkeys(("add", "add_", "__add__", "__radd__"), "arith.addf"),
    **dict.fromkeys(("sub", "sub_", "__sub__"), "arith.subf"),
    **dict.fromkeys(("mul", "mul_", "__mul__", "__rmul__"), "arith.mulf"),
    **dict.fromkeys(("div", "div_", "__truediv__"), "arith.divf"),
    **dict.fromkeys(("neg", "__neg__"), "arith.negf"),
}


class Converter(LinalgBuilder):
    """Emits the body of @forward node by node; one instance per conversion."""

    def __init__(self, root: nn.Module, graph_module: fx.GraphModule, channels_last=False):
        super().__init__(channels_last)
        self.keep_layout = False
        """The node being converted takes channels_last values as they are
        (`LAYOUT_PRESERVING`); any other gets them back in NCHW."""
        self.root = root
        self.graph_module = graph_module
        self.env: dict[fx.Node, Value] = {}
        self.parameter_order = {
            id(param): (index, name) for index, (name, param) in enumerate(root.named_parameters())
        }
        self.arguments: dict[int, tuple[str, torch.Tensor, Value]] = {}
        """id(tensor) -> (qualified name, tensor, its argument Value)."""
        self.inputs: list[Value] = []
        """The graph's placeholders, in order: the function's first arguments."""

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

    # ----- nodes

    def tensor_arg(self, node: fx.Node, value: object, what: str) -> Value:
        if isinstance(value, fx.Node) and value in self.env:
            found = self.env[value]
            return found if self.keep_layout else self.nchw(found)
        raise Unsupported(f"{what} must be a tensor computed by the graph, got {value!r}")

    def convert_node(self, node: fx.Node) -> None:
        meta = node.meta.get("tensor_meta")
        if node.op == "output":
            self.location = node.name
            return
        if node.op == "placeholder":
            if not isinstance(meta, TensorMetadata):
                raise Unsupported(
                    "a symbolic size (dynamic shapes; torch.compile(..., dynamic=False) "
                    "compiles each shape)"
                    if isinstance(
                        node.meta.get("example_value", node.meta.get("val")), torch.SymInt
                    )
                    else "an input that is not a tensor"
                )
            if meta.dtype != torch.float32:
                raise Unsupported(f"an input of {meta.dtype}: only float32")
            name = "%input" if not self.inputs else self.fresh("input")
            value = Value(name, tuple(int(s) for s in meta.shape), aliases_argument=True)
            self.inputs.append(value)
            self.env[node] = value
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
        self.keep_layout = self.channels_last and keeps_layout(node, self.graph_module)
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
        if type(module) in MODULES:
            return MODULES[type(module)](self, module, prefix, x, out_shape)
        if type(module) is nn.Flatten:
            return self.reshape(x, out_shape)
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
        if type(module) not in (nn.Linear, nn.Conv2d):
            raise Unsupported("")
        weight, bias = (_parameter(self, module, prefix, name) for name in ("weight", "bias"))
        if type(module) is nn.Linear:
            return self.linear(x, weight, bias)
        if module.padding_mode != "zeros":
            raise Unsupported(f"padding_mode={module.padding_mode!r}")
        return self.conv2d_call(
            x,
            weight,
            bias,
            module.stride,
            module.padding,
            module.dilation,
            module.groups,
            out_shape,
        )

    def conv2d_call(self, x, weight, bias, stride, padding, dilation, groups, out_shape):
        depthwise = groups == x.shape[1] == weight.shape[0] and weight.shape[1] == 1
        if groups != 1 and not depthwise:
            raise Unsupported(f"groups={groups} (only 1, or depthwise: one per channel)")
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
        if target in ARITHMETIC_FUNCTIONS:
            op = ARITHMETIC_FUNCTIONS[target]
            return self.arithmetic_call(node, op, list(node.args), dict(node.kwargs), out_shape)
        if target in FUNCTIONS:
            parameters, handler = FUNCTIONS[target]
            return handler(self, node, bind(parameters, node.args, node.kwargs), out_shape)
        if target in RELU_FUNCTIONS or target in RESHAPE_FUNCTIONS:
            x = self.tensor_arg(node, node.args[0] if node.args else None, "the input")
            if target in RELU_FUNCTIONS:
                return self.relu(x)  # inplace= does not matter on value tensors
            return self.reshape(x, out_shape)
        if target in SIGNATURES:
            kwargs = bind(SIGNATURES[target], node.args, node.kwargs)
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
        if method in ARITHMETIC_METHODS:
            op = ARITHMETIC_METHODS[method]
            return self.arithmetic_call(node, op, list(node.args), dict(node.kwargs), out_shape)
        if method == "permute":  # x.permute(0, 2, 1) or x.permute((0, 2, 1))
            dims = node.kwargs.get("dims", node.args[1:] if len(node.args) > 2 else node.args[1])
            return self.permute(x, [dims] if isinstance(dims, int) else list(dims))
        if method in METHODS:
            parameters, handler = METHODS[method]
            return handler(self, node, bind(parameters, node.args, node.kwargs), out_shape)
        raise Unsupported("")

    def arithmetic_call(self, node, op: str, args, kwargs, out_shape) -> Value:
        """a + b, a - b, a * b, a / b, -a: tensors or numbers, one of them a tensor."""
        if op == "arith.negf":
            op, args = "arith.mulf", [*args, -1.0]
        if kwargs.get("other") is not None and len(args) == 1:
            args.append(kwargs.pop("other"))
        alpha = kwargs.pop("alpha", 1)
        rounding = kwargs.pop("rounding_mode", None)
        if alpha != 1 or rounding is not None or kwargs or len(args) != 2:
            raise Unsupported("only a op b of two operands (no alpha, rounding_mode or out=)")
        operands: list[Value | float] = []
        for arg in args:
            if isinstance(arg, int | float) and not isinstance(arg, bool):
                operands.append(float(arg))
            else:
                operands.append(self.tensor_arg(node, arg, "an operand"))
        return self.arithmetic(op, operands[0], operands[1], out_shape)

    def finish(
        self, output_node: fx.Node, input_names: list[str], weights_source: str | None = None
    ) -> tuple[str, Value]:
        result = output_node.args[0]
        if isinstance(result, tuple | list) and len(result) == 1:  # TorchDynamo's graphs
            result = result[0]
        if not isinstance(result, fx.Node) or result not in self.env:
            raise ConversionError(
                f"unsupported: the forward pass must return one tensor (node {output_node.name} "
                f"returns {result!r})"
            )
        self.location = output_node.name
        value = self.nchw(self.env[result])
        if value.aliases_argument:
            value = self.copy(value)
        arguments = [(value_.name, value_.type) for value_ in self.inputs]
        arguments += [(value_.name, value_.type) for _, _, value_ in self.ordered_arguments()]
        signature = ", ".join(f"{name}: {kind}" for name, kind in arguments)
        names = input_names + [name for name, _, _ in self.ordered_arguments()]
        attributes = ["rl.arguments = [" + ", ".join(f'"{name}"' for name in names) + "]"]
        if weights_source is not None:
            attributes.append(f'rl.weights = "{weights_source}"')
        text = "\n".join(
            [
                "// Converted from PyTorch by rl_autoscheduler.frontend.fx_converter.",
                f"func.func @{FUNCTION_NAME}({signature}) -> {value.type}",
                f"    attributes {{{', '.join(attributes)}}} {{",
                *self.lines,
                f"  return {value.name} : {value.type} {self.loc}",
                "}",
                "",
            ]
        )
        return text, value


LAYOUT_PRESERVING_MODULES = (
    *IDENTITY_MODULES,
    nn.Conv2d,
    nn.BatchNorm2d,
    nn.ReLU,
    nn.ReLU6,
    nn.Hardtanh,
    nn.GELU,
    nn.Sigmoid,
    nn.SiLU,
    nn.Tanh,
)
LAYOUT_PRESERVING_FUNCTIONS = {
    F.conv2d,
    F.batch_norm,
    F.relu6,
    F.hardtanh,
    torch.clamp,
    torch.clip,
    F.gelu,
    torch.sigmoid,
    F.silu,
    torch.tanh,
    F.dropout,
    F.dropout1d,
    F.dropout2d,
    *RELU_FUNCTIONS,
    *ARITHMETIC_FUNCTIONS,
}
LAYOUT_PRESERVING_METHODS = {
    "contiguous", "relu", "relu_", "clamp", "clip", "sigmoid", "tanh", *ARITHMETIC_METHODS
}  # fmt: skip
"""The nodes that take channels_last values as they are: convolutions write them, batch
norms and elementwise ops keep them; every other node reads NCHW."""


def keeps_layout(node: fx.Node, graph_module: fx.GraphModule) -> bool:
    if node.op == "call_module":
        return type(graph_module.get_submodule(node.target)) in LAYOUT_PRESERVING_MODULES
    if node.op == "call_function":
        return node.target in LAYOUT_PRESERVING_FUNCTIONS
    return node.op == "call_method" and node.target in LAYOUT_PRESERVING_METHODS


LAYOUTS = ("nchw", "channels_last", "auto")
SMALL_WEIGHT = 4096
"""Elements of a KxK convolution's weight small enough to transpose to FHWC at each call."""


def channels_last_pays(graph_module: fx.GraphModule) -> bool:
    """`layout="auto"`: channels_last when the graph has a depthwise convolution and every
    convolution's weight needs no transpose at each call (1x1, depthwise) or a small one.
    A depthwise NCHW convolution runs its 3x3 window across a plane's rows; in NHWC the
    channels are the vector lanes: MobileNetV2's 112x112x32 one took 1.30 ms in NCHW,
    0.16 ms in NHWC (icelake-server, 2 threads), PyTorch's channels_last 0.14. A large
    KxK weight (ResNet's 3x3 ones, up to 9 MB) would be transposed at every call."""
    shapes = []
    for node in graph_module.graph.nodes:
        if node.op == "call_module":
            module = graph_module.get_submodule(node.target)
            if isinstance(module, nn.Conv2d):
                shapes.append((tuple(module.weight.shape), module.groups))
        elif node.op == "call_function" and node.target is F.conv2d:
            weight = node.args[1] if len(node.args) > 1 else node.kwargs.get("weight")
            meta = weight.meta.get("tensor_meta") if isinstance(weight, fx.Node) else None
            groups = node.args[6] if len(node.args) > 6 else node.kwargs.get("groups", 1)
            if meta is None:
                return False
            shapes.append((tuple(meta.shape), groups))
    depthwise = [groups > 1 and shape[1] == 1 for shape, groups in shapes]
    cheap = [
        dw or shape[2:] == (1, 1) or math.prod(shape) <= SMALL_WEIGHT
        for (shape, _), dw in zip(shapes, depthwise, strict=True)
    ]
    return any(depthwise) and all(cheap)


def fetch_attr(module: nn.Module, target: str) -> object:
    attribute: object = module
    for part in target.split("."):
        attribute = getattr(attribute, part)
    return attribute


Parameters = tuple[tuple[str, object], ...]
"""A function's parameters in order, each with its default (REQUIRED: none)."""

SIGNATURES: dict[object, Parameters] = {
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


# --------------------------------------------------------------------------- more layers

Handler = Callable[["Converter", fx.Node, dict, tuple[int, ...]], Value]
"""Converts one call from its bound arguments and the traced output shape."""
ModuleHandler = Callable[["Converter", nn.Module, str, Value, tuple[int, ...]], Value]
"""Converts one call of a module from the module, its qualified name and its input."""

X: Parameters = (("input", REQUIRED),)


def _input(c: Converter, node: fx.Node, a: dict) -> Value:
    return c.tensor_arg(node, a["input"], "input")


def _number(value: object, what: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    raise Unsupported(f"{what} must be a number, got {value!r}")


def _require_last_dim(dim: object, rank: int) -> None:
    if not isinstance(dim, int) or isinstance(dim, bool) or dim % rank != rank - 1:
        raise Unsupported(f"dim={dim!r}: only along the last dim")


def _softmax(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    x = _input(c, node, a)
    if a.get("dtype") is not None:
        raise Unsupported(f"dtype={a['dtype']}")
    _require_last_dim(a["dim"], x.rank)
    return c.softmax(x)


def _layer_norm(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    x = _input(c, node, a)
    shape = a["normalized_shape"]
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if shape != x.shape[-1:]:
        raise Unsupported(f"normalized_shape={list(shape)}: only the last dim")
    weight = c.optional_tensor(node, a["weight"], "weight")
    bias = c.optional_tensor(node, a["bias"], "bias")
    return c.layer_norm(x, weight, bias, float(a["eps"]))


def _batch_norm(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    if a["training"]:
        raise Unsupported("training=True: batch norm is converted in inference form")
    return c.batch_norm(
        _input(c, node, a),
        c.tensor_arg(node, a["running_mean"], "running_mean"),
        c.tensor_arg(node, a["running_var"], "running_var"),
        c.optional_tensor(node, a["weight"], "weight"),
        c.optional_tensor(node, a["bias"], "bias"),
        float(a["eps"]),
    )


def _global_average(c: Converter, x: Value, output_size: object) -> Value:
    if output_size not in (1, (1, 1), [1, 1]) or x.rank != 4:
        raise Unsupported(f"output_size={output_size!r} of {x.shape}: only 1 of NCHW")
    return c.mean_last(x, 2, keepdim=True)


def _mean(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    x = _input(c, node, a)
    dims = a["dim"]
    dims = list(range(x.rank)) if dims is None else [dims] if isinstance(dims, int) else dims
    count = len(dims)
    if sorted(d % x.rank for d in dims) != list(range(x.rank - count, x.rank)) or a["dtype"]:
        raise Unsupported(f"mean over dims {dims} of {x.shape}: only trailing dims")
    return c.mean_last(x, count, bool(a["keepdim"]))


def _matmul(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    return c.matmul(_input(c, node, a), c.tensor_arg(node, a["other"], "other"), out_shape)


def _transpose(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    x = _input(c, node, a)
    permutation = list(range(x.rank))
    first, second = a["dim0"] % x.rank, a["dim1"] % x.rank
    permutation[first], permutation[second] = second, first
    return c.permute(x, permutation)


def _clamp(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    return c.clamp(_input(c, node, a), _number(a["min"], "min"), _number(a["max"], "max"))


def _dropout(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    if a["training"]:
        raise Unsupported("training=True: dropout is converted in inference form")
    return _input(c, node, a)


def _hardtanh(c: Converter, node: fx.Node, a: dict, out_shape) -> Value:
    low, high = _number(a["min_val"], "min_val"), _number(a["max_val"], "max_val")
    return c.clamp(_input(c, node, a), low, high)


SOFTMAX_METHOD: Parameters = (*X, ("dim", REQUIRED), ("dtype", None))
MEAN: Parameters = (*X, ("dim", None), ("keepdim", False), ("dtype", None))
MATMUL: Parameters = (*X, ("other", REQUIRED))
TRANSPOSE: Parameters = (*X, ("dim0", REQUIRED), ("dim1", REQUIRED))
CLAMP: Parameters = (*X, ("min", None), ("max", None))
INPLACE: Parameters = (*X, ("inplace", False))

DROPOUT: Parameters = (*X, ("p", 0.5), ("training", True), ("inplace", False))

FUNCTIONS: dict[object, tuple[Parameters, Handler]] = {
    F.dropout: (DROPOUT, _dropout),
    F.dropout1d: (DROPOUT, _dropout),
    F.dropout2d: (DROPOUT, _dropout),
    F.relu6: (INPLACE, lambda c, n, a, o: c.clamp(_input(c, n, a), 0.0, 6.0)),
    F.hardtanh: ((*X, ("min_val", -1.0), ("max_val", 1.0), ("inplace", False)), _hardtanh),
    torch.clamp: (CLAMP, _clamp),
    torch.clip: (CLAMP, _clamp),
    F.gelu: (
        (*X, ("approximate", "none")),
        lambda c, n, a, o: c.gelu(_input(c, n, a), a["approximate"]),
    ),
    torch.sigmoid: (X, lambda c, n, a, o: c.sigmoid(_input(c, n, a))),
    F.silu: (INPLACE, lambda c, n, a, o: c.silu(_input(c, n, a))),
    torch.tanh: (X, lambda c, n, a, o: c.tanh(_input(c, n, a))),
    F.softmax: ((*X, ("dim", None), ("_stacklevel", 3), ("dtype", None)), _softmax),
    torch.softmax: (SOFTMAX_METHOD, _softmax),
    F.layer_norm: (
        (*X, ("normalized_shape", REQUIRED), ("weight", None), ("bias", None), ("eps", 1e-5)),
        _layer_norm,
    ),
    F.batch_norm: (
        (
            *X,
            ("running_mean", REQUIRED),
            ("running_var", REQUIRED),
            ("weight", None),
            ("bias", None),
            ("training", False),
            ("momentum", 0.1),
            ("eps", 1e-5),
        ),
        _batch_norm,
    ),
    F.adaptive_avg_pool2d: (
        (*X, ("output_size", REQUIRED)),
        lambda c, n, a, o: _global_average(c, _input(c, n, a), a["output_size"]),
    ),
    torch.mean: (MEAN, _mean),
    torch.matmul: (MATMUL, _matmul),
    operator.matmul: (MATMUL, _matmul),
    torch.bmm: (MATMUL, _matmul),
    torch.transpose: (TRANSPOSE, _transpose),
    torch.permute: (
        (*X, ("dims", REQUIRED)),
        lambda c, n, a, o: c.permute(_input(c, n, a), a["dims"]),
    ),
}
"""Functions converted from their bound arguments (beside SIGNATURES' linear, conv and
pool, and the arithmetic)."""

METHODS: dict[str, tuple[Parameters, Handler]] = {
    "sigmoid": (X, FUNCTIONS[torch.sigmoid][1]),
    "tanh": (X, FUNCTIONS[torch.tanh][1]),
    "softmax": (SOFTMAX_METHOD, _softmax),
    "mean": (MEAN, _mean),
    "matmul": (MATMUL, _matmul),
    "transpose": (TRANSPOSE, _transpose),
    "clamp": (CLAMP, _clamp),
    "clip": (CLAMP, _clamp),
}
"""Tensor methods, `self` bound as `input` (`permute` takes its dims as varargs)."""


def _parameter(c: Converter, module: nn.Module, prefix: str, name: str) -> Value | None:
    tensor = getattr(module, name, None)
    return None if tensor is None else c.argument_for(tensor, f"{prefix}.{name}")


def _softmax_module(c: Converter, module: nn.Module, prefix: str, x: Value, out_shape) -> Value:
    _require_last_dim(module.dim, x.rank)
    return c.softmax(x)


def _layer_norm_module(c: Converter, module: nn.Module, prefix: str, x: Value, out_shape):
    if tuple(module.normalized_shape) != x.shape[-1:]:
        raise Unsupported(f"normalized_shape={list(module.normalized_shape)}: only the last dim")
    weight, bias = (_parameter(c, module, prefix, name) for name in ("weight", "bias"))
    return c.layer_norm(x, weight, bias, float(module.eps))


def _batch_norm_module(c: Converter, module: nn.Module, prefix: str, x: Value, out_shape):
    if module.training or module.running_mean is None:
        raise Unsupported("needs eval mode and running statistics (model.eval())")
    mean, variance, weight, bias = (
        _parameter(c, module, prefix, name)
        for name in ("running_mean", "running_var", "weight", "bias")
    )
    return c.batch_norm(x, mean, variance, weight, bias, float(module.eps))


MODULES: dict[type, ModuleHandler] = {
    nn.ReLU6: lambda c, m, p, x, o: c.clamp(x, 0.0, 6.0),
    nn.Hardtanh: lambda c, m, p, x, o: c.clamp(x, float(m.min_val), float(m.max_val)),
    nn.GELU: lambda c, m, p, x, o: c.gelu(x, m.approximate),
    nn.Sigmoid: lambda c, m, p, x, o: c.sigmoid(x),
    nn.SiLU: lambda c, m, p, x, o: c.silu(x),
    nn.Tanh: lambda c, m, p, x, o: c.tanh(x),
    nn.Softmax: _softmax_module,
    nn.LayerNorm: _layer_norm_module,
    nn.BatchNorm2d: _batch_norm_module,
    nn.AdaptiveAvgPool2d: lambda c, m, p, x, o: _global_average(c, x, m.output_size),
}
"""Modules converted from their attributes (beside ReLU, Flatten, Linear, Conv2d and
MaxPool2d)."""


def bind(parameters: Parameters, args: Sequence[object], kwargs: dict) -> dict[str, object]:
    """The call's arguments by parameter name, defaults filled in."""
    if len(args) > len(parameters):
        raise Unsupported("too many arguments")
    bound = {name: value for (name, _), value in zip(parameters, args, strict=False)}
    for name, value in kwargs.items():
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
    module: nn.Module,
    input_shape: Sequence[int],
    seed: int = 0,
    verify: bool = True,
    weights_source: str | None = None,
    layout: str = "nchw",
) -> Converted:
    """Converts `module` (traced on an input of `input_shape`) to linalg on tensors.

    The returned `arg_arrays[0]` is a seeded standard-normal input; the others are
    the module's weights as float32 arrays. With `verify`, the text is parsed and
    verified by the core before it is returned. `weights_source` (the factory that
    built `module`, "data_generation.models:resnet18") becomes the `rl.weights`
    attribute: the measurement then runs the program on the module's own weights
    (`measurement.network_weights`). Raises ConversionError.
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
    if sum(node.op == "placeholder" for node in graph_module.graph.nodes) != 1:
        raise ConversionError(f"{type(module).__name__}.forward must take one tensor input")
    generator = torch.Generator().manual_seed(seed)
    example = torch.randn(input_shape, generator=generator, dtype=torch.float32)
    return convert_graph(graph_module, [example], module, verify, ["input"], weights_source, layout)


def convert_graph(
    graph_module: fx.GraphModule,
    example_inputs: Sequence[torch.Tensor],
    root: nn.Module | None = None,
    verify: bool = True,
    input_names: list[str] | None = None,
    weights_source: str | None = None,
    layout: str = "nchw",
) -> Converted:
    """Converts a torch.fx graph whose placeholders take `example_inputs` (float32, in
    order): they become the function's first arguments, then come the weights the graph
    reads from `root` (default: the graph module itself). `arg_arrays` starts with copies
    of the example inputs. Raises ConversionError naming the node."""
    root = graph_module if root is None else root
    name = type(root).__name__
    try:
        # ShapeProp prints the traceback of a failing node; the error says it all.
        with torch.no_grad(), contextlib.redirect_stderr(io.StringIO()):
            ShapeProp(graph_module).propagate(*example_inputs)
    except Exception as error:
        shapes = [tuple(x.shape) for x in example_inputs]
        raise ConversionError(
            f"cannot run {name} on inputs of shapes {shapes}: {first_line(error)}"
        ) from error

    if layout not in LAYOUTS:
        raise ConversionError(f"unknown layout {layout!r}; known: {', '.join(LAYOUTS)}")
    channels_last = layout == "channels_last" or (
        layout == "auto" and channels_last_pays(graph_module)
    )
    converter = Converter(root, graph_module, channels_last)
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
    if not converter.inputs or output_node is None:
        raise ConversionError(f"{name}.forward takes no tensor input")
    if input_names is None:
        input_names = [node.name for node in graph_module.graph.nodes if node.op == "placeholder"]
    text, result = converter.finish(output_node, input_names, weights_source)

    arguments = converter.ordered_arguments()
    arg_names = input_names + [name for name, _, _ in arguments]
    arg_arrays = [
        np.ascontiguousarray(tensor.detach().cpu().numpy(), dtype=np.float32).copy()
        for tensor in example_inputs
    ] + [
        np.ascontiguousarray(tensor.detach().cpu().numpy(), dtype=np.float32)
        for _, tensor, _ in arguments
    ]
    if verify:
        from rl_autoscheduler import MLIRError
        from rl_autoscheduler.ir.program import Program

        try:
            Program.from_text(text, f"{name}.mlir")
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
