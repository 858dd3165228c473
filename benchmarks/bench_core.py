"""The core benchmark: expert schedules against numpy/PyTorch and the untransformed programs.

    python benchmarks/bench_core.py [--threads 2] [--runs 30] [--json results.json]

For each program in benchmarks/schedules/ (the .mlir file and its expert schedule, the .json
beside it), in one run and with the same thread count for everything, it prints GFLOP/s of:
- the reference, at its best: numpy (OpenBLAS) for the matmuls, run without the
  `OPENBLAS_CORETYPE` / `OPENBLAS_L2_SIZE` variables this machine sets for old OpenBLAS builds
  (they are removed from this process before numpy loads; with them OpenBLAS uses its AVX2
  Haswell kernel at about half the speed); PyTorch for conv and pooling, the faster of NCHW
  and channels_last (inputs converted before timing, both outputs checked); PyTorch for add;
- the untransformed program (the default lowering, no schedule);
- the expert schedule;
plus expert/reference, the median compile latency of the schedule (apply_schedule, then
`_core.compile`: transform, lowering to LLVM, JIT), over several compiles, and the reference's
and the expert's percent of the machine's limit (`benchmarks/peak.py`, read from `--peak` or
measured quickly when that file is missing): of the FP32 FMA throughput for the matmuls and
the conv, of the memory bandwidth (every argument buffer once) for pooling and add; for a
program whose buffers exceed the last-level cache, of the triad's bandwidth measured in the
same run, right after it (this VM's memory bandwidth moved between 42 and 80 GB/s within
an hour). The BLAS
library and kernel numpy used (threadpoolctl) are printed with the table.

Every figure is a median of timed runs under the project's one timing policy
(`rl_autoscheduler.measurement.timing`, the rule training and the evaluation time by); each
block of timed runs follows warm-up runs (`--warmup` runs and about 0.1 s of them, so that
cores left idle clock up again). The MLIR kernels are timed in C++ (`measure.time_kernel`),
the references in Python with `time.perf_counter` around each call (`timing.time_callable`;
a few microseconds of call overhead, which only matters for the add). Each program names its
op kind in the op-kind registry (`rl_autoscheduler.ir.op_kinds`), which gives the machine
limit it is judged against. The reference and the expert alternate in `--rounds` blocks of
runs, so a burst of load from other processes hits both alike; the untransformed program is
timed once, with few runs when it is slow. PyTorch (libgomp), OpenBLAS and the JIT-ed
kernels (LLVM's libomp) each keep their own worker threads, which spin for a while after a
parallel region: a pause before each block keeps one runtime's spinning threads from
stealing the cores of the next. On a shared machine, run it when the machine is otherwise
idle (the load average is printed): a 2-thread kernel whose second core is busy elsewhere
can run many times slower.

Correctness: `measure()` runs the expert kernel on seeded random inputs and compares every
buffer with the untransformed program's; the expert's output is also compared with the
numpy/PyTorch result on the same inputs. Linalg ops accumulate into their output argument, so
the reference adds (or, for pooling, takes the max with) the output's initial values.

Targets: matmul 1024^3 expert >= 1.0x numpy; conv expert >= 1.2x PyTorch's best layout;
maxpool expert >= 1.0x PyTorch's best layout (channels_last); the add and the relu beyond
the caches (4096x4096) at >= 80% of the measured memory bandwidth; and compile latency
<= 100 ms median for every schedule.
The exit status is 1 if a result is wrong, and with --strict also if a target is missed.
"""

from __future__ import annotations

import argparse
import os
import sys


def _preset_threads(argv: list[str]) -> int:
    """Reads --threads before numpy loads, so OpenBLAS/OpenMP start with that many threads."""
    threads = 2
    for i, arg in enumerate(argv):
        if arg == "--threads" and i + 1 < len(argv) and argv[i + 1].isdigit():
            threads = int(argv[i + 1])
        elif arg.startswith("--threads=") and arg.split("=", 1)[1].isdigit():
            threads = int(arg.split("=", 1)[1])
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[name] = str(threads)
    return threads


HANDICAPS = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
"""Set on this machine for old OpenBLAS builds; they make numpy's OpenBLAS run its Haswell
kernel. OpenBLAS reads them when it loads, so they go before numpy is imported, and only in
this (the reference's) process."""


