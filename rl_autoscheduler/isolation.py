"""Measuring in a process we can afford to lose.

JIT-ed code may segfault, abort inside LLVM, or loop forever. `measure_isolated`
runs one measurement in a freshly spawned process with a time limit and turns
a dead or hung child into a failed Measurement with the reason, so the caller
(the CLI, a trainer without a cluster) carries on.
"""

from __future__ import annotations

import multiprocessing as mp
import signal
from multiprocessing.connection import Connection

from rl_autoscheduler.measure import Measurement, TimingOptions, measure
from rl_autoscheduler.program import Program
from rl_autoscheduler.schedule import Schedule


def _child(
    connection: Connection, text: str, name: str, steps: list[dict], options: TimingOptions
) -> None:
    try:
        program = Program.from_text(text, name)
        result = measure(program, Schedule.from_json(steps), options)
        connection.send(("ok", result.to_json()))
    except Exception as error:
        connection.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        connection.close()


def _signal_name(exitcode: int) -> str:
    try:
        return signal.Signals(-exitcode).name
    except ValueError:
        return f"signal {-exitcode}"


def measure_isolated(
    program: Program,
    schedule: Schedule,
    options: TimingOptions | None = None,
    timeout_s: float = 120.0,
) -> Measurement:
    """`measure` in a spawned process; a crash or time-out is a failed Measurement."""
    options = options or TimingOptions()
    context = mp.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_child,
        args=(sender, program.text, program.name, schedule.to_json(), options),
        daemon=True,
    )
    process.start()
    sender.close()
    failed = Measurement(program.name, schedule.to_json(), options.threads)
    try:
        if receiver.poll(timeout_s):
            status, payload = receiver.recv()
            process.join(10)
            if status == "ok":
                return Measurement(**payload)
            failed.failure_kind, failed.error = "compile_error", payload
            return failed
    except EOFError:
        pass  # the child died before answering: reported below
    finally:
        receiver.close()
        if process.is_alive():
            process.kill()
        process.join()
    if process.exitcode is not None and process.exitcode < 0 and process.exitcode != -9:
        failed.failure_kind = "crash"
        failed.error = (
            f"the kernel crashed the measuring process ({_signal_name(process.exitcode)})"
        )
    elif process.exitcode == -9 or process.exitcode is None:
        failed.failure_kind = "timeout"
        failed.error = f"no result within {timeout_s:g} s"
    else:
        failed.failure_kind = "crash"
        failed.error = f"the measuring process exited with code {process.exitcode}"
    return failed
