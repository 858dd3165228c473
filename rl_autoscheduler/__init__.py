"""A reinforcement-learning autoscheduler for MLIR linalg programs."""

import os

from rl_autoscheduler.errors import MLIRError, ScheduleError
from rl_autoscheduler.timing_lock import OPENMP_BLOCK_TIME_MS

# Before any kernel starts libomp: idle OpenMP threads spin for 20 ms, not 200 ms,
# so that a timing in another process need not wait long for them (timing_lock).
os.environ.setdefault("KMP_BLOCKTIME", str(OPENMP_BLOCK_TIME_MS))

__all__ = ["MLIRError", "ScheduleError"]
