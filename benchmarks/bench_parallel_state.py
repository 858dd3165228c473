"""Does this machine always give its threads whole cores? Timings grouped by its state.

For `--seconds`, round after round, in one process holding the timing lock: the
canary probe of `rl_autoscheduler.measurement.parallel_state` (the packed 1x1
convolution 320->256 on 19x19, timed on all threads and on one), then the same
convolution in PyTorch, NCHW and channels_last, on the same threads. The rounds are
grouped by the probe's verdict; per group it prints the median times and our kernel's
ratio to PyTorch's best layout. On a machine whose threads always have whole cores
there is one group; on this project's VM there are two or three, and the ratio moves
between them (the reason the evaluation probes before it times).

    python benchmarks/bench_parallel_state.py [--seconds 60] [--threads 2] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.measurement import parallel_state
from rl_autoscheduler.measurement.timing import python_runs
from rl_autoscheduler.measurement.timing_lock import exclusive_timing

RUNS = 20


def torch_convolutions(threads: int, buffers: list) -> dict:
    """PyTorch's convolution of the canary's shape in each layout, as callables."""
    import torch

    torch.set_num_threads(threads)
    image, weight = (torch.from_numpy(array.copy()) for array in buffers[:2])
    layouts = {
        "torch_nchw": (image, weight),
        "torch_channels_last": (
            image.to(memory_format=torch.channels_last),
            weight.to(memory_format=torch.channels_last),
        ),
    }
    return {
        name: (lambda x=x, w=w: torch.nn.functional.conv2d(x, w))
        for name, (x, w) in layouts.items()
    }


def median_time(call) -> float:
    """The median of RUNS timed calls after 3 untimed ones."""
    return statistics.median(python_runs(call)(3, RUNS))


def one_round(canary, torch_calls: dict, threads: int) -> dict:
    """The probe, then every kernel, back to back."""
    import torch

    state = parallel_state.probe(threads)
    row = {"parallel_speedup": state.speedup, "degraded": state.degraded}
    row["mlir_packed"] = statistics.median(canary.parallel.time(canary.buffers, 3, RUNS))
    time.sleep(parallel_state.SETTLE_S)  # libomp's threads asleep before PyTorch runs
    with torch.no_grad():
        for name, call in torch_calls.items():
            row[name] = median_time(call)
    return row


def summarize(rows: list[dict]) -> dict:
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault("degraded" if row["degraded"] else "whole cores", []).append(row)
    summary = {}
    for name, members in groups.items():
        medians = {
            key: statistics.median(r[key] for r in members)
            for key in ("parallel_speedup", "mlir_packed", "torch_nchw", "torch_channels_last")
        }
        best_torch = min(medians["torch_nchw"], medians["torch_channels_last"])
        summary[name] = {
            "rounds": len(members),
            **medians,
            "mlir_vs_torch_best": best_torch / medians["mlir_packed"],
        }
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--json", type=Path, help="also write the rounds and groups here")
    args = parser.parse_args(argv)
    if args.threads < 2:
        parser.error("--threads must be at least 2: one thread shares nothing")

    canary = parallel_state.canary(args.threads)
    torch_calls = torch_convolutions(args.threads, canary.buffers)
    rows = []
    start = time.monotonic()
    while time.monotonic() - start < args.seconds:
        with exclusive_timing():
            rows.append(one_round(canary, torch_calls, args.threads))
    summary = summarize(rows)
    print(f"{len(rows)} rounds over {args.seconds:.0f} s, {args.threads} threads")
    print(f"{'state':12s} {'rounds':>6s} {'canary':>7s} {'MLIR ms':>8s} {'NCHW ms':>8s} "
          f"{'CL ms':>8s} {'MLIR/best':>9s}")  # fmt: skip
    for name, group in summary.items():
        print(
            f"{name:12s} {group['rounds']:6d} {group['parallel_speedup']:7.2f} "
            f"{group['mlir_packed'] * 1e3:8.3f} {group['torch_nchw'] * 1e3:8.3f} "
            f"{group['torch_channels_last'] * 1e3:8.3f} {group['mlir_vs_torch_best']:8.2f}x"
        )
    if args.json:
        atomic_write_text(
            args.json,
            json.dumps({"threads": args.threads, "groups": summary, "rounds": rows}, indent=1),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
