"""One evaluation run: every method on every benchmark, measured in the same run.

Per benchmark, with the same thread count for everything:

- `untransformed`: the program as written (the empty schedule), measured through
  `measure()` like every schedule; its output is also checked against the float64
  numpy / PyTorch reference (`evaluation.references`);
- `agent`: the trained policy's schedule, one greedy pass with no measurement while
  it chooses (`rl_autoscheduler.agent.trained.agent_schedules`), then measured once;
- `agent_trials`: policy-guided search (`rl_autoscheduler.agent.guided.guided_search`): the agent's
  greedy schedule and N-1 distinct sampled ones, all measured, the best verified kept;
  the untransformed program is always a candidate, so it is never slower than it;
- `pytorch`, `jax`, `numpy`, `torch_compile`: the same computation in PyTorch eager
  (the faster of NCHW and channels_last for convolutions and pooling), `jax.jit` (XLA on
  the CPU), numpy's OpenBLAS (matmul and batch_matmul) and `torch.compile` (inductor),
  checked against the reference, timed (`evaluation.references`); the machine's FMA and
  bandwidth limits (`benchmarks/peak.py`) come with them, for percent of peak;
- `random_search`: N random schedules of the agent's action space, all measured,
  the best verified one kept (`rl_autoscheduler.search.random_walk`);
- `greedy_search`: measure each candidate step, keep the best, with a bounded
  number of measurements (`rl_autoscheduler.search.greedy`);
- `expert`: the hand-written schedule, where one exists.

Every MLIR schedule is measured on the Dask measurer's sandboxed workers
(`measure()`: outputs compared with the untransformed program's on seeded random
inputs, then the untransformed program and the schedule timed back to back under
the machine's timing lock; no cache). A failure is a result with its kind and
reason, never dropped.

Speedup of every method = T0 / the method's median time, where T0, the
untransformed median time, is the median of the untransformed program's medians
timed in this run (each measurement re-times it right before its candidate, so
there is one per measurement of the benchmark). `paired_speedup` keeps measure()'s
own ratio for the MLIR methods.

With `--rounds N` the fixed methods are timed in N rounds spread over the run, and the
schedule each search kept is re-timed in rounds 2..N: every MLIR figure is its median
round, so a search is not credited with the luckiest of its many timings.
"""

from __future__ import annotations

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from tqdm import tqdm

from evaluation.references.harness import (
    FRAMEWORKS,
    REFERENCE_CHECK,
    machine_peak,
    peak_module,
    run_baselines,
)
from evaluation.results import (  # noqa: F401 (tests import METHODS, failed here)
    METHODS,
    MethodResult,
    failed,
    strict_json,
)
from evaluation.settings import Settings, settings_parser
from evaluation.suites import Benchmark, load_suite
from rl_autoscheduler.agent.tracking import folder_run_id
from rl_autoscheduler.commands.op_shares import OpShare, op_shares
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.machine_load import ForeignLoad
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany

T = TypeVar("T")
Rows = list[dict[str, MethodResult]]
"""Per benchmark (in the order of the benchmarks that load), each method's result."""
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


def untransformed_time(measurements: list[Measurement]) -> tuple[float | None, int]:
    """T0: the median of the untransformed program's medians timed in this run."""
    values = [m.baseline_s for m in measurements if math.isfinite(m.baseline_s)]
    return (statistics.median(values) if values else None), len(values)


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
    from rl_autoscheduler.measurement.dist import machine_id

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


# --------------------------------------------------------------------------- progress


class Log:
    """Progress lines on stderr (through tqdm, so that they do not tear an open bar)."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.start = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.quiet:
            elapsed = time.perf_counter() - self.start
            tqdm.write(f"[eval {elapsed:6.0f}s] {message}", file=sys.stderr)
            sys.stderr.flush()


class Progress:
    """One bar per phase on stderr: measurements done out of the phase's total, so that a
    random search over five convolutions does not run for minutes in silence."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet

    def bar(self, description: str, total: int) -> tqdm:
        # Redirected to a file, a bar is a line now and then, not a line per measurement.
        interval = 0.5 if sys.stderr.isatty() else 30.0
        return tqdm(
            total=total,
            desc=description,
            unit="measurement",
            file=sys.stderr,
            disable=self.quiet,
            mininterval=interval,
            dynamic_ncols=True,
        )

    @staticmethod
    def counting(measurer, bar: tqdm) -> MeasureMany:
        """`measurer.measure_many` that advances `bar` as each measurement comes back."""

        def measure_many(jobs: Sequence[tuple[Program, Schedule]]) -> list[Measurement]:
            start = bar.n
            results = measurer.measure_many(jobs, on_result=bar.update)
            bar.update(start + len(results) - bar.n)  # results that skipped the callback
            return results

        return measure_many


