"""The PyTorch references: a benchmark as a PyTorch eager call, or as a pure function of
tensors for `torch.compile`.

Each op kind's implementation is registered in the references' registry
(`registry.register_reference("pytorch", kind)`); `torch_op` reads it back. torch is
imported inside the functions: importing this module registers the kinds without loading
torch.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from evaluation.references import Unsupported
from evaluation.references.native import native_call
from evaluation.references.registry import reference_builder, register_reference
from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS, WINDOW_LOOPS

FRAMEWORK = "pytorch"
LAYOUTS = ("nchw", "channels_last")
LAYOUT_KINDS = (
    *(name for name, kind in BENCHMARK_KINDS.items() if kind.linalg_op in WINDOW_LOOPS),
    "network",
)
"""Kinds whose PyTorch figure is the faster of LAYOUTS (the windowed ops, on NCHW images,
and networks; NCHW max_pool2d is a known slow path)."""


# --------------------------------------------------------------------------- per op kind


@register_reference(FRAMEWORK, "matmul")
def _matmul(attributes: dict) -> Callable[..., object]:
    import torch

    return lambda a, b, init=None, out=None: (
        torch.matmul(a, b, out=out) if init is None else torch.addmm(init, a, b, out=out)
    )


@register_reference(FRAMEWORK, "batch_matmul")
def _batch_matmul(attributes: dict) -> Callable[..., object]:
    import torch

    return lambda a, b, init=None, out=None: (
        torch.bmm(a, b, out=out) if init is None else torch.baddbmm(init, a, b, out=out)
    )


@register_reference(FRAMEWORK, "conv_2d_nchw_fchw")
def _conv(attributes: dict) -> Callable[..., object]:
    import torch
    import torch.nn.functional as F

    stride, padding = tuple(attributes["stride"]), tuple(attributes["padding"])
    dilation = tuple(attributes.get("dilation", (1, 1)))

    def conv(x, w, init=None, out=None):
        y = F.conv2d(x, w, None, stride, padding, dilation)
        return y if init is None else torch.add(init, y, out=out)

    return conv


@register_reference(FRAMEWORK, "pooling_nchw_max")
def _max_pool(attributes: dict) -> Callable[..., object]:
    import torch
    import torch.nn.functional as F

    window, stride = tuple(attributes["window"]), tuple(attributes["stride"])
    padding = tuple(attributes["padding"])
    dilation = tuple(attributes.get("dilation", (1, 1)))
    # max_pool2d pads at most half a window: beyond, pad with -inf explicitly.
    explicit = not all(p <= k // 2 for p, k in zip(padding, window, strict=True))
    pads = (padding[1], padding[1], padding[0], padding[0])

    def pool(x, init=None, out=None):
        if explicit:
            x = F.pad(x, pads, value=-float("inf"))
        y = F.max_pool2d(x, window, stride, 0 if explicit else padding, dilation)
        return y if init is None else torch.maximum(init, y, out=out)

    return pool


@register_reference(FRAMEWORK, "add")
def _add(attributes: dict) -> Callable[..., object]:
    import torch

    return lambda a, b, init=None, out=None: torch.add(a, b, out=out)


@register_reference(FRAMEWORK, "relu")
def _relu(attributes: dict) -> Callable[..., object]:
    import torch

    return lambda a, init=None, out=None: torch.clamp_min(a, 0.0, out=out)


def torch_op(kind: str, attributes: dict) -> Callable[..., object]:
    """`op(*inputs, init=None, out=None)`: one op of `kind` in PyTorch eager.

    An accumulating op (matmul, convolution, pooling) adds its result into `init`
    (`addmm(C, A, B)`, as the linalg op accumulates into its destination); with
    `init=None` it is the bare op. add and relu overwrite their destination.
    """
    builder = reference_builder(FRAMEWORK, kind)
    if builder is None:
        raise Unsupported(f"no PyTorch implementation of op kind {kind!r}")
    return builder(attributes)


# --------------------------------------------------------------------------- a benchmark


def torch_call(
    spec: dict, inputs: list[np.ndarray], model=None, layout: str = "nchw"
) -> Callable[[], object]:
    """A PyTorch eager call computing the benchmark's destination from `inputs`.

    A single op writes into a preallocated tensor (`out=`), as the MLIR kernel writes
    its destination; a program whose manifest names the native op computing it
    (`spec["native"]`, `native.py`) runs that op; another composed program
    (`spec["graph"]`) runs its ops one after the other as eager PyTorch code would, each
    allocating its result. With `layout`
    "channels_last", every 4-D tensor (and a network's module) is converted here, before
    any timing, so the timed call reads and writes channels_last tensors only.
    """
    import torch

    from evaluation.references.oracle import NEUTRAL_INIT

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    tensors = _tensors_in_layout(inputs, layout)
    if kind == "network":
        x, module = tensors[0], _module_in_layout(model, layout)
        return lambda: module(x)
    if spec.get("native"):
        native, arguments = native_call(spec["native"], tensors[: spec["graph"]["arguments"]])
        return lambda: native(*arguments)
    if spec.get("graph"):
        translation = _translation(spec)
        arguments = tensors[: len(translation.graph.arguments)]
        return lambda: translation(*arguments)
    op = torch_op(kind, attributes)
    out = torch.empty_like(tensors[-1])  # keeps the destination's memory format
    *operands, destination = tensors
    init = destination if kind in NEUTRAL_INIT else None
    return lambda: op(*operands, init=init, out=out)


def _translation(spec: dict):
    """The benchmark's program translated to PyTorch eager ops in float32 (`translate`)."""
    from evaluation.references.backends import TorchBackend
    from evaluation.references.translate import Translation, graph_of

    return Translation(graph_of(spec["path"]), TorchBackend())


def _module_in_layout(model, layout: str):
    """A network's module in `layout`: a channels_last copy, the module itself for NCHW."""
    if layout != "channels_last":
        return model
    import copy

    import torch

    return copy.deepcopy(model).to(memory_format=torch.channels_last)


def _tensors_in_layout(inputs: list[np.ndarray], layout: str) -> list:
    """Copies of `inputs` as tensors, the 4-D ones in `layout`."""
    import torch

    return [_in_layout(torch.from_numpy(array.copy()), layout) for array in inputs]


def _in_layout(tensor, layout: str):
    """`tensor` in `layout` (4-D tensors only; the values are the same)."""
    import torch

    if layout == "channels_last" and tensor.dim() == 4:
        return tensor.contiguous(memory_format=torch.channels_last)
    return tensor


def layouts(spec: dict) -> tuple[str, ...]:
    """The PyTorch layouts to try: both for convolutions, pooling, networks on images and
    programs with an NCHW convolution or pooling. A network on tokens (a transformer's
    3-D input) has no channels_last: its second layout would only be a second draw of the
    same computation, and the faster of two draws flatters PyTorch (the ViT block's
    torch.compile ran 21.5 and 18.6 ms so in one run, 18.6 counted)."""
    if spec["kind"] == "network":
        shape = (spec.get("network") or {}).get("input_shape")
        return LAYOUTS if shape is None or len(shape) == 4 else ("nchw",)
    graph = spec.get("graph") or {}
    windowed = any(
        op.startswith(
            ("linalg.conv_2d_nchw", "linalg.pooling_nchw", "linalg.depthwise_conv_2d_nchw")
        )
        for op in graph.get("ops", [])
    )
    return LAYOUTS if spec["kind"] in LAYOUT_KINDS or windowed else ("nchw",)


def torch_function(
    spec: dict, inputs: list[np.ndarray], model=None, layout: str = "nchw"
) -> tuple[Callable, list]:
    """(function, arguments): the benchmark as a pure function of tensors, for torch.compile
    (no `out=`: inductor plans its own buffers), its tensors (and a network's module) in
    `layout` as `torch_call`'s are: inductor, too, is fastest in channels_last on many
    convolutional networks."""

    from evaluation.references.oracle import NEUTRAL_INIT

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    tensors = _tensors_in_layout(inputs, layout)
    if kind == "network":
        return _module_in_layout(model, layout), tensors[:1]
    if spec.get("native"):
        return native_call(spec["native"], tensors[: spec["graph"]["arguments"]])
    if spec.get("graph"):
        translation = _translation(spec)
        return translation, tensors[: len(translation.graph.arguments)]
    op = torch_op(kind, attributes)
    if kind in NEUTRAL_INIT:
        return (lambda *arguments: op(*arguments[:-1], init=arguments[-1])), tensors
    return (lambda *arguments: op(*arguments[:-1])), tensors