def _unhandicap() -> None:
    for name in HANDICAPS:
        os.environ.pop(name, None)


if __name__ == "__main__":
    _preset_threads(sys.argv[1:])
    _unhandicap()
    # This process runs the JIT-ed kernels itself: libomp's short spin, as in the sandbox.
    from rl_autoscheduler.measurement.kernel_environment import openmp_environment

    os.environ.update(openmp_environment(os.environ))

import json  # noqa: E402
import math  # noqa: E402
import platform  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from contextlib import nullcontext  # noqa: E402
from dataclasses import asdict, dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402

from rl_autoscheduler import _core  # noqa: E402
from rl_autoscheduler.files import atomic_write_text  # noqa: E402
from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS  # noqa: E402
from rl_autoscheduler.ir.program import Program  # noqa: E402
from rl_autoscheduler.ir.schedule import Schedule  # noqa: E402
from rl_autoscheduler.ir.transforms import apply_schedule  # noqa: E402
from rl_autoscheduler.measurement.inputs import draw_inputs  # noqa: E402
from rl_autoscheduler.measurement.kernel_io import outputs_match, run_copy  # noqa: E402
from rl_autoscheduler.measurement.machine_load import ForeignLoad  # noqa: E402
from rl_autoscheduler.measurement.measure import Baseline, measure, time_kernel  # noqa: E402
from rl_autoscheduler.measurement.parallel_state import settle  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions, time_callable  # noqa: E402
from rl_autoscheduler.measurement.timing_lock import exclusive_timing  # noqa: E402

try:
    from threadpoolctl import threadpool_limits
except ImportError:  # the environment variables set above are the fallback
    threadpool_limits = None

SCHEDULES = Path(__file__).resolve().parent / "schedules"

MATMUL_VS_NUMPY = 1.0
CONV_VS_TORCH = 1.2
MAXPOOL_VS_TORCH = 1.0
ADD_PCT_OF_BANDWIDTH = 80.0
COMPILE_LATENCY_S = 0.100

UNTRANSFORMED_BUDGET_S = 4.0
"""Timed runs of an untransformed program stop near this many seconds (at least 2 runs):
the untransformed 1024^3 matmul takes seconds per run."""
PAUSE_S = 0.3
"""Pause between blocks of timed runs: longer than libomp's default spin time (200 ms)."""
WARMUP_S = 0.1
"""Each block of timed runs follows at least this much warm-up."""
BUSY_CORES = 0.2
"""Warn when other processes used more than this many cores while a program was timed."""

Arrays = list[np.ndarray]


@dataclass(frozen=True)
class Reference:
    """A numpy/PyTorch implementation of one program."""

    name: str
    prepare: Callable[[Arrays, str], Callable[[], object]]
    """Given the kernel's inputs and a layout, returns a call to time (outputs preallocated
    when possible; inputs converted to the layout here, so the conversion is not timed)."""
    expected: Callable[[Arrays], np.ndarray]
    """The program's result (its last argument afterwards) on these inputs."""
    combine: Callable[[Arrays, object], np.ndarray]
    """The program's result from the inputs and what the timed call returned (the bare op:
    the linalg op also accumulates into its destination)."""
    layouts: tuple[str, ...] = ("default",)
    """Layouts to time; the fastest verified one is the reference's figure."""


CONV_LAYOUTS = ("nchw", "channels_last")


def _torch_in(array: np.ndarray, layout: str) -> torch.Tensor:
    tensor = torch.from_numpy(array.copy())
    if layout == "channels_last" and tensor.dim() == 4:
        return tensor.contiguous(memory_format=torch.channels_last)
    return tensor


def _matmul() -> Reference:
    def prepare(inputs: Arrays, layout: str) -> Callable[[], object]:
        a, b, c = (x.copy() for x in inputs)
        return lambda: np.matmul(a, b, out=c)

    def expected(inputs: Arrays) -> np.ndarray:
        a, b, c = inputs
        return c + np.matmul(a, b)

    def combine(inputs: Arrays, result: object) -> np.ndarray:
        return inputs[2] + np.asarray(result)

    return Reference("numpy matmul", prepare, expected, combine)


