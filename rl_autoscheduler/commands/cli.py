"""The `rl-autoscheduler` command: inspect, run, export, optimize, the dashboard, and the
jobs that have a module of their own (train, demonstrate, fuzz, learning-report).

A job with its own module keeps its `main(argv, prog)` there, so
`python -m rl_autoscheduler.agent.train ...` and `rl-autoscheduler train ...` are the same
command: this one hands every argument after the job's name to that `main` unparsed.

Every error about the user's input (a missing, binary or empty file, a program
that does not parse or has no linalg op, an illegal schedule, a bad option, a
program as written that cannot be compiled or run) is one line on stderr naming
the file and the problem, and exit code 2; a failure of this tool is one line
and exit code 1 (docs/usage.md has the table).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.commands.tuning_records import add_records_parser
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule, export_script, scheduled_program
from rl_autoscheduler.measurement.measure import NON_FINITE, TimingOptions
from rl_autoscheduler.measurement.sandbox import measure_isolated


def _nest_json(nest: LoopNest) -> dict:
    return {
        "tag": nest.tag,
        "op": nest.op_name,
        "location": nest.location,
        "loops": [
            {
                "trip_count": loop.trip_count,
                "type": "reduction" if loop.is_reduction else "parallel",
            }
            for loop in nest.loops
        ],
        "operands": [
            {
                "role": "init" if operand.is_init else "input",
                "shape": list(operand.shape),
                "element_type": operand.element_type,
                "access_matrix": [list(row) for row in operand.access_matrix],
            }
            for operand in nest.operands
        ],
        "arithmetic_counts": nest.arithmetic_counts,
        "producers": list(nest.producers),
    }


def _load(path: str) -> Program:
    """The user's program; MLIRError (exit 2) if it is unusable or has nothing to schedule."""
    return Program.from_file(path).require_ops()


def _inspect(args: argparse.Namespace) -> int:
    program = _load(args.file)
    if args.json:
        print(json.dumps([_nest_json(nest) for nest in program.ops], indent=2))
        return 0
    for nest in program.ops:
        loops = " ".join(
            f"{loop.trip_count}{'r' if loop.is_reduction else 'p'}" for loop in nest.loops
        )
        producers = f"  <- {', '.join(nest.producers)}" if nest.producers else ""
        print(f"{nest.tag:6} {nest.op_name:28} loops [{loops}]  at {nest.location}{producers}")
        for operand in nest.operands:
            role = "init " if operand.is_init else "input"
            matrix = [list(row) for row in operand.access_matrix]
            print(f"         {role} {list(operand.shape)} access {matrix}")
    return 0


def _run(args: argparse.Namespace) -> int:
    program = _load(args.file)
    schedule = Schedule.load(args.schedule) if args.schedule else Schedule()
    apply_schedule(program, schedule)  # an illegal schedule is the user's error: exit 2
    options = TimingOptions(
        threads=args.threads, repeat=args.repeat, min_repeat=min(3, args.repeat), seed=args.seed
    )
    result = measure_isolated(program, schedule, options, timeout_s=args.timeout)
    if args.json:
        print(json.dumps(result.to_json(), indent=2))
    if result.error and result.failure_kind != NON_FINITE:
        written = result
        if schedule:  # whose failure is it: the program's, or the schedule's?
            written = measure_isolated(program, Schedule(), options, timeout_s=args.timeout)
        if written.error and written.failure_kind != NON_FINITE:
            raise MeasurementFailed(program, written)
        raise MeasurementFailed(program, result, written_failed=False)
    if result.failure_kind == NON_FINITE:
        print(
            f"warning: {program.name}: {result.error}; checked by NaN and Inf positions and "
            "finite values only",
            file=sys.stderr,
        )
    if not args.json:
        print(f"{program.name}: {schedule.describe()}")
        print(
            f"  baseline  {result.baseline_s * 1e3:10.3f} ms  {result.baseline_gflops:8.2f} GFLOP/s"
        )
        print(
            f"  scheduled {result.time_s * 1e3:10.3f} ms  {result.gflops:8.2f} GFLOP/s"
            f"  speedup {result.speedup:.2f}x  ({args.threads} thread(s))"
        )
        print(
            f"  correct {result.correct} (max relative error {result.max_rel_error:.2e}),"
            f" compile {result.compile_s * 1e3:.1f} ms"
        )
    return 0