# --------------------------------------------------------------------------- phases


@dataclass
class Run:
    """What every phase reads."""

    settings: Settings
    benchmarks: list[Benchmark]
    """The benchmarks that load, in the suite's order."""
    agent: Any
    log: Log
    progress: Progress
    peak_gflops: float | None = None
    """The machine's FMA peak for the run's threads (`benchmarks/peak.py`), which scales
    the time-out of a big program (`timeout_s`); None: unknown."""

    def timeout_s(self, program: Program) -> float:
        """The time-out of a measurement of `program`: the configured kernel time-out, or
        more for a program whose untransformed runs need more (`work_timeout_s`)."""
        from rl_autoscheduler.measurement.work_timeout import work_timeout_s

        configured = self.settings.cluster.task_timeout_s
        return work_timeout_s(program.flops(), configured, self.peak_gflops)


@dataclass
class Phase:
    """What one phase adds: its rows, and every measurement it made (each re-timed the
    untransformed program right before its candidate: they give T0)."""

    rows: Rows
    measured: list[list[Measurement]]

    @classmethod
    def empty(cls, count: int) -> Phase:
        return cls([{} for _ in range(count)], [[] for _ in range(count)])

    def add(self, index: int, row: MethodResult, measured: Sequence[Measurement] = ()) -> None:
        self.rows[index][row.method] = row
        self.measured[index].extend(measured)


@dataclass
class AgentChoice:
    """The agent's schedule per benchmark (None where it failed) and the time it took."""

    schedules: list[Schedule | None]
    seconds: list[float]
    phase: Phase
    op_shares: list[list[OpShare] | None] = field(default_factory=list)
    """Per benchmark, its schedule's units timed alone (`--op-shares`)."""


class PhaseClock:
    """Seconds per phase, and the CPU other processes used meanwhile (timings taken while
    the machine was busy are flagged in the report)."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.other_load: dict[str, float | None] = {}

    def run(self, name: str, phase: Callable[[], T], load: bool = True) -> T:
        start = time.perf_counter()
        foreign = ForeignLoad(own_tree=True) if load else None
        result = phase()
        self.seconds[f"{name}_s"] = time.perf_counter() - start
        if foreign is not None:
            self.other_load[name] = foreign.cores()
        return result


def _error_text(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}"


def choose_agent_schedules(run: Run) -> AgentChoice:
    """The agent's greedy pass per benchmark, without measuring."""
    from rl_autoscheduler.agent.records import ReadOnlyRecords
    from rl_autoscheduler.agent.trained import agent_schedules

    records = (
        ReadOnlyRecords(run.settings.records, run.settings.timing.threads, run.agent.checkpoint)
        if run.settings.records
        else None
    )
    count = len(run.benchmarks)
    choice = AgentChoice([], [], Phase.empty(count))
    bar = run.progress.bar("agent chooses", count)
    for index, benchmark in enumerate(run.benchmarks):
        start = time.perf_counter()
        try:
            (schedule,) = agent_schedules(run.agent, [benchmark.program], records)
        except Exception as error:  # a program the agent cannot handle is its failure
            schedule = None
            choice.phase.add(
                index, MethodResult.failure("agent", "agent_error", _error_text(error))
            )
        choice.schedules.append(schedule)
        choice.seconds.append(time.perf_counter() - start)
        bar.update()
    bar.close()
    return choice


