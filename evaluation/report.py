"""The report of an evaluation run: report.md and PNG plots, from results.json alone.

    python -m evaluation.report results/<run>/results.json

writes, beside results.json (each file atomically): `report.md` (the
geometric-mean speedup per op kind and overall for every method, a table per
benchmark, the failures with their reasons, the settings and the machine) and the
plots `speedup_by_kind.png`, `geomean_by_method.png`, `speedup_per_benchmark.png`
and `training_curves.png` (loss, entropy, reward from the checkpoint run's
metrics; skipped with a note when there are none), and `report.html`: report.md
rendered by the `markdown` package with the plots embedded, one self-contained page.

Geometric means are over the benchmarks where a method's result is verified; each
cell says how many that is (`k/n`). A method that failed on a benchmark is not
counted as 1x: its failure is listed instead.

The parts, one job each: `summary` (the figures and the console summary),
`report_markdown` (report.md), `report_html` (the page), `disagreements` (the same
schedule timed apart), `report_mlflow` (the run in MLflow) and `plots`.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from evaluation.report_html import render_html
from evaluation.report_markdown import report_markdown
from evaluation.summary import summarize, summary_text
from rl_autoscheduler.atomic_files import atomic_write_text


@dataclass
class Report:
    markdown: str
    plots: dict[str, Path]
    notes: list[str]
    summary_text: str


def build_report(results_path: str | Path) -> Report:
    """Writes report.md, report.html and the plots beside `results_path`; returns what it
    wrote."""
    from evaluation import plots

    results_path = Path(results_path)
    results = json.loads(results_path.read_text())
    out = results_path.parent
    summary = summarize(results)
    written = plots.make_all(results, summary, out)
    notes = [note for note in written.values() if isinstance(note, str)]
    images = {name: path for name, path in written.items() if isinstance(path, Path)}
    name = results.get("run") or out.name
    markdown = report_markdown(results, summary, name, images, notes)
    atomic_write_text(out / "report.md", markdown)
    atomic_write_text(out / "report.html", render_html(markdown, out, f"Evaluation {name}"))
    return Report(markdown, images, notes, summary_text(results, summary))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m evaluation.report", description=__doc__.splitlines()[0]
    )
    parser.add_argument("results", help="results/<run>/results.json")
    args = parser.parse_args(argv)
    try:
        report = build_report(args.results)
    except (OSError, json.JSONDecodeError, KeyError) as error:
        print(
            f"evaluation.report: cannot build the report of {args.results}: {error}",
            file=sys.stderr,
        )
        return 2
    print(report.summary_text)
    folder = Path(args.results).parent
    print(f"\nreport: {folder / 'report.md'} ({folder / 'report.html'} with the plots)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
