"""The one interface for measuring many schedules at once, and its runners (TVM
MetaSchedule's `Runner`, cut down to one call).

A search strategy, the trainer, the env, the teachers and the evaluation all hand a batch
of (program, schedule) pairs to a `MeasureMany` and get one `Measurement` per pair back, in
the order given. Who runs them is the caller's choice, and none of them measures anything
itself, so every result is verified and timed the same way (`measure.measure`):

- `InProcessRunner`: in this process, one after the other; a crashing kernel takes the
  process with it, so it is for callers that own their process (tests, scripts);
- `SandboxRunner`: one after the other in a sandboxed child of this process
  (`sandbox.Sandbox`), which a crash costs its child only (`optimize --trials`);
- `dist.Measurer.measure_many`: on the Dask workers, each in its worker's sandbox, through
  the measurement cache (training, demonstrations, the evaluation).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement, measure
from rl_autoscheduler.measurement.sandbox import Sandbox
from rl_autoscheduler.measurement.timing import TimingOptions


class MeasureMany(Protocol):
    """Measures every (program, schedule) pair; the results in the order of `jobs`."""

    def __call__(self, jobs: Sequence[tuple[Program, Schedule]], /) -> list[Measurement]: ...


class InProcessRunner:
    """Measures each job in this process (see the module docstring)."""

    def __init__(self, options: TimingOptions | None = None) -> None:
        self.options = options or TimingOptions()

    def __call__(self, jobs: Sequence[tuple[Program, Schedule]], /) -> list[Measurement]:
        return [measure(program, schedule, self.options) for program, schedule in jobs]


class SandboxRunner:
    """Measures each job in one sandboxed child process, started on first use and stopped
    on `close` (see the module docstring)."""

    def __init__(self, options: TimingOptions | None = None, timeout_s: float = 120.0) -> None:
        self.options = options or TimingOptions()
        self.sandbox = Sandbox(timeout_s)

    def __call__(self, jobs: Sequence[tuple[Program, Schedule]], /) -> list[Measurement]:
        return [self.sandbox.measure(program, schedule, self.options) for program, schedule in jobs]

    def close(self) -> None:
        self.sandbox.close()

    def __enter__(self) -> SandboxRunner:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