PROGRAM_FAILURES = ("compile_error", "out_of_memory", "timeout")
"""How the program as written can fail that is the program's own (exit 2): a type the
core cannot compile, more memory than the cap, a run beyond the time limit."""


class MeasurementFailed(Exception):
    """A measurement failed: exit 2 when the program as written could not be compiled or
    run for a reason of its own (`PROGRAM_FAILURES`), 1 otherwise (a crash, or a schedule
    that failed where the program as written ran: a failure of this tool)."""

    def __init__(self, program: Program, result, written_failed: bool = True) -> None:
        own = written_failed and result.failure_kind in PROGRAM_FAILURES
        what = "the program as written" if written_failed else "the schedule"
        super().__init__(f"{program.name}: {what} failed: {result.failure_kind}: {result.error}")
        self.exit_code = 2 if own else 1


def _export(args: argparse.Namespace) -> int:
    program = _load(args.file)
    script = export_script(program, Schedule.load(args.schedule))
    if args.output == "-":
        sys.stdout.write(script)
    else:
        atomic_write_text(Path(args.output), script)
    return 0


def _write_outputs(outputs: list[tuple[Path, str]]) -> None:
    """Writes every file atomically; if one write fails, restores the ones already written."""
    written: list[tuple[Path, bytes | None]] = []
    try:
        for path, text in outputs:
            previous = path.read_bytes() if path.is_file() else None
            atomic_write_text(path, text)
            written.append((path, previous))
    except OSError:
        for path, previous in reversed(written):
            if previous is None:
                path.unlink(missing_ok=True)
            else:
                atomic_write_text(path, previous.decode())
        raise


def _optimize(args: argparse.Namespace) -> int:
    from rl_autoscheduler.agent.records import open_records
    from rl_autoscheduler.agent.trained import resolved_checkpoint
    from rl_autoscheduler.commands.optimize import load_agent, optimize, recorded

    program = _load(args.file)
    checkpoint = resolved_checkpoint(args.checkpoint)
    records = open_records(args.records or not args.no_records, args.threads, checkpoint)
    result = recorded(program, records, measured=bool(args.trials))
    if result is not None:
        assert result.record is not None
        gain = f", speedup {result.record.speedup:.2f}x" if result.record.speedup else ""
        summary = [f"  from the tuning record in {records.path} ({result.record.method}{gain})"]
    elif args.trials:
        agent = load_agent(args.checkpoint)
        result, summary = _optimize_with_trials(program, agent, args, records)
    else:
        result, summary = optimize(program, load_agent(args.checkpoint), records), []
    outputs = [(Path(args.output), result.transformed.text)]
    if args.schedule_out:
        outputs.append((Path(args.schedule_out), result.script))
    if args.json_schedule:
        outputs.append((Path(args.json_schedule), result.schedule.dumps() + "\n"))
    if args.output == "-":
        sys.stdout.write(result.transformed.text)
        outputs = outputs[1:]
    _write_outputs(outputs)
    report = sys.stderr if args.output == "-" else sys.stdout
    if args.output != "-":
        print(f"{program.name}: {result.schedule.describe()}")
    for line in summary:
        print(line, file=report)
    return 0


