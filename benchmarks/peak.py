"""The machine's limits: FP32 FMA throughput and memory bandwidth, measured.

    python benchmarks/peak.py [--threads 2] [--quick] [--out results/peak.json]
    python benchmarks/peak.py --triad [--threads 2]   # the triad alone, now (evaluation runs)

- **Compute**: a kernel of independent FMAs in the widest vectors the CPU has (512-bit with
  AVX-512, else 256-bit AVX2), `ACCUMULATORS` independent accumulators per thread so the
  FMA pipes never wait on a previous result, run on one thread (per core) and on `--threads`
  threads (OpenMP). GFLOP/s counts 2 FLOP per lane per FMA.
- **Bandwidth**: a triad `a[i] = b[i] + s * c[i]` over three float32 arrays each several times
  the last-level cache, on one thread and on `--threads` threads. GB/s counts the bytes the
  loop reads and writes (two reads and one write of 4 bytes per element), as STREAM does;
  the write-allocate traffic of ordinary stores is not counted, the same rule the reports
  apply to the elementwise kernels (every argument buffer once).

Why a C++ kernel compiled with `g++ -O3 -march=native` and loaded with ctypes, not an MLIR
kernel through `_core.compile`: the limit must not depend on the code generator it judges.
An MLIR peak kernel inherits every weakness of our lowering (a missed FMA contraction, a
spill, an OpenMP region set up per call), and would then make our kernels look closer to
the limit than they are. g++ is installed anyway (PyTorch's inductor needs it), the kernel
is twenty lines, and its assembly is easy to check (`--keep` leaves the build directory).

The numbers are printed and written as JSON (atomically) to `--out`; `bench_core.py` and the
evaluation report divide their GFLOP/s and GB/s by them (percent of peak).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rl_autoscheduler.measurement.machine import last_level_cache_bytes

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "results" / "peak.json"
ACCUMULATORS = 12
"""Independent vector accumulators per thread: more than FMA latency (4 cycles) times FMA
pipes (2) on current x86 cores, fewer than the 32 vector registers of AVX-512."""
SCHEMA = 1

KERNEL_SOURCE = r"""
#include <stddef.h>
#include <omp.h>

typedef float vec __attribute__((vector_size(VECTOR_BYTES)));
#define ACC ACCUMULATORS_N

/* One thread: `iterations` rounds of ACC independent FMAs; returns a sum so nothing is
   optimized away. The multiplier is read from memory so the compiler cannot fold it. */
static float fma_loop(long iterations, const float *factor) {
  vec acc[ACC];
  vec m, a;
  for (int l = 0; l < (int)(VECTOR_BYTES / 4); ++l) { m[l] = factor[0]; a[l] = factor[1]; }
  for (int k = 0; k < ACC; ++k)
    for (int l = 0; l < (int)(VECTOR_BYTES / 4); ++l) acc[k][l] = (float)k;
  for (long i = 0; i < iterations; ++i) {
#pragma GCC unroll 16
    for (int k = 0; k < ACC; ++k) acc[k] = acc[k] * m + a;
  }
  vec total = acc[0];
  for (int k = 1; k < ACC; ++k) total += acc[k];
  float sum = 0.0f;
  for (int l = 0; l < (int)(VECTOR_BYTES / 4); ++l) sum += total[l];
  return sum;
}

float fma_kernel(long iterations, int threads, const float *factor) {
  float sum = 0.0f;
#pragma omp parallel num_threads(threads) reduction(+ : sum)
  sum += fma_loop(iterations, factor);
  return sum;
}

