"""report.md of an evaluation run, from results.json alone: the settings and the machine,
the geometric-mean speedup per op kind and overall for every method, the agent against
its targets, the failures with their reasons and a table per benchmark.
"""

from __future__ import annotations

import json
from pathlib import Path

from evaluation.disagreements import repeated_schedule_lines
from evaluation.limits import BANDWIDTH_KINDS, COMPUTE_KINDS, machine_limits, share_of_limit
from evaluation.results import OVERALL, MethodResult, label
from evaluation.summary import geomean_cells, ms_text, row_of, speedup_text
from evaluation.targets import target_table
from rl_autoscheduler.commands.op_shares import ranked_shares

FRAMEWORK_NOTES = ("pytorch", "jax", "numpy", "torch_compile", "greedy_search")


BUSY_CORES = 0.2
"""A baseline timed while other processes used more CPU than this is flagged."""


def percent_of_peak(results: dict, benchmark: dict, row: MethodResult) -> str:
    """A verified row's speed as a percent of the limit that bounds its kind
    (`evaluation.limits`); "—" for other kinds, an unverified row or no peak."""
    share = share_of_limit(results, benchmark, row)
    if share is None:
        return "—"
    return f"{_percent(share.percent)} {share.limit}{' (in cache)' if share.in_cache else ''}"


def _percent(value: float) -> str:
    """Whole percents, with one decimal below 10% (an untransformed program is at 0.3%)."""
    return f"{value:.0f}%" if value >= 9.95 else f"{value:.1f}%"


def peak_lines(results: dict) -> list[str]:
    """The machine's limits the percent-of-peak column divides by, or why it is missing."""
    peak = (results.get("machine") or {}).get("peak") or {}
    gflops, gbs = machine_limits(results)
    if gflops is None and gbs is None:
        reason = peak.get("missing") or "this run recorded no peak measurement"
        return [f"- peak: missing ({reason}); run `python benchmarks/peak.py` to measure it"]
    load = peak.get("load_average")
    bandwidth = peak.get("bandwidth") or {}
    fma = f"{gflops:.0f} GFLOP/s" if gflops is not None else "not measured"
    return [
        f"- peak ({peak.get('source', '?')}, load average {_load(load)}): FP32 FMA "
        f"{fma} ({(peak.get('fma') or {}).get('kernel', '')}); memory "
        f"bandwidth {gbs:.1f} GB/s ({bandwidth.get('kernel', '')}{_run_triads(bandwidth)}). "
        f"% FMA: GFLOP/s / the FMA limit ({', '.join(COMPUTE_KINDS)}); % BW: bytes of every "
        f"argument buffer / time / the bandwidth ({', '.join(BANDWIDTH_KINDS)}; `in cache`: the "
        "buffers fit in the last-level cache, so more than 100% is possible)"
    ]


def _run_triads(bandwidth: dict) -> str:
    """Where the bandwidth came from: the median of the triads timed at the run's start and
    end, or the peak file's where the run timed none."""
    measured = [m for m in bandwidth.get("run_triads") or [] if m is not None]
    if not measured:
        return "; the peak file's, no triad timed in this run"
    figures = ", ".join(f"{m:.1f}" for m in bandwidth["run_triads"] if m is not None)
    earlier = bandwidth.get("file_gbs")
    file_text = f"; the peak file's {earlier:.1f}" if earlier is not None else ""
    return f"; the median of this run's triads at its start and end, {figures} GB/s{file_text}"


def blas_line(results: dict) -> list[str]:
    """Which BLAS kernels the reference processes used (threadpoolctl, in the child)."""
    for benchmark in results["benchmarks"]:
        check = benchmark.get("reference_check") or {}
        if check.get("blas") is not None:
            from evaluation.references.harness import handicaps_text
            from evaluation.references.numpy_refs import blas_text

            removed = handicaps_text(check.get("environment") or {})
            return [f"- reference BLAS: {blas_text(check['blas'])} ({removed})"]
    return []


