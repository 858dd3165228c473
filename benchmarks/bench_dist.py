"""Throughput of the Dask measurer against measuring in-process.

    python benchmarks/bench_dist.py [--tasks 24] [--size 128]

Measures the same set of distinct schedules of one matmul (cache off) three
ways, in one run: in this process (compile, verify, time; baseline compiled
once), on a LocalCluster with 1 worker, and with 2 workers. Prints
measurements per second and the overhead per task of going through Dask and
a sandbox process. Timing runs are exclusive on the machine (a lock taken
exclusively for timing and shared for compiling and verifying), so 2 workers
overlap compiles with each other but never with a timing: on a 2-core machine
with 2-thread kernels they are about as fast as 1, and the numbers are honest.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile, TileParallel, Vectorize
from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
from rl_autoscheduler.measurement.measure import Baseline, TimingOptions, measure

MATMUL = """
func.func @matmul(%A: {t}, %B: {t}, %C: {t}) -> {t} {{
  %0 = linalg.matmul ins(%A, %B : {t}, {t}) outs(%C : {t}) -> {t}
  return %0 : {t}
}}
"""


def schedules(size: int, count: int) -> list[Schedule]:
    tiles = [t for t in (4, 8, 16, 32, 64) if size % t == 0]
    found = []
    for outer, m, n in itertools.product(tiles, tiles[:3], tiles[:3]):
        if outer % m:
            continue
        found.append(
            Schedule([TileParallel("op0", (outer, 0, 0)), Tile("op0", (m, n, 1)), Vectorize("op0")])
        )
    return found[:count]


def run_cluster(workers: int, jobs, timing: TimingOptions) -> float:
    config = ClusterConfig(workers=workers, cache_path=None)
    with Measurer(config, timing) as measurer:
        measurer.measure_many(jobs[:2])  # start the sandboxes before timing
        start = time.perf_counter()
        results = measurer.measure_many(jobs)
        elapsed = time.perf_counter() - start
    failed = [r.error for r in results if not r.ok]
    assert not failed, failed
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=24)
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--runs", type=int, default=3, help="repetitions of each variant")
    args = parser.parse_args()

    tensor = f"tensor<{args.size}x{args.size}xf32>"
    program = Program.from_text(MATMUL.format(t=tensor), f"matmul_{args.size}")
    timing = TimingOptions(threads=1, warmup=1, repeat=3, min_repeat=3)
    jobs = [(program, schedule) for schedule in schedules(args.size, args.tasks)]
    count = len(jobs)

    in_process, one, two = [], [], []
    for _ in range(args.runs):
        baseline = Baseline.build(program, timing)
        start = time.perf_counter()
        for _, schedule in jobs:
            assert measure(program, schedule, timing, baseline).ok
        in_process.append(time.perf_counter() - start)
        one.append(run_cluster(1, jobs, timing))
        two.append(run_cluster(2, jobs, timing))

    per_task = {
        name: statistics.median(v) / count
        for name, v in (("in-process", in_process), ("1 worker", one), ("2 workers", two))
    }
    print(f"{count} measurements of {program.name} ({args.runs} runs, medians)")
    for name, seconds in per_task.items():
        print(f"  {name:11s} {1 / seconds:7.1f} measurements/s  ({seconds * 1e3:6.1f} ms each)")
    overhead = per_task["1 worker"] - per_task["in-process"]
    print(f"  overhead per task through Dask + sandbox: {overhead * 1e3:.1f} ms")
    print(f"  speedup of 2 workers over 1: {per_task['1 worker'] / per_task['2 workers']:.2f}x")


if __name__ == "__main__":
    main()
