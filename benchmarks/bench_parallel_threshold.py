"""Below how much work does splitting an op across the threads lose? The measurement
behind `search.state.MIN_PARALLEL_ITERATIONS`.

For ops of growing size (an elementwise add, a matmul, a 1-D depthwise convolution), it
times, back to back in one process holding the timing lock, each op with and without a
`tile_parallel` that gives each thread half of its outermost loop: the untransformed op
against the same op split, and a vectorized schedule against the same schedule split.
A split pays where its time is below the serial one; the parallel runtime's fork and
join (OpenMP, a few microseconds) is what a tiny op loses to. It prints per op the
iterations and the split's speedup, then the iteration count up to which every split
lost and the one from which on every split paid: the threshold lies between.

    python benchmarks/bench_parallel_threshold.py [--threads 2] [--json FILE]
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
from rl_autoscheduler.ir.schedule import Schedule, Step, Tile, TileParallel, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.kernel_environment import kernel_environment
from rl_autoscheduler.measurement.kernel_io import random_inputs
from rl_autoscheduler.measurement.timing_lock import exclusive_timing

RUNS = 50
ROUNDS = 7


def add(rows: int) -> str:
    t = f"tensor<{rows}x64xf32>"
    return f"""
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @add(%a: {t}, %b: {t}, %c: {t}) -> {t} {{
  %0 = linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}}
      ins(%a, %b : {t}, {t}) outs(%c : {t}) {{
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  }} -> {t}
  return %0 : {t}
}}
"""


def matmul(size: int) -> str:
    t = f"tensor<{size}x{size}xf32>"
    return f"""
func.func @matmul(%a: {t}, %b: {t}, %c: {t}) -> {t} {{
  %0 = linalg.matmul ins(%a, %b : {t}, {t}) outs(%c : {t}) -> {t}
  return %0 : {t}
}}
"""


def depthwise(width: int) -> str:
    i, k, o = f"tensor<2x{width + 2}x16xf32>", "tensor<3x16xf32>", f"tensor<2x{width}x16xf32>"
    return f"""
func.func @dw(%I: {i}, %K: {k}, %O: {o}) -> {o} {{
  %0 = linalg.depthwise_conv_1d_nwc_wc
       {{dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}}
       ins(%I, %K : {i}, {k}) outs(%O : {o}) -> {o}
  return %0 : {o}
}}
"""


def _pairs(program: Program) -> dict[str, tuple[list[Step], list[Step]]]:
    """Serial and split schedules of the op: untransformed, and vectorized where a small
    tile vectorizes (an add's rows of 64 four at a time)."""
    nest = program.ops[0]
    half = [0] * len(nest.loops)
    half[0] = nest.loops[0].trip_count // 2
    split = TileParallel(nest.tag, tuple(half))
    pairs = {"untransformed": ([], [split])}
    if nest.op_name == "linalg.generic" and nest.loops[0].trip_count >= 8:
        tile = Tile(nest.tag, (4, 0))
        pairs["vectorized"] = ([tile, Vectorize(nest.tag)], [split, tile, Vectorize(nest.tag)])
    return pairs


def _kernel(program: Program, steps: list[Step], threads: int):
    scheduled, _ = apply_schedule(program, Schedule(steps))
    kernel = _core.compile(scheduled.text, name=program.name, threads=threads)
    return kernel, random_inputs(kernel.arguments, 0)


def _split_speedup(program: Program, serial: list[Step], split: list[Step], threads: int):
    """(serial seconds, split seconds, speedup): the best of ROUNDS alternating rounds,
    each the median of RUNS timed runs. Alternating, a change of the machine's load hits
    both alike; the best round is the one where the other threads had their cores (on a
    shared VM a split often waits ~100 us for a core another process holds, which says
    nothing about the op), and there a tiny op still loses its fork and join."""
    kernels = [_kernel(program, serial, threads), _kernel(program, split, threads)]
    times: list[list[float]] = [[], []]
    with exclusive_timing():
        for kernel, buffers in kernels:
            kernel.time(buffers, warmup=20, repeat=1)
        for _ in range(ROUNDS):
            for index, (kernel, buffers) in enumerate(kernels):
                times[index].append(statistics.median(kernel.time(buffers, 2, RUNS)))
    serial_s, split_s = (min(t) for t in times)
    return serial_s, split_s, serial_s / split_s


def measure_all(threads: int) -> list[dict]:
    programs = (
        [("add", rows, add(rows)) for rows in (4, 16, 64, 256, 1024, 4096)]
        + [("matmul", size, matmul(size)) for size in (4, 8, 16, 32, 64)]
        + [("depthwise_conv_1d", width, depthwise(width)) for width in (16, 64, 256, 1024, 4096)]
    )
    rows = []
    for kind, size, text in programs:
        program = Program.from_text(text, f"{kind}_{size}")
        for variant, (serial, split) in _pairs(program).items():
            serial_s, split_s, _ = _split_speedup(program, serial, split, threads)
            row = {
                "op": kind,
                "size": size,
                "iterations": program.ops[0].iterations,
                "variant": variant,
                "serial_us": serial_s * 1e6,
                "split_us": split_s * 1e6,
                "split_speedup": serial_s / split_s,
            }
            rows.append(row)
            print(
                f"{kind:18} {size:5} {variant:13} {row['iterations']:9} iterations  serial "
                f"{row['serial_us']:9.2f} us  split {row['split_us']:9.2f} us  "
                f"{row['split_speedup']:5.2f}x",
                flush=True,
            )
    return rows


def bounds(rows: list[dict], margin: float) -> tuple[int, int | None]:
    """(the largest iteration count up to which every measured split lost, the smallest
    from which on every one paid `margin`; None if a split lost at the largest size, as
    on a VM whose other core another process holds). The threshold lies between."""
    counts = sorted({row["iterations"] for row in rows})
    lost_up_to = 0
    for count in counts:
        if any(r["split_speedup"] >= margin for r in rows if r["iterations"] <= count):
            break
        lost_up_to = count
    paid_from = None
    for count in reversed(counts):
        if any(r["split_speedup"] < margin for r in rows if r["iterations"] >= count):
            break
        paid_from = count
    return lost_up_to, paid_from


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--margin", type=float, default=1.0, help="speedup a split must reach")
    parser.add_argument("--json", help="also write the rows and the threshold here")
    args = parser.parse_args()
    # The OpenMP settings kernels are measured with (libomp reads them at its first
    # parallel region, after this).
    os.environ.update(kernel_environment(os.environ))
    rows = measure_all(args.threads)
    lost_up_to, paid_from = bounds(rows, args.margin)
    cpu, _ = _core.host_cpu()
    host = f"{platform.node()} ({cpu}, {args.threads} threads)"
    print(
        f"on {host}: every split lost up to {lost_up_to} iterations; every split paid from "
        f"{paid_from if paid_from is not None else '(none: one lost at the largest size)'}"
    )
    if args.json:
        record = {
            "host": host,
            "threads": args.threads,
            "lost_up_to": lost_up_to,
            "paid_from": paid_from,
            "rows": rows,
        }
        atomic_write_text(Path(args.json), json.dumps(record, indent=2) + "\n")


if __name__ == "__main__":
    main()