def measure_fixed(run: Run, measurer, choice: AgentChoice, winners: Winners | None = None) -> Phase:
    """The untransformed program, the agent's schedule and the expert's, one measurement
    each, all in one batch; in a later round also the searches' `winners`. An agent that
    chose no step returns the untransformed program itself: its row is that program's,
    not a second timing of the same kernel (which would only report the noise between
    two timings as a speedup or a slowdown)."""
    methods = run.settings.methods()
    phase = Phase.empty(len(run.benchmarks))
    jobs: list[tuple[Program, Schedule]] = []
    owners: list[tuple[int, str, dict]] = []
    empty_choices: dict[int, dict] = {}
    for index, benchmark in enumerate(run.benchmarks):
        jobs.append((benchmark.program, Schedule()))
        owners.append((index, "untransformed", {}))
        for method, schedule in (winners[index] if winners else {}).items():
            jobs.append((benchmark.program, schedule))
            owners.append((index, method, {}))
        schedule = choice.schedules[index] if choice.schedules else None
        if "agent" in methods and schedule is not None and not schedule.steps:
            empty_choices[index] = {"choose_s": choice.seconds[index]}
        elif "agent" in methods and schedule is not None:
            jobs.append((benchmark.program, schedule))
            owners.append((index, "agent", {"choose_s": choice.seconds[index]}))
        if "expert" in methods and benchmark.expert is not None:
            source = {"source": str(benchmark.expert)}
            try:
                expert = Schedule.load(benchmark.expert)
            except Exception as error:
                phase.add(
                    index, MethodResult.failure("expert", "bad_schedule", str(error), **source)
                )
                continue
            jobs.append((benchmark.program, expert))
            owners.append((index, "expert", source))
    bar = run.progress.bar("untransformed, agent, experts", len(jobs))
    measured = Progress.counting(measurer, bar)(jobs)
    bar.close()
    for (index, method, extra), m in zip(owners, measured, strict=True):
        row = MethodResult.measured(method, m, measurements=1, **extra)
        phase.add(index, row, [m])
        if method == "untransformed" and index in empty_choices:
            note = "the agent chose no step: this is the untransformed program"
            kept = row.renamed("agent", schedule=[], measurements=0, note=note)
            phase.add(index, kept.update(**empty_choices[index]))
    return phase


def agent_trials(run: Run, measurer, untransformed: list[MethodResult | None]) -> Phase:
    """Policy-guided search per benchmark: the agent's proposals, all measured, the best
    verified kept; the untransformed program when none beats it."""
    from rl_autoscheduler.agent.guided import GuidedSearch
    from rl_autoscheduler.search.strategy import run as run_searches

    settings = run.settings
    phase = Phase.empty(len(run.benchmarks))
    searches = [
        GuidedSearch(run.agent, b.program, settings.agent_trials, settings.timing.seed, False)
        for b in run.benchmarks
    ]
    bar = run.progress.bar("agent trials", len(searches) * settings.agent_trials)
    results = run_searches(searches, Progress.counting(measurer, bar))
    bar.close()
    for index, (search, result) in enumerate(zip(searches, results, strict=True)):
        if search.error is not None:
            phase.add(index, MethodResult.failure("agent_trials", "agent_error", search.error))
            continue
        extra = {
            "measurements": result.measurements,
            "trials": settings.agent_trials,
            "failed_trials": sum(1 for t in result.trials if not t.ok),
        }
        if result.best is not None and result.best.speedup > 1.0:
            row = MethodResult.measured("agent_trials", result.best, **extra)
        else:
            row = keeps_untransformed(untransformed[index], "agent_trials", "no proposal", extra)
        phase.add(index, row, result.trials)
    return phase


def random_search_phase(run: Run, measurer) -> Phase:
    """`random_trials` random schedules per benchmark, all measured, the best verified
    kept; a benchmark where none verified is a failure with the reasons seen."""
    from rl_autoscheduler.search.random_walk import random_search

    settings = run.settings
    phase = Phase.empty(len(run.benchmarks))
    programs = [b.program for b in run.benchmarks]
    bar = run.progress.bar("random search", len(programs) * settings.random_trials)
    try:
        measure_many = Progress.counting(measurer, bar)
        found = random_search(
            programs, settings.random_trials, measure_many, seed=settings.timing.seed
        )
    except Exception as error:
        for index in range(len(programs)):
            row = MethodResult.failure("random_search", "search_error", _error_text(error))
            phase.add(index, row)
        return phase
    finally:
        bar.close()
    for index, result in enumerate(found):
        extra = {
            "measurements": len(result.trials),
            "failed_trials": sum(1 for t in result.trials if not t.ok),
            "trial_paired_speedups": [t.speedup if t.ok else None for t in result.trials],
        }
        if result.best is None:
            reasons = sorted({t.failure_kind or "?" for t in result.trials})
            message = (
                f"none of {len(result.trials)} random schedules verified ({', '.join(reasons)})"
            )
            row = MethodResult.failure("random_search", "no_verified_trial", message, **extra)
        else:
            row = MethodResult.measured("random_search", result.best, **extra)
        phase.add(index, row, result.trials)
    return phase


