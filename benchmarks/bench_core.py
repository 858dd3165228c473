"""The core benchmark: expert schedules against numpy/PyTorch and the untransformed programs.

    python benchmarks/bench_core.py [--threads 2] [--runs 30] [--json results.json]

For each program in benchmarks/schedules/ (the .mlir file and its expert schedule, the .json
beside it), in one run and with the same thread count for everything, it prints GFLOP/s of:
- the reference, at its best: the evaluation's references (`evaluation.references`),
  started by its harness in a process of their own (`harness.run_baselines`): numpy
  (OpenBLAS) for the matmuls, without the `OPENBLAS_CORETYPE` / `OPENBLAS_L2_SIZE` variables
  this machine sets for old OpenBLAS builds (with them OpenBLAS uses its AVX2 Haswell kernel
  at about half the speed); PyTorch for conv and pooling, the faster of NCHW and
  channels_last (inputs converted before timing, both outputs checked); PyTorch for add and
  relu;
- the untransformed program (the default lowering, no schedule);
- the expert schedule;
plus expert/reference, the median compile latency of the schedule (apply_schedule, then
`_core.compile`: transform, lowering to LLVM, JIT), over several compiles, and the reference's
and the expert's percent of the machine's limit (`benchmarks/peak.py`, read from `--peak` or
measured quickly when that file is missing): of the FP32 FMA throughput for the matmuls and
the conv, of the memory bandwidth (every argument buffer once) for pooling and add; for a
program whose buffers exceed the last-level cache, of the triad's bandwidth measured in the
same run, right after it (a VM's memory bandwidth moves with its neighbours). The BLAS
library and kernel the reference's numpy used (threadpoolctl) are printed with the table.

Every figure is a median of timed runs under the project's one timing policy
(`rl_autoscheduler.measurement.timing`, the rule training and the evaluation time by); each
block of timed runs follows warm-up runs (`--warmup` runs and about 0.1 s of them, so that
cores left idle clock up again). The MLIR kernels are timed in C++ (`measure.time_kernel`),
the references in Python with `time.perf_counter` around each call (`timing.time_callable`;
a few microseconds of call overhead, which only matters for the add). Each program's op kind
(`rl_autoscheduler.ir.op_kinds.op_kind`, read from its loop nest) gives the machine limit it
is judged against and the reference that computes it. The reference and the expert
alternate in `--rounds` blocks of runs (one reference process per block), so a burst of load
from other processes hits both alike; the untransformed program is timed once, with few
runs when it is slow. PyTorch (libgomp), OpenBLAS and the JIT-ed
kernels (LLVM's libomp) each keep their own worker threads, which spin for a while after a
parallel region: a pause before each block keeps one runtime's spinning threads from
stealing the cores of the next. On a shared machine, run it when the machine is otherwise
idle (the load average is printed): a 2-thread kernel whose second core is busy elsewhere
can run many times slower.

Correctness: `measure()` runs the expert kernel on seeded random inputs and compares every
buffer with the untransformed program's; the expert's output is also compared with the
float64 oracle (`evaluation.references.oracle`) on the same inputs, and the reference's
process checks the untransformed program and the reference against it. Linalg ops accumulate
into their output argument, so the reference adds (or, for pooling, takes the max with) the
output's initial values.

Targets: matmul 1024^3 expert >= 1.0x numpy; conv expert >= 1.2x PyTorch's best layout;
maxpool expert >= 1.0x PyTorch's best layout (channels_last); the add and the relu beyond
the caches (4096x4096) at >= 80% of the measured memory bandwidth; and compile latency
<= 100 ms median for every schedule.
The exit status is 1 if a result is wrong, and with --strict also if a target is missed.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation's references live beside the package
    sys.path.insert(0, str(ROOT))

if __name__ == "__main__":
    # This process runs the JIT-ed kernels itself: libomp's short spin, as in the sandbox.
    from rl_autoscheduler.measurement.kernel_environment import openmp_environment

    os.environ.update(openmp_environment(os.environ))

import numpy as np  # noqa: E402

from evaluation.bench_core_report import (  # noqa: E402
    BUSY_CORES,
    PEAK,
    Result,
    Target,
    add_percent_of_peak,
    peak_text,
    reference_blas_text,
    table,
    targets,
    with_bandwidth_of_this_run,
)
from evaluation.references.harness import REFERENCE_CHECK, machine_peak, run_baselines  # noqa: E402
from evaluation.references.oracle import single_op  # noqa: E402
from evaluation.results import strict_json  # noqa: E402
from rl_autoscheduler import _core  # noqa: E402
from rl_autoscheduler.atomic_files import atomic_write_text  # noqa: E402
from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS, op_kind  # noqa: E402
from rl_autoscheduler.ir.program import Program  # noqa: E402
from rl_autoscheduler.ir.schedule import Schedule  # noqa: E402
from rl_autoscheduler.ir.schedule_script import apply_schedule  # noqa: E402
from rl_autoscheduler.measurement.inputs import draw_inputs  # noqa: E402
from rl_autoscheduler.measurement.kernel_io import outputs_match, run_copy  # noqa: E402
from rl_autoscheduler.measurement.machine_load import ForeignLoad  # noqa: E402
from rl_autoscheduler.measurement.measure import Baseline, measure, time_kernel  # noqa: E402
from rl_autoscheduler.measurement.parallel_state import settle  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions  # noqa: E402
from rl_autoscheduler.measurement.timing_lock import exclusive_timing  # noqa: E402

SCHEDULES = Path(__file__).resolve().parent / "schedules"
UNTRANSFORMED_BUDGET_S = 4.0
"""Timed runs of an untransformed program stop near this many seconds (at least 2 runs):
the untransformed 1024^3 matmul takes seconds per run."""
PAUSE_S = 0.3
"""Pause before the expert's block of timed runs: longer than libomp's default spin time
(200 ms). The reference's process pauses before its own blocks (`child.PAUSE_S`)."""
WARMUP_S = 0.1
"""Each block of timed runs follows at least this much warm-up."""

