"""Chooses a suite's expert schedules by measurement: the template teacher's best.

    python benchmarks/choose_experts.py --suite benchmarks/external \
        --kinds contraction matmul_transpose_b [--split eval] [--budget 12] [--threads 2]

For every program of the chosen kinds, the template search (`search/templates.py`, the
teacher the demonstrations use) proposes up to `--budget` schedules; each is measured
and verified against the untransformed program on a LocalCluster (no cache), and the
fastest verified one is written beside the program as `<stem>.json`, which the
evaluation then reports as the `expert` method in the same run as the agent and the
frameworks:

    python -m evaluation.single_ops --suite benchmarks/external --split all \
        --names <programs> --skip random_search greedy_search agent_trials --rounds 3

The machine's timings vary between measurements (on a shared host, and with the huge
pages a process gets for its buffers, one kernel's time moves by half from one process to
the next), so one measurement per candidate picks by luck among close ones: the
`--finalists` fastest verified candidates of each program are measured `--confirm` more
times, interleaved across programs, and the lowest median time wins.

A program whose best template is not faster than the program as written keeps no
expert (an existing `<stem>.json` is left alone unless `--overwrite`). The table it
prints (one line per program: the best template's name, its speedup and GFLOP/s) is
the figure of this script; the comparison with PyTorch is the evaluation's.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions
from rl_autoscheduler.search.strategy import run
from rl_autoscheduler.search.templates import TemplateSearch, template_schedules


def _programs(
    suite: Path, kinds: list[str], names: list[str], split: str | None
) -> list[tuple[str, Path]]:
    manifest = json.loads((suite / "manifest.json").read_text())
    return [
        (entry["name"], suite / entry["file"])
        for entry in manifest["programs"]
        if (entry.get("kind") in kinds or entry["name"] in names)
        and split in (None, entry.get("split"))
    ]


def _finalists(trials: list[Measurement], count: int) -> list[Measurement]:
    """The `count` fastest verified trials, fastest first."""
    return sorted((trial for trial in trials if trial.ok), key=lambda trial: trial.time_s)[:count]


def _confirmed(
    measurer: Measurer,
    programs: list[Program],
    finalists: list[list[Measurement]],
    rounds: int,
) -> list[tuple[Measurement, float] | None]:
    """Per program, the finalist with the lowest median time over its first measurement
    and `rounds` more (all programs' finalists in each round), with that median."""
    jobs = [
        (program, Schedule.from_json(trial.schedule))
        for program, trials in zip(programs, finalists, strict=True)
        for trial in trials
    ]
    times = [[trial.time_s] for trials in finalists for trial in trials]
    for _ in range(rounds):
        for record, again in zip(times, measurer.measure_many(jobs), strict=True):
            record.append(again.time_s if again.ok else math.inf)
    medians = iter([statistics.median(record) for record in times])
    confirmed: list[tuple[Measurement, float] | None] = []
    for trials in finalists:
        scored = [(trial, next(medians)) for trial in trials]
        confirmed.append(min(scored, key=lambda pair: pair[1]) if scored else None)
    return confirmed


def _template_name(program: Program, schedule_json: list[dict]) -> str:
    for name, schedule in template_schedules(program):
        if schedule.to_json() == schedule_json:
            return name
    return "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suite", type=Path, default=Path("benchmarks/external"))
    parser.add_argument("--kinds", nargs="*", default=[])
    parser.add_argument("--names", nargs="*", default=[])
    parser.add_argument("--split", help="only programs of this split (default: every split)")
    parser.add_argument("--budget", type=int, default=12)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--workers", type=int, default=1, help="1: nothing runs beside a timing")
    parser.add_argument("--task-timeout", type=float, default=600.0)
    parser.add_argument("--finalists", type=int, default=3)
    parser.add_argument("--confirm", type=int, default=2, help="re-measurements per finalist")
    parser.add_argument("--overwrite", action="store_true")
    args = parser.parse_args(argv)
    chosen = _programs(args.suite, args.kinds, args.names, args.split)
    if not chosen:
        parser.error(f"no program of {args.kinds or args.names} in {args.suite}/manifest.json")
    programs = [Program.from_file(path) for _, path in chosen]
    timing = TimingOptions(threads=args.threads, repeat=5, min_repeat=3)
    config = ClusterConfig(workers=args.workers, task_timeout_s=args.task_timeout, cache_path=None)
    cpu, _ = _core.host_cpu()
    print(f"host {platform.node()} ({cpu}), {args.threads} threads, budget {args.budget}")
    with Measurer(config, timing) as measurer:
        strategies = [TemplateSearch(program, args.budget) for program in programs]
        results = run(strategies, measurer.measure_many)
        finalists = [_finalists(result.trials, args.finalists) for result in results]
        confirmed = _confirmed(measurer, programs, finalists, args.confirm)
    print(f"{'program':40} {'template':44} {'speedup':>9} {'GFLOP/s':>8} verified")
    for (name, path), program, result, chosen_one in zip(
        chosen, programs, results, confirmed, strict=True
    ):
        verified = sum(trial.ok for trial in result.trials)
        if chosen_one is None or chosen_one[0].speedup <= 1.0:
            print(f"{name:40} {'(none faster than written)':44} {'':>9} {'':>8} {verified}")
            continue
        best, median_s = chosen_one
        template = _template_name(program, best.schedule)
        speedup = best.speedup * best.time_s / median_s  # against the same baseline
        gflops = best.gflops * best.time_s / median_s
        print(
            f"{name:40} {template:44} {speedup:8.2f}x {gflops:8.1f} {verified}/{len(result.trials)}"
        )
        target = path.with_suffix(".json")
        if args.overwrite or not target.exists():
            atomic_write_text(target, json.dumps(best.schedule, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