def _conv2d() -> Reference:
    def prepare(inputs: Arrays, layout: str) -> Callable[[], object]:
        x, w = (_torch_in(a, layout) for a in inputs[:2])
        return lambda: torch.nn.functional.conv2d(x, w)

    def expected(inputs: Arrays) -> np.ndarray:
        x, w, out = inputs
        with torch.no_grad():
            conv = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w))
        return out + conv.numpy()

    def combine(inputs: Arrays, result: object) -> np.ndarray:
        return inputs[2] + np.asarray(result)

    return Reference("torch conv2d", prepare, expected, combine, CONV_LAYOUTS)


def _maxpool() -> Reference:
    def prepare(inputs: Arrays, layout: str) -> Callable[[], object]:
        x = _torch_in(inputs[0], layout)
        return lambda: torch.nn.functional.max_pool2d(x, kernel_size=3, stride=2)

    def expected(inputs: Arrays) -> np.ndarray:
        x, out = inputs
        pooled = torch.nn.functional.max_pool2d(torch.from_numpy(x), kernel_size=3, stride=2)
        return np.maximum(out, pooled.numpy())

    def combine(inputs: Arrays, result: object) -> np.ndarray:
        return np.maximum(inputs[1], np.asarray(result))

    return Reference("torch max_pool2d", prepare, expected, combine, CONV_LAYOUTS)


def _add() -> Reference:
    def prepare(inputs: Arrays, layout: str) -> Callable[[], object]:
        a, b, c = (torch.from_numpy(x.copy()) for x in inputs)
        return lambda: torch.add(a, b, out=c)

    def expected(inputs: Arrays) -> np.ndarray:
        return inputs[0] + inputs[1]

    def combine(inputs: Arrays, result: object) -> np.ndarray:
        return np.asarray(result)

    return Reference("torch add", prepare, expected, combine)


def _relu() -> Reference:
    def prepare(inputs: Arrays, layout: str) -> Callable[[], object]:
        a, c = (torch.from_numpy(x.copy()) for x in inputs)
        # torch.relu has no out=; it is clamp_min(x, 0) underneath, which writes into c.
        return lambda: torch.clamp_min(a, 0.0, out=c)

    def expected(inputs: Arrays) -> np.ndarray:
        return np.maximum(inputs[0], np.float32(0.0))

    def combine(inputs: Arrays, result: object) -> np.ndarray:
        return np.asarray(result)

    return Reference("torch relu", prepare, expected, combine)


REFERENCES: dict[str, Reference] = {
    "matmul": _matmul(),
    "conv_2d_nchw_fchw": _conv2d(),
    "pooling_nchw_max": _maxpool(),
    "add": _add(),
    "relu": _relu(),
}
"""Per op kind of the registry (`op_kinds.BENCHMARK_KINDS`), the reference at its best."""
CASES: list[tuple[str, str]] = [
    ("matmul_1024", "matmul"),
    ("matmul_256x512x384", "matmul"),
    ("conv2d_nchw_64x56x56", "conv_2d_nchw_fchw"),
    ("maxpool_nchw_64x112x112", "pooling_nchw_max"),
    ("add_1024x1024", "add"),
    ("add_4096x4096", "add"),
    ("relu_4096x4096", "relu"),
]
"""Each program of benchmarks/schedules/ and its op kind."""


@dataclass
class Result:
    program: str
    reference: str
    flops: int
    schedule: list[dict]
    reference_gflops: float = float("nan")
    untransformed_gflops: float = float("nan")
    expert_gflops: float = float("nan")
    expert_vs_reference: float = float("nan")
    expert_vs_untransformed: float = float("nan")
    compile_latency_s: float = float("nan")
    """Median of apply_schedule + _core.compile over several compiles."""
    compile_latencies_s: list[float] = field(default_factory=list)
    compile_breakdown_s: dict[str, float] = field(default_factory=dict)
    """Median seconds per stage of _core.compile (parse, transform, lower, jit, total)."""
    verified_vs_untransformed: bool = False
    max_rel_error_vs_untransformed: float = float("nan")
    verified_vs_reference: bool = False
    max_rel_error_vs_reference: float = float("nan")
    reference_times_s: list[float] = field(default_factory=list)
    untransformed_times_s: list[float] = field(default_factory=list)
    expert_times_s: list[float] = field(default_factory=list)
    foreign_load_cores: float = float("nan")
    """CPU other processes used while this program was benchmarked, in cores."""
    parallel_states: list[dict] = field(default_factory=list)
    """The machine's state before and after the case (`parallel_state`): a degraded one
    means its threads shared a core for part of the figures."""
    reference_layout: str | None = None
    """The layout whose figure is the reference's (the fastest verified one), if several."""
    reference_layout_gflops: dict[str, float] = field(default_factory=dict)
    bytes: int = 0
    """Bytes of every argument buffer: what one run reads and writes at least."""
    limit: str = ""
    """"fma" or "bandwidth": what the percent of peak divides by."""
    in_cache: bool = False
    """The buffers fit in the last-level cache: more than 100% of DRAM bandwidth is possible."""
    reference_pct_of_peak: float = float("nan")
    expert_pct_of_peak: float = float("nan")
    triad_gbs: float = float("nan")
    """The triad's GB/s measured right after this program (beyond the cache only)."""
    error: str | None = None


