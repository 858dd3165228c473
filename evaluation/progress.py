"""What a user sees while an evaluation runs: timestamped progress lines, and one bar per
phase counting its measurements, so that a search over five convolutions does not run
for minutes in silence. Everything goes to stderr; stdout is the summary alone."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from tqdm import tqdm

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany


class Log:
    """Progress lines on stderr (through tqdm, so that they do not tear an open bar)."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.start = time.perf_counter()

    def __call__(self, message: str) -> None:
        if not self.quiet:
            elapsed = time.perf_counter() - self.start
            tqdm.write(f"[eval {elapsed:6.0f}s] {message}", file=sys.stderr)
            sys.stderr.flush()


class Progress:
    """One bar per phase on stderr: measurements done out of the phase's total."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet

    def bar(self, description: str, total: int) -> tqdm:
        # Redirected to a file, a bar is a line now and then, not a line per measurement.
        interval = 0.5 if sys.stderr.isatty() else 30.0
        return tqdm(
            total=total,
            desc=description,
            unit="measurement",
            file=sys.stderr,
            disable=self.quiet,
            mininterval=interval,
            dynamic_ncols=True,
        )

    @staticmethod
    def counting(measurer, bar: tqdm) -> MeasureMany:
        """`measurer.measure_many` (`dist.Measurer`) that advances `bar` as each measurement
        comes back."""

        def measure_many(jobs: Sequence[tuple[Program, Schedule]]) -> list[Measurement]:
            start = bar.n
            results = measurer.measure_many(jobs, on_result=bar.update)
            bar.update(start + len(results) - bar.n)  # results that skipped the callback
            return results

        return measure_many
