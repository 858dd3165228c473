"""The one interface for measuring many schedules at once (TVM MetaSchedule's runner, cut
down to one call).

A search strategy, the trainer, the teachers and the evaluation all hand a batch of
(program, schedule) pairs to a `MeasureMany` and get one `Measurement` per pair back, in
the order given. Who runs them (the Dask workers of `dist.Measurer.measure_many`, each
measurement in a sandboxed process, or a test's stand-in) is the caller's choice; none of
them measures anything itself, so every result is verified and timed the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.measure import Measurement


class MeasureMany(Protocol):
    """Measures every (program, schedule) pair; the results in the order of `jobs`."""

    def __call__(self, jobs: Sequence[tuple[Program, Schedule]], /) -> list[Measurement]: ...