def _optimize_with_trials(program: Program, agent, args: argparse.Namespace, records=None):
    """Policy-guided search: the best verified of `--trials` proposals and the untransformed
    program; returns the optimized result and the lines that say what was measured. The
    result is recorded (its ops and the program) in `records`, unless nothing verified."""
    from rl_autoscheduler.agent.guided import guided_search
    from rl_autoscheduler.commands.optimize import Optimized

    options = TimingOptions(threads=args.threads, seed=args.seed)
    search = guided_search(agent, program, args.trials, options, args.timeout, args.seed)
    best, baseline = search.best, search.trials[0]
    scheduled = scheduled_program(program, search.schedule)
    result = Optimized(program, search.schedule, scheduled.finished(), scheduled.exported_script)
    if baseline.failure_kind == NON_FINITE:
        return result, non_finite_summary(program, search.trials, args.threads)
    if not baseline.ok:
        raise MeasurementFailed(program, baseline)
    verified = sum(trial.ok for trial in search.trials[1:])
    if records is not None:
        records.record_trials(scheduled, args.trials, best.speedup if best.schedule else 1.0)
    lines = [
        f"  measured the untransformed program and {len(search.trials) - 1} proposed "
        f"schedule(s) on {args.threads} thread(s): {verified} verified"
    ]
    failures = [trial for trial in search.trials[1:] if not trial.ok]
    lines += [f"  failed: {trial.failure_kind}: {trial.error}" for trial in failures[:3]]
    if not best.schedule:
        lines.append("  no proposed schedule beat the untransformed program: written unchanged")
    else:
        lines.append(
            f"  best: {best.time_s * 1e3:.3f} ms against {best.baseline_s * 1e3:.3f} ms "
            f"untransformed, speedup {best.speedup:.2f}x (verified, max relative error "
            f"{best.max_rel_error:.1e})"
        )
    return result, lines


def non_finite_summary(program: Program, trials: list, threads: int) -> list[str]:
    """The summary of `optimize --trials` on a program whose outputs are not finite for
    any input drawn: one warning line that names the output, then what was kept.

    The command still succeeds (exit 0): every schedule was compared with the program as
    written by its NaN and Inf positions and its finite values, and the fastest that
    matched is written (`guided.best_verified`); the warning says that this is all the
    check could see."""
    from rl_autoscheduler.agent.guided import best_verified

    baseline, best = trials[0], best_verified(trials)
    checked = sum(trial.checked for trial in trials[1:])
    lines = [
        f"  warning: {program.name}: {baseline.error}; schedules were checked by their NaN "
        "and Inf positions and finite values only",
        f"  measured the untransformed program and {len(trials) - 1} proposed schedule(s) "
        f"on {threads} thread(s): {checked} matched",
    ]
    if best is baseline or not best.schedule:
        lines.append("  no proposed schedule beat the untransformed program: written unchanged")
    else:
        lines.append(
            f"  best: {best.time_s * 1e3:.3f} ms against {best.baseline_s * 1e3:.3f} ms "
            f"untransformed, speedup {best.speedup:.2f}x"
        )
    return lines


def _port_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _dashboard(args: argparse.Namespace) -> int:
    """Serves the MLflow store that training and evaluation log to, on 127.0.0.1 only,
    until Ctrl-C (or SIGTERM), and prints the page of this tool's runs. Logging needs no
    server: this is only for watching."""
    from rl_autoscheduler.agent.tracking import mlflow_store, sqlite_path, without_telemetry

    uri, artifacts = mlflow_store(args.store)
    database = sqlite_path(uri)
    if database is None:
        raise ConfigError(f"{uri} is a tracking server already: open it in a browser")
    if not database.is_file():
        raise ConfigError(
            f"no MLflow store at {database}: a training or an evaluation creates it "
            "(or pass --store)"
        )
    if not _port_free(args.port):
        raise ConfigError(f"port {args.port} on 127.0.0.1 is in use: choose another with --port")
    page = _runs_page(uri)
    command = [sys.executable, "-m", "mlflow", "server", "--backend-store-uri", uri]
    command += ["--host", "127.0.0.1", "--port", str(args.port), "--workers", "1"]
    if artifacts:
        command += ["--artifacts-destination", artifacts]
    # No background job runner (its consumer processes are for GenAI features), no
    # telemetry unless the user asked for it, and the server in its own process group so
    # that stopping the dashboard stops all of it.
    env = without_telemetry({**os.environ, "MLFLOW_SERVER_ENABLE_JOB_EXECUTION": "false"})
    server = subprocess.Popen(command, env=env, start_new_session=True)
    print(f"MLflow dashboard of {database}: http://127.0.0.1:{args.port}/{page}  (Ctrl-C stops it)")
    sys.stdout.flush()
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        return server.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        _stop_group(server)


