"""Atomic file writes: a reader never sees half a result or checkpoint."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Writes to a temporary file beside `path`, fsyncs, then renames over it.

    A path that exists and is no regular file (`-o /dev/null`, a pipe) is written in
    place: renaming over it would replace the device or pipe with a file.
    """
    path = Path(path)
    if path.exists() and not path.is_file():
        with path.open("wb") as handle:
            handle.write(data)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        _write(fd, data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _write(fd: int, data: bytes) -> None:
    """Writes all of `data` to `fd`, fsyncs and closes it; a full disk raises OSError."""
    with os.fdopen(fd, "wb", buffering=0) as handle:
        view = memoryview(data)
        while view:
            view = view[handle.write(view) :]
        os.fsync(handle.fileno())


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode())
