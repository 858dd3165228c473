"""What folding tensor subsets into vector transfers buys: the same schedules compiled
with `tensor.fold_tensor_subset_ops_into_vector_transfers` in the cleanup after every
vectorizing step and with it left out everywhere, timed alternately in one run.

    python benchmarks/bench_subset_folding.py [--suite benchmarks/single_ops --split eval]
        [--limit 30] [--threads 2] [--rounds 5]

Why: in MLIR 19 that pattern set folds `insert_slice(transfer_write(v, t), dest)` into a
write of `v` into `dest` even when `v` does not cover `t` (llvm/llvm-project#101708,
fixed after 19 by #108803), dropping the rest of `t`: a vectorized peeled remainder
inside a reduction loop lost every element the main loop had written (a wrong result the
fuzzer found). So the schedules leave it out once a peeled op is vectorized
(`schedule_script.SUBSET_FOLDING`), and only then, because of what this script measures: the
expert schedules (`benchmarks/schedules`) and the shipped model's one pass on a suite,
both ways, with per-program ratios (time with the folding / time without) and their
geometric mean. Both variants are verified against the untransformed program on the
same inputs.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.ir import schedule_script
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.inputs import draw_inputs
from rl_autoscheduler.measurement.kernel_io import compare_outputs
from rl_autoscheduler.measurement.measure import TimingOptions, geometric_mean, time_kernel
from rl_autoscheduler.measurement.timing_lock import exclusive_timing

ROOT = Path(__file__).resolve().parents[1]


def _experts() -> list[tuple[Program, Schedule]]:
    pairs = []
    for schedule in sorted((ROOT / "benchmarks" / "schedules").glob("*.json")):
        program = Program.from_file(schedule.with_suffix(".mlir"))
        pairs.append((program, Schedule.from_json(json.loads(schedule.read_text()))))
    return pairs


def _agent_pairs(suite: Path, split: str, limit: int) -> list[tuple[Program, Schedule]]:
    from rl_autoscheduler.agent.trained import agent_schedules, load_agent

    manifest = json.loads((suite / "manifest.json").read_text())
    entries = [e for e in manifest["programs"] if e.get("split") == split][:limit]
    programs = [Program.from_file(suite / e["file"]) for e in entries]
    return list(zip(programs, agent_schedules(load_agent(), programs), strict=True))


def _compiled(program: Program, schedule: Schedule, folding: bool, threads: int):
    rule = schedule_script._vector_cleanup
    schedule_script._vector_cleanup = lambda _: rule(folding)  # the same everywhere
    try:
        scheduled, _ = schedule_script.apply_schedule(program, schedule)
    finally:
        schedule_script._vector_cleanup = rule
    return _core.compile(scheduled.text, name=program.name, threads=threads)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, default=ROOT / "benchmarks" / "single_ops")
    parser.add_argument("--split", default="eval")
    parser.add_argument("--limit", type=int, default=30)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    timing = TimingOptions(threads=args.threads, warmup=1, repeat=5, min_repeat=3, budget_s=0.5)
    pairs = _experts() + _agent_pairs(args.suite, args.split, args.limit)
    cpu, _ = _core.host_cpu()
    print(f"host {platform.node()} ({cpu}), {args.threads} threads, {args.rounds} rounds")
    print(f"{'program':44} {'steps':>5} {'with (ms)':>10} {'without':>10} {'ratio':>7}")
    ratios = []
    for program, schedule in pairs:
        if not schedule.steps:
            continue
        base = _core.compile(program.text, name=program.name, threads=args.threads)
        inputs = draw_inputs(base, 0, program.text).inputs
        expected = [array.copy() for array in inputs]
        base.run(expected)
        kernels = {f: _compiled(program, schedule, f, args.threads) for f in (True, False)}
        times: dict[bool, list[float]] = {True: [], False: []}
        for folding, kernel in kernels.items():
            actual = [array.copy() for array in inputs]
            kernel.run(actual)
            comparison = compare_outputs(expected, actual)
            if not comparison.ok:
                print(f"{Path(program.name).stem:44} folding={folding}: {comparison.mismatch}")
        for _ in range(args.rounds):
            for folding, kernel in kernels.items():
                with exclusive_timing():
                    times[folding].append(statistics.median(time_kernel(kernel, inputs, timing)))
        with_ms, without_ms = (statistics.median(times[f]) * 1e3 for f in (True, False))
        ratios.append(with_ms / without_ms)
        print(
            f"{Path(program.name).stem[:44]:44} {len(schedule.steps):5d} {with_ms:10.3f}"
            f" {without_ms:10.3f} {ratios[-1]:6.2f}x"
        )
    geomean = geometric_mean(ratios)
    print(f"geometric mean of (with / without) over {len(ratios)} schedules: {geomean:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
