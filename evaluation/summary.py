"""The figures of an evaluation run, read back from results.json: the geometric-mean
speedup per method and op kind, the failures with their reasons, and the console summary.

Geometric means are over the benchmarks where a method's result is verified; each count
says how many that is (`k/n`). A method that failed on a benchmark is not counted as 1x:
its failure is listed instead.
"""

from __future__ import annotations

from evaluation.results import OVERALL, MethodResult, label
from evaluation.suites import KIND_ORDER
from evaluation.targets import evaluate_targets
from rl_autoscheduler.measurement.measure import geometric_mean


def kinds_of(results: dict) -> list[str]:
    present = {b["kind"] for b in results["benchmarks"]}
    ordered = [k for k in KIND_ORDER if k in present]
    return ordered + sorted(present - set(ordered))


def row_of(benchmark: dict, method: str) -> MethodResult | None:
    """A benchmark's result for `method` from results.json, typed; None if none recorded."""
    row = benchmark["results"].get(method)
    return None if row is None else MethodResult.from_json(row, method)


def summarize(results: dict) -> dict:
    """Per method: geometric-mean speedup per kind and overall, with verified/available counts."""
    kinds = kinds_of(results)
    summary: dict = {"kinds": kinds, "geomean": {}, "counts": {}, "failures": failures(results)}
    for method in results["methods"]:
        means, counts = {}, {}
        for kind in [*kinds, OVERALL]:
            rows = [
                row_of(b, method)
                for b in results["benchmarks"]
                if kind == OVERALL or b["kind"] == kind
            ]
            available = [r for r in rows if r is not None and r.available]
            speedups = [s for s in (r.verified_speedup() for r in available) if s is not None]
            means[kind] = geometric_mean(speedups)
            counts[kind] = [len(speedups), len(available)]
        summary["geomean"][method] = means
        summary["counts"][method] = counts
    return summary


def failures(results: dict) -> list[dict]:
    """Every available result that is not verified, with its reason."""
    found = []
    for benchmark in results["benchmarks"]:
        for method in results["methods"]:
            row = row_of(benchmark, method)
            if row is None:
                found.append(
                    {
                        "benchmark": benchmark["name"],
                        "method": method,
                        "kind": "missing",
                        "reason": "no result was recorded",
                    }
                )
            elif row.available and not (row.ok and row.verified):
                found.append(
                    {
                        "benchmark": benchmark["name"],
                        "method": method,
                        "kind": row.failure_kind or "unverified",
                        "reason": row.error or row.note or "not verified",
                    }
                )
    return found


def speedup_text(value: float | None) -> str:
    return "—" if value is None else f"{value:.2f}x"


def ms_text(value: float | None) -> str:
    """Seconds as milliseconds, with three decimals below 0.1 s."""
    if value is None:
        return "—"
    return f"{value * 1e3:.3f}" if value < 0.1 else f"{value * 1e3:.1f}"


def geomean_cells(summary: dict, method: str, counts: str) -> list[str]:
    """`method`'s geometric-mean speedup per kind and overall, each followed by its
    verified/available counts written as `counts` ("{verified}/{available}", with or
    without brackets); "n/a" where no benchmark of the kind has a result."""
    cells = []
    for kind in [*summary["kinds"], OVERALL]:
        verified, available = summary["counts"][method][kind]
        mean = summary["geomean"][method][kind]
        count = counts.format(verified=verified, available=available)
        cells.append(f"{speedup_text(mean)} {count}" if available else "n/a")
    return cells


def summary_text(results: dict, summary: dict) -> str:
    kinds = summary["kinds"]
    width = max(len(label(m, results)) for m in results["methods"]) + 2
    lines = [f"{'geomean speedup':{width}}" + "".join(f"{k[:14]:>16}" for k in [*kinds, OVERALL])]
    for method in results["methods"]:
        cells = geomean_cells(summary, method, "{verified}/{available}")
        lines.append(f"{label(method, results):{width}}" + "".join(f"{c:>16}" for c in cells))
    for target in evaluate_targets(results):
        met = "met" if target.met else "MISSED"
        lines.append(f"target {target.text}: {target.measured} ({met})")
    count = len(summary["failures"])
    lines.append(f"{count} failure{'s' if count != 1 else ''} (see report.md)")
    return "\n".join(lines)
