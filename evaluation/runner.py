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
round, so a search is not credited with the luckiest of its many timings (`rounds`).

The run is in modules, one job each: `phases` (one function per phase), `rounds` (a
phase's rows and the median round), `run_results` (the typed records results.json is
written from), `machine` (the machine it ran on) and `progress` (lines and bars on
stderr); this module loads the suite, runs the phases in order and is the command line.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from evaluation.machine import MachineInfo
from evaluation.phases import (
    PhaseClock,
    Run,
    checked_against_reference,
    measure_mlir,
    reference_baselines,
)
from evaluation.progress import Log, Progress
from evaluation.references.harness import machine_peak, peak_module, run_triad, with_run_triads
from evaluation.results import METHODS, failed  # noqa: F401 (tests import METHODS, failed here)
from evaluation.rounds import median_rows, merge
from evaluation.run_results import RunResults, record_of, training_curves, unloaded_record
from evaluation.settings import Settings, settings_parser
from evaluation.suites import Benchmark, load_suite
from rl_autoscheduler.agent.tracking import folder_run_id
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.config import ConfigError


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
    machine = MachineInfo.now()
    machine.peak = machine_peak(settings.timing.threads)  # percent of peak; time-outs
    peak_gflops, _ = peak_module().limits(machine.peak, settings.timing.threads)
    triads = [run_triad(settings.timing.threads)]  # and again at the end: the run's bandwidth
    run = Run(settings, benchmarks, agent, log, Progress(settings.quiet), peak_gflops)
    cluster = settings.measuring_cluster()

    choice, phases = measure_mlir(run, clock, cluster)
    merged = merge(phases, len(benchmarks))
    records = [
        record_of(b, rows, measured)
        for b, rows, measured in zip(benchmarks, merged.rows, merged.measured, strict=True)
    ]
    for record, seconds in zip(records, choice.seconds, strict=False):
        record.agent_choose_s = seconds
    for record, shares in zip(records, choice.op_shares, strict=False):
        record.agent_op_shares, record.op_shares_timed = shares, True
    for record, benchmark in zip(records, benchmarks, strict=True):
        record.timeout_s = run.timeout_s(benchmark.program)

    rounds = [clock.run("baselines", lambda: reference_baselines(run))] + [
        clock.run(f"baselines_{number}", lambda: reference_baselines(run))
        for number in range(2, settings.rounds + 1)
    ]  # the checks are the first round's; each framework's row its median round
    framework_rows = median_rows([r.rows for r in rounds])
    triads.append(run_triad(settings.timing.threads))
    machine.peak = with_run_triads(machine.peak, settings.timing.threads, triads)
    log(f"triad at the run's start and end: {', '.join(_triad_text(t) for t in triads)}")
    for record, check, rows in zip(records, rounds[0].checks, framework_rows, strict=True):
        record.reference_check = check
        if "untransformed" in record.results:
            checked_against_reference(record.results["untransformed"], check)
        record.results.update(rows)

    evaluated = iter(records)  # back in the suite's order, with the files that did not load
    records = [next(evaluated) if b.error is None else unloaded_record(b, methods) for b in suite]
    clock.seconds["total_s"] = time.perf_counter() - run_start
    machine.finish(clock.other_load)
    results = RunResults(
        run=Path(settings.out).name if settings.out else None,
        created=started.isoformat(timespec="seconds"),
        suite=str(settings.suite),
        methods=methods,
        config=settings.to_json(cluster),
        machine=machine,
        agent=agent.describe() if agent else None,
        training=training_curves(agent.run_dir) if agent else None,
        benchmarks=records,
        timings=clock.seconds,
    )
    return results.to_json()


def _triad_text(measured: float | str) -> str:
    return f"{measured:.1f} GB/s" if isinstance(measured, float) else f"not measured ({measured})"


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
    from evaluation.report import build_report
    from evaluation.report_mlflow import log_to_mlflow

    report = build_report(out / "results.json")
    print(report.summary_text)
    print(f"\nresults: {out / 'results.json'}\nreport:  {out / 'report.md'}, {out / 'report.html'}")
    if log_to_mlflow(out / "results.json", report):  # the dashboard shows it too
        print("MLflow:  experiment 'evaluation' (rl-autoscheduler dashboard)")
    return 0
