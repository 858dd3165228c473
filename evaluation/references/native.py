"""A whole program as the framework's own op, where the suite's manifest names it.

A row family's program (`data_generation.row_families`) is a chain of generics; PyTorch
computes the same thing with one native kernel (`torch.softmax`, `layer_norm`,
`rms_norm`, `sum`, `amax`; a transpose is `x.permute(dims).contiguous()`). The
manifest's `native` entry names that op (`{"op": "layer_norm", "dim": -1, "eps": 1e-5}`),
and the PyTorch reference and `torch.compile` run it instead of the chain op by op: the
reference at its best. Its result is checked against the float64 translation of the
program itself, as every reference is, so a manifest that names the wrong op fails
verification instead of flattering anyone.
"""

from __future__ import annotations

from collections.abc import Callable

from evaluation.references import Unsupported

NATIVE_OPS = ("softmax", "layer_norm", "rms_norm", "sum", "amax", "permute")


def torch_native(native: dict) -> Callable[..., object]:
    """`f(x, *weights)` in PyTorch eager: the op `native` names, along its `dim` (a
    reduction also along -2, across the rows)."""
    import torch
    import torch.nn.functional as F

    op, dim = native.get("op"), native.get("dim", -1)
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
