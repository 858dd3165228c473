"""The inputs every method of a benchmark runs on: seeded, never zeros, and such that the
untransformed program's outputs are finite.

`draw_inputs(kernel, seed, text)` is the one function that draws them (the measuring
baseline, the reference process, the suite checks). Verification compares outputs, so
outputs that are NaN prove nothing: a torch-mlir batch norm computes `rsqrt(var + eps)`
of an argument, and standard normals make it NaN. The draws, each tried only when the
one before left an output non-finite (each try is one run of the untransformed kernel,
and the first run is the one every caller needs anyway, so a finite program costs
nothing more):

0. `weights`: a converted network's weight arguments take its module's own weights
   (`network_weights`: standard-normal weights make a deep network ill-conditioned),
   the others standard normals; only for programs carrying `rl.weights`;
1. `normal`: standard normals for floats, small integers (`kernel_io.random_inputs`): a
   program with finite outputs runs on these, whichever caller draws them;
2. `positive`: the same values made |x| + 0.5 for the arguments that reach `rsqrt`,
   `sqrt`, `log`, ... (`input_domains.restricted_arguments`; every float argument when
   it finds none);
3. `uniform`: uniform(0.5, 1.5) for every float argument.

All of it depends only on the program, its kernel's arguments and the seed, so the same
(program, seed) always gets the same inputs, whichever process draws them. A program
whose outputs are non-finite under every draw keeps the draw with the fewest non-finite
values (more finite values left to compare), and `non_finite` names the output: such a
program is reported as that (`NON_FINITE`), never as a wrong result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.measurement.compare import first_index, non_finite_classes
from rl_autoscheduler.measurement.input_domains import restricted_arguments
from rl_autoscheduler.measurement.kernel_io import buffer_name, random_inputs, run_copy
from rl_autoscheduler.measurement.network_weights import network_weights

NON_FINITE = "non_finite"
"""The failure kind of a program whose outputs are NaN or infinite under every draw."""
_CLASS_NAMES = ("finite", "NaN", "+Inf", "-Inf")


@dataclass
class DrawnInputs:
    """Inputs for a kernel and its untransformed run's buffers on them."""

    inputs: list[np.ndarray]
    outputs: list[np.ndarray]
    """Every buffer after one run of the kernel on copies of `inputs`."""
    draw: str
    """Which draw they are: weights, normal, positive or uniform (see the module docstring)."""
    non_finite: str | None = None
    """None, or the sentence that names a non-finite output under every draw tried."""


def non_finite_output(buffers: Sequence[np.ndarray], num_original_arguments: int) -> str | None:
    """Names the first buffer with a NaN or an infinity, its index and value, and how many
    such values it has; None when every value is finite."""
    for index, buffer in enumerate(buffers):
        classes = non_finite_classes(buffer)
        bad = classes != 0
        if bad.any():
            position = first_index(bad)
            value = _CLASS_NAMES[int(classes[tuple(position)])]
            return (
                f"{buffer_name(index, num_original_arguments)} is {value} at {position} "
                f"({int(bad.sum())} of {buffer.size} values not finite)"
            )
    return None


def _non_finite_count(buffers: Sequence[np.ndarray]) -> int:
    return sum(int(np.count_nonzero(non_finite_classes(buffer))) for buffer in buffers)


def _positive(normal: list[np.ndarray], which: list[int]) -> list[np.ndarray]:
    return [
        np.abs(array) + array.dtype.type(0.5) if index in which else array
        for index, array in enumerate(normal)
    ]


def _uniform(arguments: list[tuple[tuple[int, ...], str]], normal: list[np.ndarray], seed: int):
    rng = np.random.default_rng([seed, 2])  # its own stream: independent of the normals
    return [
        rng.uniform(0.5, 1.5, shape).astype(dtype) if dtype.startswith("float") else array
        for (shape, dtype), array in zip(arguments, normal, strict=True)
    ]


def draw_inputs(kernel: _core.Kernel, seed: int, text: str | None = None) -> DrawnInputs:
    """Inputs for `kernel` (compiled from the untransformed program `text`) whose outputs
    are finite if one of the draws makes them so, with the buffers of that run; see the
    module docstring. At most four runs of the kernel, and one when the first is finite."""
    arguments = kernel.arguments
    floats = [i for i, (_, dtype) in enumerate(arguments) if dtype.startswith("float")]
    normal = random_inputs(arguments, seed)
    weights = network_weights(text or "", arguments)
    if weights is not None:
        with_weights = [weights.get(i, array) for i, array in enumerate(normal)]
        drawn = DrawnInputs(with_weights, run_copy(kernel, with_weights), "weights")
        if non_finite_output(drawn.outputs, kernel.num_original_arguments) is None:
            return drawn
    drawn = DrawnInputs(normal, run_copy(kernel, normal), "normal")
    problem = non_finite_output(drawn.outputs, kernel.num_original_arguments)
    if problem is None:
        return drawn
    restricted = [
        i for i in restricted_arguments(text or "", kernel.function_name) if i in floats
    ] or floats
    named = ", ".join(buffer_name(i, kernel.num_original_arguments) for i in restricted)
    candidates: list[tuple[str, str, Callable[[], list[np.ndarray]]]] = [
        (f"|normal| + 0.5 for {named}", "positive", lambda: _positive(normal, restricted)),
        ("uniform(0.5, 1.5)", "uniform", lambda: _uniform(arguments, normal, seed)),
    ]
    if not floats:  # integers alone: no draw of ours changes a float's domain
        candidates = []
    fewest = _non_finite_count(drawn.outputs)
    for _, draw, make in candidates:
        inputs = make()
        outputs = run_copy(kernel, inputs)
        if non_finite_output(outputs, kernel.num_original_arguments) is None:
            return DrawnInputs(inputs, outputs, draw)
        count = _non_finite_count(outputs)
        if count < fewest:
            drawn, fewest = DrawnInputs(inputs, outputs, draw), count
    tried = ", ".join(["normal", *(description for description, _, _ in candidates)])
    drawn.non_finite = (
        "the outputs are not finite for any input drawn: "
        f"{non_finite_output(drawn.outputs, kernel.num_original_arguments)} "
        f"(draws tried: {tried}; kept: {drawn.draw})"
    )
    return drawn
