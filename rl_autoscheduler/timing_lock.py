"""One machine-wide lock so that timing runs never overlap.

Two kernels timed at once on a 2-core machine slow each other down and make
both numbers lies. Every timing section takes an exclusive `flock` on a file
in the machine's temporary directory, whichever process (Dask worker,
sandbox, test) it runs in; compiles do not take it and may overlap.
"""

from __future__ import annotations

import fcntl
import os
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK_PATH_VARIABLE = "RL_AUTOSCHEDULER_TIMING_LOCK"


def lock_path() -> Path:
    default = Path(tempfile.gettempdir()) / "rl_autoscheduler-timing.lock"
    return Path(os.environ.get(LOCK_PATH_VARIABLE, default))


_process_lock = threading.RLock()
_depth = 0


@contextmanager
def exclusive_timing() -> Iterator[None]:
    """Holds the machine's timing lock for the duration of the block.

    Re-entrant within a process (a benchmark may hold it around a measurement
    that takes it again); exclusive across processes and threads.
    """
    global _depth
    with _process_lock:
        if _depth:
            _depth += 1
            try:
                yield
            finally:
                _depth -= 1
            return
        with open(lock_path(), "a") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            _depth = 1
            try:
                yield
            finally:
                _depth = 0
                fcntl.flock(handle, fcntl.LOCK_UN)
