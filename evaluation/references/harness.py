"""The parent's side of the references: one child process per benchmark, its result rows.

The child (`evaluation.references.child`) starts from `child_environment`: thread limits,
JAX on the CPU, and without this machine's OpenBLAS handicaps (see the package docstring).
A crash or a time-out of the child is a failed row for every method it had not finished.
"""

from __future__ import annotations

import dataclasses
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rl_autoscheduler.measurement.kernel_environment import (
    openmp_environment,
    without_dask_worker_settings,
)
from rl_autoscheduler.measurement.timing import TimingOptions

ROOT = Path(__file__).resolve().parents[2]
FRAMEWORKS = ("pytorch", "jax", "numpy", "torch_compile")
HANDICAPS = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
"""Variables this machine's environment sets for old OpenBLAS builds: with them numpy's
OpenBLAS runs its Haswell (AVX2) kernel. Removed in the reference's process only."""
REFERENCE_CHECK = "untransformed_check"
"""The method name of the row that checks the untransformed program against the oracle; it
also records the BLAS libraries and the HANDICAPS variables of the reference's process."""
CHILD_MODULE = "evaluation.references.child"

START_ENVIRONMENT = dict(os.environ)
"""The environment before anything ran. A Dask LocalCluster writes its workers'
settings into its parent's os.environ (MALLOC_TRIM_THRESHOLD_=65536, OMP_NUM_THREADS=1,
...): inherited, MALLOC_TRIM_THRESHOLD_ turns off glibc's dynamic mmap threshold, so
every large allocation (a fresh JAX output, a PyTorch activation) maps and faults in
new pages on every call, 8x the time of a 2 MB ReLU here. Reference processes start
from this copy instead."""


def child_environment(threads: int, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of the reference process: thread limits, JAX on the CPU, imports, and
    without HANDICAPS, so numpy's OpenBLAS picks its best kernel for this CPU."""
    # Dask's worker settings go first: the thread limits set below may hold the same values.
    env = without_dask_worker_settings(START_ENVIRONMENT if base is None else base)
    env.pop("__DASK_PARENT_PID", None)
    if threads == 1:
        env["XLA_FLAGS"] = "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
    else:
        env["XLA_FLAGS"] = (
            f"--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads={threads}"
        )
    env["JAX_PLATFORMS"] = "cpu"
    for name in HANDICAPS:
        env.pop(name, None)
    # inductor's parallel compile workers would idle beside the timed calls on 2 cores
    env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env[name] = str(threads)
    env = openmp_environment(env)  # it runs the untransformed kernel for its check
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), *([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])]
    )
    return env


def handicaps_text(environment: dict) -> str:
    """Whether HANDICAPS were gone in the reference processes, from a check row's
    `environment` (each variable's value there)."""
    left = {name: value for name, value in environment.items() if value is not None}
    return f"still set: {left}" if left else f"{' and '.join(HANDICAPS)} removed in their processes"


def failure(method: str, kind: str, message: str) -> dict:
    """The result row of a method that did not give a verified time."""
    return {"method": method, "ok": False, "correct": False, "failure_kind": kind, "error": message}


def run_baselines(
    spec: dict,
    threads: int,
    timing: TimingOptions,
    frameworks: tuple[str, ...] = FRAMEWORKS,
    timeout_s: float = 600.0,
) -> dict[str, dict]:
    """Runs the reference check and `frameworks` on one benchmark in a child process.

    Returns one result per method (REFERENCE_CHECK and each framework); a crash or
    time-out of the child is a failed result for every method it had not finished.
    """
    methods = (REFERENCE_CHECK, *frameworks)
    if spec.get("no_reference"):  # known before any process starts: say why, run nothing
        return {m: failure(m, "unsupported", spec["no_reference"]) for m in methods}
    with tempfile.TemporaryDirectory(prefix="rlas-references-") as directory:
        job = Path(directory) / "job.json"
        out = Path(directory) / "out.jsonl"
        job.write_text(
            json.dumps(
                {
                    "spec": spec,
                    "threads": threads,
                    "timing": dataclasses.asdict(timing),
                    "frameworks": frameworks,
                }
            )
        )
        started = time.perf_counter()
        try:
            process = subprocess.run(
                [sys.executable, "-m", CHILD_MODULE, str(job), str(out)],
                env=child_environment(threads),
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
            )
            reason = _exit_reason(process.returncode, process.stderr)
            kind = "crash"
        except subprocess.TimeoutExpired:
            reason, kind = f"no result within {timeout_s:g} s: the process was stopped", "timeout"
        results = {}
        if out.exists():
            for line in out.read_text().splitlines():
                if line.strip():
                    row = json.loads(line)
                    results[row["method"]] = row
    elapsed = time.perf_counter() - started
    for method in methods:
        if method not in results:
            results[method] = failure(method, kind, reason)
        results[method].setdefault("wall_s", elapsed)
    return results


