"""PNG plots of an evaluation run (matplotlib, Agg backend), each written atomically.

- `speedup_by_kind.png`: geometric-mean speedup per op kind, one bar per method;
- `geomean_by_method.png`: the overall geometric mean of every method;
- `speedup_per_benchmark.png`: every method's speedup on every benchmark (failures
  marked with a red x at 1x);
- `training_curves.png`: loss, entropy, episode return (and the training speedup)
  per iteration, from the checkpoint run's metrics.

Speedup axes are logarithmic, with 1x (the untransformed program) drawn.
"""

from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from evaluation.results import OVERALL, MethodResult, label
from rl_autoscheduler.atomic_files import atomic_write_bytes

COLORS = {
    "untransformed": "#9e9e9e",
    "agent": "#d62728",
    "agent_trials": "#ff9896",
    "pytorch": "#1f77b4",
    "jax": "#17becf",
    "numpy": "#8c564b",
    "torch_compile": "#e377c2",
    "random_search": "#ff7f0e",
    "greedy_search": "#2ca02c",
    "expert": "#9467bd",
}
CURVES = (
    ("loss", "loss"),
    ("entropy", "entropy"),
    ("episode_return", "episode return (reward)"),
    ("train_geomean_speedup", "training geomean speedup"),
)


def _save(figure, path: Path) -> Path:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110, bbox_inches="tight")
    plt.close(figure)
    atomic_write_bytes(path, buffer.getvalue())
    return path


def _unit_line(axis, horizontal: bool = True) -> None:
    (axis.axhline if horizontal else axis.axvline)(1.0, color="black", linewidth=0.8)


def speedup_by_kind(results: dict, summary: dict, path: Path) -> Path:
    groups = [*summary["kinds"], OVERALL]
    methods = results["methods"]
    width = 0.8 / max(len(methods), 1)
    figure, axis = plt.subplots(figsize=(max(6.0, 1.4 * len(groups) + 2), 4.5))
    for m, method in enumerate(methods):
        xs, ys = [], []
        for g, group in enumerate(groups):
            value = summary["geomean"][method][group]
            if value is not None:
                xs.append(g - 0.4 + width * (m + 0.5))
                ys.append(value)
        if xs:
            axis.bar(xs, ys, width, label=label(method, results), color=COLORS.get(method))
    axis.set_xticks(range(len(groups)), groups, rotation=20, ha="right")
    axis.set_yscale("log")
    _unit_line(axis)
    axis.set_ylabel("geometric-mean speedup over untransformed")
    axis.set_title("Speedup by op kind (verified results)")
    axis.legend(fontsize=8, ncols=2)
    axis.grid(axis="y", which="both", alpha=0.3)
    return _save(figure, path)


def geomean_by_method(results: dict, summary: dict, path: Path) -> Path:
    methods = results["methods"]
    values = [summary["geomean"][m][OVERALL] for m in methods]
    figure, axis = plt.subplots(figsize=(7.0, 4.0))
    positions = range(len(methods))
    bars = axis.bar(
        positions,
        [v if v is not None else 0 for v in values],
        color=[COLORS.get(m, "gray") for m in methods],
    )
    for bar, value, method in zip(bars, values, methods, strict=True):
        verified, available = summary["counts"][method][OVERALL]
        text = ("n/a" if not available else "none") if value is None else f"{value:.2f}x"
        axis.annotate(
            f"{text}\n{verified}/{available}",
            (bar.get_x() + bar.get_width() / 2, value or 1.0),
            ha="center",
            va="bottom",
            fontsize=8,
        )
    axis.set_xticks(positions, [label(m, results) for m in methods], rotation=25, ha="right")
    axis.set_yscale("log")
    shown = [v for v in values if v is not None] or [1.0]
    axis.set_ylim(min(min(shown), 1.0) / 1.5, max(max(shown), 1.0) * 3.0)  # room for the labels
    _unit_line(axis)
    axis.set_ylabel("geometric-mean speedup")
    axis.set_title("Geometric-mean speedup of every method (verified/with a result)")
    axis.grid(axis="y", which="both", alpha=0.3)
    return _save(figure, path)


def speedup_per_benchmark(results: dict, path: Path) -> Path:
    benchmarks = results["benchmarks"]
    methods = [m for m in results["methods"] if m != "untransformed"]
    height = 0.8 / max(len(methods), 1)
    figure, axis = plt.subplots(figsize=(8.0, max(3.0, 0.32 * len(benchmarks) * len(methods) / 3)))
    failed_label = True
    for m, method in enumerate(methods):
        ys, xs, fy = [], [], []
        for b, benchmark in enumerate(benchmarks):
            found = benchmark["results"].get(method)
            row = None if found is None else MethodResult.from_json(found, method)
            y = b - 0.4 + height * (m + 0.5)
            value = None if row is None else row.verified_speedup()
            if value is not None:
                ys.append(y)
                xs.append(value)
            elif row is not None and row.available:
                fy.append(y)
        if xs:
            axis.barh(ys, xs, height, label=label(method, results), color=COLORS.get(method))
        if fy:
            axis.scatter(
                [1.0] * len(fy),
                fy,
                marker="x",
                color="red",
                s=18,
                label="failed / unverified" if failed_label else None,
                zorder=3,
            )
            failed_label = False
    axis.set_yticks(range(len(benchmarks)), [b["name"] for b in benchmarks], fontsize=7)
    axis.invert_yaxis()
    axis.set_xscale("log")
    _unit_line(axis, horizontal=False)
    axis.set_xlabel("speedup over the untransformed program")
    axis.set_title("Speedup per benchmark")
    axis.legend(fontsize=7, loc="lower right")
    axis.grid(axis="x", which="both", alpha=0.3)
    return _save(figure, path)


def training_curves(results: dict, path: Path) -> Path | str:
    training = results.get("training") or {}
    rows = training.get("rows") or []
    if not rows:
        from rl_autoscheduler.agent.tracking import read_metrics

        metrics = training.get("metrics_path")
        rows = read_metrics(metrics) if metrics else []
    if not rows:
        where = training.get("metrics_path") or "the checkpoint's run directory"
        return f"training curves skipped: no training metrics ({where} has none)"
    curves = [(key, title) for key, title in CURVES if any(key in row for row in rows)]
    figure, axes = plt.subplots(1, len(curves), figsize=(3.6 * len(curves), 3.2), squeeze=False)
    for axis, (key, title) in zip(axes[0], curves, strict=True):
        points = [(row["iteration"], row[key]) for row in rows if row.get(key) is not None]
        axis.plot([p[0] for p in points], [p[1] for p in points], marker=".", linewidth=1)
        axis.set_title(title, fontsize=10)
        axis.set_xlabel("iteration")
        axis.grid(alpha=0.3)
    figure.tight_layout()
    figure.suptitle(
        f"Training of {results.get('agent', {}).get('checkpoint', 'the agent')}",
        fontsize=10,
        y=1.04,
    )
    return _save(figure, path)


def make_all(results: dict, summary: dict, out: Path) -> dict[str, Path | str]:
    """Every plot; a plot that cannot be drawn is a note (str) instead of a path."""
    made: dict[str, Path | str] = {}
    made["speedup by op kind"] = speedup_by_kind(results, summary, out / "speedup_by_kind.png")
    made["geometric means across methods"] = geomean_by_method(
        results, summary, out / "geomean_by_method.png"
    )
    made["speedup per benchmark"] = speedup_per_benchmark(
        results, out / "speedup_per_benchmark.png"
    )
    made["training curves"] = training_curves(results, out / "training_curves.png")
    return made
