"""An evaluation run in MLflow, beside the training runs, so that the dashboard shows it."""

from __future__ import annotations

import json
from pathlib import Path

from evaluation.summary import summarize


def log_to_mlflow(results_path: str | Path, report) -> str | None:
    """The evaluation as an MLflow run (experiment `evaluation`, same store as training):
    every geometric mean and its verified count as metrics, the settings as params, and
    results.json, report.md, report.html and the plots as artifacts. Returns the run id,
    or None with one warning if MLflow fails."""
    from rl_autoscheduler.agent.tracking import flatten, folder_run_id, log_evaluation

    results_path = Path(results_path)
    results = json.loads(results_path.read_text())
    summary = results.get("summary") or summarize(results)
    metrics: dict[str, float] = {}
    for method, means in summary["geomean"].items():
        for kind, mean in means.items():
            if mean is not None:
                metrics[f"geomean/{method}/{kind}"] = mean
            metrics[f"verified/{method}/{kind}"] = summary["counts"][method][kind][0]
    metrics["failures"] = len(summary["failures"])
    params = flatten(
        {
            "suite": results.get("suite"),
            "checkpoint": (results.get("agent") or {}).get("checkpoint"),
            "config": results.get("config") or {},
        }
    )
    folder = results_path.parent
    files = [results_path, folder / "report.md", folder / "report.html", *report.plots.values()]
    name = results.get("run") or folder.name
    files = [f for f in files if f.is_file()]
    return log_evaluation(name, metrics, params, files, run_id=folder_run_id(folder))