MODEL_TRAINING_VIEW = "workflowType=machine_learning"
"""MLflow 3's UI shows its GenAI pages (traces, prompts) unless the address asks for its
model-training view: runs, their metric charts and artifacts."""


def _runs_page(uri: str) -> str:
    """The UI's page (after the address's `/`) of the runs of this tool's experiments, in
    the model-training view: one experiment's runs table, or several experiments' runs in
    one table; the list of experiments while there are none."""
    import urllib.parse

    ids = _logged_experiments(uri)
    if len(ids) == 1:
        return f"#/experiments/{ids[0]}/runs?{MODEL_TRAINING_VIEW}"
    if ids:
        chosen = urllib.parse.quote(json.dumps(sorted(ids), separators=(",", ":")))
        return f"#/compare-experiments/s?experiments={chosen}&{MODEL_TRAINING_VIEW}"
    return f"#/experiments?{MODEL_TRAINING_VIEW}"


def _logged_experiments(uri: str) -> list[str]:
    """The ids of the store's active experiments holding a run this tool logged (tagged
    with its run id): not MLflow's empty `Default`, nor another tool's experiments."""
    from rl_autoscheduler.agent.tracking import RUN_ID_TAG, quiet_mlflow

    quiet_mlflow()
    from mlflow import MlflowClient

    client = MlflowClient(tracking_uri=uri)
    tagged = f"tags.{RUN_ID_TAG} LIKE '%'"
    return [
        experiment.experiment_id
        for experiment in client.search_experiments()
        if client.search_runs([experiment.experiment_id], filter_string=tagged, max_results=1)
    ]


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM stops the dashboard the way Ctrl-C does."""
    raise KeyboardInterrupt


def _stop_group(server: subprocess.Popen) -> None:
    """Stops the server's process group: politely, then for good after 10 s."""
    for sent in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, sent)
        try:
            server.wait(timeout=10)
            return
        except subprocess.TimeoutExpired:
            continue


def _non_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be at least 0, not {value}")
    return value


JOBS = {
    "train": (
        "rl_autoscheduler.agent.train",
        "train an agent from a config (behaviour cloning if it asks, then PPO)",
    ),
    "demonstrate": (
        "rl_autoscheduler.agent.demonstrations",
        "run the teacher searches whose best schedules training clones",
    ),
    "learning-report": (
        "rl_autoscheduler.agent.learning_report",
        "a trained policy against the untrained one and random search",
    ),
    "fuzz": (
        "rl_autoscheduler.commands.fuzz",
        "random legal schedules, measured and verified, to find bugs",
    ),
}
"""Jobs whose command line is their module's `main(argv, prog)`: module, one-line help."""