def _row_notes(method: str, row: MethodResult) -> list[str]:
    """Notes of a verified row: measure()'s paired ratio, the winning layout, compile time
    (not timed), the BLAS, a busy machine, a spent budget, the reference check."""
    extra = row.extra
    notes = []
    if row.paired_speedup is not None and method != "untransformed":
        notes.append(f"paired {row.paired_speedup:.2f}x")
    if extra.get("layout"):
        times = extra.get("layout_times_s") or {}
        others = ", ".join(f"{k} {ms_text(v)} ms" for k, v in times.items())
        notes.append(f"layout {extra['layout']}" + (f" ({others})" if len(times) > 1 else ""))
    if row.compile_s is not None and method in ("jax", "torch_compile"):
        notes.append(f"compile {row.compile_s:.2f} s (not timed)")
    if extra.get("blas_text"):
        notes.append(extra["blas_text"])
    if row.note and method in FRAMEWORK_NOTES:
        notes.append(row.note)
    if (extra.get("foreign_load_cores") or 0) > BUSY_CORES:
        notes.append(f"other processes used {extra['foreign_load_cores']:.2f} cores while timed")
    state = extra.get("parallel_state") or {}
    if state.get("degraded"):
        notes.append(
            f"timed while the machine shared a core (canary parallel speedup "
            f"{state['parallel_speedup']:.2f}, best {state['best_parallel_speedup']:.2f})"
        )
    if method == "greedy_search" and extra.get("budget_exhausted"):
        notes.append("budget spent")
    if extra.get("checked_against") == "float64":
        notes.append(
            f"differs from the untransformed program by {row.max_rel_error:.3g}; as close to "
            "the program in float64 as it is"
        )
    if method == "untransformed" and extra.get("reference_check"):
        notes.append(f"vs reference: {extra['reference_check']}")
    return notes


def _cell(text: object) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _schedule_text(steps: list[dict] | None) -> str:
    if not steps:
        return "(none)"
    parts = []
    for step in steps:
        extra = ", ".join(f"{k}={v}" for k, v in step.items() if k not in ("kind", "tag"))
        parts.append(f"{step['kind']}({step['tag']}{', ' + extra if extra else ''})")
    return "; ".join(parts)


def summary_table(results: dict, summary: dict) -> list[str]:
    kinds = summary["kinds"]
    header = "| method | " + " | ".join([*kinds, OVERALL]) + " |"
    lines = [header, "|" + "---|" * (len(kinds) + 2)]
    for method in results["methods"]:
        cells = geomean_cells(summary, method, "({verified}/{available})")
        lines.append(f"| {label(method, results)} | " + " | ".join(cells) + " |")
    return lines


def benchmark_section(results: dict, benchmark: dict) -> list[str]:
    t0 = benchmark.get("untransformed_s")
    attributes = ", ".join(f"{k} {v}" for k, v in (benchmark.get("attributes") or {}).items())
    lines = [
        f"### {benchmark['name']}",
        "",
        f"{benchmark['kind']}{' (' + attributes + ')' if attributes else ''}, "
        f"{benchmark['flops'] / 1e6:.1f} MFLOP, untransformed {ms_text(t0)} ms "
        f"(median of {benchmark.get('untransformed_timings', 0)} timings"
        f"{_range(benchmark.get('untransformed_s_range'))}), `{benchmark['file']}`"
        + "".join(f"; {note}" for note in big_program_notes(results, benchmark)),
        "",
        "| method | time (ms) | speedup | GFLOP/s | % of peak | verified | measurements | notes |",
        "|---|---|---|---|---|---|---|---|",
    ]
    schedules = []
    for method in results["methods"]:
        row = row_of(benchmark, method)
        lines.append(_method_line(results, benchmark, method, row))
        if row is None or not row.available or method == "untransformed":
            continue
        if row.schedule is not None:
            schedules.append(f"- {label(method, results)}: `{_schedule_text(row.schedule)}`")
    if schedules:
        lines += ["", "Schedules:", "", *schedules]
    return [*lines, "", *op_share_lines(benchmark)]


def op_share_lines(benchmark: dict) -> list[str]:
    """Where the benchmark's time goes under the agent's schedule (`--op-shares`): its
    ops by share of their summed time, each timed alone."""
    shares = benchmark.get("agent_op_shares")
    if not shares:
        return []
    total, ranked = ranked_shares(
        (
            s["op"] + (f" + {len(s['ops']) - 1} fused" if len(s["ops"]) > 1 else ""),
            s["count"],
            s["as_written_s"],
            s["scheduled_s"],
        )
        for s in shares
        if s["scheduled_s"]
    )
    lines = [
        "Where the agent's schedule spends its time, each op timed alone with its steps "
        f"(and the producers it fuses); summed {total * 1e3:.3f} ms:",
        "",
        "| op | count | as written (ms) | scheduled (ms) | speedup | share |",
        "|---|---|---|---|---|---|",
    ]
    for row in ranked:
        lines.append(
            f"| {_cell(row.op)} | {row.count} | {ms_text(row.as_written_s)} "
            f"| {ms_text(row.time_s)} | {speedup_text(row.speedup)} | {row.share:.1%} |"
        )
    for s in shares:
        if not s["scheduled_s"]:
            lines.append(
                f"| {_cell(s['op'])} | {s['count']} | | not timed: {_cell(s['error'])} | | |"
            )
    return [*lines, ""]