def greedy_search_phase(run: Run, measurer, untransformed: list[MethodResult | None]) -> Phase:
    """Greedy search per benchmark within `greedy_budget` measurements (`search.greedy`);
    the untransformed program when no candidate beats it."""
    from rl_autoscheduler.search.greedy import greedy_search

    budget = run.settings.greedy_budget
    phase = Phase.empty(len(run.benchmarks))
    bar = run.progress.bar("greedy search", len(run.benchmarks) * budget)
    measure_many = Progress.counting(measurer, bar)
    for index, benchmark in enumerate(run.benchmarks):
        run.log(f"greedy search on {benchmark.name} (at most {budget})")
        start = time.perf_counter()
        used = bar.n
        try:
            result = greedy_search(benchmark.program, measure_many, budget)
        except Exception as error:
            phase.add(
                index, MethodResult.failure("greedy_search", "search_error", _error_text(error))
            )
            continue
        finally:
            if not bar.disable:  # the total counts only the measurements searches can use
                bar.total -= budget - (bar.n - used)
                bar.refresh()
        extra = {
            "measurements": result.measurements,
            "budget": budget,
            "budget_exhausted": result.budget_exhausted,
            "search_s": time.perf_counter() - start,
            "failed_trials": sum(1 for t in result.trials if not t.ok),
            "log": result.log,
        }
        if result.best is None:
            row = keeps_untransformed(untransformed[index], "greedy_search", "no candidate", extra)
        else:
            row = MethodResult.measured("greedy_search", result.best, **extra)
        phase.add(index, row, result.trials)
    bar.close()
    return phase


@dataclass
class References:
    """The frameworks' rows and the float64 reference check, per benchmark."""

    rows: Rows
    checks: list[dict]


def reference_baselines(run: Run) -> References:
    """Per benchmark, in a child process: the reference check and every framework."""
    settings = run.settings
    frameworks = tuple(m for m in FRAMEWORKS if m in settings.methods())
    references = References([], [])
    bar = run.progress.bar("references", len(run.benchmarks) * (1 + len(frameworks)))
    for benchmark in run.benchmarks:
        run.log(
            f"reference check{' and ' + ', '.join(frameworks) if frameworks else ''} "
            f"on {benchmark.name}"
        )
        results = run_baselines(
            benchmark.spec(),
            settings.timing.threads,
            settings.timing,
            frameworks,
            max(settings.baseline_timeout_s, run.timeout_s(benchmark.program)),
        )
        references.checks.append(results.pop(REFERENCE_CHECK))
        references.rows.append(
            {
                method: MethodResult.from_json(row, method).update(
                    verified=bool(row.get("correct")), measurements=0
                )
                for method, row in results.items()
            }
        )
        bar.update(1 + len(frameworks))
    bar.close()
    return references


def keeps_untransformed(
    base: MethodResult | None, method: str, what: str, extra: dict
) -> MethodResult:
    """The row of a search whose candidates did not beat the untransformed program: it
    keeps that program, so its row is the untransformed one under the search's name."""
    row = base.renamed(method) if base is not None else MethodResult(method)
    return row.update(schedule=[], **extra, note=f"{what} beat the untransformed program: keeps it")


def checked_against_reference(row: MethodResult, check: dict) -> None:
    """The untransformed row with the reference check; a program that disagrees with the
    reference (or could not be checked) is a failure of the baseline itself."""
    row.update(reference_check=check.get("note") or check.get("error"))
    kind = check.get("failure_kind")
    if kind == "wrong_result" or (not check.get("ok") and kind in ("crash", "timeout")):
        row.update(
            ok=False,
            verified=False,
            failure_kind=f"reference_{kind}",
            error=f"untransformed program vs reference: {check.get('error')}",
        )


# --------------------------------------------------------------------------- records


