"""One machine-wide lock so that timing runs never overlap.

Two kernels timed at once on a 2-core machine slow each other down and make
both numbers lies; so does a compile in another worker while a kernel is
timed (a convolution is timed a fifth slower that way). Every timing section
takes an exclusive `flock` on a file in the machine's temporary directory,
whichever process (Dask worker, sandbox, test) it runs in; compiles and
verification runs take it shared, so they overlap each other but never a
timing.

Waiting for the lock is not the waiter's fault: a process that must not count
the wait against a time limit (the sandbox child, whose parent stops it after
`timeout_s`) registers a `wait_observer`, told when a wait starts and ends.

A process that just ran kernels leaves its OpenMP threads spinning for the
runtime's block time. Each holder writes its pid and release time into the
lock file; a timing that follows another process waits out `SETTLE_S`. The
sandbox child, where kernels run, starts with libomp's block time at 20 ms
(`KMP_BLOCKTIME`, unless already set; see kernel_environment) so that the wait
is short.
"""

from __future__ import annotations

import fcntl
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

LOCK_PATH_VARIABLE = "RL_AUTOSCHEDULER_TIMING_LOCK"
SETTLE_S = 0.03
"""How long a timing waits after another process released the lock."""


def lock_path() -> Path:
    default = Path(tempfile.gettempdir()) / "rl_autoscheduler-timing.lock"
    return Path(os.environ.get(LOCK_PATH_VARIABLE, default))


_process_lock = threading.RLock()
_depth = 0
_wait_observer: Callable[[bool], None] | None = None


def set_wait_observer(observer: Callable[[bool], None] | None) -> None:
    """Calls `observer(True)` before this process blocks on the lock, `observer(False)`
    once it holds it; uncontended acquisitions call nothing."""
    global _wait_observer
    _wait_observer = observer


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
        with _held(fcntl.LOCK_EX) as handle:
            _depth = 1
            try:
                _settle(handle)
                yield
            finally:
                _depth = 0


@contextmanager
def shared_work() -> Iterator[None]:
    """Holds the lock shared: CPU-heavy work that is not timed (compiling,
    verifying) waits for a timing in progress and holds the next one off.

    Inside `exclusive_timing` it is a no-op. Never take `exclusive_timing`
    inside it: the process would wait for itself.
    """
    with _process_lock:
        if _depth:
            yield
            return
    with _held(fcntl.LOCK_SH):
        yield


@contextmanager
def _held(mode: int) -> Iterator[TextIO]:
    """The lock file, locked in `mode`; the release time is recorded for `_settle`."""
    with open(lock_path(), "a+") as handle:
        _acquire(handle, mode)
        try:
            yield handle
        finally:
            _mark_release(handle)
            fcntl.flock(handle, fcntl.LOCK_UN)


def _acquire(handle: TextIO, mode: int) -> None:
    """flock, telling the wait observer if another process makes us wait."""
    try:
        fcntl.flock(handle, mode | fcntl.LOCK_NB)
        return
    except BlockingIOError:
        pass
    observer = _wait_observer
    if observer is not None:
        observer(True)
    try:
        fcntl.flock(handle, mode)
    finally:
        if observer is not None:
            observer(False)


def _settle(handle: TextIO) -> None:
    """Waits until another process's OpenMP threads have gone to sleep."""
    handle.seek(0)
    text = handle.read()
    if not text:
        return
    try:
        pid, released = text.split()
        if int(pid) == os.getpid():
            return
        wait = SETTLE_S - (time.monotonic() - float(released))
    except ValueError:  # written by two shared holders at once
        wait = SETTLE_S
    if wait > 0:
        time.sleep(min(wait, SETTLE_S))


def _mark_release(handle: TextIO) -> None:
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()} {time.monotonic()}")
    handle.flush()
