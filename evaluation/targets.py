"""The agent against the targets it is held to, computed from one run's results.json.

The targets (`SINGLE_OP_TARGETS`, `NETWORK_TARGETS`: what a strong agent out of the box
must reach) compare methods measured in the same run, so each is a ratio of two methods on
the same benchmarks: the geometric mean, over the benchmarks where both results are
verified, of the per-benchmark ratio of their speedups. Comparing the two methods' own
geometric means instead would let a failure of one method on a hard benchmark move the
ratio. A target whose methods this run skipped is left out rather than shown as missed:
the report says what was measured, nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass

from evaluation.limits import (
    BANDWIDTH_KINDS,
    BANDWIDTH_SHARE,
    CONTRACTION_GFLOP,
    CONTRACTION_KINDS,
    FMA_SHARE,
    ShareOfLimit,
    exceeds_cache,
    last_level_cache_bytes,
    machine_limits,
    share_of_limit,
)
from evaluation.results import MethodResult, label, verified_speedup
from rl_autoscheduler.measurement.measure import geometric_mean

NETWORK_KIND = "network"


@dataclass(frozen=True)
class Target:
    """`method`'s speedup must be at least `at_least` times `reference`'s."""

    method: str
    reference: str
    at_least: float


SINGLE_OP_TARGETS = (
    Target("agent", "pytorch", 1.0),
    Target("agent", "random_search", 1.0),
    Target("agent_trials", "greedy_search", 1.0),
)
NETWORK_TARGETS = (Target("agent", "pytorch", 0.5),)


@dataclass(frozen=True)
class TargetResult:
    text: str
    measured: str
    met: bool


def ratio_over_common(results: dict, method: str, reference: str) -> tuple[float | None, int]:
    """The geometric mean of method/reference speedups over the benchmarks where both are
    verified, and how many benchmarks that is."""
    ratios = []
    for benchmark in results["benchmarks"]:
        rows = benchmark["results"]
        ours, theirs = verified_speedup(rows.get(method)), verified_speedup(rows.get(reference))
        if ours and theirs:
            ratios.append(ours / theirs)
    return geometric_mean(ratios), len(ratios)


def _regressions(results: dict) -> TargetResult | None:
    """The one-pass agent never slower than the untransformed program; a failed or
    unverified one-pass result counts too, since it is not a program a user can run."""
    rows = [b["results"].get("agent") for b in results["benchmarks"]]
    rows = [row for row in rows if row is not None and row.get("available", True)]
    if not rows:
        return None
    speedups = [verified_speedup(row) for row in rows]
    slower = sum(1 for s in speedups if s is not None and s < 1.0)
    failed = sum(1 for s in speedups if s is None)
    slowest = min((s for s in speedups if s is not None), default=None)
    measured = f"{slower} slower, {failed} failed of {len(rows)}"
    if slowest is not None:
        measured += f"; slowest {slowest:.2f}x"
    return TargetResult(
        f"{label('agent', results)} slower than the untransformed program on 0 benchmarks",
        measured,
        slower == 0 and failed == 0,
    )


def evaluate_targets(results: dict) -> list[TargetResult]:
    """Every target this run measured both sides of, in the order they are listed."""
    methods = set(results.get("methods") or [])
    networks = any(b.get("kind") == NETWORK_KIND for b in results["benchmarks"])
    found = []
    for target in NETWORK_TARGETS if networks else SINGLE_OP_TARGETS:
        if not {target.method, target.reference} <= methods:
            continue
        ratio, count = ratio_over_common(results, target.method, target.reference)
        text = (
            f"{label(target.method, results)} >= {target.at_least:g}x "
            f"{label(target.reference, results)}"
        )
        if ratio is None:
            found.append(TargetResult(text, "no benchmark with both verified", False))
            continue
        measured = f"{ratio:.2f}x over {count} benchmark{'s' if count != 1 else ''}"
        found.append(TargetResult(text, measured, ratio >= target.at_least))
    if "agent" in methods and (regressions := _regressions(results)) is not None:
        found.append(regressions)
    if "agent" in methods and not networks:
        found += limit_targets(results, "agent", label("agent", results))
    return found


def limit_targets(results: dict, method: str, method_label: str) -> list[TargetResult]:
    """`method` against the issue's limits, on the benchmarks they concern: bandwidth-bound
    programs whose buffers exceed the last-level cache at BANDWIDTH_SHARE of the triad,
    contractions of at least CONTRACTION_GFLOP at FMA_SHARE of the FMA limit. A failed
    result on such a benchmark misses its target; a run with none of them says nothing."""
    if not last_level_cache_bytes(results) or None in machine_limits(results):
        return []
    beyond_cache, contractions = [], []
    for benchmark in results["benchmarks"]:
        row = benchmark["results"].get(method)
        if row is None or not row.get("available", True):
            continue
        kind = benchmark.get("kind")
        share = share_of_limit(results, benchmark, MethodResult.from_json(row))
        if kind in BANDWIDTH_KINDS and exceeds_cache(results, benchmark):
            beyond_cache.append((benchmark["name"], share))
        elif kind in CONTRACTION_KINDS and (benchmark.get("flops") or 0) >= CONTRACTION_GFLOP * 1e9:
            contractions.append((benchmark["name"], share))
    found = []
    if beyond_cache:
        found.append(
            _limit_target(
                f"{method_label} >= {BANDWIDTH_SHARE:.0%} of the triad bandwidth on "
                "bandwidth-bound programs beyond the last-level cache",
                beyond_cache,
                BANDWIDTH_SHARE,
            )
        )
    if contractions:
        found.append(
            _limit_target(
                f"{method_label} >= {FMA_SHARE:.0%} of the FMA limit on contractions of "
                f">= {CONTRACTION_GFLOP:g} GFLOP",
                contractions,
                FMA_SHARE,
            )
        )
    return found


def _limit_target(
    text: str, shares: list[tuple[str, ShareOfLimit | None]], at_least: float
) -> TargetResult:
    """Every benchmark at `at_least` of its limit; the measurement names the lowest."""
    reached = [(name, share.percent) for name, share in shares if share is not None]
    failed = len(shares) - len(reached)
    meeting = sum(1 for _, percent in reached if percent >= 100 * at_least)
    measured = f"{meeting} of {len(shares)} at or above"
    if reached:
        name, percent = min(reached, key=lambda item: item[1])
        measured += f"; lowest {percent:.0f}% ({name})"
    if failed:
        measured += f"; {failed} failed"
    return TargetResult(text, measured, meeting == len(shares))


def target_table(results: dict) -> list[str]:
    """Markdown lines: one row per target, or nothing when the run measured none."""
    found = evaluate_targets(results)
    if not found:
        return []
    lines = ["| target | measured | met |", "|---|---|---|"]
    for result in found:
        lines.append(f"| {result.text} | {result.measured} | {'yes' if result.met else 'no'} |")
    return lines
