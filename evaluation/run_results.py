"""The results of one evaluation run, typed from the phases to results.json.

Each benchmark's `BenchmarkRecord` gathers its rows (`MethodResult`, one per method) and
the figures every row is judged by: T0, the median of the untransformed program's medians
timed in this run (each measurement re-timed it right before its candidate), and the
reference check of the untransformed program against the float64 oracle. `RunResults`
is the whole file; `to_json` writes it in the shape `evaluation.report`, the headline
table and the model card read.
"""

from __future__ import annotations

import json
import math
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evaluation.machine import MachineInfo
from evaluation.results import METHODS, MethodResult, strict_json
from evaluation.suites import Benchmark
from rl_autoscheduler.commands.op_shares import OpShare
from rl_autoscheduler.measurement.measure import Measurement

SCHEMA = 1
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
"""The training metrics a run keeps from the checkpoint's run (its training curves)."""


def untransformed_time(measurements: list[Measurement]) -> tuple[float | None, int]:
    """T0: the median of the untransformed program's medians timed in this run."""
    values = [m.baseline_s for m in measurements if math.isfinite(m.baseline_s)]
    return (statistics.median(values) if values else None), len(values)


@dataclass
class BenchmarkRecord:
    """One benchmark's entry in results.json."""

    benchmark: Benchmark
    results: dict[str, MethodResult]
    loaded: bool = True
    """False for a file of the suite that is no program: it has its rows and nothing else."""
    untransformed_s: float | None = None
    """T0 (`untransformed_time`); None when no measurement timed the program."""
    untransformed_timings: int = 0
    untransformed_timed_once: bool = False
    """A big program's one run is its timing: measure() did not re-time it per schedule."""
    untransformed_s_range: list[float] | None = None
    """The lowest and highest of its medians: each process compiles and lays out its own copy."""
    agent_choose_s: float | None = None
    """Seconds the agent's one pass took (None: the run did not ask the agent)."""
    agent_op_shares: list[OpShare] | None = None
    op_shares_timed: bool = False
    """The run timed the agent's schedule op by op (`agent_op_shares`, None: no steps)."""
    timeout_s: float | None = None
    reference_check: dict | None = None
    """The reference process's check of the untransformed program (its JSON row)."""

    def finished(self, methods: list[str]) -> dict:
        """Speedups and GFLOP/s from T0, and the entry as JSON, rows in the order of METHODS."""
        rows = self.results
        if "expert" in methods and "expert" not in rows:
            rows["expert"] = MethodResult.unavailable(
                "expert", "no expert schedule for this benchmark"
            )
        for row in rows.values():
            row.finish(self.untransformed_s, self.benchmark.flops)
        ordered = [m for m in METHODS if m in rows] + [m for m in rows if m not in METHODS]
        record: dict[str, Any] = {**self.benchmark.describe()}
        if self.loaded:
            record["untransformed_s"] = self.untransformed_s
            record["untransformed_timings"] = self.untransformed_timings
            record["untransformed_timed_once"] = self.untransformed_timed_once
            if self.untransformed_s_range is not None:
                record["untransformed_s_range"] = self.untransformed_s_range
        record["results"] = {m: rows[m].to_json() for m in ordered}
        if self.agent_choose_s is not None:
            record["agent_choose_s"] = self.agent_choose_s
        if self.op_shares_timed:
            shares = self.agent_op_shares
            record["agent_op_shares"] = shares and [share.to_json() for share in shares]
        if self.loaded:
            record["timeout_s"] = self.timeout_s
            record["reference_check"] = self.reference_check
        return record


def record_of(
    benchmark: Benchmark, rows: dict[str, MethodResult], measured: list[Measurement]
) -> BenchmarkRecord:
    """A benchmark's record: T0 from every measurement of it, every row; a method that
    kept the untransformed program gets T0 as its time."""
    t0, count = untransformed_time(measured)
    medians = sorted(m.baseline_s for m in measured if math.isfinite(m.baseline_s))
    record = BenchmarkRecord(
        benchmark,
        rows,
        untransformed_s=t0,
        untransformed_timings=count,
        untransformed_timed_once=any(m.baseline_timed_once for m in measured),
        untransformed_s_range=[medians[0], medians[-1]] if medians else None,
    )
    untransformed = rows.get("untransformed")
    if untransformed is not None and untransformed.ok:
        untransformed.update(time_s=t0, own_median_s=untransformed.paired_baseline_s)
        for row in rows.values():
            if row is not untransformed and row.ok and row.schedule == []:
                row.update(time_s=t0)
    return record


def unloaded_record(benchmark: Benchmark, methods: list[str]) -> BenchmarkRecord:
    """A file of the suite that is no program to evaluate: its untransformed row is the one
    failure listed (with the parser's message); no other method could run on it."""
    note = "not evaluated: the file is no program to evaluate"
    rows = {method: MethodResult.unavailable(method, note) for method in methods}
    rows["untransformed"] = MethodResult.failure(
        "untransformed", "bad_program", benchmark.error or "the file is no program"
    )
    return BenchmarkRecord(benchmark, rows, loaded=False)


def training_curves(run_dir: Path) -> dict:
    """The checkpoint run's metrics (METRIC_KEYS of each iteration), or a note why none."""
    from rl_autoscheduler.agent.tracking import read_metrics

    path = run_dir / "metrics.jsonl"
    try:
        rows = read_metrics(path)
    except (OSError, json.JSONDecodeError) as error:
        return {"metrics_path": str(path), "rows": [], "note": f"unreadable: {error}"}
    if not rows:
        return {"metrics_path": str(path), "rows": [], "note": f"no metrics file at {path}"}
    kept = [{k: row[k] for k in METRIC_KEYS if k in row} for row in rows]
    return {"metrics_path": str(path), "rows": kept}


@dataclass
class RunResults:
    """results.json: the run's settings and machine, every benchmark's record, the
    phases' seconds; `to_json` adds the summary (`evaluation.report.summarize`)."""

    run: str | None
    created: str
    suite: str
    methods: list[str]
    config: dict
    machine: MachineInfo
    agent: dict | None
    """The checkpoint's description (`Agent.describe`); None for a run without the agent."""
    training: dict | None
    """The checkpoint run's training curves (`training_curves`)."""
    benchmarks: list[BenchmarkRecord]
    timings: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict:
        from evaluation.summary import summarize

        results = {
            "schema": SCHEMA,
            "run": self.run,
            "created": self.created,
            "suite": self.suite,
            "methods": self.methods,
            "config": self.config,
            "machine": self.machine.to_json(),
            "agent": self.agent,
            "training": self.training,
            "benchmarks": [record.finished(self.methods) for record in self.benchmarks],
            "timings": self.timings,
        }
        results["summary"] = summarize(results)
        return strict_json(results)  # type: ignore[return-value]
