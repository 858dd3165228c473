"""Tuning records: the schedule chosen for an op, reused wherever the same op comes back.

A network repeats its ops (ResNet-18's sixteen 3x3 convolutions have five shapes), and a
user compiles the same model again and again. Each op's schedule, once chosen by the
agent's one pass or measured best of N trials, is a record in one SQLite file; the next
program that holds the same op takes the record's steps with no inference and no
measurement. A record is keyed by

- the op's structural signature (`op_signature`): its kind, loops, operand shapes,
  element types and maps, and the arithmetic of its body; and, for a schedule with a
  fusion step, its fusion context (`fusion_context`: the same of its direct producers,
  which the step fuses). A fused schedule is used only beside the same producers; one
  without fusion wherever the op comes back, in another program or tuned alone
  (`records tune`, which extracts each distinct op of a network);
- the machine (`machine_fingerprint`: the CPU LLVM sees and its ISA features) and the
  thread count it was compiled for;
- the schedule-space version (`agent.space.space_version`) and the version of its rules
  (`agent.space.rules_version`): a schedule made under other rules may no longer be legal,
  or no longer what the space would choose.

A record made on another machine or space version stays in the file (records are shared
between machines with `rl-autoscheduler records export|import`) but is never used: the
first lookup that meets one says so, once, with the count. A record's steps are applied
through the search space (`SchedulingState.apply`), so a record the space now refuses is
skipped for that op and the agent chooses it. Every record holds its transform script:
the op's steps, which replay with `mlir-opt-19` on the program named in the record (for
an op `records tune` tuned, that op extracted: `Program.extract`).

A measured record (the best verified of trials, with its speedup over the program as
written) replaces a one-pass record and a measured one of lower speedup; a one-pass
record never replaces a measured one.

The whole program is recorded too (`ProgramRecord`, keyed by its content hash): a
program seen before takes its transform script in one application, where choosing and
applying the steps one by one re-analyses the program after every step (for a network,
an order of magnitude slower).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import sqlite3
import time
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.ir.schedule import Schedule, Step, TiledFusion, step_from_json
from rl_autoscheduler.ir.schedule_script import ScheduledProgram
from rl_autoscheduler.search.state import SchedulingState
from rl_autoscheduler.sqlite_file import SqliteFile

RECORDS_ENV = "RL_AUTOSCHEDULER_RECORDS"
"""Names the records file every command uses by default."""
DEFAULT_RECORDS = Path.home() / ".cache" / "rl_autoscheduler" / "records.sqlite"
ONE_PASS = "one pass"
"""How a record's steps were chosen when a policy chose them without measuring (followed
by the policy's fingerprint: `TuningRecords.one_pass_method`)."""
OP_TAG = "@op"
"""The tag a record's steps carry: the op they are replayed on gets its own."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS records (
    signature TEXT NOT NULL,
    context TEXT NOT NULL,
    machine TEXT NOT NULL,
    space_version TEXT NOT NULL,
    threads INTEGER NOT NULL,
    op TEXT NOT NULL,
    steps TEXT NOT NULL,
    script TEXT NOT NULL,
    method TEXT NOT NULL,
    speedup REAL,
    program TEXT NOT NULL,
    created REAL NOT NULL,
    PRIMARY KEY (signature, context, machine, space_version, threads)
);
CREATE TABLE IF NOT EXISTS programs (
    program_hash TEXT NOT NULL,
    machine TEXT NOT NULL,
    space_version TEXT NOT NULL,
    threads INTEGER NOT NULL,
    program TEXT NOT NULL,
    schedule TEXT NOT NULL,
    script TEXT NOT NULL,
    method TEXT NOT NULL,
    speedup REAL,
    created REAL NOT NULL,
    PRIMARY KEY (program_hash, machine, space_version, threads)
)
"""
RECORD_KEY = ("signature", "context", "machine", "space_version", "threads")
PROGRAM_KEY = ("program_hash", "machine", "space_version", "threads")


def default_records_path() -> Path:
    return Path(os.environ.get(RECORDS_ENV) or DEFAULT_RECORDS)


