"""Which tiles of a transpose pay for vectorizing? The measurement behind
`search.state.max_transposed_tile` and the whole-lanes rule of transposed loops.

For 2-D transposes from 3x5 to 512x1024 it times, back to back in one process holding the
timing lock, the loops as written against each vectorized tile that fits the registers
(`Tile` of the result's two loops, then `Vectorize`; a 0 leaves the loop whole). A
vectorized tile reads a block of the input into registers and `vector.transpose`s it, so
the block and its transpose are live together: a tile of 512 elements (the limit of an op
that does not transpose) spills. It prints per transpose the written loops' time and each
tile's speedup over them (best of ROUNDS alternating rounds, each the median of RUNS).

    python benchmarks/bench_transpose_tiles.py [--threads 1] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Step, Tile, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_environment import kernel_environment
from rl_autoscheduler.measurement.kernel_io import random_inputs
from rl_autoscheduler.measurement.timing_lock import exclusive_timing
from rl_autoscheduler.search.state import max_vector_result

RUNS = 50
ROUNDS = 7
SHAPES = ((3, 5), (8, 8), (16, 16), (16, 32), (32, 64), (64, 64), (128, 128), (512, 1024))
TILES = ((0, 0), (1, 4), (4, 16), (8, 8), (8, 16), (16, 16), (8, 0), (16, 0))


def transpose(rows: int, cols: int) -> str:
    source, result = f"tensor<{rows}x{cols}xf32>", f"tensor<{cols}x{rows}xf32>"
    return f"""
func.func @t(%a: {source}, %o: {result}) -> {result} {{
  %0 = linalg.transpose ins(%a : {source}) outs(%o : {result}) permutation = [1, 0]
  return %0 : {result}
}}"""


def tiles(rows: int, cols: int) -> dict[str, list[Step]]:
    """Vectorized schedules of a (cols x rows) result whose tile fits the registers."""
    schedules: dict[str, list[Step]] = {}
    for a, b in TILES:
        if (a and (cols % a or a >= cols)) or (b and (rows % b or b >= rows)):
            continue
        if (a or cols) * (b or rows) > max_vector_result():
            continue
        tiling: list[Step] = [Tile("op0", (a, b))] if a or b else []
        schedules[f"{a or cols}x{b or rows}"] = [*tiling, Vectorize("op0")]
    return schedules


def _kernel(program: Program, steps: list[Step], threads: int):
    """The compiled schedule and seeded inputs for it (as bench_parallel_threshold's)."""
    scheduled, _ = apply_schedule(program, Schedule(steps))
    kernel = _core.compile(scheduled.text, name=program.name, threads=threads)
    return kernel, random_inputs(kernel.arguments, 0)


def measure(rows: int, cols: int, threads: int) -> dict:
    program = Program.from_text(transpose(rows, cols), f"transpose_{rows}x{cols}")
    variants = {"written": [], **tiles(rows, cols)}
    kernels = {name: _kernel(program, steps, threads) for name, steps in variants.items()}
    times: dict[str, list[float]] = {name: [] for name in kernels}
    with exclusive_timing():
        for kernel, buffers in kernels.values():
            kernel.time(buffers, warmup=20, repeat=1)
        for _ in range(ROUNDS):
            for name, (kernel, buffers) in kernels.items():
                times[name].append(statistics.median(kernel.time(buffers, 2, RUNS)))
    written = min(times["written"])
    speedups = {name: written / min(t) for name, t in times.items() if name != "written"}
    print(
        f"{rows}x{cols}: written {written * 1e9:9.0f} ns  "
        + "  ".join(f"tile {name} {speedup:.2f}x" for name, speedup in speedups.items()),
        flush=True,
    )
    return {"rows": rows, "cols": cols, "written_s": written, "tile_speedups": speedups}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--json", help="also write the rows here")
    args = parser.parse_args()
    os.environ.update(kernel_environment(os.environ))
    cpu, _ = _core.host_cpu()
    print(f"host {platform.node()} ({cpu}), {args.threads} thread(s); tile = result tile")
    rows = [measure(r, c, args.threads) for r, c in SHAPES]
    if args.json:
        record = {"host": f"{platform.node()} ({cpu})", "threads": args.threads, "rows": rows}
        atomic_write_text(Path(args.json), json.dumps(record, indent=2) + "\n")


if __name__ == "__main__":
    main()
