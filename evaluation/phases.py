"""The phases of an evaluation run, one function each, and the MLIR methods' rounds.

Every MLIR phase measures on the same Dask measurer (`dist.Measurer`: each measurement in
a worker's sandbox, verified against the untransformed program, timed back to back with
it under the machine's timing lock), in batches, and returns a `Phase`: its rows and the
measurements behind them. The agent chooses first, without measuring; the references run
last, in their own processes (`evaluation.references.harness`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from evaluation.progress import Log, Progress
from evaluation.references.harness import FRAMEWORKS, REFERENCE_CHECK, run_baselines
from evaluation.results import MethodResult
from evaluation.rounds import (
    Phase,
    Rows,
    Winners,
    median_phase,
    retime_winners,
    search_winners,
)
from evaluation.settings import Settings
from evaluation.suites import Benchmark
from rl_autoscheduler.commands.op_shares import OpShare, op_shares
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.machine_load import ForeignLoad

T = TypeVar("T")


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
