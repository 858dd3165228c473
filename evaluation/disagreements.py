"""Timings of one run that disagree with each other: the same schedule timed by several
methods. The same compiled kernel timed twice should agree; when it does not, a process
outside the run took a core during one of the timings, and the report says so.
"""

from __future__ import annotations

import json

from evaluation.results import label
from evaluation.summary import ms_text, row_of

REPEAT_DISAGREEMENT = 1.5
"""Two timings of one schedule in one run further apart than this were disturbed."""


def repeated_schedule_disagreements(results: dict) -> tuple[int, list[dict]]:
    """Benchmarks where several methods measured the same schedule (the agent's one pass
    is often its first trial, a search often finds the template's schedule): how many,
    and those whose figures differ by more than REPEAT_DISAGREEMENT. The same compiled
    kernel timed twice should agree; when it does not, a process outside the run took a
    core during one of the timings (a 2-thread kernel whose second thread is descheduled
    waits at every barrier), and every figure timed then is suspect."""
    compared, disagreements = 0, []
    for benchmark in results["benchmarks"]:
        timed: dict[str, list[tuple[str, float]]] = {}
        for method in results["methods"]:
            row = row_of(benchmark, method)
            if row is None or not row.schedule or not row.time_s or not row.verified:
                continue
            key = json.dumps(row.schedule, sort_keys=True)
            timed.setdefault(key, []).append((method, row.time_s))
        repeated = [times for times in timed.values() if len(times) > 1]
        compared += bool(repeated)
        for times in repeated:
            fastest, slowest = min(times, key=lambda t: t[1]), max(times, key=lambda t: t[1])
            if slowest[1] > REPEAT_DISAGREEMENT * fastest[1]:
                disagreements.append({"benchmark": benchmark["name"], "times_s": dict(times)})
    return compared, disagreements


def repeated_schedule_lines(results: dict) -> list[str]:
    """The report's line on repeated schedules, naming those that disagree."""
    compared, disagreements = repeated_schedule_disagreements(results)
    if not compared:
        return []
    line = (
        f"- The same schedule timed by several methods (on {compared} benchmark"
        f"{'s' if compared != 1 else ''}): "
        f"{len(disagreements)} disagree by more than {REPEAT_DISAGREEMENT}x"
    )
    if disagreements:
        shown = "; ".join(
            f"{d['benchmark']} ("
            + ", ".join(f"{label(m, results)} {ms_text(t)} ms" for m, t in d["times_s"].items())
            + ")"
            for d in disagreements[:8]
        )
        line += f" — **the machine was disturbed during some timings**: {shown}" + (
            "; ..." if len(disagreements) > 8 else ""
        )
    return [line]