def policy_fingerprint(checkpoint: str | Path) -> str:
    """A short hash of a checkpoint file: the policy whose one-pass choices a record keeps."""
    return hashlib.sha256(Path(checkpoint).read_bytes()).hexdigest()[:12]


def open_records(
    where: str | Path | bool | None, threads: int, checkpoint: str | Path | None
) -> TuningRecords | None:
    """The records a command consults and writes, for the policy of `checkpoint`: True
    the default file, a path that file, None or False none. A file that cannot be opened
    (an unwritable folder, a lock held too long) gives a warning and no records: they
    only save time."""
    if where is None or where is False:
        return None
    path = default_records_path() if where is True else Path(where)
    try:
        return TuningRecords(path, threads, checkpoint)
    except (OSError, sqlite3.Error) as error:
        warnings.warn(f"tuning records {path} cannot be opened ({error}): not used", stacklevel=2)
        return None


def _structure(nest: LoopNest) -> dict:
    return {
        "op": nest.op_name,
        "loops": [[loop.trip_count, loop.is_reduction] for loop in nest.loops],
        "operands": [
            [operand.is_init, list(operand.shape), operand.element_type, operand.access_matrix]
            for operand in nest.operands
        ],
        "body": sorted(nest.arithmetic_counts.items()),
    }


def _hash(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:20]


def op_signature(nest: LoopNest) -> str:
    """The op's structure, hashed: equal for the same op in another program, whatever its
    tag, location or SSA names."""
    return _hash(_structure(nest))


def fusion_context(program: Program, tag: str) -> str:
    """The structure of the op's direct producers, hashed: what a fusion step fuses."""
    nest = program.op(tag)
    return _hash(sorted(json.dumps(_structure(program.op(p))) for p in nest.direct_producers))


def op_summary(nest: LoopNest) -> str:
    """What `records list` shows of an op: its name and trip counts."""
    loops = "x".join(str(loop.trip_count) for loop in nest.loops)
    return f"{nest.op_name.removeprefix('linalg.')} {loops}"


@functools.cache
def machine_fingerprint() -> str:
    """The CPU LLVM compiles for and a hash of its ISA features: two hosts with the same
    fingerprint run the same code the same way, per core."""
    cpu, features = _core.host_cpu()
    digest = hashlib.sha256(",".join(sorted(features)).encode()).hexdigest()[:10]
    return f"{cpu}:{digest}"


def _space_version() -> str:
    """The space's version and its rules' (`agent.space.rules_version`)."""
    from rl_autoscheduler.agent.space import rules_version, space_version

    return f"{space_version()}.{rules_version()}"


@dataclass(frozen=True)
class Record:
    signature: str
    context: str
    """`fusion_context` when the steps fuse producers, else "" (used beside any)."""
    machine: str
    space_version: str
    threads: int
    op: str
    steps: str
    """The op's steps as schedule JSON, tagged OP_TAG."""
    script: str
    method: str
    """How the steps were chosen: "one pass" or "best of N trials"."""
    speedup: float | None
    """Over the program as written, measured in the trials; None for the one pass."""
    program: str
    created: float

    def steps_for(self, tag: str) -> list[Step]:
        return [
            step_from_json({**data, "tag": tag}, f"record {self.signature} step {index}")
            for index, data in enumerate(json.loads(self.steps))
        ]

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: object, where: str) -> Record:
        """A record read from an export; ValueError names `where` and what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"{where}: a record is a JSON object, not {type(data).__name__}")
        missing = [name for name in FIELDS if name not in data]
        if missing:
            raise ValueError(f"{where}: the record lacks {', '.join(missing)}")
        record = cls(**{name: data[name] for name in FIELDS})
        kinds = {
            "signature": str,
            "context": str,
            "machine": str,
            "space_version": str,
            "threads": int,
            "op": str,
            "steps": str,
            "script": str,
            "method": str,
            "program": str,
        }
        for name, kind in kinds.items():
            if not isinstance(getattr(record, name), kind):
                raise ValueError(f"{where}: the record's {name} is not a {kind.__name__}")
        if record.speedup is not None and not isinstance(record.speedup, int | float):
            raise ValueError(f"{where}: the record's speedup is not a number")
        try:
            record.steps_for(OP_TAG)
        except (ValueError, ScheduleError) as error:
            raise ValueError(f"{where}: {error}") from None
        return record


FIELDS = tuple(field.name for field in dataclasses.fields(Record))
"""The columns of the `records` table, in the order of Record's fields."""


