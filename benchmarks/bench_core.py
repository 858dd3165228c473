"""The core benchmark: expert schedules against numpy/PyTorch and the untransformed programs.

    python benchmarks/bench_core.py [--threads 2] [--runs 30] [--json results.json]

For each program in benchmarks/schedules/ (the .mlir file and its expert schedule, the .json
beside it), in one run and with the same thread count for everything, it prints GFLOP/s of:
- the reference: numpy (OpenBLAS) for the matmuls, PyTorch for conv, pooling and add;
- the untransformed program (the default lowering, no schedule);
- the expert schedule;
plus expert/reference, and the median compile latency of the schedule (apply_schedule, then
`_core.compile`: transform, lowering to LLVM, JIT), over several compiles.

Every figure is a median of timed runs; each block of timed runs follows warm-up runs (at
least 0.1 s of them, so that cores left idle clock up again). The MLIR kernels are timed in C++
(`Kernel.time`), the references in Python with `time.perf_counter` around each call (a few
microseconds of call overhead, which only matters for the add). The reference and the expert
alternate in `--rounds` blocks of runs, so a burst of load from other processes hits both
alike; the untransformed program is timed once, with few runs when it is slow. PyTorch
(libgomp), OpenBLAS and the JIT-ed kernels (LLVM's libomp) each keep their own worker threads,
which spin for a while after a parallel region: a pause before each block keeps one runtime's
spinning threads from stealing the cores of the next. On a shared machine, run it when the
machine is otherwise idle (the load average is printed): a 2-thread kernel whose second core
is busy elsewhere can run many times slower.

Correctness: `measure()` runs the expert kernel on seeded random inputs and compares every
buffer with the untransformed program's; the expert's output is also compared with the
numpy/PyTorch result on the same inputs. Linalg ops accumulate into their output argument, so
the reference adds (or, for pooling, takes the max with) the output's initial values.

Targets (from the "Foundation" issue): matmul 1024^3 expert >= 0.85x numpy; conv expert
>= 1.0x torch.nn.functional.conv2d; compile latency <= 100 ms median for every schedule.
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


if __name__ == "__main__":
    _preset_threads(sys.argv[1:])

import json  # noqa: E402
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
from rl_autoscheduler.machine_load import ForeignLoad  # noqa: E402
from rl_autoscheduler.measure import (  # noqa: E402
    Baseline,
    TimingOptions,
    compare,
    measure,
    random_inputs,
    run_copy,
)
from rl_autoscheduler.program import Program  # noqa: E402
from rl_autoscheduler.schedule import Schedule  # noqa: E402
from rl_autoscheduler.timing_lock import exclusive_timing  # noqa: E402
from rl_autoscheduler.transforms import apply_schedule  # noqa: E402

try:
    from threadpoolctl import threadpool_limits
except ImportError:  # the environment variables set above are the fallback
    threadpool_limits = None

SCHEDULES = Path(__file__).resolve().parent / "schedules"

MATMUL_VS_NUMPY = 0.85
CONV_VS_TORCH = 1.0
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
    prepare: Callable[[Arrays], Callable[[], object]]
    """Given the kernel's inputs, returns a call to time (outputs preallocated when possible)."""
    expected: Callable[[Arrays], np.ndarray]
    """The program's result (its last argument afterwards) on these inputs."""


def _matmul() -> Reference:
    def prepare(inputs: Arrays) -> Callable[[], object]:
        a, b, c = (x.copy() for x in inputs)
        return lambda: np.matmul(a, b, out=c)

    def expected(inputs: Arrays) -> np.ndarray:
        a, b, c = inputs
        return c + np.matmul(a, b)

    return Reference("numpy matmul", prepare, expected)


def _conv2d() -> Reference:
    def prepare(inputs: Arrays) -> Callable[[], object]:
        x, w = (torch.from_numpy(a.copy()) for a in inputs[:2])
        return lambda: torch.nn.functional.conv2d(x, w)

    def expected(inputs: Arrays) -> np.ndarray:
        x, w, out = inputs
        with torch.no_grad():
            conv = torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w))
        return out + conv.numpy()

    return Reference("torch conv2d", prepare, expected)


def _maxpool() -> Reference:
    def prepare(inputs: Arrays) -> Callable[[], object]:
        x = torch.from_numpy(inputs[0].copy())
        return lambda: torch.nn.functional.max_pool2d(x, kernel_size=3, stride=2)

    def expected(inputs: Arrays) -> np.ndarray:
        x, out = inputs
        pooled = torch.nn.functional.max_pool2d(torch.from_numpy(x), kernel_size=3, stride=2)
        return np.maximum(out, pooled.numpy())

    return Reference("torch max_pool2d", prepare, expected)


def _add() -> Reference:
    def prepare(inputs: Arrays) -> Callable[[], object]:
        a, b, c = (torch.from_numpy(x.copy()) for x in inputs)
        return lambda: torch.add(a, b, out=c)

    def expected(inputs: Arrays) -> np.ndarray:
        return inputs[0] + inputs[1]

    return Reference("torch add", prepare, expected)


CASES: list[tuple[str, Reference]] = [
    ("matmul_1024", _matmul()),
    ("matmul_256x512x384", _matmul()),
    ("conv2d_nchw_64x56x56", _conv2d()),
    ("maxpool_nchw_64x112x112", _maxpool()),
    ("add_1024x1024", _add()),
]


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
    error: str | None = None