void triad(float *a, const float *b, const float *c, float s, long n, int threads) {
#pragma omp parallel for num_threads(threads) schedule(static)
  for (long i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
}
"""


# --------------------------------------------------------------------------- the kernel


def cpu_flags() -> set[str]:
    """The CPU's feature flags (Linux /proc/cpuinfo); empty when unreadable."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def vector_bits(flags: set[str]) -> int:
    """The widest FP32 FMA vector this CPU has."""
    if "avx512f" in flags:
        return 512
    if "avx2" in flags or "fma" in flags:
        return 256
    return 128


def build_kernel(directory: Path, bits: int) -> ctypes.CDLL:
    """Compiles the kernel with g++ -O3 -march=native -fopenmp; raises RuntimeError if it can't."""
    compiler = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    if not compiler:
        raise RuntimeError("no C++ compiler (g++ or $CXX) to build the peak kernel")
    source = directory / "peak_kernel.cpp"
    text = KERNEL_SOURCE.replace("VECTOR_BYTES", str(bits // 8))
    source.write_text(
        'extern "C" {\n' + text.replace("ACCUMULATORS_N", str(ACCUMULATORS)) + "\n}\n"
    )
    library = directory / "peak_kernel.so"
    command = [
        compiler, "-O3", "-march=native", "-ffp-contract=fast", "-fopenmp",
        "-shared", "-fPIC", str(source), "-o", str(library),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip()[-500:]}")
    kernel = ctypes.CDLL(str(library))
    kernel.fma_kernel.argtypes = [ctypes.c_long, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
    kernel.fma_kernel.restype = ctypes.c_float
    pointer = ctypes.c_void_p
    kernel.triad.argtypes = [pointer, pointer, pointer, ctypes.c_float, ctypes.c_long, ctypes.c_int]
    kernel.triad.restype = None
    return kernel


# --------------------------------------------------------------------------- measuring


def best_of(call, runs: int) -> float:
    """The fastest of `runs` timed calls (seconds): a peak is what the machine can do, so
    the minimum, not the median, is the figure (a slower run was disturbed)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times)


def measure_fma(kernel: ctypes.CDLL, bits: int, threads: int, seconds: float) -> float:
    """GFLOP/s of the FMA kernel on `threads` threads, runs of about `seconds / 5`."""
    factor = (ctypes.c_float * 2)(0.999999, 1e-7)
    flops_per_iteration = ACCUMULATORS * (bits // 32) * 2
    iterations = 1 << 16
    while True:  # calibrate: one run of about a fifth of the budget
        elapsed = best_of(lambda n=iterations: kernel.fma_kernel(n, threads, factor), 1)
        if elapsed > seconds / 5 or iterations > 1 << 34:
            break
        iterations *= 2
    elapsed = best_of(lambda: kernel.fma_kernel(iterations, threads, factor), 4)
    return iterations * flops_per_iteration * threads / elapsed / 1e9


def measure_triad(kernel: ctypes.CDLL, threads: int, elements: int, runs: int) -> float:
    """GB/s of the triad on `threads` threads over arrays of `elements` float32 each."""
    import numpy as np

    b = np.full(elements, 1.0, np.float32)
    c = np.full(elements, 2.0, np.float32)
    a = np.zeros(elements, np.float32)  # zeros, then touched by the first run
    pointers = [x.ctypes.data_as(ctypes.c_void_p) for x in (a, b, c)]

    def run() -> None:
        kernel.triad(*pointers, 3.0, elements, threads)

    run()  # faults the pages in
    if a[elements // 2] != 7.0:
        raise RuntimeError(f"the triad computed {a[elements // 2]}, expected 7.0")
    elapsed = best_of(run, runs)
    return 3 * 4 * elements / elapsed / 1e9


def triad_now(threads: int, runs: int = 10) -> float:
    """The triad's GB/s on `threads` threads, measured now over arrays of twice the
    last-level cache: the memory bandwidth of a VM moves with its neighbours (by half
    within an hour), so a bandwidth-bound figure is judged
    against one measured in the same run. Raises RuntimeError without a C++ compiler."""
    elements = 2 * last_level_cache_bytes() // 4
    with tempfile.TemporaryDirectory(prefix="rlas-peak-") as directory:
        kernel = build_kernel(Path(directory), vector_bits(cpu_flags()))
        return measure_triad(kernel, threads, elements, runs)


def measure(threads: int, quick: bool, keep: Path | None = None) -> dict:
    """Both limits on 1 and `threads` threads; the JSON-ready result."""
    flags = cpu_flags()
    bits = vector_bits(flags)
    llc = last_level_cache_bytes()
    elements = (2 if quick else 8) * llc // 4  # each array 2x (quick) or 8x the LLC
    counts = sorted({1, threads})
    with tempfile.TemporaryDirectory(prefix="rlas-peak-") as directory:
        build = keep or Path(directory)
        build.mkdir(parents=True, exist_ok=True)
        kernel = build_kernel(build, bits)
        seconds = 0.25 if quick else 1.5
        fma = {str(n): measure_fma(kernel, bits, n, seconds) for n in counts}
        runs = 3 if quick else 10
        triad = {str(n): measure_triad(kernel, n, elements, runs) for n in counts}
    return {
        "schema": SCHEMA,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "cpu": _cpu_name(),
        "host": platform.node(),
        "cores": len(os.sched_getaffinity(0)),
        "threads": threads,
        "quick": quick,
        "load_average": list(os.getloadavg()),
        "fma": {
            "kernel": f"g++ -O3 -march=native, {ACCUMULATORS} independent {bits}-bit FMA "
            "accumulators per thread, OpenMP",
            "vector_bits": bits,
            "gflops": fma,
            "gflops_per_core": fma["1"],
        },
        "bandwidth": {
            "kernel": f"triad a = b + s*c, float32, 3 arrays of {elements * 4 / 2**20:.0f} MiB "
            f"(last-level cache {llc / 2**20:.0f} MiB), 12 bytes per element",
            "array_bytes": elements * 4,
            "llc_bytes": llc,
            "gbs": triad,
            "gbs_per_core": triad["1"],
        },
    }


def _cpu_name() -> str:
    """The CPU's model name with its family and model numbers: virtual machines often say
    only "AMD EPYC", and a peak measured on one generation must not serve another."""
    fields: dict[str, str] = {}
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
    except OSError:
        pass
    name = fields.get("model name") or platform.processor() or platform.machine()
    if "cpu family" in fields and "model" in fields:
        name += f" (family {fields['cpu family']}, model {fields['model']})"
    return name


# --------------------------------------------------------------------------- reading


def limits(peak: dict | None, threads: int) -> tuple[float | None, float | None]:
    """(FMA GFLOP/s, bandwidth GB/s) of a peak result for `threads` threads.

    Measured figures for that thread count when present; otherwise the per-core compute
    times the threads (FMA units do not share), and the bandwidth of the most threads
    measured (it saturates), so a 1-thread file still gives a conservative limit.
    """
    if not peak:
        return None, None
    fma, bandwidth = peak.get("fma") or {}, peak.get("bandwidth") or {}
    gflops = (fma.get("gflops") or {}).get(str(threads))
    if gflops is None and fma.get("gflops_per_core"):
        gflops = fma["gflops_per_core"] * threads
    measured = bandwidth.get("gbs") or {}
    gbs = measured.get(str(threads))
    if gbs is None and measured:
        gbs = measured[max(measured, key=int)]
    return gflops, gbs


def load(path: Path | str = DEFAULT_OUT) -> dict | None:
    """A peak.json measured on this CPU, or None (missing, unreadable or another CPU)."""
    try:
        peak = json.loads(Path(path).read_text())
    except (OSError, json.JSONDecodeError):
        return None
    return peak if peak.get("cpu") == _cpu_name() else None


def write(peak: dict, path: Path | str) -> None:
    """Writes the JSON atomically (a temporary file in the same folder, then a rename)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(handle, "w") as out:
        out.write(json.dumps(peak, indent=1) + "\n")
    os.replace(temporary, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2, help="threads in use (2)")
    parser.add_argument("--quick", action="store_true", help="short runs, smaller arrays")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help=f"JSON file ({DEFAULT_OUT})")
    parser.add_argument("--keep", metavar="DIR", help="build the kernel in DIR and keep it")
    parser.add_argument(
        "--triad",
        action="store_true",
        help="only the triad on --threads threads, now: print its GB/s, write no file",
    )
    args = parser.parse_args(argv)
    if args.threads < 1:
        parser.error("--threads must be at least 1")
    if args.triad:
        try:
            print(json.dumps({"triad_gbs": triad_now(args.threads)}))
        except RuntimeError as error:
            print(f"peak: {error}", file=sys.stderr)
            return 2
        return 0
    try:
        peak = measure(args.threads, args.quick, Path(args.keep) if args.keep else None)
    except RuntimeError as error:
        print(f"peak: {error}", file=sys.stderr)
        return 2
    fma, bandwidth = peak["fma"], peak["bandwidth"]
    print(f"{peak['cpu']}, {peak['cores']} cores, load average {peak['load_average']}")
    for n in sorted(fma["gflops"], key=int):
        print(
            f"  {n} thread(s): FP32 FMA {fma['gflops'][n]:8.1f} GFLOP/s "
            f"({fma['vector_bits']}-bit), triad {bandwidth['gbs'][n]:6.1f} GB/s"
        )
    write(peak, args.out)
    print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
