"""One evaluation run: every method on every benchmark, measured in the same run.

Per benchmark, with the same thread count for everything:

- `untransformed`: the program as written (the empty schedule), measured through
  `measure()` like every schedule; its output is also checked against the float64
  numpy / PyTorch reference (`evaluation.baselines`);
- `agent`: the trained policy's schedule, one greedy pass with no measurement while
  it chooses (`rl_autoscheduler.optimize.agent_schedules`), then measured once;
- `agent_trials`: policy-guided search (`rl_autoscheduler.guided_search`): the agent's
  greedy schedule and N-1 distinct sampled ones, all measured, the best verified kept;
  the untransformed program is always a candidate, so it is never slower than it;
- `pytorch`, `jax`, `numpy`, `torch_compile`: the same computation in PyTorch eager
  (the faster of NCHW and channels_last for convolutions and pooling), `jax.jit` (XLA on
  the CPU), numpy's OpenBLAS (matmul and batch_matmul) and `torch.compile` (inductor),
  checked against the reference, timed (`evaluation.baselines`); the machine's FMA and
  bandwidth limits (`benchmarks/peak.py`) come with them, for percent of peak;
- `random_search`: N random schedules of the agent's action space, all measured,
  the best verified one kept (`rl_autoscheduler.search.random_search`);
- `greedy_search`: measure each candidate step, keep the best, with a bounded
  number of measurements (`evaluation.greedy`);
- `expert`: the hand-written schedule, where one exists.

Every MLIR schedule is measured on the Dask evaluator's sandboxed workers
(`measure()`: outputs compared with the untransformed program's on seeded random
inputs, then the untransformed program and the schedule timed back to back under
the machine's timing lock; no cache). A failure is a result with its kind and
reason, never dropped.

Speedup of every method = T0 / the method's median time, where T0, the
untransformed median time, is the median of the untransformed program's medians
timed in this run (each measurement re-times it right before its candidate, so
there is one per measurement of the benchmark). `paired_speedup` keeps measure()'s
own ratio for the MLIR methods.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.metadata
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from evaluation.baselines import FRAMEWORKS, REFERENCE_CHECK, machine_peak, run_baselines
from evaluation.suites import Benchmark, load_suite
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.files import atomic_write_text
from rl_autoscheduler.machine_load import ForeignLoad
from rl_autoscheduler.measure import Measurement, TimingOptions
from rl_autoscheduler.schedule import Schedule

METHODS = (
    "untransformed",
    "agent",
    "agent_trials",
    "pytorch",
    "jax",
    "numpy",
    "torch_compile",
    "random_search",
    "greedy_search",
    "expert",
)
MLIR_METHODS = (
    "untransformed",
    "agent",
    "agent_trials",
    "random_search",
    "greedy_search",
    "expert",
)
OPTIONAL_METHODS = tuple(m for m in METHODS if m != "untransformed")
METRIC_KEYS = (
    "iteration",
    "episode_return",
    "loss",
    "policy_loss",
    "value_loss",
    "entropy",
    "train_geomean_speedup",
    "eval_geomean_speedup",
    "failed_fraction",
    "measurements",
)
SCHEMA = 1


@dataclass
class Settings:
    checkpoint: str
    suite: str
    split: str | None = None
    names: list[str] = field(default_factory=list)
    limit: int | None = None
    experts: str | None = "benchmarks/schedules"
    threads: int = 2
    random_trials: int = 50
    agent_trials: int = 8
    """Schedules the agent proposes and measures in policy-guided search."""
    greedy_budget: int = 50
    """Measurements the greedy search may use per benchmark."""
    workers: int = 2
    seed: int = 0
    warmup: int = 1
    warmup_s: float = 0.05
    """Warm-up at least this long, for every method alike."""
    repeat: int = 10
    min_repeat: int = 3
    budget_s: float = 1.0
    """Timed runs per kernel stop past this many seconds (at least min_repeat)."""
    task_timeout_s: float = 120.0
    cluster: str = "local"
    """local: `workers` Dask workers here; slurm: worker jobs as `cluster_config` says."""
    cluster_config: str = "config/slurm.json"
    """With cluster = slurm: a training config whose `cluster` section sizes the jobs."""
    baseline_timeout_s: float = 600.0
    skip: list[str] = field(default_factory=list)
    out: str | None = None
    quiet: bool = False

    def timing(self) -> TimingOptions:
        return TimingOptions(
            threads=self.threads,
            warmup=self.warmup,
            warmup_s=self.warmup_s,
            repeat=self.repeat,
            min_repeat=self.min_repeat,
            budget_s=self.budget_s,
            seed=self.seed,
        )

    def methods(self) -> list[str]:
        return [m for m in METHODS if m not in self.skip]


# --------------------------------------------------------------------------- results


def finite(value: object) -> object:
    """NaN and infinities become null, so results.json is strict JSON."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [finite(v) for v in value]
    return value


