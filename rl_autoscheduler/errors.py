"""The package's exception types.

Every MLIR diagnostic reaches Python as `MLIRError` (raised by the core);
errors the Python side detects before MLIR sees anything subclass it, so one
`except MLIRError` catches every failure of a program or schedule.
"""

from rl_autoscheduler._core import MLIRError


class ScheduleError(MLIRError):
    """An illegal schedule step; the message names the step and why."""


__all__ = ["MLIRError", "ScheduleError"]