@dataclass(frozen=True)
class ProgramRecord:
    """A whole program's schedule, replayed in one application of its script."""

    program_hash: str
    machine: str
    space_version: str
    threads: int
    program: str
    schedule: str
    """Schedule JSON."""
    script: str
    """The transform script of the whole schedule, on the program's tagged text."""
    method: str
    speedup: float | None
    created: float

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict, where: str) -> ProgramRecord:
        missing = [name for name in PROGRAM_FIELDS if name not in data]
        if missing:
            raise ValueError(f"{where}: the program record lacks {', '.join(missing)}")
        record = cls(**{name: data[name] for name in PROGRAM_FIELDS})
        try:
            Schedule.from_json(json.loads(record.schedule), where)
        except (TypeError, ValueError, ScheduleError) as error:
            raise ValueError(f"{where}: {error}") from None
        return record


PROGRAM_FIELDS = tuple(field.name for field in dataclasses.fields(ProgramRecord))
"""The columns of the `programs` table."""


class TuningRecords(SqliteFile):
    """The records file at `path`, for this machine, space version and `threads`, and for
    the one pass of the policy in `checkpoint` (None: no policy's). A measured
    record is used whichever policy proposed it; a one-pass record only by the policy
    that chose it (`one_pass_method`), so a newly trained model is not overruled by
    another model's choices."""

    def __init__(
        self,
        path: str | Path,
        threads: int,
        checkpoint: str | Path | None = None,
        timeout_s: float = 30.0,
    ) -> None:
        super().__init__(path, _SCHEMA, "tuning records", timeout_s)
        self.threads = threads
        known = checkpoint is not None and Path(checkpoint).is_file()
        fingerprint = policy_fingerprint(checkpoint) if known else "none"  # type: ignore[arg-type]
        self.one_pass_method = f"{ONE_PASS} of {fingerprint}"
        """The method of the records this policy's one pass chooses."""
        self.machine = machine_fingerprint()
        self.space_version = _space_version()
        self.hits = 0
        self.misses = 0
        self._noted = False

    def made_here(self, record: Record | ProgramRecord) -> bool:
        """Made for this machine, space version and thread count."""
        return (record.machine, record.space_version, record.threads) == (
            self.machine,
            self.space_version,
            self.threads,
        )

    def _usable(self, record: Record | ProgramRecord) -> bool:
        return self.made_here(record) and (
            record.speedup is not None or record.method == self.one_pass_method
        )

    def _select(self, query: str, key: tuple) -> list[tuple]:
        try:
            with self._connection() as connection:
                return connection.execute(query, key).fetchall()
        except sqlite3.OperationalError as error:
            self._locked(error, "treated as no record")
        except sqlite3.DatabaseError as error:
            self._damaged(error)
        return []

    def _found(self, found: object, any_rows: bool) -> None:
        if found is None and any_rows and not self._noted:
            self._noted = True
            self.note_foreign()
        if found is None:
            self.misses += 1
        else:
            self.hits += 1

    def lookup(self, program: Program, tag: str) -> Record | None:
        """The record of this op here: one chosen beside the same producers first, else
        one without fusion; None when there is none (noting once records made
        elsewhere)."""
        rows = self._select(
            f"SELECT {', '.join(FIELDS)} FROM records WHERE signature=?",
            (op_signature(program.op(tag)),),
        )
        mine = [record for record in (Record(*row) for row in rows) if self._usable(record)]
        context = fusion_context(program, tag)
        found = next((r for r in mine if r.context == context), None) or next(
            (r for r in mine if r.context == ""), None
        )
        self._found(found, bool(rows) and not mine)
        return found

    def lookup_program(self, program: Program, measured: bool = False) -> ProgramRecord | None:
        """The record of this whole program here (a measured one if `measured`: a command
        asked to measure takes no unmeasured choice), or None. A program record older than
        a measured op record of this machine is passed over: the op may have been tuned
        since (`records tune`), and the walk takes its new record. (Another program's
        one-pass records do not: they are the same policy's choices.)"""
        rows = self._select(
            f"SELECT {', '.join(PROGRAM_FIELDS)} FROM programs WHERE program_hash=?",
            (program.content_hash(),),
        )
        records = [ProgramRecord(*row) for row in rows]
        found = next((r for r in records if self._usable(r)), None)
        newest = self._select(
            "SELECT MAX(created) FROM records WHERE machine=? AND space_version=? AND threads=?"
            " AND speedup IS NOT NULL",
            (self.machine, self.space_version, self.threads),
        )
        if found is not None and newest and newest[0][0] is not None:
            found = found if found.created >= newest[0][0] else None
        if found is not None and measured and found.speedup is None:
            found = None
        self._found(found, bool(records))
        return found

    def note_foreign(self) -> None:
        """Warns once of the records made on another machine or under another schedule
        space (another thread count is only another configuration of this machine)."""
        counts = self.foreign_counts()
        counts.pop("thread count", None)
        if counts:
            parts = ", ".join(f"{count} for another {what}" for what, count in counts.items())
            warnings.warn(f"tuning records {self.path}: {parts}: ignored", stacklevel=3)

    def foreign_counts(self) -> dict[str, int]:
        """How many records in the file this process may not use, by why."""
        counts: dict[str, int] = {}
        for record in self.records():
            if record.machine != self.machine:
                why = "machine"
            elif record.space_version != self.space_version:
                why = "schedule-space version"
            elif record.threads != self.threads:
                why = "thread count"
            else:
                continue
            counts[why] = counts.get(why, 0) + 1
        return counts

    def records(self) -> list[Record]:
        return [Record(*row) for row in self._all(FIELDS, "records ORDER BY program, op")]

    def program_records(self) -> list[ProgramRecord]:
        return [
            ProgramRecord(*row) for row in self._all(PROGRAM_FIELDS, "programs ORDER BY program")
        ]

    def _all(self, fields: tuple[str, ...], table_and_order: str) -> list[tuple]:
        with self._connection() as connection:
            query = f"SELECT {', '.join(fields)} FROM {table_and_order}"
            return connection.execute(query).fetchall()

    def put(self, records: Iterable[Record | ProgramRecord]) -> int:
        """Stores each record that is better than the one it would replace (in one
        transaction); returns how many were stored."""
        stored = 0
        try:
            with self._connection() as connection:
                connection.execute("BEGIN IMMEDIATE")
                for record in records:
                    stored += _put_one(connection, record)
                connection.execute("COMMIT")
        except sqlite3.OperationalError as error:
            self._locked(error, "the records are not stored")
            return 0
        except sqlite3.DatabaseError as error:
            self._damaged(error)
            return 0
        return stored

    def record_program(
        self, scheduled: ScheduledProgram, method: str, speedup: float | None = None
    ) -> int:
        """Records the whole program's schedule and script; returns 1 if stored."""
        program = scheduled.original
        record = ProgramRecord(
            program_hash=program.content_hash(),
            machine=self.machine,
            space_version=self.space_version,
            threads=self.threads,
            program=program.name,
            schedule=scheduled.schedule.dumps(),
            script=scheduled.script,
            method=method,
            speedup=speedup,
            created=time.time(),
        )
        return self.put([record])

    def record_trials(self, scheduled: ScheduledProgram, trials: int, speedup: float) -> int:
        """Records the best of `trials` measured schedules: its ops and the program."""
        method = f"best of {trials} trials"
        return self.record_ops(scheduled, method, speedup) + self.record_program(
            scheduled, method, speedup
        )

    def record_ops(
        self,
        scheduled: ScheduledProgram,
        method: str,
        speedup: float | None = None,
        only: set[str] | None = None,
    ) -> int:
        """Records the steps of each op the schedule's walk reaches (or of those in
        `only`; no step is a choice too: the op is left as written), each with its
        script; returns how many were stored."""
        program = scheduled.original
        scripts = scheduled.op_scripts()
        records: list[Record | ProgramRecord] = []
        for tag in visited_ops(scheduled):
            if only is not None and tag not in only:
                continue
            mine = [step for step in scheduled.steps if step.tag == tag]
            fuses = any(isinstance(step, TiledFusion) for step in mine)
            records.append(
                Record(
                    signature=op_signature(program.op(tag)),
                    context=fusion_context(program, tag) if fuses else "",
                    machine=self.machine,
                    space_version=self.space_version,
                    threads=self.threads,
                    op=op_summary(program.op(tag)),
                    steps=json.dumps([{**step.to_json(), "tag": OP_TAG} for step in mine]),
                    script=scripts.get(tag, ""),
                    method=method,
                    speedup=speedup,
                    program=program.name,
                    created=time.time(),
                )
            )
        return self.put(records)

    def export(self, path: Path) -> int:
        """Writes every record, of any machine, as JSON lines (atomically)."""
        lines = [json.dumps({"table": "op", **r.to_json()}) for r in self.records()]
        lines += [json.dumps({"table": "program", **r.to_json()}) for r in self.program_records()]
        atomic_write_text(path, "".join(line + "\n" for line in lines))
        return len(lines)

    def import_file(self, path: Path) -> int:
        """Reads an export; ValueError names the file and line of the first bad record,
        and then nothing is stored. Returns how many records were stored."""
        try:
            text = path.read_text()
        except OSError as error:
            raise ValueError(f"cannot read {path}: {error.strerror}") from None
        records: list[Record | ProgramRecord] = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise ValueError(f"{where}: not JSON ({error.msg})") from None
            table = data.pop("table", None) if isinstance(data, dict) else None
            if table == "op":
                records.append(Record.from_json(data, where))
            elif table == "program":
                records.append(ProgramRecord.from_json(data, where))
            else:
                raise ValueError(f'{where}: "table" must be "op" or "program"')
        return self.put(records)