def warm_up(call: Callable[[], object], count: int) -> None:
    """At least `count` calls and WARMUP_S seconds: cores idle in the pause must clock up."""
    start = time.perf_counter()
    done = 0
    while done < count or time.perf_counter() - start < WARMUP_S:
        call()
        done += 1


def time_python(call: Callable[[], object], runs: int) -> list[float]:
    """Seconds of each of `runs` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return times


def build_baseline(program: Program, threads: int, runs: int, seed: int) -> Baseline:
    """The untransformed program, timed with few runs when it is slow."""
    kernel = _core.compile(program.text, name=program.name, threads=threads)
    inputs = random_inputs(kernel.arguments, seed)
    start = time.perf_counter()
    outputs = run_copy(kernel, inputs)  # also the warm-up run
    first = time.perf_counter() - start
    count = max(2, min(runs, int(UNTRANSFORMED_BUDGET_S / max(first, 1e-9))))
    buffers = [array.copy() for array in inputs]
    times = kernel.time(buffers, warmup=0, repeat=count)
    return Baseline(kernel, inputs, outputs, times, kernel.compile_seconds["total"])


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
    stem: str, reference: Reference, args: argparse.Namespace, log: Callable[[str], None]
) -> Result:
    foreign = ForeignLoad()
    with exclusive_timing():  # no other timing on this machine while we measure
        result = _bench_case(stem, reference, args, log)
    cores = foreign.cores()
    result.foreign_load_cores = float("nan") if cores is None else cores
    return result


def _bench_case(
    stem: str, reference: Reference, args: argparse.Namespace, log: Callable[[str], None]
) -> Result:
    program = Program.from_file(SCHEDULES / f"{stem}.mlir")
    schedule = Schedule.load(SCHEDULES / f"{stem}.json")
    flops = program.flops()
    result = Result(stem, reference.name, flops, schedule.to_json())
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
    result.verified_vs_reference, result.max_rel_error_vs_reference = compare([want], [got])
    if not result.verified_vs_reference:
        result.error = (
            f"the expert output differs from {reference.name} "
            f"(max relative error {result.max_rel_error_vs_reference:.3g})"
        )
        return result

    log(f"{stem}: {reference.name} and the expert, {args.rounds} interleaved rounds")
    call = reference.prepare(baseline.inputs)
    buffers = [array.copy() for array in baseline.inputs]
    per_round = -(-args.runs // args.rounds)
    with torch.no_grad():
        for _ in range(args.rounds):
            time.sleep(PAUSE_S)
            warm_up(call, args.warmup)
            result.reference_times_s += time_python(call, per_round)
            time.sleep(PAUSE_S)
            warm_up(lambda: kernel.run(buffers), args.warmup)
            result.expert_times_s += kernel.time(buffers, warmup=0, repeat=per_round)
    result.reference_gflops = gflops(result.reference_times_s)
    result.expert_gflops = gflops(result.expert_times_s)
    result.expert_vs_reference = result.expert_gflops / result.reference_gflops
    result.expert_vs_untransformed = result.expert_gflops / result.untransformed_gflops
    return result


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
            "conv2d expert / torch conv2d",
            conv.expert_vs_reference,
            CONV_VS_TORCH,
            "x",
            True,
            conv.foreign_load_cores,
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
        f"{'expert GF/s':>11} {'exp/ref':>8} {'exp/untr':>9} {'compile ms':>10} {'verified':>8} "
        f"{'other load':>10}"
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
            f"{r.compile_latency_s * 1e3:10.1f} {verified:>8} {r.foreign_load_cores:10.2f}"
        )
    return "\n".join(lines)


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

        info["blas"] = [
            {k: pool.get(k) for k in ("internal_api", "version", "num_threads")}
            for pool in threadpool_info()
        ]
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
        "--strict", action="store_true", help="exit with status 1 when a target is missed"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if min(args.runs, args.threads, args.compiles, args.rounds) < 1 or args.warmup < 0:
        parser.error("--runs, --threads, --compiles and --rounds must be positive")

    torch.set_num_threads(args.threads)
    cases = [(stem, ref) for stem, ref in CASES if not args.only or stem in args.only]
    if not cases:
        parser.error(f"--only matches none of {[stem for stem, _ in CASES]}")

    def log(message: str) -> None:
        if not args.quiet:
            print(f"[bench] {message}", file=sys.stderr, flush=True)

    limits = threadpool_limits(args.threads) if threadpool_limits else nullcontext()
    with limits:
        env = environment(args.threads)
        results = {stem: bench_case(stem, ref, args, log) for stem, ref in cases}

    print(table(list(results.values()), args.threads, env["load_average"]))
    busy = [r.program for r in results.values() if r.foreign_load_cores > BUSY_CORES]
    if busy:
        print(
            f"WARNING: other processes kept more than {BUSY_CORES} of a core busy while "
            f"{', '.join(busy)} ran ('other load'): those figures are not reliable."
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
            "settings": {k: v for k, v in vars(args).items() if k != "json"},
            "results": [asdict(r) for r in results.values()],
            "targets": [{**asdict(t), "passed": t.passed, "reliable": t.reliable} for t in checks],
        }
        Path(args.json).write_text(json.dumps(_finite(data), indent=2) + "\n")
        log(f"results written to {args.json}")
    if errors:
        return 1
    if args.strict and not all(t.passed for t in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