def big_program_notes(results: dict, benchmark: dict) -> list[str]:
    """What the report says of a big program: the untransformed program timed in one run
    (not re-timed beside each schedule), and a time-out scaled to its work."""
    notes = []
    if benchmark.get("untransformed_timed_once"):
        notes.append("untransformed timed once (one run exceeds the timing budget)")
    configured = (results.get("config") or {}).get("task_timeout_s")
    timeout = benchmark.get("timeout_s")
    if configured and timeout and timeout > configured:
        notes.append(
            f"measurement time-out scaled to its work: {timeout:.0f} s "
            f"(configured {configured:g} s)"
        )
    return notes


def _method_line(results: dict, benchmark: dict, method: str, row: MethodResult | None) -> str:
    """One method's line of a benchmark's table."""
    name = label(method, results)
    if row is None:
        return f"| {name} | — | — | — | — | — | — | no result |"
    if not row.available:
        return f"| {name} | — | — | — | — | n/a | — | {_cell(row.note or '')} |"
    ok = row.ok and row.verified
    if ok:
        note = "; ".join(_row_notes(method, row))
    else:
        note = f"**{row.failure_kind or 'unverified'}**: {row.error or ''}"
    gflops = row.gflops
    measurements = "—" if row.measurements is None else row.measurements
    return (
        f"| {name} | {ms_text(row.time_s if ok else None)} | "
        f"{speedup_text(row.speedup if ok else None)} | "
        f"{'—' if gflops is None or not ok else f'{gflops:.2f}'} | "
        f"{percent_of_peak(results, benchmark, row)} | {'yes' if ok else 'NO'} | "
        f"{measurements} | {_cell(note)[:400]} |"
    )


def _target_section(results: dict) -> list[str]:
    table = target_table(results)
    if not table:
        return []
    return [
        "## The agent against its targets",
        "",
        "Each ratio is the geometric mean, over the benchmarks where both methods verified, "
        "of their per-benchmark speedup ratio, both measured in this run.",
        "",
        *table,
        "",
    ]


def _search_budget_lines(config: dict) -> list[str]:
    """The searches' budgets, for the searches this run did (a skipped one has none)."""
    skipped = set(config.get("skip") or [])
    budgets = [
        f"{label(method)}: {text}"  # the label without the run's config has no budget suffix
        for method, text in (
            ("random_search", f"{config.get('random_trials')} measured schedules per benchmark"),
            ("greedy_search", f"at most {config.get('greedy_budget')} measurements per benchmark"),
        )
        if method not in skipped
    ]
    return [f"- {'; '.join(budgets)}"] if budgets else []


def _timing_text(timing: dict) -> str:
    return (
        f"median of {timing.get('min_repeat')}-{timing.get('repeat')} runs after "
        f"{timing.get('warmup')} warm-up, {timing.get('budget_s')} s budget per kernel"
    )


def _range(values: list | None) -> str:
    return f", from {ms_text(values[0])} to {ms_text(values[1])} ms" if values else ""


def _load_warning(machine: dict) -> list[str]:
    """A line on the CPU other processes used per phase, flagged when it was high."""
    loads = {k: v for k, v in (machine.get("other_load_cores") or {}).items() if v is not None}
    if not loads:
        return []
    text = ", ".join(f"{phase.replace('_', ' ')} {value:.2f}" for phase, value in loads.items())
    line = f"- CPU used by processes outside this run (cores) during: {text}"
    if max(loads.values()) > BUSY_CORES:
        line += (
            " — **the machine was not idle**: parallel kernels (2 threads on 2 cores) are "
            "slowed most; treat those timings with care"
        )
    return [line]


def _parallel_state_line(results: dict) -> list[str]:
    """How many of each method's figures were timed while the machine's threads shared
    a core (see rl_autoscheduler.measurement.parallel_state), where the run probed."""
    probed: dict[str, list[int]] = {}
    for benchmark in results["benchmarks"]:
        for method in results["methods"]:
            row = row_of(benchmark, method)
            state = (row.extra.get("parallel_state") or {}) if row is not None else {}
            if state:
                counts = probed.setdefault(method, [0, 0])
                counts[0] += bool(state.get("degraded"))
                counts[1] += 1
    if not probed:
        return []
    text = ", ".join(f"{method} {bad}/{total}" for method, (bad, total) in probed.items())
    return [
        "- Figures timed while the machine's threads shared a core (the canary's parallel "
        f"speedup below 75% of its best, after waiting up to the timing's settle_s): {text}"
    ]


