"""Reading a user's text files: one clear error for a file that is not usable text.

A program, schedule or config file may be missing, unreadable, binary or empty;
each of these must become one error naming the file and the problem (the CLI
prints it on one line and exits with code 2), never a traceback. Each caller
passes the exception type of its layer (MLIRError, ScheduleError, ConfigError)
so its usual `except` clauses catch it.
"""

from __future__ import annotations

import json
from pathlib import Path


def read_text(path: str | Path, what: str, error: type[Exception]) -> str:
    """The UTF-8 text of `path`; raises `error("cannot read WHAT PATH: reason")` otherwise."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError as failure:
        raise error(f"cannot read {what} {path}: it is a directory") from failure
    except OSError as failure:
        raise error(f"cannot read {what} {path}: {failure.strerror}") from failure
    if b"\0" in data:
        raise error(f"cannot read {what} {path}: a binary file, not text")
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark (editors on Windows) is not text
    except UnicodeDecodeError as failure:
        raise error(
            f"cannot read {what} {path}: not UTF-8 text (byte {failure.start} is invalid)"
        ) from failure
    if not text.strip():
        raise error(f"cannot read {what} {path}: the file is empty")
    return text


def read_json(path: str | Path, what: str, error: type[Exception]) -> object:
    """The JSON value in `path` (`read_text`); invalid JSON raises `error` naming the
    file, line and column."""
    path = Path(path)
    try:
        return json.loads(read_text(path, what, error))
    except json.JSONDecodeError as failure:
        raise error(
            f"{path}:{failure.lineno}:{failure.colno}: invalid JSON: {failure.msg}"
        ) from failure