def record_of(
    benchmark: Benchmark, rows: dict[str, MethodResult], measured: list[Measurement]
) -> dict:
    """A benchmark's entry in results.json: T0 from every measurement of it, every row."""
    record: dict[str, Any] = {**benchmark.describe()}
    t0, count = untransformed_time(measured)
    record["untransformed_s"] = t0
    record["untransformed_timings"] = count
    # A big program's one run is its timing: measure() did not re-time it per schedule.
    record["untransformed_timed_once"] = any(m.baseline_timed_once for m in measured)
    medians = sorted(m.baseline_s for m in measured if math.isfinite(m.baseline_s))
    if medians:
        # Each process compiles and lays out its own copy: the spread is worth seeing.
        record["untransformed_s_range"] = [medians[0], medians[-1]]
    untransformed = rows.get("untransformed")
    if untransformed is not None and untransformed.ok:
        untransformed.update(time_s=t0, own_median_s=untransformed.paired_baseline_s)
        for row in rows.values():  # a method that kept the untransformed program has T0
            if row is not untransformed and row.ok and row.schedule == []:
                row.update(time_s=t0)
    record["results"] = rows
    return record


def finish_record(record: dict, methods: list[str]) -> dict:
    """Speedups and GFLOP/s from T0, and the rows as JSON in the order of the methods."""
    rows: dict[str, MethodResult] = record["results"]
    if "expert" in methods and "expert" not in rows:
        rows["expert"] = MethodResult.unavailable("expert", "no expert schedule for this benchmark")
    for row in rows.values():
        row.finish(record.get("untransformed_s"), record["flops"])
    ordered = [m for m in METHODS if m in rows] + [m for m in rows if m not in METHODS]
    return {**record, "results": {m: rows[m].to_json() for m in ordered}}


def unloaded_record(benchmark: Benchmark, methods: list[str]) -> dict:
    """A file of the suite that is no program to evaluate: its untransformed row is the one
    failure listed (with the parser's message); no other method could run on it."""
    note = "not evaluated: the file is no program to evaluate"
    rows = {method: MethodResult.unavailable(method, note) for method in methods}
    rows["untransformed"] = MethodResult.failure(
        "untransformed", "bad_program", benchmark.error or "the file is no program"
    )
    return {**benchmark.describe(), "results": rows}


def training_curves(run_dir: Path) -> dict:
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


# --------------------------------------------------------------------------- the run


def load_benchmarks(settings: Settings, log: Log) -> tuple[list[Benchmark], list[Benchmark]]:
    """(the whole suite, the benchmarks that load); a suite where none loads is an error."""
    suite = load_suite(
        settings.suite, settings.split, settings.names or None, settings.limit, settings.experts
    )
    benchmarks = [b for b in suite if b.error is None]
    if not benchmarks:
        raise ConfigError(f"suite {settings.suite}: no program loads ({suite[0].error})")
    log(
        f"{len(benchmarks)} benchmarks from {settings.suite}; "
        f"methods: {', '.join(settings.methods())}"
    )
    for benchmark in suite:
        if benchmark.error is not None:
            log(f"{benchmark.name}: not evaluated: {benchmark.error}")
    return suite, benchmarks


def agent_op_shares(run: Run, measurer, choice: AgentChoice) -> list[list[OpShare] | None]:
    """Where each benchmark's time goes under the agent's schedule (None: no schedule)."""
    shares: list[list[OpShare] | None] = []
    for benchmark, schedule in zip(run.benchmarks, choice.schedules, strict=True):
        if schedule is None or not schedule.steps:
            shares.append(None)
            continue
        try:
            shares.append(op_shares(benchmark.program, schedule, measurer.measure_many))
        except Exception as error:  # the shares explain a figure; they never cost the run
            run.log(f"{benchmark.name}: its ops could not be timed alone: {_error_text(error)}")
            shares.append(None)
    return shares


