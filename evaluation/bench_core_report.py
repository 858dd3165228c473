"""What `bench_core.py` makes of its measurements: one result per program, its percent of
the machine's limit, the targets it is held to, and the printed table.

Kept apart from the measuring so that the figures' arithmetic can be read (and changed)
without the timing loop around it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from evaluation.references.harness import handicaps_text, peak_module
from evaluation.references.numpy_refs import blas_text

PEAK = peak_module()
BUSY_CORES = 0.2
"""Warn when other processes used more than this many cores while a program was timed."""
MATMUL_VS_NUMPY = 1.0
CONV_VS_TORCH = 1.2
MAXPOOL_VS_TORCH = 1.0
ADD_PCT_OF_BANDWIDTH = 80.0
COMPILE_LATENCY_S = 0.100


@dataclass
class Result:
    program: str
    reference: str
    flops: int
    schedule: list[dict]
    reference_gflops: float = float("nan")
    untransformed_gflops: float = float("nan")
    expert_gflops: float = float("nan")
    expert_vs_reference: float = float("nan")
    expert_vs_untransformed: float = float("nan")
    compile_latency_s: float = float("nan")
    """Median of apply_schedule + _core.compile over several compiles."""
    compile_latencies_s: list[float] = field(default_factory=list)
    compile_breakdown_s: dict[str, float] = field(default_factory=dict)
    """Median seconds per stage of _core.compile (parse, transform, lower, jit, total)."""
    verified_vs_untransformed: bool = False
    max_rel_error_vs_untransformed: float = float("nan")
    verified_vs_reference: bool = False
    """The expert's output matches the float64 oracle (`evaluation.references.oracle`)."""
    max_rel_error_vs_reference: float = float("nan")
    reference_times_s: list[float] = field(default_factory=list)
    untransformed_times_s: list[float] = field(default_factory=list)
    expert_times_s: list[float] = field(default_factory=list)
    foreign_load_cores: float = float("nan")
    """CPU other processes used while this program was benchmarked, in cores."""
    parallel_states: list[dict] = field(default_factory=list)
    """The machine's state before and after the case (`parallel_state`): a degraded one
    means its threads shared a core for part of the figures."""
    reference_layout: str | None = None
    """The layout whose figure is the reference's (the fastest verified one), if several."""
    reference_layout_gflops: dict[str, float] = field(default_factory=dict)
    bytes: int = 0
    """Bytes of every argument buffer: what one run reads and writes at least."""
    limit: str = ""
    """"fma" or "bandwidth": what the percent of peak divides by."""
    in_cache: bool = False
    """The buffers fit in the last-level cache: more than 100% of DRAM bandwidth is possible."""
    reference_pct_of_peak: float = float("nan")
    expert_pct_of_peak: float = float("nan")
    triad_gbs: float = float("nan")
    """The triad's GB/s measured right after this program (beyond the cache only)."""
    error: str | None = None


# --------------------------------------------------------------------------- percent of peak


def with_bandwidth_of_this_run(
    peak: dict | None, results: list[Result], threads: int
) -> dict | None:
    """`peak` with its bandwidth for the run's threads replaced by the highest triad
    measured right after the programs beyond the cache (a limit: the best the machine
    showed in this run), so that their percent is a ratio of two figures of the same run;
    the file's figure is kept as `file_gbs`."""
    measured = [r.triad_gbs for r in results if math.isfinite(r.triad_gbs)]
    if peak is None or not measured:
        return peak
    bandwidth = dict(peak.get("bandwidth") or {})
    bandwidth["file_gbs"] = bandwidth.get("gbs")
    bandwidth["gbs"] = {**(bandwidth.get("gbs") or {}), str(threads): max(measured)}
    bandwidth["measured_in_this_run"] = measured
    return {**peak, "bandwidth": bandwidth}


def add_percent_of_peak(results: list[Result], peak: dict | None, threads: int) -> None:
    """Fills each result's percent of its limit: GFLOP/s over the FMA GFLOP/s, or GB/s
    (every argument buffer once) over the triad's GB/s."""
    if peak is None:
        return
    gflops_limit, gbs_limit = PEAK.limits(peak, threads)
    llc = (peak.get("bandwidth") or {}).get("llc_bytes") or 0
    for r in results:
        r.in_cache = r.limit == "bandwidth" and r.bytes <= llc
        if r.limit == "fma" and gflops_limit:
            r.reference_pct_of_peak = 100 * r.reference_gflops / gflops_limit
            r.expert_pct_of_peak = 100 * r.expert_gflops / gflops_limit
        elif r.limit == "bandwidth" and gbs_limit and r.flops:
            for name in ("reference", "expert"):
                seconds = r.flops / (getattr(r, f"{name}_gflops") * 1e9)
                setattr(r, f"{name}_pct_of_peak", 100 * r.bytes / seconds / 1e9 / gbs_limit)


# --------------------------------------------------------------------------- targets


@dataclass
class Target:
    name: str
    value: float
    threshold: float
    unit: str
    higher_is_better: bool
    other_load_cores: float
    """The most CPU other processes used while the figures behind it were measured."""

    @property
    def reliable(self) -> bool:
        return not self.other_load_cores > BUSY_CORES

    @property
    def passed(self) -> bool:
        if self.value != self.value:  # NaN: not measured
            return False
        if self.higher_is_better:
            return self.value >= self.threshold
        return self.value <= self.threshold

    def line(self) -> str:
        sign = ">=" if self.higher_is_better else "<="
        verdict = "PASS" if self.passed else "FAIL"
        caveat = (
            ""
            if self.reliable
            else f", UNRELIABLE: other processes used {self.other_load_cores:.2f} cores"
        )
        return (
            f"  {verdict}  {self.name}: {self.value:.3g}{self.unit} "
            f"(target {sign} {self.threshold:g}{self.unit}{caveat})"
        )