def block_options(args: argparse.Namespace, runs: int) -> TimingOptions:
    """One block of exactly `runs` timed runs after `--warmup` runs and WARMUP_S seconds of
    warm-up (cores idle in the pause must clock up); no time budget cuts it short."""
    return TimingOptions(
        threads=args.threads,
        warmup=args.warmup,
        warmup_s=WARMUP_S,
        repeat=runs,
        min_repeat=runs,
        budget_s=math.inf,
        seed=args.seed,
    )


def build_baseline(program: Program, threads: int, runs: int, seed: int) -> Baseline:
    """The untransformed program, timed with few runs when it is slow: at least 2, more
    until `runs` runs or UNTRANSFORMED_BUDGET_S seconds."""
    kernel = _core.compile(program.text, name=program.name, threads=threads)
    drawn = draw_inputs(kernel, seed, program.text)  # its run is also a warm-up run
    inputs, outputs = drawn.inputs, drawn.outputs
    options = TimingOptions(
        threads=threads,
        warmup=0,
        warmup_s=0.0,
        repeat=max(runs, 2),
        min_repeat=2,
        budget_s=UNTRANSFORMED_BUDGET_S,
        seed=seed,
    )
    times = time_kernel(kernel, inputs, options)
    compile_s = kernel.compile_seconds["total"]
    return Baseline(kernel, inputs, outputs, times, compile_s, drawn.draw, drawn.non_finite)


def compile_expert(
    program: Program, schedule: Schedule, threads: int, compiles: int
) -> tuple[_core.Kernel, list[float], dict[str, float]]:
    """Compiles `compiles` times; returns the last kernel, the latencies, the stage medians."""
    latencies: list[float] = []
    stages: dict[str, list[float]] = {}
    kernel = None
    for _ in range(compiles):
        start = time.perf_counter()
        scheduled, _ = apply_schedule(program, schedule)
        kernel = _core.compile(scheduled.text, name=program.name, threads=threads)
        latencies.append(time.perf_counter() - start)
        for stage, seconds in kernel.compile_seconds.items():
            stages.setdefault(stage, []).append(seconds)
    assert kernel is not None
    return kernel, latencies, {k: statistics.median(v) for k, v in stages.items()}


def bench_case(
    stem: str, kind: str, args: argparse.Namespace, log: Callable[[str], None]
) -> Result:
    foreign = ForeignLoad()
    with exclusive_timing():  # no other timing on this machine while we measure
        before = settle(args.threads, args.settle)
        result = _bench_case(stem, kind, args, log)
        if result.limit == "bandwidth" and result.bytes > PEAK.last_level_cache_bytes():
            log(f"{stem}: the triad's bandwidth, right after it")
            try:
                result.triad_gbs = PEAK.triad_now(args.threads)
            except RuntimeError as error:
                log(f"triad not measured ({error}): the peak file's bandwidth is used")
        after = settle(args.threads, 0.0)
    result.parallel_states = [state.to_json() for state in (before, after) if state]
    cores = foreign.cores()
    result.foreign_load_cores = float("nan") if cores is None else cores
    return result