def measure_mlir(run: Run, clock: PhaseClock, cluster) -> tuple[AgentChoice, list[Phase]]:
    """The MLIR methods, each phase measured on the same Dask measurer."""
    from rl_autoscheduler.measurement.dist import Measurer

    settings, methods = run.settings, run.settings.methods()
    count = len(run.benchmarks)
    choice = AgentChoice([], [], Phase.empty(count))
    if "agent" in methods:  # the agent chooses without measuring
        choice = clock.run("agent_choose", lambda: choose_agent_schedules(run), load=False)
    phases = [choice.phase]
    with Measurer(cluster, settings.timing, timeout_for=run.timeout_s) as measurer:
        run.log(
            f"measuring the untransformed programs, the agent and the experts ({settings.timing})"
        )
        fixed = clock.run("measure_fixed", lambda: measure_fixed(run, measurer, choice))
        fixed_rounds = [fixed]
        phases.append(fixed)
        untransformed = [rows.get("untransformed") for rows in fixed.rows]
        if "agent_trials" in methods and settings.agent_trials > 0:
            run.log(f"agent with {settings.agent_trials} trials: proposed schedules, measured")
            phases.append(
                clock.run("agent_trials", lambda: agent_trials(run, measurer, untransformed))
            )
        if "random_search" in methods and settings.random_trials > 0:
            run.log(f"random search: {settings.random_trials} measured schedules per benchmark")
            phases.append(clock.run("random_search", lambda: random_search_phase(run, measurer)))
        if "greedy_search" in methods and settings.greedy_budget > 0:
            phases.append(
                clock.run(
                    "greedy_search", lambda: greedy_search_phase(run, measurer, untransformed)
                )
            )
        searches = phases[phases.index(fixed) + 1 :]
        winners = search_winners(searches, count)
        for round_number in range(2, settings.rounds + 1):
            run.log(
                f"round {round_number} of the untransformed programs, agent, experts and "
                "the searches' best schedules"
            )
            fixed_rounds.append(
                clock.run(
                    f"measure_fixed_{round_number}",
                    lambda: measure_fixed(run, measurer, choice, winners),
                )
            )
        if settings.op_shares and "agent" in methods:
            run.log("the agent's schedules, op by op: each op timed alone with its steps")
            choice.op_shares = clock.run(
                "op_shares", lambda: agent_op_shares(run, measurer, choice)
            )
    if len(fixed_rounds) > 1:  # every figure is its median round
        phases[phases.index(fixed)] = median_phase(fixed_rounds)
        for search in searches:
            retime_winners(search, [r.rows for r in fixed_rounds[1:]])
    return choice, phases


Winners = list[dict[str, Schedule]]
"""Per benchmark, the schedule each search kept (searches that kept the untransformed
program or found nothing verified have none)."""


def search_winners(searches: list[Phase], count: int) -> Winners:
    """The schedules the searches kept, to be re-timed in the later rounds: the time a
    search found its best with is the fastest of many noisy timings, biased low, and one
    timing of it against a median of rounds for the one pass is no fair comparison."""
    winners: Winners = [{} for _ in range(count)]
    for search in searches:
        for index, rows in enumerate(search.rows):
            for method, row in rows.items():
                if row.ok and row.schedule:
                    winners[index][method] = Schedule.from_json(row.schedule)
    return winners


def retime_winners(search: Phase, later_rounds: list[Rows]) -> None:
    """Each search row becomes its median round (`median_row`) among the search's own
    timing and its re-timings, keeping the search's own keys (measurements, log)."""
    for index, rows in enumerate(search.rows):
        for method, found in list(rows.items()):
            retimed = [r[index][method] for r in later_rounds if method in r[index]]
            if not retimed:
                continue
            own, measurements = dict(found.extra), found.measurements
            chosen = median_row([found, *retimed])
            for key, value in own.items():
                chosen.extra.setdefault(key, value)
            rows[method] = chosen.update(measurements=measurements)


def median_phase(rounds: list[Phase]) -> Phase:
    """The median round's rows (`median_rows`); every round's measurements are kept (T0 is
    the median over all of them)."""
    measured = [
        [m for r in rounds for m in r.measured[index]] for index in range(len(rounds[0].rows))
    ]
    return Phase(median_rows([r.rows for r in rounds]), measured)


def median_rows(rounds: list[Rows]) -> Rows:
    """Per benchmark and method of the first round, the median round's row (`median_row`)."""
    return [
        {
            method: median_row([r[index][method] for r in rounds if method in r[index]])
            for method in first
        }
        for index, first in enumerate(rounds[0])
    ]


