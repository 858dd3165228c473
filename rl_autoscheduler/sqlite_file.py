"""One SQLite file that several processes share and that never stops a run.

The measurement cache and the tuning records only save time, so a problem with their
file must cost at most that time:
- a file that is not a database or is damaged (found on opening, or later) is moved
  aside as `NAME.corrupt-TIME` with a warning naming both files, and an empty one
  starts in its place;
- a file another process keeps locked is waited for at most `timeout_s`; then the
  caller carries on without it (one warning), and later writes do not wait again until
  one gets through.
Each call is one short transaction on its own connection (WAL journal, busy timeout).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
import warnings
from collections.abc import Iterator
from pathlib import Path


class SqliteFile:
    """The file at `path` holding `schema`; `label` names it in warnings."""

    def __init__(self, path: str | Path, schema: str, label: str, timeout_s: float = 30.0) -> None:
        self.path = Path(path)
        self.schema = schema
        self.label = label
        self.timeout_s = timeout_s
        """The longest a call waits for another process's lock."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._locked_out = False
        try:
            self._create()
        except sqlite3.OperationalError:
            raise  # locked or unwritable: not a reason to throw the file away
        except sqlite3.DatabaseError as error:
            self._rebuild(error)

    def _connect(self, timeout_s: float | None = None) -> sqlite3.Connection:
        timeout = self.timeout_s if timeout_s is None else timeout_s
        return sqlite3.connect(self.path, timeout=timeout, isolation_level=None)

    @contextlib.contextmanager
    def _connection(self, timeout_s: float | None = None) -> Iterator[sqlite3.Connection]:
        """A connection that is closed afterwards (sqlite3's own context manager is not)."""
        connection = self._connect(timeout_s)
        try:
            yield connection
        finally:
            connection.close()

    def _create(self) -> None:
        """Opens (or makes) the file; a damaged one raises sqlite3.DatabaseError."""
        with self._connection() as connection:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.executescript(self.schema)
            # Reading every page finds a damaged file now, not in the middle of a run.
            (verdict,) = connection.execute("PRAGMA quick_check(1)").fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(verdict)

    def _rebuild(self, error: sqlite3.DatabaseError) -> None:
        """Moves a damaged file (and its WAL) aside and starts an empty one."""
        stamp = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.path}{suffix}")
            with contextlib.suppress(FileNotFoundError):
                source.rename(f"{aside}{suffix}")
        warnings.warn(
            f"{self.label} {self.path} is damaged ({error}): moved it to {aside} "
            "and started an empty one",
            stacklevel=3,
        )
        self._create()

    def _damaged(self, error: sqlite3.DatabaseError) -> bool:
        """Rebuilds after `error` if it says the file is damaged (not merely locked)."""
        if isinstance(error, sqlite3.OperationalError):
            return False
        self._rebuild(error)
        return True

    def _locked(self, error: sqlite3.OperationalError, what: str) -> None:
        if not self._locked_out:
            warnings.warn(
                f"{self.label} {self.path} stayed locked for {self.timeout_s:g} s "
                f"({error}): {what}; carrying on without waiting for it",
                stacklevel=3,
            )
        self._locked_out = True
