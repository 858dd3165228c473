"""A measurement's time-out scaled to the program's work, so that a big program is measured
rather than stopped.

The kernel time-out (`ClusterConfig.task_timeout_s`, 120 s by default) bounds a bad
schedule. It also stopped every measurement of a program whose untransformed run alone
is long: a 30-GFLOP convolution with a bias and a residual ran over 120 s as written, so
it got no figure at all. The time-out of a program's measurements is therefore the larger
of the configured one and the time its untransformed kernel may need:

    RUNS_PER_MEASUREMENT x flops / (UNTRANSFORMED_PEAK_FRACTION x the machine's FMA peak)

A measurement runs the untransformed kernel at most about four times (the run that draws
and checks the inputs, the candidate's check, one timing of each; `measure.Baseline`
times a program whose one run exceeds the budget only once), and an untransformed linalg
program runs at a small fraction of the FMA peak.
"""

from __future__ import annotations

RUNS_PER_MEASUREMENT = 4
"""Runs of about the untransformed program's length in the first measurement of it."""
UNTRANSFORMED_PEAK_FRACTION = 5e-4
"""The slowest untransformed throughput planned for, as a fraction of the FMA peak. On a
2-core Cascade Lake shared with other work (2026-11-28; FMA peak measured 53-64 GFLOP/s
under that load), untransformed 512^3 matmul and 64-channel 56x56 3x3 convolutions ran
at 0.25-0.58 GFLOP/s, 0.4-1% of it; the 30-GFLOP convolution of the issue ran over
120 s in about three runs on Zen, under 1 GFLOP/s. 0.05% leaves a margin of 2-10x."""


MAX_TIMEOUT_S = 24 * 3600.0
"""No measurement waits longer than a day, however large the program: a 65536^3 matmul's
scaled time-out overflowed the system's poll (an OverflowError instead of a figure)."""


def work_timeout_s(flops: float, configured_s: float, peak_gflops: float | None) -> float:
    """The time-out for measuring a program of `flops` on a machine of `peak_gflops` (FMA,
    for the threads used): `configured_s`, or more for a program that needs more (see
    the module docstring); `configured_s` when the peak is unknown."""
    if not peak_gflops or peak_gflops <= 0 or flops <= 0:
        return configured_s
    one_run_s = flops / (UNTRANSFORMED_PEAK_FRACTION * peak_gflops * 1e9)
    return max(configured_s, min(MAX_TIMEOUT_S, RUNS_PER_MEASUREMENT * one_run_s))