REFERENCES = {
    "matmul": ("numpy", "numpy matmul"),
    "conv_2d_nchw_fchw": ("pytorch", "torch conv2d"),
    "pooling_nchw_max": ("pytorch", "torch max_pool2d"),
    "add": ("pytorch", "torch add"),
    "relu": ("pytorch", "torch relu"),
}
"""Per op kind, the framework whose reference is the one at its best, and its label."""
CASES = (
    "matmul_1024",
    "matmul_256x512x384",
    "conv2d_nchw_64x56x56",
    "maxpool_nchw_64x112x112",
    "add_1024x1024",
    "add_4096x4096",
    "relu_4096x4096",
)
"""The programs of benchmarks/schedules/, in the order of the table."""


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
    options = TimingOptions(
        threads=threads,
        warmup=0,
        warmup_s=0.0,
        repeat=max(runs, 2),
        min_repeat=2,
        budget_s=UNTRANSFORMED_BUDGET_S,
        seed=seed,
    )
    with exclusive_timing():
        times = time_kernel(kernel, drawn.inputs, options)
    compile_s = kernel.compile_seconds["total"]
    return Baseline(
        kernel, drawn.inputs, drawn.outputs, times, compile_s, drawn.draw, drawn.non_finite
    )


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
    stem: str, args: argparse.Namespace, log: Callable[[str], None], checks: list[dict]
) -> Result:
    """One program's figures. The timing lock is held around each block of timed runs
    (and the settling before them), not across the case: the reference's process takes
    it for its own blocks."""
    foreign = ForeignLoad(own_tree=True)  # the reference processes are our own
    with exclusive_timing():
        before = settle(args.threads, args.settle)
    result = _bench_case(stem, args, log, checks)
    if result.limit == "bandwidth" and result.bytes > PEAK.last_level_cache_bytes():
        log(f"{stem}: the triad's bandwidth, right after it")
        try:
            with exclusive_timing():
                result.triad_gbs = PEAK.triad_now(args.threads)
        except RuntimeError as error:
            log(f"triad not measured ({error}): the peak file's bandwidth is used")
    with exclusive_timing():
        after = settle(args.threads, 0.0)
    result.parallel_states = [state.to_json() for state in (before, after) if state]
    cores = foreign.cores()
    result.foreign_load_cores = float("nan") if cores is None else cores
    return result