def median_row(rows: list[MethodResult]) -> MethodResult:
    """The row of the median time among rounds, with every round's time; a round that
    failed makes the row that failure (a flaky kernel is not hidden by a good round)."""
    failures = [r for r in rows if not r.ok]
    if failures:
        return failures[0].update(rounds=len(rows))
    ordered = sorted(rows, key=lambda r: r.time_s if r.time_s is not None else math.inf)
    chosen = ordered[(len(ordered) - 1) // 2]
    return chosen.update(rounds=len(rows), round_times_s=[r.time_s for r in rows])


def merge(phases: list[Phase], count: int) -> Phase:
    """The rows and the measurements of every phase, per benchmark."""
    merged = Phase.empty(count)
    for phase in phases:
        for index in range(count):
            merged.rows[index].update(phase.rows[index])
            merged.measured[index].extend(phase.measured[index])
    return merged


def run_evaluation(settings: Settings, log: Log | None = None) -> dict:
    """Runs every method on every benchmark; returns the results (see the module docstring)."""
    from rl_autoscheduler.agent.trained import load_agent

    log = log or Log(settings.quiet)
    started = datetime.now(UTC)
    clock = PhaseClock()
    run_start = time.perf_counter()
    methods = settings.methods()
    suite, benchmarks = load_benchmarks(settings, log)
    # A run without the agent's methods (the references on a suite, say) needs no model:
    # an incompatible or missing one must not stop it.
    uses_agent = bool({"agent", "agent_trials"} & set(methods))
    agent = load_agent(settings.checkpoint or None) if uses_agent else None  # none: shipped
    machine = machine_info()
    machine["peak"] = machine_peak(settings.timing.threads)  # percent of peak; time-outs
    peak_gflops, _ = peak_module().limits(machine["peak"], settings.timing.threads)
    run = Run(settings, benchmarks, agent, log, Progress(settings.quiet), peak_gflops)
    cluster = settings.measuring_cluster()

    choice, phases = measure_mlir(run, clock, cluster)
    merged = merge(phases, len(benchmarks))
    records = [
        record_of(b, rows, measured)
        for b, rows, measured in zip(benchmarks, merged.rows, merged.measured, strict=True)
    ]
    for record, seconds in zip(records, choice.seconds, strict=False):
        record["agent_choose_s"] = seconds
    for record, shares in zip(records, choice.op_shares, strict=False):
        record["agent_op_shares"] = shares and [share.to_json() for share in shares]
    for record, benchmark in zip(records, benchmarks, strict=True):
        record["timeout_s"] = run.timeout_s(benchmark.program)

    rounds = [clock.run("baselines", lambda: reference_baselines(run))] + [
        clock.run(f"baselines_{number}", lambda: reference_baselines(run))
        for number in range(2, settings.rounds + 1)
    ]  # the checks are the first round's; each framework's row its median round
    references = References(median_rows([r.rows for r in rounds]), rounds[0].checks)
    for record, check, framework_rows in zip(
        records, references.checks, references.rows, strict=True
    ):
        record["reference_check"] = check
        if "untransformed" in record["results"]:
            checked_against_reference(record["results"]["untransformed"], check)
        record["results"].update(framework_rows)

    evaluated = iter(records)  # back in the suite's order, with the files that did not load
    records = [next(evaluated) if b.error is None else unloaded_record(b, methods) for b in suite]
    clock.seconds["total_s"] = time.perf_counter() - run_start
    machine["load_average_end"] = list(os.getloadavg())
    machine["other_load_cores"] = clock.other_load
    from evaluation.report import summarize

    results = {
        "schema": SCHEMA,
        "run": Path(settings.out).name if settings.out else None,
        "created": started.isoformat(timespec="seconds"),
        "suite": str(settings.suite),
        "methods": methods,
        "config": settings.to_json(cluster),
        "machine": machine,
        "agent": agent.describe() if agent else None,
        "training": training_curves(agent.run_dir) if agent else None,
        "benchmarks": [finish_record(record, methods) for record in records],
        "timings": clock.seconds,
    }
    results["summary"] = summarize(results)
    return strict_json(results)  # type: ignore[return-value]


# --------------------------------------------------------------------------- CLI


def main(
    argv: list[str] | None,
    prog: str,
    description: str,
    suite: str,
    split: str | None,
    **defaults: object,
) -> int:
    settings = settings_parser(prog, description, suite, split, **defaults).parse(argv)
    if settings.out is None:
        settings = dataclasses.replace(settings, out=str(Path("results") / settings.run_name()))
    out = Path(settings.out)
    try:
        folder_run_id(out)  # the run's identity, in its folder: a damaged one stops us now
        results = run_evaluation(settings)
    except ConfigError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 2
    atomic_write_text(out / "results.json", json.dumps(results, indent=1) + "\n")
    from evaluation.report import build_report, log_to_mlflow

    report = build_report(out / "results.json")
    print(report.summary_text)
    print(f"\nresults: {out / 'results.json'}\nreport:  {out / 'report.md'}, {out / 'report.html'}")
    if log_to_mlflow(out / "results.json", report):  # the dashboard shows it too
        print("MLflow:  experiment 'evaluation' (rl-autoscheduler dashboard)")
    return 0
