"""A measurement's time-out scaled to the program's work, so that a big program is measured
rather than stopped.

The kernel time-out (`ClusterConfig.task_timeout_s`, 120 s by default) bounds a bad
schedule. Alone it would stop every measurement of a program whose untransformed run is
long (a 30-GFLOP convolution with a bias and a residual runs minutes as written), which
would then get no figure at all. The time-out of a program's measurements is therefore the larger
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
"""The slowest untransformed throughput planned for, as a fraction of the FMA peak.
Untransformed matmuls and convolutions run at about 0.4-1% of the FMA peak on a 2-core
machine shared with other work, and a large convolution below that: 0.05% leaves a margin
of 2-10x."""


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
