"""A result against the machine's limits, from one run's results.json: which limit bounds
each op kind, the run's own measurement of it (`benchmarks/peak.py`, recorded in
machine.peak), and the targets stated in those terms.

A speedup over PyTorch says how far ahead of a reference a schedule is; a share of the
FMA limit or of the triad bandwidth says how much room is left, which is what a reader
needs to judge whether a kind is finished. The report's "% of peak" column and the
limit targets both read from here, so the two cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from evaluation.results import MethodResult

COMPUTE_KINDS = (
    "matmul",
    "batch_matmul",
    "matmul_transpose_b",
    "contraction",
    "conv_2d_nchw_fchw",
    "conv_nhwc",
)
"""Kinds judged against the FMA limit."""

CONTRACTION_KINDS = ("matmul", "batch_matmul", "matmul_transpose_b", "contraction")
"""The kinds the contraction target holds to the FMA limit (convolutions are judged by
their speedups: a narrow-channel conv cannot fill the registers)."""

BANDWIDTH_KINDS = (
    "add",
    "relu",
    "elementwise",
    "gelu",
    "pooling_nchw_max",
    "pooling",
    "reduction",
    "transpose",
    "softmax",
    "layernorm",
    "rmsnorm",
    "groupnorm",
    "batchnorm",
)
"""Kinds judged against the memory bandwidth: every argument buffer read or written once,
as the triad counts, so a program that reads its input twice shows under 100%."""

BANDWIDTH_SHARE = 0.70
"""The bandwidth-bound kinds' target beyond the last-level cache: this share of the run's
triad (issue #35)."""

FMA_SHARE = 0.70
"""The contractions' target from CONTRACTION_GFLOP up: this share of the FMA limit."""

CONTRACTION_GFLOP = 0.5


def machine_limits(results: dict) -> tuple[float | None, float | None]:
    """(FMA GFLOP/s, bandwidth GB/s) for the run's thread count, from the peak the run
    recorded (machine.peak, `benchmarks/peak.py`); None where it is missing."""
    peak = (results.get("machine") or {}).get("peak") or {}
    threads = str((results.get("config") or {}).get("threads") or peak.get("threads") or 1)
    fma, bandwidth = peak.get("fma") or {}, peak.get("bandwidth") or {}
    gflops = (fma.get("gflops") or {}).get(threads)
    if gflops is None and fma.get("gflops_per_core"):
        gflops = fma["gflops_per_core"] * int(threads)  # FMA units are per core
    measured = bandwidth.get("gbs") or {}
    gbs = measured.get(threads) or (measured[max(measured, key=int)] if measured else None)
    return gflops, gbs


@dataclass(frozen=True)
class ShareOfLimit:
    """A verified result's speed as a percent of the limit that bounds its kind."""

    percent: float
    limit: str
    """"FMA" or "BW"."""
    in_cache: bool = False
    """Bandwidth only: every buffer fits the last-level cache, so DRAM does not bound it
    and more than 100% is possible."""


def share_of_limit(results: dict, benchmark: dict, row: MethodResult) -> ShareOfLimit | None:
    """`row`'s share of its kind's limit; None for an unverified row, a kind no limit
    bounds, or a run without a peak."""
    time_s = row.time_s
    if not (row.ok and row.verified) or not time_s or time_s <= 0:
        return None
    gflops_limit, gbs_limit = machine_limits(results)
    kind = benchmark.get("kind")
    if kind in COMPUTE_KINDS and gflops_limit and row.gflops is not None:
        return ShareOfLimit(100 * row.gflops / gflops_limit, "FMA")
    moved = moved_bytes(benchmark)
    if kind in BANDWIDTH_KINDS and gbs_limit and moved:
        percent = 100 * moved / time_s / 1e9 / gbs_limit
        return ShareOfLimit(percent, "BW", not exceeds_cache(results, benchmark))
    return None


def moved_bytes(benchmark: dict) -> int | None:
    """Bytes of every argument buffer, once (the reference check records them)."""
    return (benchmark.get("reference_check") or {}).get("bytes")


def exceeds_cache(results: dict, benchmark: dict) -> bool:
    """Whether the benchmark's buffers exceed the last-level cache, so that DRAM bandwidth
    bounds it (False where either size is unknown)."""
    moved = moved_bytes(benchmark)
    return bool(moved) and moved > last_level_cache_bytes(results)


def last_level_cache_bytes(results: dict) -> int:
    peak = (results.get("machine") or {}).get("peak") or {}
    return (peak.get("bandwidth") or {}).get("llc_bytes") or 0
