"""A persistent measurement cache in SQLite.

A schedule measured once on a machine is not measured again: rows are keyed
by the program's content hash, the schedule's JSON, the machine and the
thread count. Several processes may read and write one file at once (WAL
journal, a busy timeout, one short transaction per call). Time-outs and
out-of-memory failures are not stored: they may come from a loaded machine or
the memory cap in force rather than from the schedule.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from rl_autoscheduler.measure import Measurement

TRANSIENT_FAILURES = ("timeout", "out_of_memory")
"""Failure kinds that say more about the moment than about the schedule."""

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
    def __init__(self, path: str | Path, machine: str) -> None:
        self.path = Path(path)
        self.machine = machine
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.hits = 0
        self.misses = 0
        with self._connect() as connection:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(_SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=60, isolation_level=None)

    def get(self, program_hash: str, steps: list[dict], threads: int) -> Measurement | None:
        key = (program_hash, schedule_key(steps), self.machine, threads)
        with self._connect() as connection:
            row = connection.execute(
                "SELECT result FROM measurements WHERE program_hash=? AND schedule=?"
                " AND machine=? AND threads=?",
                key,
            ).fetchone()
            if row is None:
                self.misses += 1
                return None
            connection.execute(
                "UPDATE measurements SET hits = hits + 1 WHERE program_hash=? AND schedule=?"
                " AND machine=? AND threads=?",
                key,
            )
        self.hits += 1
        return Measurement(**json.loads(row[0]))

    def put(self, program_hash: str, result: Measurement) -> bool:
        """Stores `result`; returns False for results that are not worth keeping."""
        if result.failure_kind in TRANSIENT_FAILURES:
            return False
        with self._connect() as connection:
            connection.execute(
                "INSERT OR REPLACE INTO measurements"
                " (program_hash, schedule, machine, threads, result, created, hits)"
                " VALUES (?, ?, ?, ?, ?, ?, 0)",
                (
                    program_hash,
                    schedule_key(result.schedule),
                    self.machine,
                    result.threads,
                    json.dumps(result.to_json()),
                    time.time(),
                ),
            )
        return True

    def __len__(self) -> int:
        with self._connect() as connection:
            return connection.execute("SELECT COUNT(*) FROM measurements").fetchone()[0]

    def total_hits(self) -> int:
        """Hits recorded in the file by every process that used it."""
        with self._connect() as connection:
            return connection.execute("SELECT COALESCE(SUM(hits), 0) FROM measurements").fetchone()[
                0
            ]
