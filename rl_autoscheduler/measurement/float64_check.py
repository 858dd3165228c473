"""A second opinion where the program as written is itself loose: its float64 twin.

A schedule is verified against the untransformed program (`measure`), within 1e-4 of
its largest output. That program is not exact either: it sums in the order it was
written, and a long f32 reduction in that order can be further from the true sum than
any reassociation. IREE's group-norm statistics (a variance over 16x16384 values per
group, taken around the sum rather than the mean) are 6e-4 off float64 as written; the
schedule that sums each row in 64-lane pieces, 10x faster, is as far off in the other
direction, and no reordering of that sum could pass a 1e-4 check against the written
order.

So a mismatch is looked at again against the same program in float64 (every `f32`
type widened to `f64`, compiled by the same core, run on the same inputs): the schedule
passes when each of its outputs is no further from float64 than the written program's
own output is, within ACCURACY_SLACK (at most LOOSEST; at least the f32 tolerance).
A program the widening does not compile (a bitcast of an f32, a hexadecimal f32
constant, an op the core lowers for f32 only) keeps the plain verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.measurement.compare import Comparison, compare_arrays
from rl_autoscheduler.measurement.kernel_io import RELATIVE_TOLERANCE, buffer_name, run_copy

ACCURACY_SLACK = 2.0
"""How much further from float64 than the written program a schedule's output may be:
two sums of the same values in different orders differ from the exact sum by amounts of
the same size, not the same amount."""

LOOSEST = 1e-2
"""The widest bound the written program's error may grant: a program more than 1% off
float64 as written says little about a schedule's outputs within twice that."""

_F32_TYPE = re.compile(r"(?<=[x<\s:(,\[])f32\b")
"""`f32` as a type: alone (`: f32`, `(f32`) or a shaped type's element (`4x8xf32>`)."""


def widened_text(text: str) -> str:
    """The program with every f32 type made f64 (constants keep their decimal values)."""
    return _F32_TYPE.sub("f64", text)


@dataclass(frozen=True)
class Float64Reference:
    """The program's outputs in float64 on the measuring inputs, and how far the
    untransformed program's own outputs are from them (per buffer)."""

    outputs: list[np.ndarray]
    written_errors: list[float]


def float64_reference(
    text: str, name: str, inputs: list[np.ndarray], written: list[np.ndarray], threads: int
) -> Float64Reference | None:
    """The float64 twin of the program run on `inputs` (None: it did not compile, or takes
    other arguments than widened ones)."""
    if "f32" not in text:
        return None
    try:
        kernel = _core.compile(widened_text(text), name=name, threads=threads)
    except MLIRError:
        return None
    widened = [array.astype(np.float64) if array.dtype == np.float32 else array for array in inputs]
    if [(tuple(shape), dtype) for shape, dtype in kernel.arguments] != [
        (array.shape, str(array.dtype)) for array in widened
    ]:
        return None
    outputs = run_copy(kernel, widened)
    errors = [
        compare_arrays(exact, mine, RELATIVE_TOLERANCE["float32"]).max_rel_error
        for exact, mine in zip(outputs, written, strict=True)
    ]
    return Float64Reference(outputs, errors)


def no_less_accurate(
    reference: Float64Reference, actual: list[np.ndarray], num_original_arguments: int
) -> Comparison:
    """Whether every buffer of `actual` is as close to float64 as the written program's
    (see the module docstring); the first that is not is named."""
    worst = 0.0
    for index, (exact, got, written_error) in enumerate(
        zip(reference.outputs, actual, reference.written_errors, strict=True)
    ):
        bound = max(RELATIVE_TOLERANCE["float32"], min(ACCURACY_SLACK * written_error, LOOSEST))
        comparison = compare_arrays(exact, got, bound)
        worst = max(worst, comparison.max_rel_error)
        if not comparison.ok:
            name = buffer_name(index, num_original_arguments)
            return Comparison(
                False,
                worst,
                f"{name} {comparison.mismatch} against the program in float64, which the "
                f"untransformed program matches within {written_error:.3g}",
            )
    return Comparison(True, worst)