def run_job(name: str, argv: list[str]) -> int:
    """Runs job `name` with `argv` (its own flags), imported only when asked for: the
    other commands do not pay for torch and Dask."""
    module, _ = JOBS[name]
    return importlib.import_module(module).main(argv, prog=f"rl-autoscheduler {name}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rl-autoscheduler",
        description="Learn to schedule MLIR linalg programs: inspect, run, export and optimize "
        "them, train and check the agent.",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    inspect = commands.add_parser("inspect", help="print the loop nests of a program")
    inspect.add_argument("file")
    inspect.add_argument("--json", action="store_true")
    inspect.set_defaults(handler=_inspect)

    run = commands.add_parser(
        "run", help="compile, verify and time a program, untransformed and scheduled"
    )
    run.add_argument("file")
    run.add_argument("--schedule", help="schedule JSON (default: none, time the baseline)")
    run.add_argument("--threads", type=int, default=1)
    run.add_argument("--repeat", type=int, default=10, help="timed runs per kernel (at most)")
    run.add_argument("--seed", type=int, default=0, help="seed of the random inputs")
    run.add_argument("--timeout", type=float, default=300.0, help="seconds before giving up")
    run.add_argument("--json", action="store_true")
    run.set_defaults(handler=_run)

    export = commands.add_parser("export", help="write the transform-dialect script of a schedule")
    export.add_argument("file")
    export.add_argument("--schedule", required=True)
    export.add_argument("-o", "--output", required=True, help="output file, or - for stdout")
    export.set_defaults(handler=_export)

    optimize = commands.add_parser(
        "optimize",
        help="schedule a program with a trained agent; the result is checked by measurement",
    )
    optimize.add_argument("file")
    optimize.add_argument(
        "--checkpoint",
        help="a training run's checkpoint.pt (default: the shipped model, "
        "rl_autoscheduler/models/default.pt)",
    )
    optimize.add_argument(
        "-o", "--output", required=True, help="the transformed program, or - for stdout"
    )
    optimize.add_argument(
        "--schedule-out", help="write the transform-dialect script that replays the schedule"
    )
    optimize.add_argument("--json-schedule", help="write the schedule as JSON")
    optimize.add_argument(
        "--trials",
        type=_non_negative,
        default=1,
        help="schedules the agent proposes (its greedy pass, then samples) that are measured "
        "and verified beside the untransformed program; the fastest verified is written, so "
        "the result is never slower than the program as written (default 1: the greedy "
        "pass, checked; 0: the greedy pass, unmeasured)",
    )
    optimize.add_argument(
        "--threads",
        type=int,
        default=os.cpu_count() or 1,
        help="threads the measured kernels run on (default: this machine's CPUs)",
    )
    optimize.add_argument("--seed", type=int, default=0, help="sampling and input seed")
    optimize.add_argument(
        "--records",
        help="tuning records to consult first and write (default: $RL_AUTOSCHEDULER_RECORDS, "
        "else ~/.cache/rl_autoscheduler/records.sqlite)",
    )
    optimize.add_argument(
        "--no-records", action="store_true", help="neither read nor write tuning records"
    )
    optimize.add_argument(
        "--timeout", type=float, default=300.0, help="seconds per measurement before giving up"
    )
    optimize.set_defaults(handler=_optimize)

    add_records_parser(commands)

    dashboard = commands.add_parser(
        "dashboard", help="watch training and evaluation runs in MLflow's UI on 127.0.0.1"
    )
    dashboard.add_argument("--port", type=int, default=5000, help="port on 127.0.0.1 (5000)")
    dashboard.add_argument(
        "--store",
        help="MLflow store: a SQLite file or sqlite:/// URI (default: MLFLOW_TRACKING_URI, "
        "else runs/mlflow.db)",
    )
    dashboard.set_defaults(handler=_dashboard)

    for name, (_, summary) in JOBS.items():
        # Listed here for --help; `main` hands the job's arguments to its module unparsed.
        job = commands.add_parser(name, help=summary, add_help=False)
        job.add_argument("arguments", nargs=argparse.REMAINDER, help=f"see {name} --help")
    return parser


DEBUG_VARIABLE = "RL_AUTOSCHEDULER_DEBUG"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in JOBS:
        return run_job(argv[0], argv[1:])
    args = build_parser().parse_args(argv)
    try:
        return args.handler(args)
    except (ConfigError, MLIRError) as error:
        # MLIR diagnostics span lines (the file, then each error): keep them on one.
        print(f"rl-autoscheduler {args.command}: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    except OSError as error:  # e.g. an output file that cannot be written
        what = f"{error.filename}: {error.strerror}" if error.filename else str(error)
        print(f"rl-autoscheduler {args.command}: {what}", file=sys.stderr)
        return 2
    except MeasurementFailed as failure:
        print(f"rl-autoscheduler {args.command}: {' '.join(str(failure).split())}", file=sys.stderr)
        return failure.exit_code
    except Exception as error:  # a failure of this tool, not of the input: say so, exit 1
        if os.environ.get(DEBUG_VARIABLE):
            raise
        print(
            f"rl-autoscheduler {args.command}: internal error on {getattr(args, 'file', '')}: "
            f"{type(error).__name__}: {' '.join(str(error).split())} (set {DEBUG_VARIABLE}=1 "
            "for the traceback)",
            file=sys.stderr,
        )
        return 1
