"""Comparing an output array with the one it must equal, NaN and infinities included.

A program whose real math yields NaN or an infinity somewhere (an `rsqrt` of a
negative input, a mask of `-inf` in attention) computes the same non-finite values
whatever its schedule: a NaN where the reference has a NaN is a match, not an error.
(A plain relative error would not do: NaN - NaN is NaN, `max(0.0, nan)` keeps 0, and the
program would come out as a `wrong_result` "with max relative error 0".)

The rule, one for every comparison in the project (`kernel_io.outputs_match` between
schedules, `evaluation.references.oracle.matches_reference` against float64):
- NaN, +Inf and -Inf must sit at the same positions in both arrays; a non-finite value
  in one and not the other, or a +Inf against a -Inf, is a mismatch that names its index;
- the finite values are compared by the relative rule: max|actual - expected| <=
  rtol * max(max|expected|, 1), the maximum over the finite values;
- integers must be equal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Comparison:
    """The verdict on one array: `mismatch` says where and how it differs (None: it matches)."""

    ok: bool
    max_rel_error: float
    """Over the finite positions; inf when the non-finite positions differ."""
    mismatch: str | None = None


def non_finite_classes(array: np.ndarray) -> np.ndarray:
    """Per element: 0 finite, 1 NaN, 2 +Inf, 3 -Inf (integers are all finite)."""
    classes = np.zeros(array.shape, np.int8)
    if array.dtype.kind not in "fc":
        return classes
    classes[np.isnan(array)] = 1
    classes[np.isposinf(array)] = 2
    classes[np.isneginf(array)] = 3
    return classes


def first_index(mask: np.ndarray) -> list[int]:
    """The first True position of `mask` as a list of ints ([] for a 0-d array)."""
    return [int(i) for i in np.argwhere(mask)[0]]


def compare_arrays(expected: np.ndarray, actual: np.ndarray, rtol: float) -> Comparison:
    """`actual` against `expected` under this module's rule (see the module docstring)."""
    if tuple(expected.shape) != tuple(actual.shape):
        message = f"shape {tuple(actual.shape)}, expected {tuple(expected.shape)}"
        return Comparison(False, math.inf, message)
    if expected.dtype.kind not in "fc":
        differs = expected != actual
        if not differs.any():
            return Comparison(True, 0.0)
        index = tuple(first_index(differs))
        worst = float(np.max(np.abs(expected.astype(np.float64) - actual.astype(np.float64))))
        message = f"at {list(index)}: got {actual[index]}, expected {expected[index]}"
        return Comparison(False, worst, message)
    want, got = non_finite_classes(expected), non_finite_classes(actual)
    differs = want != got
    if differs.any():
        index = tuple(first_index(differs))
        message = (
            f"at {list(index)}: got {actual[index]}, expected {expected[index]} "
            f"({int(differs.sum())} position(s) where NaN or Inf differ)"
        )
        return Comparison(False, math.inf, message)
    finite = want == 0
    expected64 = expected.astype(np.float64)[finite]
    error = np.abs(actual.astype(np.float64)[finite] - expected64)
    scale = max(float(np.max(np.abs(expected64), initial=0.0)), 1.0)
    worst = float(np.max(error, initial=0.0)) / scale
    if worst <= rtol:
        return Comparison(True, worst)
    index = tuple(int(i) for i in np.argwhere(finite)[int(np.argmax(error))])
    message = (
        f"max relative error {worst:.3g} > {rtol:g} "
        f"(at {list(index)}: got {actual[index]:.6g}, expected {expected[index]:.6g})"
    )
    return Comparison(False, worst, message)