class ReadOnlyRecords(TuningRecords):
    """Records consulted and never written: an evaluation reads a user's records and
    leaves them as they are."""

    def put(self, records: Iterable[Record | ProgramRecord]) -> int:
        return 0


def _put_one(connection: sqlite3.Connection, record: Record | ProgramRecord) -> int:
    table, fields, keys = (
        ("records", FIELDS, RECORD_KEY)
        if isinstance(record, Record)
        else ("programs", PROGRAM_FIELDS, PROGRAM_KEY)
    )
    row = connection.execute(
        f"SELECT speedup FROM {table} WHERE " + " AND ".join(f"{k}=?" for k in keys),
        tuple(getattr(record, k) for k in keys),
    ).fetchone()
    if row is not None and not _better(record.speedup, row[0]):
        return 0
    connection.execute(
        f"INSERT OR REPLACE INTO {table} ({', '.join(fields)}) "
        f"VALUES ({', '.join('?' * len(fields))})",
        tuple(getattr(record, name) for name in fields),
    )
    return 1


def _better(speedup: float | None, stored: float | None) -> bool:
    """Measured beats the one pass; between measured, the higher speedup; a one pass
    replaces a one pass (the newer choice)."""
    if speedup is None:
        return stored is None
    return stored is None or speedup > stored


def apply_record(state: SchedulingState, record: Record) -> SchedulingState | None:
    """The state after the record's steps on the op at hand, moved on to the next op;
    None when the space refuses one of them (the caller chooses the op itself)."""
    tag, cursor = state.tag, state.cursor
    try:
        for step in record.steps_for(tag):
            state = state.apply(step)
    except ScheduleError:
        return None
    if not state.done and state.cursor == cursor:
        state = state.next_op()
    return state


def visited_ops(scheduled: ScheduledProgram) -> list[str]:
    """The ops a walk of the schedule reaches, consumer first: every op of the space's
    order but the producers a fusion step fused into their consumer."""
    own = {step.tag for step in scheduled.steps}
    fused = set(scheduled.touched) - own
    return [tag for tag in SchedulingState.start(scheduled.original).op_order if tag not in fused]
