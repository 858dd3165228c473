"""Every eval convolution packed into the vector lanes, against PyTorch's best layout.

    python benchmarks/bench_conv.py [--threads 2] [--split eval] [--only NAME ...]
        [--json out.json] [--strict]

For each `conv_2d_nchw_fchw` of the suite's split, in one run and with the same thread
count for everything, it measures:
- PyTorch eager, the faster of NCHW and channels_last (layout conversion not timed, output
  checked against the float64 reference), in its own process like every reference;
- the `Pack` step the agent's action takes (sizes from `search.pack_rule`), via
  `measure()`: applied, compiled, verified against the untransformed program, timed;
- the best of the rule's neighbours (`pack_rule.pack_variants`), each verified:
  a search over a handful of schedules, not a tuning by hand per shape.

It prints GFLOP/s, the ratio to PyTorch, and the percent of the machine's FMA limit
(`benchmarks/peak.py`). With --strict the exit status is 1 when any convolution's best
verified schedule is below 0.8x PyTorch (the evaluation's target); it is 1 anyway on a wrong
result. Run it on an otherwise idle machine: figures are medians of several timed runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from evaluation.references.harness import machine_peak, run_baselines  # noqa: E402
from evaluation.suites import load_suite  # noqa: E402
from rl_autoscheduler.atomic_files import atomic_write_text  # noqa: E402
from rl_autoscheduler.ir.schedule import Schedule  # noqa: E402
from rl_autoscheduler.measurement.measure import Measurement, measure  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions  # noqa: E402
from rl_autoscheduler.search.pack_rule import pack_variants  # noqa: E402

TARGET = 0.8


def _gflops(result: Measurement | None) -> float:
    return result.gflops if result is not None and result.correct else 0.0


def _ratio(gflops: float, reference: float) -> float:
    return gflops / reference if reference else float("nan")


def bench_one(benchmark, timing: TimingOptions) -> dict:
    program = benchmark.program
    nest = max(program.ops, key=lambda op: op.iterations)
    reference = run_baselines(benchmark.spec(), timing.threads, timing, ("pytorch",))["pytorch"]
    torch_gflops = program.flops() / reference["time_s"] / 1e9 if reference.get("ok") else 0.0
    results = []
    for step in pack_variants(nest):
        result = measure(program, Schedule([step]), timing)
        results.append((step, result))
    if not results:
        return {"name": benchmark.name, "error": "no Pack step applies"}
    rule_step, rule = results[0]
    best_step, best = max(results, key=lambda pair: _gflops(pair[1]))
    wrong = [r.error for _, r in results if r.failure_kind == "wrong_result"]
    return {
        "name": benchmark.name,
        "pytorch_gflops": torch_gflops,
        "pytorch_layout": reference.get("layout"),
        "pytorch_error": None if reference.get("ok") else reference.get("error"),
        "rule_gflops": _gflops(rule),
        "rule_step": rule_step.to_json(),
        "rule_error": rule.error,
        "best_gflops": _gflops(best),
        "best_step": best_step.to_json(),
        "candidates": len(results),
        "wrong_results": wrong,
        "untransformed_gflops": rule.baseline_gflops,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default=str(ROOT / "benchmarks" / "single_ops"))
    parser.add_argument("--split", default="eval")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--strict", action="store_true")
    parser.add_argument("--only", nargs="*", default=None, help="benchmark names to run")
    args = parser.parse_args(argv)

    timing = TimingOptions(threads=args.threads, repeat=args.repeat, min_repeat=5, budget_s=2.0)
    benchmarks = [b for b in load_suite(args.suite, args.split) if b.kind == "conv_2d_nchw_fchw"]
    if args.only:
        benchmarks = [b for b in benchmarks if b.name in args.only]
    peak = machine_peak(args.threads)
    fma = (peak.get("fma") or {}).get("gflops", {}).get(str(args.threads))
    rows = []
    header = (
        f"{'convolution':34} {'PyTorch':>14} {'rule':>7} {'x':>5} {'best':>7} {'x':>5} {'%peak':>6}"
    )
    print(header)
    for benchmark in benchmarks:
        row = bench_one(benchmark, timing)
        rows.append(row)
        torch = row.get("pytorch_gflops") or 0.0
        rule, best = row.get("rule_gflops", 0.0), row.get("best_gflops", 0.0)
        percent = f"{100 * best / fma:5.1f}%" if fma else "   n/a"
        print(
            f"{row['name']:34} {torch:7.1f} {str(row.get('pytorch_layout'))[:6]:>6}"
            f" {rule:7.1f} {_ratio(rule, torch):5.2f}"
            f" {best:7.1f} {_ratio(best, torch):5.2f} {percent}",
            flush=True,
        )
    met = [
        r
        for r in rows
        if r.get("pytorch_gflops") and r["best_gflops"] >= TARGET * r["pytorch_gflops"]
    ]
    rule_met = [
        r
        for r in rows
        if r.get("pytorch_gflops") and r["rule_gflops"] >= TARGET * r["pytorch_gflops"]
    ]
    print(
        f"\n{len(met)}/{len(rows)} convolutions at >= {TARGET}x PyTorch's best layout with the "
        f"best of the rule's neighbours; {len(rule_met)}/{len(rows)} with the rule's one step "
        f"(FMA limit {fma and round(fma)} GFLOP/s at {args.threads} threads)"
    )
    if args.json:
        record = {"threads": args.threads, "peak_fma_gflops": fma, "rows": rows}
        atomic_write_text(args.json, json.dumps(record, indent=2))
    if any(r.get("wrong_results") for r in rows):
        print("error: a schedule gave a wrong result", file=sys.stderr)
        return 1
    return 1 if args.strict and len(met) < len(rows) else 0


if __name__ == "__main__":
    sys.exit(main())