TARGETS = (
    ("matmul 1024^3 expert / numpy", "matmul_1024", "expert_vs_reference", MATMUL_VS_NUMPY, "x"),
    (
        "conv2d expert / torch conv2d (best layout)",
        "conv2d_nchw_64x56x56",
        "expert_vs_reference",
        CONV_VS_TORCH,
        "x",
    ),
    (
        "maxpool expert / torch max_pool2d (best layout)",
        "maxpool_nchw_64x112x112",
        "expert_vs_reference",
        MAXPOOL_VS_TORCH,
        "x",
    ),
    (
        "add 4096x4096 (beyond the caches) expert, % of memory bandwidth",
        "add_4096x4096",
        "expert_pct_of_peak",
        ADD_PCT_OF_BANDWIDTH,
        "%",
    ),
    (
        "relu 4096x4096 (beyond the caches) expert, % of memory bandwidth",
        "relu_4096x4096",
        "expert_pct_of_peak",
        ADD_PCT_OF_BANDWIDTH,
        "%",
    ),
)
"""(name, program, the figure judged, threshold, unit) of each higher-is-better target."""


def targets(results: dict[str, Result]) -> list[Target]:
    """The targets of a run of every program; the compile latency is the worst median."""
    checks = [
        Target(name, getattr(r, figure), threshold, unit, True, r.foreign_load_cores)
        for name, stem, figure, threshold, unit in TARGETS
        for r in [results[stem]]
    ]
    worst = max(results.values(), key=lambda r: r.compile_latency_s)
    busiest = max(r.foreign_load_cores for r in results.values())
    name = f"compile latency, worst median ({worst.program})"
    latency = worst.compile_latency_s * 1e3
    return [*checks, Target(name, latency, COMPILE_LATENCY_S * 1e3, " ms", False, busiest)]


# --------------------------------------------------------------------------- printed


def table(results: list[Result], threads: int, load: tuple[float, ...]) -> str:
    header = (
        f"{'program':<24} {'reference':<17} {'ref GF/s':>9} {'untr GF/s':>9} "
        f"{'expert GF/s':>11} {'exp/ref':>8} {'exp/untr':>9} {'ref %pk':>8} {'exp %pk':>8} "
        f"{'compile ms':>10} {'verified':>8} {'other load':>10}"
    )
    loads = ", ".join(f"{x:.2f}" for x in load)
    lines = [
        f"GFLOP/s, medians, {threads} thread(s); load average at the start: {loads}",
        header,
        "-" * len(header),
    ]
    for r in results:
        verified = "yes" if r.verified_vs_untransformed and r.verified_vs_reference else "NO"
        lines.append(
            f"{r.program:<24} {r.reference:<17} {r.reference_gflops:9.1f} "
            f"{r.untransformed_gflops:9.2f} {r.expert_gflops:11.1f} "
            f"{r.expert_vs_reference:7.2f}x {r.expert_vs_untransformed:8.0f}x "
            f"{_pct(r.reference_pct_of_peak, r):>8} {_pct(r.expert_pct_of_peak, r):>8} "
            f"{r.compile_latency_s * 1e3:10.1f} {verified:>8} {r.foreign_load_cores:10.2f}"
        )
    layouts = [
        f"{r.program}: {r.reference_layout} won ("
        + ", ".join(f"{k} {v:.1f}" for k, v in r.reference_layout_gflops.items())
        + " GFLOP/s)"
        for r in results
        if r.reference_layout
    ]
    if layouts:
        lines.append("PyTorch layouts: " + "; ".join(layouts))
    return "\n".join(lines)


def _pct(value: float, r: Result) -> str:
    """A percent of peak with its limit: "42% F" (FMA) or "63% B" (bandwidth), "63% B*"
    when the buffers fit in the last-level cache (DRAM bandwidth does not bound them)."""
    if value != value:
        return "—"
    if r.limit == "fma":
        return f"{value:.0f}% F"
    return f"{value:.0f}% B{'*' if r.in_cache else ''}"


def peak_text(peak: dict | None, threads: int) -> str:
    """One line naming the limits the percent-of-peak columns divide by."""
    if peak is None:
        return "peak: missing (run python benchmarks/peak.py); no percent of peak"
    gflops, gbs = PEAK.limits(peak, threads)
    bandwidth = peak.get("bandwidth") or {}
    triad = f"triad bandwidth {gbs:.1f} GB/s"
    if bandwidth.get("measured_in_this_run"):
        before = (bandwidth.get("file_gbs") or {}).get(str(threads))
        was = f"; the peak file's: {before:.1f}" if before else ""
        triad += (
            f" (the best of {len(bandwidth['measured_in_this_run'])} measured in this run{was})"
        )
    return (
        f"peak ({peak.get('source')}): FP32 FMA {gflops:.0f} GFLOP/s on {threads} thread(s) "
        f"(%pk F), {triad} (%pk B, every argument buffer once; "
        "B*: the buffers fit in the last-level cache)"
    )


def reference_blas_text(environment: dict) -> str:
    """The BLAS libraries the reference processes loaded, and whether this machine's
    OpenBLAS handicaps were gone there (as the evaluation's report says it)."""
    if not environment.get("blas"):
        return "BLAS: not seen in the reference processes (threadpoolctl missing)"
    handicaps = handicaps_text(environment.get("handicaps") or {})
    return f"BLAS: {blas_text(environment['blas'])} ({handicaps})"
