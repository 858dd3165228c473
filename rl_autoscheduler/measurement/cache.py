"""A persistent measurement cache in SQLite.

A schedule measured once on a machine is not measured again: rows are keyed
by the program's content hash, the schedule's JSON, the machine (with the
version of the measuring method) and the thread count. Several processes may
read and write one file at once (WAL journal, a busy timeout, one short
transaction per call). Time-outs and out-of-memory failures are not stored:
they may come from a loaded machine or the memory cap in force rather than
from the schedule.

The cache only saves time, so it never stops a run and never answers wrongly:
- a file that is not a database or is damaged (found on opening, or later) is
  moved aside as `NAME.corrupt-TIME` with a warning naming both files, and a
  new cache starts in its place;
- a file another process keeps locked is waited for at most `timeout_s`; then
  the result is not stored (or a hit not counted) with one warning, and later
  writes do not wait again until one gets through;
- a row that does not parse as the Measurement of the key asked for is a miss.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
import warnings
from collections.abc import Iterator
from pathlib import Path

from rl_autoscheduler.measurement.measure import Measurement

TRANSIENT_FAILURES = ("timeout", "out_of_memory")
"""Failure kinds that say more about the moment than about the schedule."""
MEASUREMENT_METHOD = 5
"""Part of every row's machine key; raised when a change to how kernels are built or run
makes the stored results wrong. 2: kernels no longer run under the environment Dask's
nanny sets for its workers (see kernel_environment), which slowed every schedule that
allocates; and the core vectorizes the data movement no schedule owns (DataMovement.cpp),
which changes the time of every padded program. 3: a strided convolution's PackChannels
may have a register tile of several output points, which was refused before (stored as
transform errors)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS measurements (
    program_hash TEXT NOT NULL,
    schedule TEXT NOT NULL,
    machine TEXT NOT NULL,
    threads INTEGER NOT NULL,
    result TEXT NOT NULL,
    created REAL NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (program_hash, schedule, machine, threads)
)
"""


def schedule_key(steps: list[dict]) -> str:
    return json.dumps(steps, sort_keys=True, separators=(",", ":"))


class MeasurementCache:
    def __init__(self, path: str | Path, machine: str, timeout_s: float = 30.0) -> None:
        self.path = Path(path)
        self.machine = f"{machine}#method{MEASUREMENT_METHOD}"
        self.timeout_s = timeout_s
        """The longest a call waits for another process's lock."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.hits = 0
        self.misses = 0
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
            connection.execute(_SCHEMA)
            # Reading every page finds a damaged file now, not in the middle of a run.
            (verdict,) = connection.execute("PRAGMA quick_check(1)").fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(verdict)

    def _rebuild(self, error: sqlite3.DatabaseError) -> None:
        """Moves a damaged file (and its WAL) aside and starts an empty cache."""
        stamp = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.path}{suffix}")
            with contextlib.suppress(FileNotFoundError):
                source.rename(f"{aside}{suffix}")
        warnings.warn(
            f"measurement cache {self.path} is damaged ({error}): moved it to {aside} "
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
                f"measurement cache {self.path} stayed locked for {self.timeout_s:g} s "
                f"({error}): {what}; carrying on without waiting for it",
                stacklevel=3,
            )
        self._locked_out = True

    def get(self, program_hash: str, steps: list[dict], threads: int) -> Measurement | None:
        key = (program_hash, schedule_key(steps), self.machine, threads)
        try:
            with self._connection() as connection:
                row = connection.execute(
                    "SELECT result FROM measurements WHERE program_hash=? AND schedule=?"
                    " AND machine=? AND threads=?",
                    key,
                ).fetchone()
        except sqlite3.OperationalError as error:
            self._locked(error, "treated as a miss")
            row = None
        except sqlite3.DatabaseError as error:
            self._damaged(error)
            row = None
        result = _parse(row[0], key[1], threads) if row is not None else None
        if result is None:
            self.misses += 1
            return None
        self.hits += 1
        self._count_hit(key)
        return result

    def _count_hit(self, key: tuple) -> None:
        """Counts a hit in the file; best effort, so it never waits for a lock."""
        try:
            with self._connection(timeout_s=0.05) as connection:
                connection.execute(
                    "UPDATE measurements SET hits = hits + 1 WHERE program_hash=? AND schedule=?"
                    " AND machine=? AND threads=?",
                    key,
                )
        except sqlite3.OperationalError:
            pass  # locked: the hit is still returned, only not counted in the file
        except sqlite3.DatabaseError as error:
            self._damaged(error)

    def put(self, program_hash: str, result: Measurement) -> bool:
        """Stores `result`; returns False for results that are not worth keeping
        or that could not be written (locked file)."""
        if result.failure_kind in TRANSIENT_FAILURES:
            return False
        row = (
            program_hash,
            schedule_key(result.schedule),
            self.machine,
            result.threads,
            json.dumps(result.to_json()),
            time.time(),
        )
        try:
            with self._connection(timeout_s=0.05 if self._locked_out else None) as connection:
                connection.execute(
                    "INSERT OR REPLACE INTO measurements"
                    " (program_hash, schedule, machine, threads, result, created, hits)"
                    " VALUES (?, ?, ?, ?, ?, ?, 0)",
                    row,
                )
        except sqlite3.OperationalError as error:
            self._locked(error, "results are not stored")
            return False
        except sqlite3.DatabaseError as error:
            self._damaged(error)
            return False
        self._locked_out = False
        return True

    def __len__(self) -> int:
        with self._connection() as connection:
            return connection.execute("SELECT COUNT(*) FROM measurements").fetchone()[0]

    def total_hits(self) -> int:
        """Hits recorded in the file by every process that used it."""
        with self._connection() as connection:
            return connection.execute("SELECT COALESCE(SUM(hits), 0) FROM measurements").fetchone()[
                0
            ]


def _parse(text: str, schedule: str, threads: int) -> Measurement | None:
    """The Measurement a row holds, or None if it is not one or not the key's
    (an edited or damaged row, or one written by an incompatible version)."""
    try:
        data = json.loads(text)
        result = Measurement(**data)
    except (TypeError, ValueError):
        return None
    if not isinstance(result.schedule, list) or result.threads != threads:
        return None
    try:
        if schedule_key(result.schedule) != schedule:
            return None
    except TypeError:
        return None
    return result
