"""The README's headline table, generated from evaluation results, never typed in.

    python -m evaluation.headline [RESULTS.json ...] [--readme README.md]

One row per op kind of the runs: how many programs, and the agent's one pass against
PyTorch eager (its best layout, or the framework's own op where the suite names it) and,
where the run measured it, against torch.compile: the geometric mean over the kind's
programs of the per-program time ratio, both measured in the same run. Then how many
programs the one pass made slower than the program as written, and the machine line of
the runs. With `--readme`, the table replaces what stands between the README's
`<!-- headline -->` and `<!-- /headline -->` markers, so the README shows what the
committed results say; the whole networks of `--networks` (an `evaluation.neural_nets`
run) replace what stands between `<!-- networks -->` and `<!-- /networks -->`: each
network's one-pass latency beside PyTorch eager's and torch.compile's from the same run.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from evaluation.summary import kinds_of, row_of
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.measurement.measure import geometric_mean

START, END = "<!-- headline -->", "<!-- /headline -->"
NETWORK_MARKERS = ("<!-- networks -->", "<!-- /networks -->")
README_NETWORKS = "docs/results/neural-nets.json"
"""The `evaluation.neural_nets` run whose whole networks the README shows."""
README_RESULTS = ("docs/results/shipped-eval.json", "docs/results/shipped-eval-families.json")
"""The runs the README's table shows (default results): the shipped model's evaluation on
the held-out programs, as `scripts/train_shipped.sh` writes it."""
REFERENCES = (("pytorch", "PyTorch eager"), ("torch_compile", "torch.compile"))


def _ratio(benchmark: dict, method: str, reference: str) -> float | None:
    """reference time / method time, both verified; None when either is missing."""
    ours, theirs = row_of(benchmark, method), row_of(benchmark, reference)
    if ours is None or theirs is None or ours.verified_speedup() is None:
        return None
    if theirs.verified_speedup() is None:
        return None
    return ours.verified_speedup() / theirs.verified_speedup()


def _cell(value: float | None, count: int) -> str:
    return "n/a" if value is None else f"{value:.2f}x ({count})"


def headline_rows(results: dict, method: str = "agent") -> list[list[str]]:
    """Per kind: kind, programs, one row cell per reference, programs made slower."""
    rows = []
    for kind in kinds_of(results):
        members = [b for b in results["benchmarks"] if b["kind"] == kind]
        cells = [f"`{kind}`", str(len(members))]
        for reference, _ in REFERENCES:
            ratios = [r for b in members if (r := _ratio(b, method, reference)) is not None]
            cells.append(_cell(geometric_mean(ratios), len(ratios)))
        slower = sum(
            1
            for b in members
            if (row := row_of(b, method)) is not None
            and (speedup := row.verified_speedup()) is not None
            and speedup < 1.0
        )
        cells.append(str(slower))
        rows.append(cells)
    return rows


def machine_line(results: dict) -> str:
    machine = results.get("machine") or {}
    versions = machine.get("versions") or {}
    return (
        f"Host `{machine.get('cpu', '?')}` ({machine.get('cpu_count', '?')} cores), "
        f"{results.get('config', {}).get('timing', {}).get('threads', '?')} threads, "
        f"MLIR {machine.get('mlir', '?')}, PyTorch {versions.get('torch', '?')}"
    )


def headline_table(runs: Sequence[dict]) -> str:
    header = ["suite", "kind", "programs"] + [f"one pass / {name}" for _, name in REFERENCES]
    lines = [
        "| " + " | ".join([*header, "slower than written"]) + " |",
        "|" + "---|" * (len(header) + 1),
    ]
    for results in runs:
        suite = f"{Path(str(results.get('suite'))).name} ({results['config'].get('split')})"
        lines += ["| " + " | ".join([suite, *row]) + " |" for row in headline_rows(results)]
    return "\n".join(
        [
            *lines,
            "",
            f"{machine_line(runs[0])}. Ratios above 1 are faster than the reference; (n) "
            "counts the programs where both verified.",
        ]
    )


def _milliseconds(benchmark: dict, method: str) -> float | None:
    row = row_of(benchmark, method)
    if row is None or row.verified_speedup() is None or row.time_s is None:
        return None
    return row.time_s * 1e3


def network_table(results: dict, names: Sequence[str] | None = None) -> str:
    """Per network of `names` (default: every one the run holds): the one pass's latency
    and PyTorch eager's and torch.compile's, in ms, with the ratios; then their
    geometric means and the machine line."""
    benchmarks = [
        b
        for b in results["benchmarks"]
        if b["kind"] == "network" and b["name"] in (names or [b["name"]])
    ]
    lines = [
        "| network | one pass (ms) | PyTorch eager (ms) | torch.compile (ms) "
        "| one pass / eager | one pass / torch.compile |",
        "|---|---|---|---|---|---|",
    ]
    ratios: dict[str, list[float]] = {reference: [] for reference, _ in REFERENCES}
    for benchmark in benchmarks:
        times = [_milliseconds(benchmark, m) for m in ("agent", *dict(REFERENCES))]
        cells = [f"`{benchmark['name']}`", *("n/a" if t is None else f"{t:.2f}" for t in times)]
        for reference, _ in REFERENCES:
            ratio = _ratio(benchmark, "agent", reference)
            cells.append("n/a" if ratio is None else f"{ratio:.2f}x")
            if ratio is not None:
                ratios[reference].append(ratio)
        lines.append("| " + " | ".join(cells) + " |")
    means = [geometric_mean(ratios[reference]) for reference, _ in REFERENCES]
    lines.append(
        "| geometric mean | | | | "
        + " | ".join("n/a" if m is None else f"{m:.2f}x" for m in means)
        + " |"
    )
    return "\n".join(
        [
            *lines,
            "",
            f"{machine_line(results)}; each figure the median of "
            f"{results['config'].get('rounds', '?')} rounds of the same run, each network on "
            "its module's own weights, PyTorch eager in its faster layout. Ratios above 1: "
            "the one pass is faster.",
        ]
    )


def replace_block(text: str, table: str, markers: tuple[str, str] = (START, END)) -> str:
    """`text` with the table between the markers (ValueError if they are missing)."""
    start_marker, end_marker = markers
    start, end = text.find(start_marker), text.find(end_marker)
    if start < 0 or end < start:
        raise ValueError(f"the markers {start_marker} and {end_marker} are missing")
    return text[: start + len(start_marker)] + "\n" + table + "\n" + text[end:]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation.headline", description=__doc__)
    parser.add_argument(
        "results",
        nargs="*",
        type=Path,
        default=[Path(path) for path in README_RESULTS],
        help="results.json of evaluation runs (default: the README's, README_RESULTS)",
    )
    parser.add_argument("--readme", type=Path, help="rewrite this file's headline block")
    parser.add_argument(
        "--networks",
        type=Path,
        default=Path(README_NETWORKS),
        help="the evaluation.neural_nets results.json whose whole networks fill the "
        f"{NETWORK_MARKERS[0]} block (default: {README_NETWORKS})",
    )
    args = parser.parse_args(argv)
    try:
        runs = [json.loads(path.read_text()) for path in args.results]
        table = headline_table(runs)
        from data_generation.models import WHOLE_NETWORKS  # torch: only when it is needed

        networks = network_table(json.loads(args.networks.read_text()), WHOLE_NETWORKS)
        if args.readme is None:
            print(table + "\n\n" + networks)
            return 0
        text = replace_block(args.readme.read_text(), table)
        atomic_write_text(args.readme, replace_block(text, networks, NETWORK_MARKERS))
    except (OSError, ValueError, KeyError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"wrote the headline table into {args.readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
