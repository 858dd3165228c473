"""A reinforcement-learning autoscheduler for MLIR linalg programs."""

from rl_autoscheduler.errors import MLIRError, ScheduleError

__all__ = ["MLIRError", "ScheduleError"]
