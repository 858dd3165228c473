"""A whole program as the framework's own op, where the suite's manifest names it.

A row family's program (`data_generation.row_families`) is a chain of generics; PyTorch
computes the same thing with one native kernel (`torch.softmax`, `layer_norm`,
`rms_norm`, `sum`, `amax`; a transpose is `x.permute(dims).contiguous()`; `conv2d`,
`gelu`, `batch_norm`). The
manifest's `native` entry names that op (`{"op": "layer_norm", "dim": -1, "eps": 1e-5}`),
and the PyTorch reference and `torch.compile` run it instead of the chain op by op: the
reference at its best. Its result is checked against the float64 translation of the
program itself, as every reference is, so a manifest that names the wrong op fails
verification instead of flattering anyone.
"""

from __future__ import annotations

from collections.abc import Callable

from evaluation.references import Unsupported

NATIVE_OPS = ("softmax", "layer_norm", "rms_norm", "sum", "amax", "permute", "gelu")
FILTER_TO_FCHW = {"hwcf": (3, 2, 0, 1), "fhwc": (0, 3, 1, 2)}
"""How a filter layout's dimensions reorder into PyTorch's (out, in, h, w)."""


def native_call(native: dict, tensors: list) -> tuple[Callable[..., object], list]:
    """(function, arguments): the op `native` names and the program's arguments in the
    layouts it runs fastest in, converted here, once, before any timing. An NHWC image
    is read as the channels_last NCHW tensor it is (no copy), the result handed back in
    the program's layout as a view."""
    op = native.get("op")
    if op == "conv2d":
        return _conv2d(native, tensors)
    if op == "batch_norm":
        return _batch_norm(native, tensors)
    return torch_native(native), tensors


def _conv2d(native: dict, tensors: list) -> tuple[Callable[..., object], list]:
    import torch
    import torch.nn.functional as F

    x, w = tensors[:2]
    channels_last = native["input"] == "nhwc"
    if channels_last:
        x = x.permute(0, 3, 1, 2)
    if native["filter"] in FILTER_TO_FCHW:
        w = w.permute(*FILTER_TO_FCHW[native["filter"]])
    else:  # depthwise: one (1, h, w) filter per channel
        w = (w.permute(2, 0, 1) if native["filter"] == "hwc" else w).unsqueeze(1)
    layout = torch.channels_last if x.is_contiguous(memory_format=torch.channels_last) else None
    w = w.contiguous(memory_format=layout or torch.contiguous_format)
    stride, groups = native["stride"], native["groups"]

    def conv(x, w):
        y = F.conv2d(x, w, None, stride, 0, 1, groups)
        return y.permute(0, 2, 3, 1) if channels_last else y

    return conv, [x, w]


def _batch_norm(native: dict, tensors: list) -> tuple[Callable[..., object], list]:
    import torch.nn.functional as F

    x, *statistics = tensors[:5]
    channels_last, eps = native["input"] == "nhwc", float(native["eps"])
    if channels_last:
        x = x.permute(0, 3, 1, 2)

    def batch_norm(x, mean, var, w, b):
        y = F.batch_norm(x, mean, var, w, b, False, 0.0, eps)
        return y.permute(0, 2, 3, 1) if channels_last else y

    return batch_norm, [x, *statistics]


def torch_native(native: dict) -> Callable[..., object]:
    """`f(x, *weights)` in PyTorch eager: the op `native` names, along its `dim` (a
    reduction also along -2, across the rows)."""
    import torch
    import torch.nn.functional as F

    op, dim = native.get("op"), native.get("dim", -1)
    if op == "gelu":
        approximate = native.get("approximate", "none")
        if native.get("bias"):
            return lambda x, b: F.gelu(x + b, approximate=approximate)
        return lambda x: F.gelu(x, approximate=approximate)
    if op == "permute":
        dims = tuple(native["dims"])
        return lambda x: x.permute(dims).contiguous()
    if op in ("sum", "amax") and dim in (-1, -2):
        reduce = getattr(torch, op)
        return lambda x: reduce(x, dim)
    if op not in NATIVE_OPS or dim != -1:
        raise Unsupported(f"no native PyTorch op for {native!r}")
    eps = float(native.get("eps", 0.0))
    if op == "softmax":
        return lambda x: torch.softmax(x, dim)
    if op == "layer_norm":
        return lambda x, w=None, b=None: F.layer_norm(x, x.shape[-1:], w, b, eps)
    return lambda x, w=None: F.rms_norm(x, x.shape[-1:], w, eps)
