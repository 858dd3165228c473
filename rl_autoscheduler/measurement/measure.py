"""Compile, run, verify and time a scheduled program against its baseline.

Honest timing: each kernel gets warm-up runs, then repeated runs timed in C++
with the GIL released; the figure reported is the median. The baseline (the
untransformed program) and the candidate are compiled and timed in the same
process, one right after the other, so their ratio is what the reward uses.

Correctness: both kernels run on copies of the same seeded random inputs
(never zeros) and every argument buffer is compared afterwards. Floats may
differ by reassociation (tiling a reduction, FMA contraction), so a buffer
matches when max|candidate - baseline| <= RTOL * max(|baseline|, 1), with
RTOL 1e-4 for f32 and 1e-10 for f64; integers must match exactly and a NaN
where the baseline has none is a mismatch.
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import asdict, dataclass, field

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.errors import MLIRError, ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.transforms import apply_schedule
from rl_autoscheduler.measurement.parallel_state import settle
from rl_autoscheduler.measurement.timing import TimingOptions, time_runs
from rl_autoscheduler.measurement.timing_lock import exclusive_timing, shared_work

RELATIVE_TOLERANCE = {"float32": 1e-4, "float64": 1e-10}


def geometric_mean(values: list[float]) -> float:
    """The geometric mean of speedups; nan for none."""
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


@dataclass
class Measurement:
    """One schedule measured against its baseline; a failure has `error` set."""

    program: str
    schedule: list[dict]
    threads: int
    correct: bool = False
    error: str | None = None
    failure_kind: str | None = None
    """transform_error, compile_error, wrong_result, crash, timeout or out_of_memory."""
    max_rel_error: float = float("nan")
    baseline_s: float = float("nan")
    time_s: float = float("nan")
    speedup: float = float("nan")
    gflops: float = float("nan")
    baseline_gflops: float = float("nan")
    compile_s: float = float("nan")
    baseline_compile_s: float = float("nan")
    times_s: list[float] = field(default_factory=list)
    baseline_times_s: list[float] = field(default_factory=list)
    allocated_bytes: int = 0
    baseline_allocated_bytes: int = 0
    parallel_state: dict | None = None
    """The machine's state when the pair was timed (`parallel_state.settle`), if probed."""

    @property
    def ok(self) -> bool:
        return self.error is None and self.correct

    def to_json(self) -> dict:
        return asdict(self)


def random_inputs(arguments: list[tuple[tuple[int, ...], str]], seed: int) -> list[np.ndarray]:
    """Seeded random arrays for a kernel's arguments (normal floats, small ints)."""
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


def outputs_match(expected: list[np.ndarray], actual: list[np.ndarray]) -> tuple[bool, float]:
    """Returns (all buffers match, the largest relative error)."""
    worst = 0.0
    ok = True
    for want, got in zip(expected, actual, strict=True):
        if want.dtype.kind != "f":
            if not np.array_equal(want, got):
                ok = False
                worst = max(worst, float(np.max(np.abs(want - got))))
            continue
        if np.any(np.isnan(got) & ~np.isnan(want)):
            return False, float("inf")
        scale = max(float(np.max(np.abs(want), initial=0.0)), 1.0)
        error = float(np.max(np.abs(want - got), initial=0.0)) / scale
        worst = max(worst, error)
        ok = ok and error <= RELATIVE_TOLERANCE[str(want.dtype)]
    return ok, worst


def settled_state(options: TimingOptions) -> dict | None:
    """Waits (up to `options.settle_s`) for the machine to give the threads whole cores;
    the probe's record, or None when not asked to probe or on one thread."""
    if options.settle_s <= 0:
        return None
    state = settle(options.threads, options.settle_s)
    return state.to_json() if state is not None else None


def time_kernel(
    kernel: _core.Kernel, inputs: list[np.ndarray], options: TimingOptions
) -> list[float]:
    """The kernel's timed runs under the one timing policy (`timing.time_runs`), each run
    timed in C++ on copies of `inputs`: a kernel whose first run alone exceeds the
    budget is not run again, that run is its time."""
    buffers = [array.copy() for array in inputs]
    return time_runs(
        lambda warmup, repeat: kernel.time(buffers, warmup=warmup, repeat=repeat), options
    )


@dataclass
class Baseline:
    """The untransformed program, compiled once and timed; reusable across schedules."""

    kernel: _core.Kernel
    inputs: list[np.ndarray]
    outputs: list[np.ndarray]
    times_s: list[float]
    compile_s: float

    @classmethod
    def build(cls, program: Program, options: TimingOptions) -> Baseline:
        with shared_work():
            kernel = _core.compile(program.text, name=program.name, threads=options.threads)
            inputs = random_inputs(kernel.arguments, options.seed)
            outputs = run_copy(kernel, inputs)
        return cls(kernel, inputs, outputs, [], kernel.compile_seconds["total"])

    def retime(self, options: TimingOptions, keep: int = 30) -> None:
        """Adds fresh timed runs (call with the timing lock held); keeps the last `keep`."""
        self.times_s = (self.times_s + time_kernel(self.kernel, self.inputs, options))[-keep:]

    @property
    def median_s(self) -> float:
        return statistics.median(self.times_s)


def measure(
    program: Program,
    schedule: Schedule,
    options: TimingOptions | None = None,
    baseline: Baseline | None = None,
) -> Measurement:
    """Applies, compiles, verifies and times `schedule` on `program`.

    Failures of the schedule or of compilation come back as a Measurement with
    `error` set, never as an exception: one bad schedule must not stop a batch.
    """
    options = options or TimingOptions()
    result = Measurement(program.name, schedule.to_json(), options.threads)
    if baseline is None:
        baseline = Baseline.build(program, options)
    result.baseline_compile_s = baseline.compile_s
    result.baseline_allocated_bytes = baseline.kernel.allocated_bytes

    try:
        with shared_work():  # applying steps is CPU work too
            scheduled, _ = apply_schedule(program, schedule)
    except ScheduleError as error:
        return _failed(result, "transform_error", str(error))
    with shared_work():  # compiling and verifying never overlap a timing
        try:
            start = time.perf_counter()
            kernel = _core.compile(scheduled.text, name=program.name, threads=options.threads)
            result.compile_s = time.perf_counter() - start
        except MLIRError as error:
            return _failed(result, "compile_error", str(error))
        result.allocated_bytes = kernel.allocated_bytes
        if kernel.arguments != baseline.kernel.arguments:
            return _failed(
                result,
                "compile_error",
                f"the scheduled program takes {kernel.arguments}, "
                f"the original {baseline.kernel.arguments}",
            )
        result.correct, result.max_rel_error = outputs_match(
            baseline.outputs, run_copy(kernel, baseline.inputs)
        )
    if not result.correct:
        return _failed(
            result,
            "wrong_result",
            f"outputs differ from the untransformed program (max relative error "
            f"{result.max_rel_error:.3g})",
        )
    # Baseline and candidate are timed back to back, alone on the machine.
    with exclusive_timing():
        result.parallel_state = settled_state(options)
        baseline.retime(options)
        result.times_s = time_kernel(kernel, baseline.inputs, options)
    flops = program.flops()
    result.baseline_times_s = list(baseline.times_s)
    result.baseline_s = baseline.median_s
    result.baseline_gflops = flops / result.baseline_s / 1e9
    result.time_s = statistics.median(result.times_s)
    result.speedup = result.baseline_s / result.time_s
    result.gflops = flops / result.time_s / 1e9
    return result


def _failed(result: Measurement, kind: str, message: str) -> Measurement:
    result.correct = False
    result.failure_kind = kind
    result.error = message
    return result