def _bench_case(
    stem: str, kind: str, args: argparse.Namespace, log: Callable[[str], None]
) -> Result:
    program = Program.from_file(SCHEDULES / f"{stem}.mlir")
    schedule = Schedule.load(SCHEDULES / f"{stem}.json")
    reference = REFERENCES[kind]
    flops = program.flops()
    result = Result(stem, reference.name, flops, schedule.to_json())
    result.limit = BENCHMARK_KINDS[kind].limit
    ops = [nest.op_name for nest in program.ops]
    if BENCHMARK_KINDS[kind].linalg_op not in ops:
        result.error = f"{stem} has no {BENCHMARK_KINDS[kind].linalg_op} (kind {kind}): {ops}"
        return result
    gflops = lambda times: flops / statistics.median(times) / 1e9  # noqa: E731

    log(f"{stem}: untransformed")
    baseline = build_baseline(program, args.threads, args.runs, args.seed)
    result.untransformed_times_s = baseline.times_s
    result.untransformed_gflops = gflops(baseline.times_s)

    log(f"{stem}: compiling the expert schedule {args.compiles} times")
    kernel, latencies, stages = compile_expert(program, schedule, args.threads, args.compiles)
    result.compile_latencies_s = latencies
    result.compile_latency_s = statistics.median(latencies)
    result.compile_breakdown_s = stages

    log(f"{stem}: expert schedule, verified against the untransformed program")
    check = TimingOptions(threads=args.threads, warmup=0, repeat=1, min_repeat=1, seed=args.seed)
    measurement = measure(program, schedule, check, baseline=baseline)
    result.verified_vs_untransformed = measurement.correct
    result.max_rel_error_vs_untransformed = measurement.max_rel_error
    if not measurement.ok:
        result.error = measurement.error
        return result

    log(f"{stem}: expert output against {reference.name}")
    got = run_copy(kernel, baseline.inputs)[-1]
    want = reference.expected(baseline.inputs).astype(got.dtype)
    result.verified_vs_reference, result.max_rel_error_vs_reference = outputs_match([want], [got])
    if not result.verified_vs_reference:
        result.error = (
            f"the expert output differs from {reference.name} "
            f"(max relative error {result.max_rel_error_vs_reference:.3g})"
        )
        return result

    calls = {}
    for layout in reference.layouts:
        call = reference.prepare(baseline.inputs, layout)
        with torch.no_grad():
            own = reference.combine(baseline.inputs, call())
        ok, error = outputs_match([want], [own.astype(got.dtype)])
        if ok:
            calls[layout] = call
        else:
            log(f"{stem}: {reference.name} ({layout}) is wrong (max relative error {error:.3g})")
    if not calls:
        result.error = f"{reference.name}: no layout matches the expected output"
        return result

    log(f"{stem}: {reference.name} and the expert, {args.rounds} interleaved rounds")
    per_round = -(-args.runs // args.rounds)
    block = block_options(args, per_round)
    times: dict[str, list[float]] = {layout: [] for layout in calls}
    with torch.no_grad():
        for _ in range(args.rounds):
            for layout, call in calls.items():
                time.sleep(PAUSE_S)
                times[layout] += time_callable(call, block)
            time.sleep(PAUSE_S)
            result.expert_times_s += time_kernel(kernel, baseline.inputs, block)
    best = min(times, key=lambda layout: statistics.median(times[layout]))
    result.reference_times_s = times[best]
    if len(times) > 1:
        result.reference_layout = best
        result.reference_layout_gflops = {layout: gflops(t) for layout, t in times.items()}
    result.reference_gflops = gflops(result.reference_times_s)
    result.expert_gflops = gflops(result.expert_times_s)
    result.expert_vs_reference = result.expert_gflops / result.reference_gflops
    result.expert_vs_untransformed = result.expert_gflops / result.untransformed_gflops
    result.bytes = sum(int(array.nbytes) for array in baseline.inputs)
    return result


def load_peak_module():
    """benchmarks/peak.py, beside this script, as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("rlas_peak", Path(__file__).with_name("peak.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


PEAK = load_peak_module()


def machine_peak(path: str, threads: int, log: Callable[[str], None]) -> dict | None:
    """The peak file at `path` if it was measured on this CPU, else a quick measurement now
    (a few seconds; not written anywhere); None if neither works (no C++ compiler)."""
    found = PEAK.load(path)
    if found is not None:
        return {**found, "source": path}
    log(f"no peak measurement of this CPU at {path}: measuring it quickly")
    try:
        with exclusive_timing():
            return {**PEAK.measure(threads, quick=True), "source": "measured now (--quick)"}
    except RuntimeError as error:
        log(f"peak not measured: {error}")
        return None


def with_bandwidth_of_this_run(
    peak: dict | None, results: list[Result], threads: int
) -> dict | None:
    """`peak` with its bandwidth for the run's threads replaced by the highest triad
    measured right after the programs beyond the cache (a limit: the best the machine
    showed in this run), so that their percent is a ratio of two figures of the same run;
    the file's figure is kept as `file_gbs`."""
    measured = [r.triad_gbs for r in results if math.isfinite(r.triad_gbs)]
    if peak is None or not measured:
        return peak
    bandwidth = dict(peak.get("bandwidth") or {})
    bandwidth["file_gbs"] = bandwidth.get("gbs")
    bandwidth["gbs"] = {**(bandwidth.get("gbs") or {}), str(threads): max(measured)}
    bandwidth["measured_in_this_run"] = measured
    return {**peak, "bandwidth": bandwidth}


def add_percent_of_peak(results: list[Result], peak: dict | None, threads: int) -> None:
    """Fills each result's percent of its limit: GFLOP/s over the FMA GFLOP/s, or GB/s
    (every argument buffer once) over the triad's GB/s."""
    if peak is None:
        return
    gflops_limit, gbs_limit = PEAK.limits(peak, threads)
    llc = (peak.get("bandwidth") or {}).get("llc_bytes") or 0
    for r in results:
        r.in_cache = r.limit == "bandwidth" and r.bytes <= llc
        if r.limit == "fma" and gflops_limit:
            r.reference_pct_of_peak = 100 * r.reference_gflops / gflops_limit
            r.expert_pct_of_peak = 100 * r.expert_gflops / gflops_limit
        elif r.limit == "bandwidth" and gbs_limit and r.flops:
            for name in ("reference", "expert"):
                seconds = r.flops / (getattr(r, f"{name}_gflops") * 1e9)
                setattr(r, f"{name}_pct_of_peak", 100 * r.bytes / seconds / 1e9 / gbs_limit)


@dataclass
class Target:
    name: str
    value: float
    threshold: float
    unit: str
    higher_is_better: bool
    other_load_cores: float
    """The most CPU other processes used while the figures behind it were measured."""

    @property
    def reliable(self) -> bool:
        return not self.other_load_cores > BUSY_CORES

    @property
    def passed(self) -> bool:
        if self.value != self.value:  # NaN: not measured
            return False
        if self.higher_is_better:
            return self.value >= self.threshold
        return self.value <= self.threshold

    def line(self) -> str:
        sign = ">=" if self.higher_is_better else "<="
        verdict = "PASS" if self.passed else "FAIL"
        caveat = (
            ""
            if self.reliable
            else f", UNRELIABLE: other processes used {self.other_load_cores:.2f} cores"
        )
        return (
            f"  {verdict}  {self.name}: {self.value:.3g}{self.unit} "
            f"(target {sign} {self.threshold:g}{self.unit}{caveat})"
        )


def targets(results: dict[str, Result]) -> list[Target]:
    worst = max(results.values(), key=lambda r: r.compile_latency_s)
    matmul = results["matmul_1024"]
    conv = results["conv2d_nchw_64x56x56"]
    maxpool = results["maxpool_nchw_64x112x112"]
    add = results["add_4096x4096"]
    relu = results["relu_4096x4096"]
    busiest = max(r.foreign_load_cores for r in results.values())
    return [
        Target(
            "matmul 1024^3 expert / numpy",
            matmul.expert_vs_reference,
            MATMUL_VS_NUMPY,
            "x",
            True,
            matmul.foreign_load_cores,
        ),
        Target(
            "conv2d expert / torch conv2d (best layout)",
            conv.expert_vs_reference,
            CONV_VS_TORCH,
            "x",
            True,
            conv.foreign_load_cores,
        ),
        Target(
            "maxpool expert / torch max_pool2d (best layout)",
            maxpool.expert_vs_reference,
            MAXPOOL_VS_TORCH,
            "x",
            True,
            maxpool.foreign_load_cores,
        ),
        Target(
            "add 4096x4096 (beyond the caches) expert, % of memory bandwidth",
            add.expert_pct_of_peak,
            ADD_PCT_OF_BANDWIDTH,
            "%",
            True,
            add.foreign_load_cores,
        ),
        Target(
            "relu 4096x4096 (beyond the caches) expert, % of memory bandwidth",
            relu.expert_pct_of_peak,
            ADD_PCT_OF_BANDWIDTH,
            "%",
            True,
            relu.foreign_load_cores,
        ),
        Target(
            f"compile latency, worst median ({worst.program})",
            worst.compile_latency_s * 1e3,
            COMPILE_LATENCY_S * 1e3,
            " ms",
            False,
            busiest,
        ),
    ]


def table(results: list[Result], threads: int, load: tuple[float, ...]) -> str:
    header = (
        f"{'program':<24} {'reference':<17} {'ref GF/s':>9} {'untr GF/s':>9} "
        f"{'expert GF/s':>11} {'exp/ref':>8} {'exp/untr':>9} {'ref %pk':>8} {'exp %pk':>8} "
        f"{'compile ms':>10} {'verified':>8} {'other load':>10}"
    )
    loads = ", ".join(f"{x:.2f}" for x in load)
    lines = [
        f"GFLOP/s, medians, {threads} thread(s); load average at the start: {loads}",
        header,
        "-" * len(header),
    ]
    for r in results:
        verified = "yes" if r.verified_vs_untransformed and r.verified_vs_reference else "NO"
        lines.append(
            f"{r.program:<24} {r.reference:<17} {r.reference_gflops:9.1f} "
            f"{r.untransformed_gflops:9.2f} {r.expert_gflops:11.1f} "
            f"{r.expert_vs_reference:7.2f}x {r.expert_vs_untransformed:8.0f}x "
            f"{_pct(r.reference_pct_of_peak, r):>8} {_pct(r.expert_pct_of_peak, r):>8} "
            f"{r.compile_latency_s * 1e3:10.1f} {verified:>8} {r.foreign_load_cores:10.2f}"
        )
    layouts = [
        f"{r.program}: {r.reference_layout} won ("
        + ", ".join(f"{k} {v:.1f}" for k, v in r.reference_layout_gflops.items())
        + " GFLOP/s)"
        for r in results
        if r.reference_layout
    ]
    if layouts:
        lines.append("PyTorch layouts: " + "; ".join(layouts))
    return "\n".join(lines)


def _pct(value: float, r: Result) -> str:
    """A percent of peak with its limit: "42% F" (FMA) or "63% B" (bandwidth), "63% B*"
    when the buffers fit in the last-level cache (DRAM bandwidth does not bound them)."""
    if value != value:
        return "—"
    if r.limit == "fma":
        return f"{value:.0f}% F"
    return f"{value:.0f}% B{'*' if r.in_cache else ''}"


def peak_text(peak: dict | None, threads: int) -> str:
    """One line naming the limits the percent-of-peak columns divide by."""
    if peak is None:
        return "peak: missing (run python benchmarks/peak.py); no percent of peak"
    gflops, gbs = PEAK.limits(peak, threads)
    bandwidth = peak.get("bandwidth") or {}
    triad = f"triad bandwidth {gbs:.1f} GB/s"
    if bandwidth.get("measured_in_this_run"):
        before = (bandwidth.get("file_gbs") or {}).get(str(threads))
        was = f"; the peak file's: {before:.1f}" if before else ""
        triad += (
            f" (the best of {len(bandwidth['measured_in_this_run'])} measured in this run{was})"
        )
    return (
        f"peak ({peak.get('source')}): FP32 FMA {gflops:.0f} GFLOP/s on {threads} thread(s) "
        f"(%pk F), {triad} (%pk B, every argument buffer once; "
        "B*: the buffers fit in the last-level cache)"
    )


def blas_text(env: dict) -> str:
    """The BLAS libraries loaded here, with the kernel OpenBLAS chose (threadpoolctl)."""
    pools = env.get("blas") or []
    if not pools:
        return "BLAS: not seen (threadpoolctl missing)"
    parts = [
        f"{p.get('internal_api')} {p.get('version')} {p.get('architecture')} kernel, "
        f"{p.get('num_threads')} thread(s)"
        for p in pools
    ]
    unset = all(os.environ.get(name) is None for name in HANDICAPS)
    state = "removed" if unset else "SET"
    return f"BLAS: {'; '.join(parts)} ({' and '.join(HANDICAPS)} {state} in this process)"


def environment(threads: int) -> dict:
    info = {
        "threads": threads,
        "machine": platform.machine(),
        "processor": platform.processor(),
        "cpu_count": os.cpu_count(),
        "load_average": os.getloadavg(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "torch": torch.__version__,
        "torch_threads": torch.get_num_threads(),
        "threadpoolctl": threadpool_limits is not None,
    }
    if threadpool_limits is not None:
        from threadpoolctl import threadpool_info

        keys = ("internal_api", "version", "architecture", "num_threads")
        info["blas"] = [
            {k: pool.get(k) for k in keys}
            for pool in threadpool_info()
            if pool.get("user_api") == "blas"
        ]
        info["handicaps"] = {name: os.environ.get(name) for name in HANDICAPS}
    return info


def _finite(value: object) -> object:
    """NaN (a figure not measured) becomes null, so the file is strict JSON."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=2, help="threads for everything (2)")
    parser.add_argument("--runs", type=int, default=30, help="timed runs per figure (30)")
    parser.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="the reference and the expert alternate in this many blocks of runs (5)",
    )
    parser.add_argument(
        "--warmup",
        type=int,
        default=3,
        help="untimed runs before each block, and at least 0.1 s (3)",
    )
    parser.add_argument(
        "--compiles", type=int, default=5, help="compiles per schedule for the latency (5)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the random inputs")
    parser.add_argument("--only", nargs="*", metavar="STEM", help="run only these programs")
    parser.add_argument("--json", metavar="PATH", help="also write the results to this file")
    parser.add_argument(
        "--peak",
        default=str(SCHEDULES.parents[1] / "results" / "peak.json"),
        help="the machine's limits (benchmarks/peak.py); measured quickly if missing",
    )
    parser.add_argument(
        "--settle",
        type=float,
        default=10.0,
        help="seconds to wait before each program for the machine to give the threads "
        "whole cores (see rl_autoscheduler.measurement.parallel_state; default 10)",
    )
    parser.add_argument(
        "--strict", action="store_true", help="exit with status 1 when a target is missed"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if min(args.runs, args.threads, args.compiles, args.rounds) < 1 or args.warmup < 0:
        parser.error("--runs, --threads, --compiles and --rounds must be positive")

    torch.set_num_threads(args.threads)
    cases = [(stem, kind) for stem, kind in CASES if not args.only or stem in args.only]
    if not cases:
        parser.error(f"--only matches none of {[stem for stem, _ in CASES]}")

    def log(message: str) -> None:
        if not args.quiet:
            print(f"[bench] {message}", file=sys.stderr, flush=True)

    limits = threadpool_limits(args.threads) if threadpool_limits else nullcontext()
    with limits:
        env = environment(args.threads)
        results = {stem: bench_case(stem, kind, args, log) for stem, kind in cases}
    peak = machine_peak(args.peak, args.threads, log)
    peak = with_bandwidth_of_this_run(peak, list(results.values()), args.threads)
    add_percent_of_peak(list(results.values()), peak, args.threads)

    print(table(list(results.values()), args.threads, env["load_average"]))
    print(blas_text(env))
    print(peak_text(peak, args.threads))
    busy = [r.program for r in results.values() if r.foreign_load_cores > BUSY_CORES]
    if busy:
        print(
            f"WARNING: other processes kept more than {BUSY_CORES} of a core busy while "
            f"{', '.join(busy)} ran ('other load'): those figures are not reliable."
        )
    shared = [
        r.program for r in results.values() if any(st["degraded"] for st in r.parallel_states)
    ]
    if shared:
        print(
            f"WARNING: the machine's threads shared a core while {', '.join(shared)} ran "
            "(benchmarks/bench_parallel_state.py): its multi-threaded figures are low."
        )
    errors = [r for r in results.values() if r.error]
    for r in errors:
        print(f"ERROR {r.program}: {r.error}")
    checks: list[Target] = []
    if len(cases) == len(CASES):
        checks = targets(results)
        print("Targets:")
        print("\n".join(t.line() for t in checks))
    if args.json:
        data = {
            "environment": env,
            "peak": peak,
            "settings": {k: v for k, v in vars(args).items() if k != "json"},
            "results": [asdict(r) for r in results.values()],
            "targets": [{**asdict(t), "passed": t.passed, "reliable": t.reliable} for t in checks],
        }
        atomic_write_text(Path(args.json), json.dumps(_finite(data), indent=2) + "\n")
        log(f"results written to {args.json}")
    if errors:
        return 1
    if args.strict and not all(t.passed for t in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