def _load(values: list | None) -> str:
    return "/".join(f"{v:.2f}" for v in values) if values else "?"


def report_markdown(
    results: dict, summary: dict, name: str, images: dict[str, Path], notes: list[str]
) -> str:
    """report.md of the run `name`: its settings and machine, the geometric means, the
    targets, the plots (`images`, or the `notes` saying why one is missing), the failures
    and every benchmark's table."""
    config = results.get("config", {})
    machine = results.get("machine", {})
    agent = results.get("agent")
    timings = results.get("timings", {})
    n = len(results["benchmarks"])
    lines = [
        f"# Evaluation {name}",
        "",
        f"- suite `{results.get('suite')}`"
        f"{' split ' + str(config['split']) if config.get('split') else ''}: {n} benchmark"
        f"{'s' if n != 1 else ''}; created {results.get('created')}",
        (
            f"- agent: `{agent.get('checkpoint')}` (iteration {agent.get('iteration')}, "
            f"{agent.get('training_measurements')} training measurements), one greedy pass, "
            "no measurement while it chooses"
            if agent
            else "- agent: not evaluated in this run"
        ),
        f"- every method with {config.get('threads')} thread(s); MLIR timings: "
        f"{_timing_text(config.get('timing') or {})}",
        *(
            [
                f"- the untransformed, one-pass, expert and framework figures are each the "
                f"median of {config['rounds']} rounds spread over the run; the searches' "
                "figures the median of the best schedule's own timing and its re-timings "
                "in the later rounds"
            ]
            if (config.get("rounds") or 1) > 1
            else []
        ),
        *_search_budget_lines(config),
        f"- machine: {machine.get('cpu')} ({machine.get('available_cores')} cores available, "
        f"{', '.join(machine.get('vector_features') or [])}), MLIR {machine.get('mlir')}, "
        f"torch {(machine.get('versions') or {}).get('torch')}, "
        f"jax {(machine.get('versions') or {}).get('jax')}; load average "
        f"{_load(machine.get('load_average_start'))} at the start, "
        f"{_load(machine.get('load_average_end'))} at the end",
        *_load_warning(machine),
        *_parallel_state_line(results),
        *repeated_schedule_lines(results),
        *blas_line(results),
        *peak_lines(results),
        "",
        "Speedup = the untransformed program's median time (T0, the median of its medians "
        "timed in this run) / the method's median time. MLIR schedules are verified against "
        "the untransformed program on seeded random inputs (`measure()`; where they differ "
        "beyond 1e-4, against the program in float64: no further from it than the "
        "untransformed program is); PyTorch, JAX, "
        "numpy, torch.compile and the untransformed program against a float64 numpy/PyTorch "
        "reference on the same inputs. References run at their best: numpy without the "
        "OpenBLAS handicap variables, PyTorch eager and torch.compile on convolutions and "
        "pooling in the faster of NCHW and channels_last (converted before timing; `layout` "
        "in the notes), compile times "
        "excluded. `paired` is measure()'s own ratio (untransformed timed right before the "
        "schedule).",
        "",
        "## Geometric-mean speedup",
        "",
        "Over the benchmarks where the method's result is verified (verified/with a result); "
        "failures are not counted as 1x, they are listed below.",
        "",
        *summary_table(results, summary),
        "",
        *_target_section(results),
        "## Plots",
        "",
    ]
    for name, path in images.items():
        lines += [f"![{name}]({path.name})", ""]
    for note in notes:
        lines += [f"- {note}", ""]
    lines += ["## Failures", ""]
    if summary["failures"]:
        lines += ["| benchmark | method | kind | reason |", "|---|---|---|---|"]
        for failure in summary["failures"]:
            lines.append(
                f"| {failure['benchmark']} | {label(failure['method'], results)} | "
                f"{failure['kind']} | {_cell(failure['reason'])[:500]} |"
            )
    else:
        lines.append("None: every method's result on every benchmark is verified.")
    lines += ["", "## Per benchmark", ""]
    for benchmark in results["benchmarks"]:
        lines += benchmark_section(results, benchmark)
    lines += ["## Run", ""]
    if timings:
        lines.append(
            "Phases (s): "
            + ", ".join(f"{k.removesuffix('_s')} {v:.1f}" for k, v in timings.items())
        )
        lines.append("")
    lines += ["```json", json.dumps(config, indent=1), "```", ""]
    return "\n".join(lines)