def _exit_reason(returncode: int, stderr: str) -> str:
    last = [line for line in stderr.strip().splitlines() if line.strip()][-1:]
    tail = f": {last[0][:300]}" if last else ""
    if returncode < 0:
        import signal

        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"the reference process was killed by {name}{tail}"
    return f"the reference process exited with code {returncode} before this result{tail}"


# --------------------------------------------------------------------------- machine peak


def peak_module():
    """benchmarks/peak.py as a module (benchmarks/ is a folder of scripts, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("rlas_peak", ROOT / "benchmarks" / "peak.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def machine_peak(threads: int, path: Path | None = None, timeout_s: float = 120.0) -> dict:
    """The machine's FMA and bandwidth limits for percent of peak.

    results/peak.json (`python benchmarks/peak.py`) when it was measured on this CPU;
    otherwise measured now in quick mode (a few seconds, holding the timing lock), in a
    child process like every reference. `{"missing": reason}` when neither works.
    """

    peak = peak_module()
    found = peak.load(path or peak.DEFAULT_OUT)
    if found is not None:
        return {**found, "source": str(path or peak.DEFAULT_OUT)}
    with tempfile.TemporaryDirectory(prefix="rlas-peak-") as directory:
        out = Path(directory) / "peak.json"
        done = _run_peak(["--quick", "--threads", str(threads), "--out", str(out)], timeout_s)
        if isinstance(done, str):
            return {"missing": done}
        if not out.exists():
            return {"missing": "benchmarks/peak.py --quick wrote no file"}
        return {**json.loads(out.read_text()), "source": "measured by this run (--quick)"}


def _run_peak(arguments: list[str], timeout_s: float) -> subprocess.CompletedProcess | str:
    """`benchmarks/peak.py` with `arguments`, in a child process holding the timing lock
    (it is a measurement like every reference); the reason where it failed."""
    from rl_autoscheduler.measurement.timing_lock import exclusive_timing

    what = f"benchmarks/peak.py {arguments[0]}"
    command = [sys.executable, str(ROOT / "benchmarks" / "peak.py"), *arguments]
    try:
        with exclusive_timing():
            done = subprocess.run(
                command, capture_output=True, text=True, timeout=timeout_s, check=False
            )
    except subprocess.TimeoutExpired:
        return f"{what} took over {timeout_s:g} s"
    if done.returncode != 0:
        return f"{what} failed: {done.stderr.strip()[-300:]}"
    return done


def run_triad(threads: int, timeout_s: float = 120.0) -> float | str:
    """The triad's GB/s on `threads` threads, measured now (`benchmarks/peak.py --triad`, in
    a child process holding the timing lock), or the reason it could not be.

    An evaluation times it at its start and its end: this host's memory bandwidth moves
    by a third within an hour, so a bandwidth-bound result is judged against the bandwidth
    of its own run (issue #35), not the peak file's of some earlier hour.
    """
    done = _run_peak(["--triad", "--threads", str(threads)], timeout_s)
    if isinstance(done, str):
        return done
    try:
        return float(json.loads(done.stdout.strip().splitlines()[-1])["triad_gbs"])
    except (ValueError, KeyError, IndexError) as error:
        return f"benchmarks/peak.py --triad printed no figure ({error})"


def with_run_triads(peak: dict, threads: int, measured: list[float | str]) -> dict:
    """`peak` with its bandwidth for `threads` threads replaced by the median of the
    triads this run measured (the peak file's figure kept as `file_gbs`); unchanged, with
    the reasons recorded, when none was measured."""
    figures = [m for m in measured if isinstance(m, float)]
    bandwidth = dict(peak.get("bandwidth") or {})
    bandwidth["run_triads"] = [m if isinstance(m, float) else None for m in measured]
    failures = [m for m in measured if isinstance(m, str)]
    if failures:
        bandwidth["run_triad_errors"] = failures
    if figures:
        gbs = dict(bandwidth.get("gbs") or {})
        if str(threads) in gbs:
            bandwidth["file_gbs"] = gbs[str(threads)]
        gbs[str(threads)] = statistics.median(figures)
        bandwidth["gbs"] = gbs
    return {**peak, "bandwidth": bandwidth}
