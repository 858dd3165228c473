"""The float64 oracle: what a benchmark's destination must hold, computed in numpy /
PyTorch float64 per op kind or for a whole network, and the rule a float32 result is
accepted by.

Every reference computes in float64 from the same float32 inputs the kernel ran
on, and returns what the program's destination (its last argument) must hold
afterwards. `matches_reference` then accepts the kernel's float32 result when its
NaN and Inf sit where the reference's do and, elsewhere,
max|actual - expected| <= rtol * max(max|expected|, 1), the rule
`rl_autoscheduler.measurement.measure` applies between schedules (rtol 1e-4 for f32).

Any other program (several ops, a softmax, a result in a fresh tensor, ...) is
translated as a whole into PyTorch ops by `evaluation.references.translate`, in float64
for the reference and in float32 for the PyTorch and JAX baselines.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Sequence

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

from rl_autoscheduler.measurement.compare import compare_arrays

F32_RTOL = 1e-4


def float32_rtol(reduction_length: int) -> float:
    """The relative tolerance of a float32 result against float64 when the program sums
    `reduction_length` terms into one value: F32_RTOL, or an eighth of recursive
    summation's error bound (length x 2^-24) when that is larger. A 262,144-term
    variance (IREE's group-norm statistics) is off by 6e-4 in the program as written; a
    matmul's K of a few thousand stays at F32_RTOL."""
    return max(F32_RTOL, reduction_length * 2.0**-24 / 8)


def _tensor(array: np.ndarray) -> torch.Tensor:
    return torch.from_numpy(np.asarray(array, dtype=np.float64).copy())


def matmul(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """C + A @ B (numpy)."""
    return c.astype(np.float64) + a.astype(np.float64) @ b.astype(np.float64)


def batch_matmul(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """C + A @ B per batch (numpy)."""
    return c.astype(np.float64) + np.matmul(a.astype(np.float64), b.astype(np.float64))


def conv2d_nchw(
    image: np.ndarray,
    weights: np.ndarray,
    out: np.ndarray,
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int] = (1, 1),
) -> np.ndarray:
    """O + conv2d(I, W) with zero padding (torch.nn.functional.conv2d, NCHW / FCHW)."""
    result = F.conv2d(
        _tensor(image),
        _tensor(weights),
        stride=tuple(stride),
        padding=tuple(padding),
        dilation=tuple(dilation),
    )
    return out.astype(np.float64) + result.numpy()


def max_pool2d_nchw(
    image: np.ndarray,
    out: np.ndarray,
    window: Sequence[int],
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int] = (1, 1),
) -> np.ndarray:
    """max(O, max_pool2d(I)) with -inf padding (torch.nn.functional.max_pool2d)."""
    pooled = F.max_pool2d(
        _tensor(image),
        kernel_size=tuple(window),
        stride=tuple(stride),
        padding=tuple(padding),
        dilation=tuple(dilation),
    )
    return np.maximum(out.astype(np.float64), pooled.numpy())


def add(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """A + B (C is overwritten)."""
    return a.astype(np.float64) + b.astype(np.float64)


def relu(a: np.ndarray, c: np.ndarray) -> np.ndarray:
    """max(A, 0) (C is overwritten)."""
    return np.maximum(a.astype(np.float64), 0.0)


def single_op(kind: str, arrays: Sequence[np.ndarray], attributes: dict) -> np.ndarray:
    """The expected destination of a single-op program of `kind` run on `arrays`
    (its arguments in order, the destination last, as they were before the run)."""
    if kind == "matmul":
        return matmul(*arrays)
    if kind == "batch_matmul":
        return batch_matmul(*arrays)
    if kind == "conv_2d_nchw_fchw":
        return conv2d_nchw(
            *arrays,
            stride=attributes["stride"],
            padding=attributes["padding"],
            dilation=attributes.get("dilation", (1, 1)),
        )
    if kind == "pooling_nchw_max":
        return max_pool2d_nchw(
            *arrays,
            window=attributes["window"],
            stride=attributes["stride"],
            padding=attributes["padding"],
            dilation=attributes.get("dilation", (1, 1)),
        )
    if kind == "add":
        return add(*arrays)
    if kind == "relu":
        return relu(*arrays)
    raise ValueError(f"no reference for op kind {kind!r}")


NEUTRAL_INIT = {
    "matmul": 0.0,
    "batch_matmul": 0.0,
    "conv_2d_nchw_fchw": 0.0,
    "pooling_nchw_max": -math.inf,
}
"""Per accumulating op kind, the destination value that makes it compute the bare op."""


def network(model: nn.Module, inputs: np.ndarray) -> np.ndarray:
    """The PyTorch module's forward pass on `inputs`, in float64 (a copy of the module)."""
    reference = copy.deepcopy(model).double().eval()
    with torch.no_grad():
        return reference(_tensor(inputs)).numpy()


def matches_reference(
    expected: np.ndarray, actual: np.ndarray, rtol: float = F32_RTOL
) -> tuple[bool, str]:
    """(matches, reason): the shape, NaN and Inf at the same positions, then the finite
    values within max|actual - expected| <= rtol * max(|expected|, 1)
    (`rl_autoscheduler.measurement.compare`, the rule schedules are checked by)."""
    expected, actual = np.asarray(expected), np.asarray(actual)
    if tuple(expected.shape) != tuple(actual.shape):
        return False, f"output shape {tuple(actual.shape)}, expected {tuple(expected.shape)}"
    comparison = compare_arrays(expected.astype(np.float64), actual.astype(np.float64), rtol)
    if comparison.ok:
        return True, f"max relative error {comparison.max_rel_error:.3g}"
    if math.isinf(comparison.max_rel_error):
        return False, f"NaN or Inf where the reference differs: {comparison.mismatch}"
    return False, f"output differs from the reference: {comparison.mismatch}"