def failed(method: str, kind: str, error: str, **extra) -> dict:
    return {
        "method": method,
        "available": True,
        "ok": False,
        "verified": False,
        "failure_kind": kind,
        "error": error,
        **extra,
    }


def from_measurement(method: str, m: Measurement | None, **extra) -> dict:
    if m is None:
        return failed(method, "no_result", "no measurement", **extra)
    row = {
        "method": method,
        "available": True,
        "ok": m.ok,
        "verified": bool(m.correct and m.error is None),
        "failure_kind": m.failure_kind,
        "error": m.error,
        "time_s": m.time_s,
        "times_s": m.times_s,
        "paired_speedup": m.speedup,
        "paired_baseline_s": m.baseline_s,
        "max_rel_error": m.max_rel_error,
        "compile_s": m.compile_s,
        "schedule": m.schedule,
        **extra,
    }
    return row


def keeps_untransformed(record: dict, method: str, what: str, extra: dict) -> dict:
    """The row of a search whose candidates did not beat the untransformed program: it
    keeps that program, so its row is the untransformed one under the search's name."""
    base = record["results"].get("untransformed", {})
    row = {**base, "method": method, "schedule": [], **extra}
    row["note"] = f"{what} beat the untransformed program: keeps it"
    return row


def untransformed_time(measurements: list[Measurement]) -> tuple[float | None, int]:
    """T0: the median of the untransformed program's medians timed in this run."""
    values = [m.baseline_s for m in measurements if math.isfinite(m.baseline_s)]
    return (statistics.median(values) if values else None), len(values)


def finish_rows(record: dict) -> None:
    """Fills speedup and GFLOP/s of every result from T0."""
    t0 = record.get("untransformed_s")
    for row in record["results"].values():
        time_s = row.get("time_s")
        ok = row.get("ok") and time_s is not None and math.isfinite(time_s) and time_s > 0
        row["speedup"] = t0 / time_s if ok and t0 else None
        row["gflops"] = record["flops"] / time_s / 1e9 if ok else None


# --------------------------------------------------------------------------- machine