def _bench_case(
    stem: str, args: argparse.Namespace, log: Callable[[str], None], checks: list[dict]
) -> Result:
    """`bench_case` without the settling; `checks` gets the reference process's check of
    the untransformed program against the float64 oracle, per round."""
    path = SCHEDULES / f"{stem}.mlir"
    program = Program.from_file(path)
    schedule = Schedule.load(SCHEDULES / f"{stem}.json")
    flops = program.flops()
    (nest,) = [op for op in program.ops if op.op_name != "linalg.fill"]
    kind, attributes = op_kind(nest)
    if kind not in REFERENCES:
        return Result(stem, "", flops, schedule.to_json(), error=f"{stem}: no reference for {kind}")
    framework, name = REFERENCES[kind]
    result = Result(stem, name, flops, schedule.to_json(), limit=BENCHMARK_KINDS[kind].limit)
    gflops = lambda times: flops / statistics.median(times) / 1e9  # noqa: E731

    log(f"{stem}: untransformed")
    baseline = build_baseline(program, args.threads, args.runs, args.seed)
    result.untransformed_times_s = baseline.times_s
    result.untransformed_gflops = gflops(baseline.times_s)
    result.bytes = sum(int(array.nbytes) for array in baseline.inputs)

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

    log(f"{stem}: expert output against the float64 oracle")
    got = run_copy(kernel, baseline.inputs)[-1]
    want = np.asarray(single_op(kind, baseline.inputs, attributes)).astype(got.dtype)
    result.verified_vs_reference, result.max_rel_error_vs_reference = outputs_match([want], [got])
    if not result.verified_vs_reference:
        result.error = (
            "the expert output differs from the float64 oracle "
            f"(max relative error {result.max_rel_error_vs_reference:.3g})"
        )
        return result

    log(f"{stem}: {name} and the expert, {args.rounds} interleaved rounds")
    spec = {"name": stem, "path": str(path), "kind": kind, "attributes": attributes}
    block = block_options(args, -(-args.runs // args.rounds))
    rows = []
    for _ in range(args.rounds):
        baselines = run_baselines(spec, args.threads, block, (framework,))
        checks.append(baselines[REFERENCE_CHECK])
        rows.append(baselines[framework])
        failed = next((row for row in (checks[-1], rows[-1]) if not row.get("ok")), None)
        if failed is not None:
            result.error = f"{failed['method']}: {failed.get('error')}"
            return result
        with exclusive_timing():
            time.sleep(PAUSE_S)
            result.expert_times_s += time_kernel(kernel, baseline.inputs, block)
    result.reference_times_s = [t for row in rows for t in row["times_s"]]
    result.reference_layout_gflops = layout_gflops(rows, flops)
    if len(result.reference_layout_gflops) > 1:
        layouts = result.reference_layout_gflops
        result.reference_layout = max(layouts, key=layouts.__getitem__)
    result.reference_gflops = gflops(result.reference_times_s)
    result.expert_gflops = gflops(result.expert_times_s)
    result.expert_vs_reference = result.expert_gflops / result.reference_gflops
    result.expert_vs_untransformed = result.expert_gflops / result.untransformed_gflops
    return result


def layout_gflops(rows: list[dict], flops: int) -> dict[str, float]:
    """GFLOP/s of each layout the reference's rounds timed and verified, at the median of
    its rounds' medians (each round's row keeps its fastest layout's times)."""
    medians: dict[str, list[float]] = {}
    for row in rows:
        for layout, seconds in (row.get("layout_times_s") or {}).items():
            if seconds:
                medians.setdefault(layout, []).append(seconds)
    return {layout: flops / statistics.median(times) / 1e9 for layout, times in medians.items()}


def run_environment(threads: int) -> dict:
    """The machine and the versions of this run; `bench_cases` adds the reference's BLAS."""
    import torch

    return {
        "threads": threads,
        "machine": platform.machine(),
        "processor": platform.processor(),
        "cpu_count": os.cpu_count(),
        "load_average": os.getloadavg(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "torch": torch.__version__,
        "torch_threads": threads,
    }


def bench_cases(stems: list[str], args: argparse.Namespace, log) -> tuple[dict, dict]:
    """(the run's environment, each program's Result): the environment names the BLAS
    libraries and OpenBLAS variables of the reference's process, from its first check."""
    environment = run_environment(args.threads)
    checks: list[dict] = []
    results = {stem: bench_case(stem, args, log, checks) for stem in stems}
    first = checks[0] if checks else {}
    environment["threadpoolctl"] = bool(first.get("blas"))
    environment["blas"] = first.get("blas") or []
    environment["handicaps"] = first.get("environment") or {}
    return environment, results


def parser() -> argparse.ArgumentParser:
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
        default=str(ROOT / "results" / "peak.json"),
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
    return parser


def main(argv: list[str] | None = None) -> int:
    cli = parser()
    args = cli.parse_args(argv)
    if min(args.runs, args.threads, args.compiles, args.rounds) < 1 or args.warmup < 0:
        cli.error("--runs, --threads, --compiles and --rounds must be positive")
    stems = [stem for stem in CASES if not args.only or stem in args.only]
    if not stems:
        cli.error(f"--only matches none of {list(CASES)}")

    def log(message: str) -> None:
        if not args.quiet:
            print(f"[bench] {message}", file=sys.stderr, flush=True)

    env, results = bench_cases(stems, args, log)
    peak = machine_peak(args.threads, Path(args.peak))
    if "missing" in peak:
        log(f"peak not measured: {peak['missing']}")
        peak = None
    peak = with_bandwidth_of_this_run(peak, list(results.values()), args.threads)
    add_percent_of_peak(list(results.values()), peak, args.threads)

    print(table(list(results.values()), args.threads, env["load_average"]))
    print(reference_blas_text(env))
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
    checks: list[Target] = targets(results) if len(stems) == len(CASES) else []
    if checks:
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
        atomic_write_text(Path(args.json), json.dumps(strict_json(data), indent=2) + "\n")
        log(f"results written to {args.json}")
    if errors:
        return 1
    if args.strict and not all(t.passed for t in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
