"""Fuzzing harness: random legal schedules, measured and verified, outcomes by kind.

    rl-autoscheduler fuzz --programs 100 --schedules-per-program 10 [--seed 0]

(`python -m rl_autoscheduler.commands.fuzz` takes the same arguments.)

Schedules are random walks through the search space (`search.random_walk`: uniform
choices among the legal steps), so every schedule is one the agent could produce.
Each is measured on a Dask LocalCluster through the `Measurer` (sandboxed workers,
outputs verified against the untransformed program), without the cache,
with short timing: correctness is the point, not speed.

Programs: the single-op suite (train and eval splits), the op families
(`benchmarks/families`: contractions in any map shape), the neural networks and the
programs other projects wrote (`benchmarks/external`: softmax, norms, NHWC and
depthwise convolutions, contractions of any map shape, whole networks, ...).
They are grouped by kind (matmul, batch_matmul, conv_2d_nchw_fchw, pooling_nchw_max,
add, relu, contraction, network, external) and taken one group at a time in turn, so every kind
appears once there are at least nine programs. Within a group the order is a seeded
shuffle of the single ops whose untransformed time in the manifest is at most
`--max-baseline-ms` (a random schedule can be many times slower than its
baseline, so a modest baseline keeps a run affordable); every network is
eligible whatever its time (unless `--max-network-ms` says otherwise), because
networks (several ops, fusion across them) are where schedules interact.

`--resume` continues a run whose `--out` file holds the results so far: the schedules
are drawn again from the same seed and the ones already measured are skipped, so a
10,000-schedule run survives its process (or the session) ending.

Exit code: 0 when clean; 1 when any schedule gave a wrong result, crashed its
process (a legal schedule must never segfault: the project claims 0 wrong
results and 0 crashes, so a crash is a bug to root-cause), or failed without a
known failure kind; 2 for bad arguments. Transform errors, compile errors,
timeouts and out-of-memory are classified outcomes; their reasons are printed
so that each can be checked (e.g. the 4096 loads/stores compile limit).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from tqdm import tqdm

from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions
from rl_autoscheduler.search.random_walk import random_schedule

ROOT = Path(__file__).resolve().parents[2]
SINGLE_OPS = ROOT / "benchmarks" / "single_ops"
NEURAL_NETS = ROOT / "benchmarks" / "neural_nets"
FAMILIES = ROOT / "benchmarks" / "families"
EXTERNAL = ROOT / "benchmarks" / "external"
NETWORK = "network"
EXTERNAL_KIND = "external"
GROUP_ORDER = (
    "matmul",
    "batch_matmul",
    "conv_2d_nchw_fchw",
    "pooling_nchw_max",
    "add",
    "relu",
    "contraction",
    NETWORK,
    EXTERNAL_KIND,
)
FAILURE_KINDS = (
    "transform_error",
    "compile_error",
    "wrong_result",
    "non_finite",
    "crash",
    "timeout",
    "out_of_memory",
)
"""`non_finite`: the program's outputs are NaN or infinite for every input drawn, and the
schedule matched them (`measure.NON_FINITE`): an outcome of the program, not a bug."""
OUTCOMES = ("ok", *FAILURE_KINDS, "unclassified")
FAILING_OUTCOMES = ("wrong_result", "crash", "unclassified")
"""Outcomes that make the run fail: a legal schedule must never give these."""

FUZZ_TIMING = TimingOptions(
    threads=2, warmup=1, repeat=1, min_repeat=1, budget_s=0.05, warmup_s=0.0
)
"""One timed run per kernel (plus the verification run): correctness is the point."""


@dataclass(frozen=True)
class Candidate:
    """A program the harness may fuzz: its file, kind and untransformed time."""

    name: str
    path: Path
    kind: str
    baseline_s: float


def suite_candidates(suite: Path) -> list[Candidate]:
    """Every program of a suite manifest, with its kind (networks: `network`)."""
    manifest = json.loads((suite / "manifest.json").read_text())
    return [
        Candidate(
            name=entry["name"],
            path=suite / entry["file"],
            kind=NETWORK if "factory" in entry else entry["kind"],
            baseline_s=float(entry.get("untransformed_median_s") or float("inf")),
        )
        for entry in manifest["programs"]
    ]


def external_candidates(suite: Path = EXTERNAL) -> list[Candidate]:
    """The programs other projects wrote, as one group (`--max-baseline-ms` applies)."""
    if not (suite / "manifest.json").is_file():
        return []
    return [
        Candidate(candidate.name, candidate.path, EXTERNAL_KIND, candidate.baseline_s)
        for candidate in suite_candidates(suite)
    ]


def choose_programs(
    candidates: Sequence[Candidate],
    count: int,
    seed: int,
    max_baseline_s: float,
    max_network_s: float = float("inf"),
    kinds: Sequence[str] = GROUP_ORDER,
) -> list[Candidate]:
    """`count` programs, the `kinds` taken in turn, each kind's eligible programs shuffled
    with `seed` (see the module docstring for what is eligible)."""
    rng = np.random.default_rng(seed)
    pools: dict[str, list[Candidate]] = {}
    for kind in kinds:
        eligible = [
            c
            for c in candidates
            if c.kind == kind
            and c.baseline_s <= (max_network_s if kind == NETWORK else max_baseline_s)
        ]
        pools[kind] = [eligible[i] for i in rng.permutation(len(eligible))]
    chosen: list[Candidate] = []
    row = 0
    while len(chosen) < count and any(row < len(pool) for pool in pools.values()):
        for kind in kinds:
            if row < len(pools[kind]) and len(chosen) < count:
                chosen.append(pools[kind][row])
        row += 1
    return chosen


def draw_schedule(program: Program, seed: int, index: int) -> Schedule:
    """The `index`-th job's random schedule from the agent's action space.

    Each job has a generator of its own (seeded by the run's seed and the job's index),
    so the jobs can be drawn chunk by chunk as the run goes (a schedule of a 70-op
    network takes seconds to draw: every step is applied to the program) and a resumed
    run draws only the jobs it still has to measure.
    """
    return random_schedule(program, np.random.default_rng([seed, index]))


def outcome(result: Measurement) -> str:
    """ok, a known failure kind, or `unclassified` (a failure no kind explains)."""
    if result.ok:
        return "ok"
    if result.failure_kind in FAILURE_KINDS:
        return result.failure_kind
    return "unclassified"


def exit_code(results: Sequence[Measurement]) -> int:
    """1 if any result is a wrong result, a crash or an unclassified failure, else 0."""
    return int(any(outcome(result) in FAILING_OUTCOMES for result in results))


def reason_signature(error: str | None) -> str:
    """A failure reason with numbers and names of values elided, to group alike reasons."""
    text = " ".join((error or "").split())
    text = re.sub(r"\S+\.mlir", "FILE", text)
    text = re.sub(r"%[\w#]+", "%_", text)
    text = re.sub(r"\d+(\.\d+)?(e-?\d+)?", "N", text)
    return text[:160]


def outcome_table(results: Sequence[Measurement]) -> str:
    """Counts by outcome with one example each (program, schedule JSON, reason), then the
    distinct reasons of every failure kind with their counts."""
    by_outcome: dict[str, list[Measurement]] = {}
    for result in results:
        by_outcome.setdefault(outcome(result), []).append(result)
    width = max(len(name) for name in OUTCOMES)
    lines = [f"{'outcome':{width}}  count", f"{'-' * width}  -----"]
    for name in OUTCOMES:
        lines.append(f"{name:{width}}  {len(by_outcome.get(name, [])):5d}")
    lines.append(f"{'total':{width}}  {len(results):5d}")
    for name in OUTCOMES:
        group = by_outcome.get(name)
        if not group:
            continue
        example = group[0]
        lines += [
            "",
            f"{name}: e.g. {example.program}",
            f"  schedule: {json.dumps(example.schedule)}",
        ]
        if name == "ok":
            continue
        lines.append(f"  reason: {' '.join((example.error or 'none given').split())[:600]}")
        signatures: dict[str, int] = {}
        for result in group:
            key = reason_signature(result.error)
            signatures[key] = signatures.get(key, 0) + 1
        lines.append("  distinct reasons:")
        for key, count in sorted(signatures.items(), key=lambda item: -item[1]):
            lines.append(f"    {count:5d}  {key}")
    return "\n".join(lines)


def write_results(
    out: Path, command: list[str], chosen: Sequence[Candidate], results: Sequence[Measurement]
) -> None:
    """All results so far as JSON, written atomically (a reader never sees half a file)."""
    data = {
        "command": command,
        "programs": [candidate.name for candidate in chosen],
        "outcomes": {name: sum(outcome(r) == name for r in results) for name in OUTCOMES},
        "results": [result.to_json() for result in results],
    }
    atomic_write_text(out, json.dumps(data, indent=1))


def resumed_results(out: Path, command: list[str]) -> list[Measurement]:
    """The results an earlier run with the same arguments wrote to `out` (none if it
    has no such file); raises ValueError when the file is from a run with other arguments
    (its schedules are other draws, so resuming would mix two runs)."""
    if not out.is_file():
        return []
    data = json.loads(out.read_text())
    earlier = [arg for arg in data.get("command", [])[1:] if arg != "--resume"]
    now = [arg for arg in command[1:] if arg != "--resume"]
    if earlier != now:
        raise ValueError(
            f"{out}: written by a fuzz run with other arguments ({' '.join(earlier)}); "
            "resume with the same arguments or choose another --out"
        )
    return [Measurement(**result) for result in data["results"]]


def run(
    programs: int,
    per_program: int,
    seed: int = 0,
    max_baseline_s: float = 0.02,
    max_network_s: float = float("inf"),
    workers: int = 2,
    timing: TimingOptions = FUZZ_TIMING,
    task_timeout_s: float = 120.0,
    out: Path | None = None,
    command: list[str] | None = None,
    chunk: int = 40,
    kinds: Sequence[str] | None = None,
    done: Sequence[Measurement] = (),
) -> tuple[list[Candidate], list[Measurement]]:
    """Chooses the programs, draws the schedules and measures them all (no cache).

    Measures `chunk` schedules at a time and rewrites `out` after each chunk, so that
    a long run can be watched (and a failure looked into) before it ends. `done` are
    the results of the first schedules, measured by an earlier run (`--resume`).
    """
    candidates = (
        suite_candidates(SINGLE_OPS)
        + suite_candidates(FAMILIES)
        + suite_candidates(NEURAL_NETS)
        + external_candidates()
    )
    chosen = choose_programs(
        candidates, programs, seed, max_baseline_s, max_network_s, kinds or GROUP_ORDER
    )
    loaded = [Program.from_file(candidate.path) for candidate in chosen]
    # Every program `per_program` times in a row; duplicates are kept: a program with
    # few legal schedules is measured as often as the others (each measurement is a
    # fresh sandboxed run, so a repeat is still a test).
    programs_of_jobs = [program for program in loaded for _ in range(per_program)]
    config = ClusterConfig(workers=workers, task_timeout_s=task_timeout_s, cache_path=None)
    results: list[Measurement] = list(done)

    def draw(start: int) -> list[tuple[Program, Schedule]]:
        indices = range(start, min(start + chunk, len(programs_of_jobs)))
        return [(programs_of_jobs[i], draw_schedule(programs_of_jobs[i], seed, i)) for i in indices]

    starts = range(len(results), len(programs_of_jobs), chunk)
    with (
        Measurer(config, timing) as measurer,
        ThreadPoolExecutor(1) as drawer,  # draws the next chunks while one is measured
        tqdm(total=len(programs_of_jobs), initial=len(results), desc="fuzzing") as bar,
    ):
        for jobs in drawer.map(draw, starts):
            results += measurer.measure_many(jobs)
            bar.update(len(results) - bar.n)
            counts = Counter(outcome(result) for result in results)
            bar.set_postfix_str(", ".join(f"{k} {n}" for k, n in sorted(counts.items())))
            if out is not None:
                write_results(out, command or [], chosen, results)
    return chosen, results


class _OneLineParser(argparse.ArgumentParser):
    """Bad arguments are one line on stderr and exit code 2 (as the other commands)."""

    def error(self, message: str):  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        sys.exit(2)


def _parser(prog: str | None = None) -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog=prog or "python -m rl_autoscheduler.commands.fuzz", description=__doc__
    )
    parser.add_argument("--programs", type=int, required=True, help="programs to fuzz")
    parser.add_argument("--schedules-per-program", type=int, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--max-baseline-ms",
        type=float,
        default=20.0,
        help="single ops whose untransformed time exceeds this are not chosen",
    )
    parser.add_argument(
        "--max-network-ms",
        type=float,
        default=float("inf"),
        help="the same for networks (default: every network is eligible)",
    )
    parser.add_argument(
        "--kinds",
        nargs="+",
        choices=GROUP_ORDER,
        help="only programs of these kinds (default: all, taken in turn)",
    )
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=FUZZ_TIMING.threads)
    parser.add_argument("--task-timeout", type=float, default=120.0, help="seconds per schedule")
    parser.add_argument("--out", type=Path, help="write every result here as JSON")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="skip the schedules an earlier run with the same arguments wrote to --out",
    )
    return parser


def _check(args: argparse.Namespace) -> str | None:
    if min(args.programs, args.schedules_per_program, args.workers, args.threads) < 1:
        return "--programs, --schedules-per-program, --workers and --threads must be >= 1"
    if min(args.max_baseline_ms, args.max_network_ms, args.task_timeout) <= 0:
        return "--max-baseline-ms, --max-network-ms and --task-timeout must be positive"
    if args.resume and args.out is None:
        return "--resume needs --out (the file with the results so far)"
    return None


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    """The command line; `prog` names the command in help and errors (default: the
    module's path)."""
    parser = _parser(prog)
    args = parser.parse_args(argv)
    problem = _check(args)
    if problem:
        parser.error(problem)
    # The command as run, its program one word, so that a run started as `python -m
    # rl_autoscheduler.commands.fuzz ARGS` resumes as `rl-autoscheduler fuzz ARGS` and back
    # (`resumed_results` compares what follows that word).
    command = (
        sys.argv if argv is None else [prog or "python -m rl_autoscheduler.commands.fuzz", *argv]
    )
    try:
        done = resumed_results(args.out, command) if args.resume else []
    except (ValueError, KeyError, TypeError) as error:
        sys.stderr.write(f"fuzz: cannot resume: {error}\n")
        return 2
    start = time.perf_counter()
    timing = TimingOptions(**{**FUZZ_TIMING.__dict__, "threads": args.threads})
    chosen, results = run(
        args.programs,
        args.schedules_per_program,
        args.seed,
        args.max_baseline_ms / 1e3,
        args.max_network_ms / 1e3,
        args.workers,
        timing,
        args.task_timeout,
        args.out,
        command,
        kinds=args.kinds,
        done=done,
    )
    elapsed = time.perf_counter() - start
    kinds = {kind: sum(c.kind == kind for c in chosen) for kind in GROUP_ORDER}
    print(f"programs: {len(chosen)} ({', '.join(f'{k} {n}' for k, n in kinds.items())})")
    print(
        f"schedules: {len(results)} ({len(done)} measured by the run resumed), seed {args.seed}, "
        f"threads {args.threads}, wall time {elapsed:.0f} s\n"
    )
    print(outcome_table(results))
    code = exit_code(results)
    if code:
        print("\nFAILED: wrong results, crashes or unclassified failures (see above)")
    return code


if __name__ == "__main__":
    sys.exit(main())