def _version(package: str) -> str | None:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def _mlir_version() -> str | None:
    tool = shutil.which("mlir-opt-19") or shutil.which("llvm-config-19")
    if not tool:
        return None
    try:
        out = subprocess.run(
            [tool, "--version"], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    for token in out.split():
        if token[:1].isdigit() and token.count(".") >= 2:
            return token
    return None


def machine_info() -> dict:
    from rl_autoscheduler import _core
    from rl_autoscheduler.dist import machine_id

    cpu, features = _core.host_cpu()
    return {
        "host": platform.node(),
        "cpu": cpu,
        "machine_id": machine_id(),
        "cpu_count": os.cpu_count(),
        "available_cores": len(os.sched_getaffinity(0)),
        "vector_features": [f for f in ("avx512f", "avx2", "fma", "neon") if f in features],
        "platform": platform.platform(),
        "python": platform.python_version(),
        "versions": {
            name: _version(name) for name in ("numpy", "torch", "jax", "jaxlib", "matplotlib")
        },
        "mlir": _mlir_version(),
        "load_average_start": list(os.getloadavg()),
    }


# --------------------------------------------------------------------------- the run


class Log:
    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.start = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.quiet:
            elapsed = time.perf_counter() - self.start
            print(f"[eval {elapsed:6.0f}s] {message}", file=sys.stderr, flush=True)


def training_curves(run_dir: Path) -> dict:
    from rl_autoscheduler.tracking import read_metrics

    path = run_dir / "metrics.jsonl"
    try:
        rows = read_metrics(path)
    except (OSError, json.JSONDecodeError) as error:
        return {"metrics_path": str(path), "rows": [], "note": f"unreadable: {error}"}
    if not rows:
        return {"metrics_path": str(path), "rows": [], "note": f"no metrics file at {path}"}
    kept = [{k: row[k] for k in METRIC_KEYS if k in row} for row in rows]
    return {"metrics_path": str(path), "rows": kept}


def run_name(settings: Settings) -> str:
    checkpoint = Path(settings.checkpoint)
    base = checkpoint.parent.name or "run"
    if checkpoint.stem != "checkpoint":
        base += f"-{checkpoint.stem}"
    suite = Path(settings.suite).name
    return f"{base}-{suite}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"


def evaluate(settings: Settings, log: Log | None = None) -> dict:
    """Runs every method on every benchmark; returns the results (see the module docstring)."""
    from evaluation.greedy import greedy_search
    from rl_autoscheduler.dist import Evaluator
    from rl_autoscheduler.optimize import agent_schedules, load_agent
    from rl_autoscheduler.search import random_search

    log = log or Log(settings.quiet)
    started = datetime.now(UTC)
    run_start = time.perf_counter()
    phases: dict[str, float] = {}
    clock = time.perf_counter()
    methods = settings.methods()
    suite = load_suite(
        settings.suite, settings.split, settings.names or None, settings.limit, settings.experts
    )
    benchmarks = [b for b in suite if b.error is None]
    if not benchmarks:
        raise ConfigError(f"suite {settings.suite}: no program loads ({suite[0].error})")
    agent = load_agent(settings.checkpoint)
    log(f"{len(benchmarks)} benchmarks from {settings.suite}; methods: {', '.join(methods)}")
    for benchmark in suite:
        if benchmark.error is not None:
            log(f"{benchmark.name}: not evaluated: {benchmark.error}")
    machine = machine_info()
    records = [_record(b) for b in benchmarks]
    timing = settings.timing()

    # The agent chooses without measuring.
    schedules: list[Schedule | None] = []
    if "agent" in methods:
        for benchmark, record in zip(benchmarks, records, strict=True):
            start = time.perf_counter()
            try:
                (schedule,) = agent_schedules(agent, [benchmark.program])
                schedules.append(schedule)
            except Exception as error:  # a program the agent cannot handle is its failure
                schedules.append(None)
                record["results"]["agent"] = failed(
                    "agent", "agent_error", f"{type(error).__name__}: {error}"
                )
            record["agent_choose_s"] = time.perf_counter() - start
        phases["agent_choose_s"] = time.perf_counter() - clock

    per_benchmark: list[list[Measurement]] = [[] for _ in benchmarks]
    other_load: dict[str, float | None] = {}
    cluster = cluster_config(settings)
    clock = time.perf_counter()
    with Evaluator(cluster, timing) as evaluator:
        log(f"measuring the untransformed programs, the agent and the experts ({timing})")
        load = ForeignLoad(own_tree=True)
        jobs, owners = [], []
        for index, benchmark in enumerate(benchmarks):
            jobs.append((benchmark.program, Schedule()))
            owners.append((index, "untransformed"))
            if "agent" in methods and schedules[index] is not None:
                jobs.append((benchmark.program, schedules[index]))
                owners.append((index, "agent"))
            if "expert" in methods and benchmark.expert is not None:
                try:
                    expert = Schedule.load(benchmark.expert)
                except Exception as error:
                    records[index]["results"]["expert"] = failed(
                        "expert", "bad_schedule", str(error), source=str(benchmark.expert)
                    )
                    continue
                jobs.append((benchmark.program, expert))
                owners.append((index, "expert"))
        for (index, method), m in zip(owners, evaluator.measure_many(jobs), strict=True):
            per_benchmark[index].append(m)
            extra = {"measurements": 1}
            if method == "expert":
                extra["source"] = str(benchmarks[index].expert)
            if method == "agent":
                extra["choose_s"] = records[index]["agent_choose_s"]
            records[index]["results"][method] = from_measurement(method, m, **extra)
        phases["measure_fixed_s"] = time.perf_counter() - clock
        other_load["measure_fixed"] = load.cores()

        if "agent_trials" in methods and settings.agent_trials > 0:
            clock = time.perf_counter()
            log(f"agent with {settings.agent_trials} trials: proposed schedules, measured")
            _agent_trials(agent, benchmarks, records, per_benchmark, settings, evaluator)
            phases["agent_trials_s"] = time.perf_counter() - clock

        if "random_search" in methods and settings.random_trials > 0:
            clock = time.perf_counter()
            log(f"random search: {settings.random_trials} measured schedules per benchmark")
            programs = [b.program for b in benchmarks]
            load = ForeignLoad(own_tree=True)
            try:
                found = random_search(
                    programs, settings.random_trials, evaluator.measure_many, seed=settings.seed
                )
            except Exception as error:
                for record in records:
                    record["results"]["random_search"] = failed(
                        "random_search", "search_error", f"{type(error).__name__}: {error}"
                    )
            else:
                for index, result in enumerate(found):
                    per_benchmark[index].extend(result.trials)
                    extra = {
                        "measurements": len(result.trials),
                        "failed_trials": sum(1 for t in result.trials if not t.ok),
                        "trial_paired_speedups": [
                            t.speedup if t.ok else None for t in result.trials
                        ],
                    }
                    if result.best is None:
                        reasons = sorted({t.failure_kind or "?" for t in result.trials})
                        records[index]["results"]["random_search"] = failed(
                            "random_search",
                            "no_verified_trial",
                            f"none of {len(result.trials)} random schedules verified "
                            f"({', '.join(reasons)})",
                            **extra,
                        )
                    else:
                        records[index]["results"]["random_search"] = from_measurement(
                            "random_search", result.best, **extra
                        )
            phases["random_search_s"] = time.perf_counter() - clock
            other_load["random_search"] = load.cores()

        if "greedy_search" in methods and settings.greedy_budget > 0:
            clock = time.perf_counter()
            load = ForeignLoad(own_tree=True)
            for index, benchmark in enumerate(benchmarks):
                log(f"greedy search on {benchmark.name} (at most {settings.greedy_budget})")
                start = time.perf_counter()
                try:
                    result = greedy_search(
                        benchmark.program, evaluator.measure_many, settings.greedy_budget
                    )
                except Exception as error:
                    records[index]["results"]["greedy_search"] = failed(
                        "greedy_search", "search_error", f"{type(error).__name__}: {error}"
                    )
                    continue
                per_benchmark[index].extend(result.trials)
                extra = {
                    "measurements": result.measurements,
                    "budget": settings.greedy_budget,
                    "budget_exhausted": result.budget_exhausted,
                    "search_s": time.perf_counter() - start,
                    "failed_trials": sum(1 for t in result.trials if not t.ok),
                    "log": result.log,
                }
                if result.best is None:
                    records[index]["results"]["greedy_search"] = keeps_untransformed(
                        records[index], "greedy_search", "no candidate", extra
                    )
                else:
                    records[index]["results"]["greedy_search"] = from_measurement(
                        "greedy_search", result.best, **extra
                    )
            phases["greedy_search_s"] = time.perf_counter() - clock
            other_load["greedy_search"] = load.cores()

    # T0 and the untransformed row's time.
    for record, measured in zip(records, per_benchmark, strict=True):
        t0, count = untransformed_time(measured)
        record["untransformed_s"] = t0
        record["untransformed_timings"] = count
        medians = sorted(m.baseline_s for m in measured if math.isfinite(m.baseline_s))
        if medians:
            # Each process compiles and lays out its own copy: the spread is worth seeing.
            record["untransformed_s_range"] = [medians[0], medians[-1]]
        row = record["results"].get("untransformed")
        if row is not None and row.get("ok"):
            row["time_s"] = t0
            row["own_median_s"] = row.get("paired_baseline_s")

    frameworks = tuple(m for m in FRAMEWORKS if m in methods)
    clock = time.perf_counter()
    load = ForeignLoad(own_tree=True)
    for benchmark, record in zip(benchmarks, records, strict=True):
        log(
            f"reference check{' and ' + ', '.join(frameworks) if frameworks else ''} "
            f"on {benchmark.name}"
        )
        results = run_baselines(
            benchmark.spec(),
            settings.threads,
            dataclasses.asdict(timing),
            frameworks,
            settings.baseline_timeout_s,
        )
        check = results.pop(REFERENCE_CHECK)
        record["reference_check"] = check
        untransformed = record["results"].get("untransformed")
        if untransformed is not None:
            untransformed["reference_check"] = check.get("note") or check.get("error")
            if check.get("failure_kind") == "wrong_result" or (
                not check.get("ok") and check.get("failure_kind") in ("crash", "timeout")
            ):
                # The program disagrees with the reference (or could not be checked):
                # a failure of the baseline itself, listed with the others.
                untransformed.update(
                    ok=False,
                    verified=False,
                    failure_kind=f"reference_{check.get('failure_kind')}",
                    error=f"untransformed program vs reference: {check.get('error')}",
                )
        for method, row in results.items():
            row.setdefault("available", True)
            row["verified"] = bool(row.get("correct"))
            row["measurements"] = 0
            record["results"][method] = row
    machine["peak"] = machine_peak(settings.threads)  # the limits for percent of peak
    phases["baselines_s"] = time.perf_counter() - clock
    other_load["baselines"] = load.cores()

    evaluated = iter(records)  # back in the suite's order, with the files that did not load
    records = [next(evaluated) if b.error is None else _unloaded_record(b, methods) for b in suite]
    for record in records:
        if "expert" in methods and "expert" not in record["results"]:
            record["results"]["expert"] = {
                "method": "expert",
                "available": False,
                "ok": False,
                "verified": False,
                "note": "no expert schedule for this benchmark",
            }
        finish_rows(record)

    phases["total_s"] = time.perf_counter() - run_start
    machine["load_average_end"] = list(os.getloadavg())
    machine["other_load_cores"] = other_load
    from evaluation.report import summarize

    results = {
        "schema": SCHEMA,
        "run": Path(settings.out).name if settings.out else None,
        "created": started.isoformat(timespec="seconds"),
        "suite": str(settings.suite),
        "methods": methods,
        "config": {
            **dataclasses.asdict(settings),
            "timing": dataclasses.asdict(timing),
            "cluster": {"kind": cluster.kind, "workers": cluster.workers, "cache": None},
            "speedup": "untransformed median time (T0, median over this run) / method median",
        },
        "machine": machine,
        "agent": agent.describe(),
        "training": training_curves(agent.run_dir),
        "benchmarks": records,
        "timings": phases,
    }
    results["summary"] = summarize(results)
    return finite(results)  # type: ignore[return-value]


def _agent_trials(agent, benchmarks, records, per_benchmark, settings, evaluator) -> None:
    """Policy-guided search per benchmark; the untransformed row is the fallback."""
    from rl_autoscheduler.guided_search import proposed_schedules
    from rl_autoscheduler.search import best_of

    jobs, owners = [], []
    for index, benchmark in enumerate(benchmarks):
        try:
            proposals = proposed_schedules(
                agent, benchmark.program, settings.agent_trials, settings.seed
            )
        except Exception as error:  # a program the agent cannot handle is its failure
            records[index]["results"]["agent_trials"] = failed(
                "agent_trials", "agent_error", f"{type(error).__name__}: {error}"
            )
            continue
        jobs += [(benchmark.program, schedule) for schedule in proposals]
        owners += [index] * len(proposals)
    trials: list[list[Measurement]] = [[] for _ in benchmarks]
    for index, measured in zip(owners, evaluator.measure_many(jobs), strict=True):
        trials[index].append(measured)
    for index, measured in enumerate(trials):
        if "agent_trials" in records[index]["results"]:
            continue
        per_benchmark[index].extend(measured)
        extra = {
            "measurements": len(measured),
            "trials": settings.agent_trials,
            "failed_trials": sum(1 for t in measured if not t.ok),
        }
        best = best_of(measured)
        if best is not None and best.speedup > 1.0:
            records[index]["results"]["agent_trials"] = from_measurement(
                "agent_trials", best, **extra
            )
        else:
            records[index]["results"]["agent_trials"] = keeps_untransformed(
                records[index], "agent_trials", "no proposal", extra
            )


def cluster_config(settings: Settings):  # -> rl_autoscheduler.dist.ClusterConfig
    """Where the MLIR methods are measured, never through the cache.

    local: a LocalCluster of `settings.workers` here. slurm: the `cluster` section of
    a training config (config/slurm.json: jobs, cores, memory, queue, account,
    interface), so the evaluation measures on the same kind of workers the agent was
    trained on; its workers count jobs, and `--workers` does not apply.
    """
    from rl_autoscheduler.config import from_dict, load_json
    from rl_autoscheduler.dist import ClusterConfig

    if settings.cluster == "local":
        return ClusterConfig(
            workers=settings.workers, cache_path=None, task_timeout_s=settings.task_timeout_s
        )
    path = settings.cluster_config
    configured = from_dict(ClusterConfig, load_json(path).get("cluster", {}), f"{path}: cluster")
    return dataclasses.replace(
        configured, kind="slurm", cache_path=None, task_timeout_s=settings.task_timeout_s
    )


def _record(benchmark: Benchmark) -> dict:
    return {**benchmark.describe(), "results": {}}


def _unloaded_record(benchmark: Benchmark, methods: list[str]) -> dict:
    """A file of the suite that is no program to evaluate: its untransformed row is the one
    failure listed (with the parser's message); no other method could run on it."""
    record = _record(benchmark)
    record["results"] = {
        method: {
            "method": method,
            "available": False,
            "ok": False,
            "verified": False,
            "note": "not evaluated: the file is no program to evaluate",
        }
        for method in methods
    }
    record["results"]["untransformed"] = failed(
        "untransformed", "bad_program", benchmark.error or "the file is no program"
    )
    return record


# --------------------------------------------------------------------------- CLI


def build_parser(prog: str, description: str, suite: str, split: str | None):
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--checkpoint", required=True, help="a training run's checkpoint.pt")
    parser.add_argument("--suite", default=suite, help=f"suite directory (default {suite})")
    parser.add_argument(
        "--split", default=split, help=f"manifest split (default {split}); ignored without one"
    )
    parser.add_argument("--names", nargs="*", default=[], help="only these benchmarks")
    parser.add_argument(
        "--limit", type=int, help="at most N benchmarks, taking the op kinds in turn"
    )
    parser.add_argument(
        "--experts",
        default="benchmarks/schedules",
        help="directory of expert schedules (<stem>.mlir + <stem>.json)",
    )
    parser.add_argument("--threads", type=int, default=2, help="threads for every method (2)")
    parser.add_argument("--random-trials", type=int, default=50, help="random search budget (50)")
    parser.add_argument(
        "--agent-trials",
        type=int,
        default=8,
        help="schedules the agent proposes and measures, best verified kept (8)",
    )
    parser.add_argument(
        "--greedy-budget", type=int, default=50, help="greedy search measurements at most (50)"
    )
    parser.add_argument("--workers", type=int, default=2, help="Dask measuring workers (2)")
    parser.add_argument("--seed", type=int, default=0, help="input and search seed (0)")
    parser.add_argument("--repeat", type=int, default=10, help="timed runs per kernel at most")
    parser.add_argument("--min-repeat", type=int, default=3, help="timed runs at least")
    parser.add_argument("--warmup", type=int, default=1, help="warm-up runs")
    parser.add_argument(
        "--budget", type=float, default=1.0, help="seconds of timed runs per kernel (1.0)"
    )
    parser.add_argument("--task-timeout", type=float, default=120.0, help="per measurement (s)")
    parser.add_argument(
        "--cluster",
        choices=("local", "slurm"),
        default="local",
        help="measure on local workers (--workers) or on SLURM worker jobs (--cluster-config)",
    )
    parser.add_argument(
        "--cluster-config",
        default="config/slurm.json",
        help="with --cluster slurm: a config whose 'cluster' section sizes the worker jobs",
    )
    parser.add_argument(
        "--skip", nargs="*", default=[], choices=OPTIONAL_METHODS, help="methods to leave out"
    )
    parser.add_argument("--out", help="output directory (default results/<checkpoint>-<time>)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    return parser


def main(argv: list[str] | None, prog: str, description: str, suite: str, split: str | None) -> int:
    parser = build_parser(prog, description, suite, split)
    args = parser.parse_args(argv)
    if min(args.threads, args.workers, args.repeat, args.min_repeat) < 1:
        parser.error("--threads, --workers, --repeat and --min-repeat must be at least 1")
    if min(args.random_trials, args.greedy_budget, args.agent_trials) < 0 or args.budget <= 0:
        parser.error(
            "--random-trials, --agent-trials and --greedy-budget must be >= 0, --budget positive"
        )
    settings = Settings(
        checkpoint=args.checkpoint,
        suite=args.suite,
        split=args.split,
        names=args.names,
        limit=args.limit,
        experts=args.experts,
        threads=args.threads,
        random_trials=args.random_trials,
        agent_trials=args.agent_trials,
        greedy_budget=args.greedy_budget,
        workers=args.workers,
        seed=args.seed,
        warmup=args.warmup,
        repeat=args.repeat,
        min_repeat=args.min_repeat,
        budget_s=args.budget,
        task_timeout_s=args.task_timeout,
        cluster=args.cluster,
        cluster_config=args.cluster_config,
        skip=args.skip,
        quiet=args.quiet,
    )
    settings.out = args.out or str(Path("results") / run_name(settings))
    try:
        results = evaluate(settings)
    except ConfigError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 2
    out = Path(settings.out)
    atomic_write_text(out / "results.json", json.dumps(results, indent=1) + "\n")
    from evaluation.report import build_report

    report = build_report(out / "results.json")
    print(report.summary_text)
    print(f"\nresults: {out / 'results.json'}\nreport:  {out / 'report.md'}, {out / 'report.html'}")
    from evaluation.report import log_to_mlflow

    if log_to_mlflow(out / "results.json", report):  # the dashboard shows it too
        print("MLflow:  experiment 'evaluation' (rl-autoscheduler dashboard)")
    return 0
