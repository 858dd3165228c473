"""`rl-autoscheduler records`: list, export, import and tune the tuning records.

    rl-autoscheduler records list   [--records PATH]
    rl-autoscheduler records export OUT.jsonl [--records PATH]
    rl-autoscheduler records import IN.jsonl  [--records PATH]
    rl-autoscheduler records tune FILE.mlir   [--records PATH] [--budget 8] [--threads N]

The records (`agent.records`) are what `optimize`, `compile` and the torch.compile
backend consult before choosing a schedule. `list` shows every record of the file and
which this machine may use; `export` writes them all as JSON lines (schedule, script,
machine, space version) and `import` adds another machine's or user's export, keeping a
stored record unless the imported one is better; `tune` measures each distinct op of a
program alone (`agent.op_tuning`) and records the fastest verified schedule of each.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from pathlib import Path

from rl_autoscheduler.agent.records import TuningRecords, default_records_path


def add_records_parser(commands) -> None:
    records = commands.add_parser(
        "records", help="list, export, import or tune the tuning records (reused schedules)"
    )
    actions = records.add_subparsers(dest="action", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--records",
        help="the records file (default: $RL_AUTOSCHEDULER_RECORDS, else "
        "~/.cache/rl_autoscheduler/records.sqlite)",
    )
    common.add_argument(
        "--threads",
        type=int,
        default=os.cpu_count() or 1,
        help="the thread count the records are for (default: this machine's CPUs)",
    )
    listing = actions.add_parser("list", parents=[common], help="show the records")
    listing.set_defaults(handler=_list)
    export = actions.add_parser("export", parents=[common], help="write them as JSON lines")
    export.add_argument("output")
    export.set_defaults(handler=_export)
    imports = actions.add_parser("import", parents=[common], help="add an export's records")
    imports.add_argument("input")
    imports.set_defaults(handler=_import)
    tune = actions.add_parser(
        "tune", parents=[common], help="measure each distinct op of a program alone, record"
    )
    tune.add_argument("file")
    tune.add_argument("--budget", type=int, default=8, help="candidates per op (default 8)")
    tune.add_argument("--checkpoint", help="the agent proposing one candidate (default: shipped)")
    tune.add_argument("--workers", type=int, default=1, help="1: nothing runs beside a timing")
    tune.add_argument(
        "--timeout", type=float, default=300.0, help="seconds per measurement before giving up"
    )
    tune.set_defaults(handler=_tune)


def _open(args: argparse.Namespace) -> TuningRecords:
    path = Path(args.records) if args.records else default_records_path()
    return TuningRecords(path, args.threads)


def _list(args: argparse.Namespace) -> int:
    records = _open(args)
    ops, programs = records.records(), records.program_records()
    print(f"{records.path}: {len(ops)} op records, {len(programs)} program records")
    print(f"this machine: {records.machine}, space {records.space_version}, {args.threads} threads")
    print(f"{'op':40} {'method':28} {'speedup':>8} {'steps':>5} usable  chosen in")
    for record in ops:
        usable = records.made_here(record)
        speedup = f"{record.speedup:7.2f}x" if record.speedup is not None else f"{'-':>8}"
        steps = record.steps.count('"kind"')
        print(
            f"{record.op[:40]:40} {record.method[:28]:28} {speedup} {steps:5d} "
            f"{'yes' if usable else 'no ':6} {record.program}"
        )
    for why, count in records.foreign_counts().items():
        print(f"{count} record(s) for another {why}: not used here")
    return 0


def _export(args: argparse.Namespace) -> int:
    records = _open(args)
    count = records.export(Path(args.output))
    print(f"wrote {count} records to {args.output}")
    return 0


def _import(args: argparse.Namespace) -> int:
    records = _open(args)
    try:
        stored = records.import_file(Path(args.input))
    except ValueError as error:
        print(f"rl-autoscheduler records import: {error}; nothing imported", file=sys.stderr)
        return 2
    print(f"imported {stored} records into {records.path} (others kept a better stored one)")
    foreign = records.foreign_counts()
    for why, count in foreign.items():
        print(f"  {count} record(s) in the file are for another {why}: not used here")
    return 0


def _tune(args: argparse.Namespace) -> int:
    from rl_autoscheduler.agent.op_tuning import tune_ops
    from rl_autoscheduler.agent.trained import load_agent
    from rl_autoscheduler.commands.op_shares import shares_table
    from rl_autoscheduler.ir.program import Program
    from rl_autoscheduler.measurement.dist import ClusterConfig, Measurer
    from rl_autoscheduler.measurement.measure import TimingOptions

    program = Program.from_file(args.file).require_ops()
    records = _open(args)
    agent = load_agent(args.checkpoint)
    timing = TimingOptions(threads=args.threads)
    config = ClusterConfig(workers=args.workers, task_timeout_s=args.timeout, cache_path=None)
    with Measurer(config, timing) as measurer:
        measure = functools.partial(measurer.measure_many, progress=True)  # a bar on stderr
        tuned = tune_ops(program, agent, args.budget, measure, records)
    print(f"{program.name}: {len(tuned)} distinct ops, tuned alone on {args.threads} thread(s)")
    for line in shares_table(tuned, scheduled="tuned"):
        print(line)
    print(f"recorded in {records.path}")
    return 0
