"""Compile, run, verify and time a scheduled program against its baseline.

Honest timing: each kernel gets warm-up runs, then repeated runs timed in C++
with the GIL released; the figure reported is the median. The baseline (the
untransformed program) and the candidate are compiled and timed in the same
process, one right after the other, so their ratio is what the reward uses.

Correctness: both kernels run on copies of the same seeded random inputs
(never zeros; drawn by `inputs.draw_inputs` so that the untransformed program's
outputs are finite) and every argument buffer is compared afterwards
(`compare.compare_arrays`). Floats may differ by reassociation (tiling a
reduction, FMA contraction), so a buffer matches when its NaN and infinities sit
where the baseline's do and, elsewhere, max|candidate - baseline| <= RTOL *
max(|baseline|, 1), with RTOL 1e-4 for f32 and 1e-10 for f64; integers must
match exactly. Where they differ, the program as written may be the loose one (a long
f32 sum in its written order): the outputs then pass if they are as close to the
program in float64 as the untransformed program's are (`float64_check`).

A program whose outputs are not finite under any draw is measured the same way
(positions of NaN and Inf compared, the finite values as always) but every
measurement of it fails as `non_finite`, naming the output: a speedup verified
on NaNs is no speedup to count or to learn from. `Measurement.checked` still tells
a schedule that matched from one that did not (the `optimize` command keeps it).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field

import numpy as np

from rl_autoscheduler import _core
from rl_autoscheduler.errors import MLIRError, ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.compare import Comparison
from rl_autoscheduler.measurement.float64_check import (
    Float64Reference,
    float64_reference,
    no_less_accurate,
)
from rl_autoscheduler.measurement.inputs import NON_FINITE, draw_inputs
from rl_autoscheduler.measurement.kernel_io import compare_outputs, run_copy, timing_buffers
from rl_autoscheduler.measurement.parallel_state import settle
from rl_autoscheduler.measurement.timing import TimingOptions, time_runs
from rl_autoscheduler.measurement.timing_lock import exclusive_timing, shared_work


def geometric_mean(values: Iterable[float | None]) -> float | None:
    """The geometric mean of the positive finite values among `values` (speedups, or ratios
    of them); None when there is none. A missing or failed figure (None, NaN, 0) is left
    out rather than turning the mean into NaN or zero: callers count failures beside it."""
    kept = [v for v in values if v is not None and v > 0 and math.isfinite(v)]
    return math.exp(sum(math.log(v) for v in kept) / len(kept)) if kept else None


@dataclass
class Measurement:
    """One schedule measured against its baseline; a failure has `error` set."""

    program: str
    schedule: list[dict]
    threads: int
    correct: bool = False
    error: str | None = None
    failure_kind: str | None = None
    """transform_error, compile_error, wrong_result, non_finite, crash, timeout or
    out_of_memory."""
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
    input_draw: str = "normal"
    """Which draw of `inputs.draw_inputs` the outputs were compared on (normal, positive
    or uniform): not normal when standard normals made an output non-finite."""
    checked_against: str = "untransformed"
    """What the outputs were verified against: the untransformed program, or, where they
    differed from it, the program in float64 (`float64_check`)."""
    baseline_timed_once: bool = False
    """The untransformed program was timed in one run, earlier in this process, and not
    re-timed beside this schedule: it alone exceeds the timing budget (a big program)."""

    @property
    def ok(self) -> bool:
        return self.error is None and self.correct

    @property
    def checked(self) -> bool:
        """Timed, with outputs that matched the untransformed program's, NaN and Inf
        positions included: `ok`, or a `non_finite` program's schedule that matched."""
        return (
            self.correct
            and (self.error is None or self.failure_kind == NON_FINITE)
            and math.isfinite(self.speedup)
        )

    def to_json(self) -> dict:
        return asdict(self)


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
    timed in C++ on copies of `inputs` (`timing_buffers`): a kernel whose first run alone
    exceeds the budget is not run again, that run is its time."""
    buffers = timing_buffers(kernel, inputs)
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
    input_draw: str = "normal"
    """Which draw of `inputs.draw_inputs` made the outputs finite (or came closest)."""
    non_finite: str | None = None
    """Names the output that is NaN or infinite under every draw; None when all are finite."""
    timed_once: bool = False
    """Its one timed run exceeded the timing budget: it is not re-timed (see `retime`)."""
    program: Program | None = None
    """The program, for its float64 twin (`float64_check`), built on the first mismatch."""
    _float64: list[Float64Reference | None] = field(default_factory=list)

    @classmethod
    def build(cls, program: Program, options: TimingOptions) -> Baseline:
        with shared_work():
            kernel = _core.compile(program.text, name=program.name, threads=options.threads)
            drawn = draw_inputs(kernel, options.seed, program.text)
        return cls(
            kernel,
            drawn.inputs,
            drawn.outputs,
            [],
            kernel.compile_seconds["total"],
            drawn.draw,
            drawn.non_finite,
            program=program,
        )

    def float64_reference(self, threads: int) -> Float64Reference | None:
        """The program's float64 twin on the inputs (`float64_check`), built once."""
        if not self._float64:
            self._float64.append(
                None
                if self.program is None
                else float64_reference(
                    self.program.text, self.program.name, self.inputs, self.outputs, threads
                )
            )
        return self._float64[0]

    def retime(self, options: TimingOptions, keep: int = 30) -> None:
        """Adds fresh timed runs (call with the timing lock held); keeps the last `keep`.

        A program whose one run exceeds the budget (`timing.time_runs` then stops at that
        run) is timed once and not again: a second run beside each schedule would double
        what measuring a big program costs, and a run of seconds varies little."""
        if self.timed_once:
            return
        self.times_s = (self.times_s + time_kernel(self.kernel, self.inputs, options))[-keep:]
        self.timed_once = len(self.times_s) == 1 and self.times_s[0] > options.budget_s

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
        outputs = run_copy(kernel, baseline.inputs)
        comparison = compare_outputs(baseline.outputs, outputs, kernel.num_original_arguments)
        if not comparison.ok and (reference := baseline.float64_reference(options.threads)):
            recheck = no_less_accurate(reference, outputs, kernel.num_original_arguments)
            result.checked_against = "float64"
            comparison = Comparison(
                recheck.ok,
                comparison.max_rel_error,
                None if recheck.ok else f"{comparison.mismatch}, and {recheck.mismatch}",
            )
    result.correct, result.max_rel_error = comparison.ok, comparison.max_rel_error
    result.input_draw = baseline.input_draw
    if not result.correct:
        return _failed(
            result,
            "wrong_result",
            f"outputs differ from the untransformed program: {comparison.mismatch}",
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
    result.baseline_timed_once = baseline.timed_once
    if baseline.non_finite is not None:
        # Timed and matched (NaN/Inf positions, finite values): `correct` stays, but the
        # set error keeps it from counting as verified (`ok`).
        result.failure_kind, result.error = NON_FINITE, baseline.non_finite
    return result


def _failed(result: Measurement, kind: str, message: str) -> Measurement:
    result.correct = False
    result.failure_kind = kind
    result.error = message
    return result
