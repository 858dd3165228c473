"""A kernel's inputs in, its outputs out and compared: the small pieces every caller of a
compiled kernel shares (measuring, the parallel-state canary, the input draws, the
benchmarks).

- `random_inputs`: seeded arrays for a kernel's arguments, never zeros;
- `run_copy`: one run on copies of the inputs, every buffer returned;
- `timing_buffers`: the copies a kernel is timed on, its results aligned as a tensor's;
- `compare_outputs` / `outputs_match`: every buffer against the one it must equal
  (`compare.compare_arrays`, the tolerance of its dtype), the first mismatch named by
  `buffer_name`.

They sit below `measure.py` and `parallel_state.py`, which both need them, so neither
imports the other for them.
"""

from __future__ import annotations

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.measurement.compare import Comparison, compare_arrays

RELATIVE_TOLERANCE = {"float32": 1e-4, "float64": 1e-10}

RESULT_ALIGNMENT = 64
"""Bytes to which a timed kernel's result buffers are aligned: PyTorch's allocator aligns
every tensor so, numpy's large arrays sit 16 to 48 bytes past a page."""


def random_inputs(arguments: list[tuple[tuple[int, ...], str]], seed: int) -> list[np.ndarray]:
    """Seeded random arrays for a kernel's arguments (normal floats, small ints): the first
    draw of `draw_inputs`, and enough alone for kernels whose outputs are not checked."""
    rng = np.random.default_rng(seed)
    arrays = []
    for shape, dtype in arguments:
        if dtype.startswith("float"):
            arrays.append(rng.standard_normal(shape).astype(dtype))
        else:
            arrays.append(rng.integers(-8, 9, size=shape).astype(dtype))
    return arrays


def run_copy(kernel: _core.Kernel, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Runs once on copies of `inputs` and returns every buffer afterwards."""
    buffers = [array.copy() for array in inputs]
    kernel.run(buffers)
    return buffers


def aligned_copy(array: np.ndarray, alignment: int = RESULT_ALIGNMENT) -> np.ndarray:
    """A copy of `array` whose data starts at a multiple of `alignment` bytes."""
    raw = np.empty(array.nbytes + alignment, dtype=np.uint8)
    start = -raw.ctypes.data % alignment
    copy = raw[start : start + array.nbytes].view(array.dtype).reshape(array.shape)
    copy[...] = array
    return copy


def timing_buffers(kernel: _core.Kernel, inputs: list[np.ndarray]) -> list[np.ndarray]:
    """Copies of `inputs` to time `kernel` on, each result (the out-parameters after the
    program's arguments) aligned to RESULT_ALIGNMENT bytes, the inputs where numpy puts
    them: the placement the PyTorch references are timed in (their inputs
    `torch.from_numpy` copies, their results the tensors PyTorch allocates). The core
    writes a result beyond the last-level cache with non-temporal stores only where it
    is so aligned (`StreamedResults.h`: a layer norm of 128 MB 1.25-1.37x faster).
    Placement moves bandwidth-bound kernels: with every buffer aligned alike, the
    families' 32x49x4096 and 64x64x16x80 permutations ran 0.7x (znver4)."""
    first_result = kernel.num_original_arguments
    return [
        aligned_copy(array) if index >= first_result else array.copy()
        for index, array in enumerate(inputs)
    ]


def buffer_name(index: int, num_original_arguments: int) -> str:
    """How a message names a kernel buffer: a function argument, or a returned tensor
    (bufferization appends those as out-parameters after the arguments)."""
    if index < num_original_arguments:
        return f"argument {index}"
    return f"result {index - num_original_arguments}"


def compare_outputs(
    expected: list[np.ndarray], actual: list[np.ndarray], num_original_arguments: int | None = None
) -> Comparison:
    """Every buffer compared (`compare.compare_arrays`, the tolerance of its dtype): the
    largest relative error, and the first mismatch naming its buffer and index."""
    worst, mismatch = 0.0, None
    for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
        rtol = RELATIVE_TOLERANCE.get(str(want.dtype), RELATIVE_TOLERANCE["float32"])
        comparison = compare_arrays(want, got, rtol)
        worst = max(worst, comparison.max_rel_error)
        if not comparison.ok and mismatch is None:
            name = (
                buffer_name(index, num_original_arguments)
                if num_original_arguments is not None
                else f"buffer {index}"
            )
            mismatch = f"{name} {comparison.mismatch}"
    return Comparison(mismatch is None, worst, mismatch)


def outputs_match(expected: list[np.ndarray], actual: list[np.ndarray]) -> tuple[bool, float]:
    """Returns (all buffers match, the largest relative error); see `compare_outputs`."""
    comparison = compare_outputs(expected, actual)
    return comparison.ok, comparison.max_rel_error
