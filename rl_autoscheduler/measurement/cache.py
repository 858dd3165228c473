"""A persistent measurement cache in SQLite.

A schedule measured once on a machine is not measured again: rows are keyed
by the program's content hash, the schedule's JSON, the machine (with the
version of the measuring method) and the thread count. Several processes may
read and write one file at once (WAL journal, a busy timeout, one short
transaction per call). Time-outs and out-of-memory failures are not stored:
they may come from a loaded machine or the memory cap in force rather than
from the schedule.

The cache only saves time, so it never stops a run and never answers wrongly: a
damaged or locked file is handled by `SqliteFile` (moved aside, or waited for a while
and then carried on without), and a row that does not parse as the Measurement of the
key asked for is a miss.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.sqlite_file import SqliteFile

TRANSIENT_FAILURES = ("timeout", "out_of_memory")
"""Failure kinds that say more about the moment than about the schedule."""
MEASUREMENT_METHOD = 5
"""Part of every row's machine key; raised when a change to how kernels are built or run
makes the stored results wrong. 2: kernels no longer run under the environment Dask's
nanny sets for its workers (see kernel_environment), which slowed every schedule that
allocates; and the core vectorizes the data movement no schedule owns (DataMovement.cpp),
which changes the time of every padded program. 3: a strided convolution's Pack
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


class MeasurementCache(SqliteFile):
    def __init__(self, path: str | Path, machine: str, timeout_s: float = 30.0) -> None:
        self.machine = f"{machine}#method{MEASUREMENT_METHOD}"
        self.hits = 0
        self.misses = 0
        super().__init__(path, _SCHEMA, "measurement cache", timeout_s)

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
