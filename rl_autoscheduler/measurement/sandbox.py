"""Measuring in a process we can afford to lose.

JIT-ed code may segfault, abort inside LLVM, or loop forever. A `Sandbox` keeps
one child Python process (started with `python -m rl_autoscheduler.measurement.sandbox`,
so it works from Dask's daemonic workers too) that measures on request. A
child that dies or overruns its time limit becomes a failed Measurement with
the reason (`crash` or `timeout`); the next request starts a new child.

The child keeps the compiled baselines of the last few programs, so measuring
many schedules of one program compiles its baseline once; the baseline is
still re-timed next to every candidate.

Time the child spends waiting for the machine's timing lock (another process
is timing, or verifying a slow kernel) is not its fault: the child reports
such waits (`lock_wait`, `lock_held`) and the parent stops the clock meanwhile,
so a good schedule never times out behind someone else's slow or hanging one.
The pause is bounded (`LOCK_WAIT_LIMIT_FACTOR` times the limit).

Protocol: length-prefixed pickles over the child's stdin and a duplicate of
its stdout (unbuffered on the parent's side, so `select` sees every message);
the child points its own fd 1 at stderr so that stray native prints cannot
corrupt the stream. The parent forwards the child's stderr and
keeps its last lines: a crash reports the line that says why (a fatal-error
line from Python, LLVM or OpenMP), and one that says it ran out of memory is
`out_of_memory`, however the child died.
"""

from __future__ import annotations

import contextlib
import faulthandler
import os
import pickle
import resource
import select
import signal
import struct
import subprocess
import sys
import threading
import time
from collections import OrderedDict, deque
from typing import BinaryIO

from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.kernel_environment import kernel_environment
from rl_autoscheduler.measurement.measure import Baseline, Measurement, TimingOptions, measure
from rl_autoscheduler.measurement.timing_lock import set_wait_observer

_HEADER = struct.Struct("<Q")


def _send(stream: BinaryIO, message: object) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:  # an unbuffered stream may take part of it
        view = view[stream.write(view) or 0 :]
    stream.flush()


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            raise EOFError("the sandbox closed its pipe")
        data += chunk
    return data


def _receive(stream: BinaryIO) -> object:
    (size,) = _HEADER.unpack(_read_exactly(stream, _HEADER.size))
    return pickle.loads(_read_exactly(stream, size))


# What a child prints when it ran out of memory where Python could not catch it
# (LLVM's allocation-failure handler, the OpenMP runtime, the interpreter itself).
_MEMORY_MARKERS = ("out of memory", "bad_alloc", "MemoryError", "Cannot allocate memory")


class _StderrTail:
    """Forwards a child's stderr to ours and keeps its last lines, so that a
    crash can say what the child said before it died."""

    def __init__(self, pipe: BinaryIO, lines: int = 20) -> None:
        self.lines: deque[str] = deque(maxlen=lines)
        self._thread = threading.Thread(target=self._forward, args=(pipe,), daemon=True)
        self._thread.start()

    def _forward(self, pipe: BinaryIO) -> None:
        for raw in iter(pipe.readline, b""):
            line = raw.decode(errors="replace")
            self.lines.append(line.rstrip())
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(line)
        pipe.close()

    def finish(self, timeout_s: float = 5.0) -> list[str]:
        """The last lines, once the child's end of the pipe has closed."""
        self._thread.join(timeout_s)
        return [line for line in self.lines if line.strip()]


# Lines that name why a process died, in the order they are worth reporting.
_FATAL_PREFIXES = ("Fatal Python error", "LLVM ERROR", "OMP: Error", "terminate called")


def _cause(lines: list[str]) -> str:
    """The line that best says why a child died: a runtime's fatal-error line, else the last."""
    for prefix in _FATAL_PREFIXES:
        for line in lines:
            if line.startswith(prefix):
                return line
    return lines[-1]


def _signal_name(returncode: int) -> str:
    try:
        return signal.Signals(-returncode).name
    except ValueError:
        return f"signal {-returncode}"


class Sandbox:
    """A reusable child process that measures schedules; see the module docstring."""

    def __init__(self, timeout_s: float = 120.0, retire_above_bytes: int | None = None) -> None:
        self.timeout_s = timeout_s
        self.retire_above_bytes = retire_above_bytes or memory_limit_bytes() // 2
        """A child whose address space has grown beyond this is replaced between requests."""
        self._process: subprocess.Popen[bytes] | None = None
        self._stderr: _StderrTail | None = None
        self.restarts = 0

    def _child(self) -> subprocess.Popen[bytes]:
        if self._process is None or self._process.poll() is not None:
            if self._process is not None:
                self.restarts += 1
            self._process = subprocess.Popen(
                [sys.executable, "-m", "rl_autoscheduler.measurement.sandbox"],
                env={**kernel_environment(os.environ), PARENT_VARIABLE: str(os.getpid())},
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
            )
            assert self._process.stderr is not None
            self._stderr = _StderrTail(self._process.stderr)  # type: ignore[arg-type]
        return self._process

    def measure(
        self, program: Program, schedule: Schedule, options: TimingOptions | None = None
    ) -> Measurement:
        options = options or TimingOptions()
        failed = Measurement(program.name, schedule.to_json(), options.threads)
        too_large = memory_problem(program)
        if too_large is not None:
            failed.failure_kind, failed.error = "out_of_memory", too_large
            return failed
        child = self._child()
        assert child.stdin is not None and child.stdout is not None
        try:
            _send(child.stdin, (program.text, program.name, schedule.to_json(), options))
            reply = self._await_reply(child.stdout)  # type: ignore[arg-type]
            if reply is not None:
                status, payload = reply
                if status == "out_of_memory" or self._grown_too_large():
                    # Memory that LLVM and malloc freed is rarely returned: a
                    # child that filled half its cap starts afresh, before the
                    # next request fails for the previous ones' garbage.
                    self._retire()
                if status == "ok":
                    return Measurement(**payload)
                failed.failure_kind = (
                    "out_of_memory" if status == "out_of_memory" else ("compile_error")
                )
                failed.error = payload
                return failed
        except (EOFError, BrokenPipeError):
            # The child closed its pipe: it is dying; let it finish to read why.
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(timeout=10)
        return self._reap(failed)

    def _await_reply(self, replies: BinaryIO) -> tuple[str, object] | None:
        """The child's reply, or None when it overran `timeout_s` of its own time.

        While the child reports that it waits for the timing lock, the clock stops
        (up to LOCK_WAIT_LIMIT_FACTOR x timeout_s of waiting in all).
        """
        deadline = time.monotonic() + self.timeout_s
        pause_budget = LOCK_WAIT_LIMIT_FACTOR * self.timeout_s
        waiting_since: float | None = None
        while True:
            # While waiting, the child's own clock is frozen and the pause budget runs.
            paused = pause_budget if waiting_since is not None else 0.0
            remaining = deadline + paused - time.monotonic()
            ready, _, _ = select.select([replies], [], [], max(remaining, 0.0))
            if not ready:
                return None
            status, payload = _receive(replies)  # type: ignore[misc]
            if status == "lock_wait":
                waiting_since = time.monotonic()
            elif status == "lock_held" and waiting_since is not None:
                waited = time.monotonic() - waiting_since
                paused = min(waited, pause_budget)
                deadline += paused
                pause_budget -= paused
                waiting_since = None
            elif status not in ("lock_wait", "lock_held"):
                return status, payload

    def _forget(self, restart: bool) -> None:
        """Drops the (ended) child; the next request starts a new one."""
        self._process = None
        self._stderr = None
        self.restarts += restart

    def _grown_too_large(self) -> bool:
        size = _address_space_bytes(self._process.pid) if self._process else None
        return size is not None and size > self.retire_above_bytes

    def _retire(self) -> None:
        """Ends the child between requests: it exits when its stdin closes."""
        child = self._process
        if child is None:
            return
        with contextlib.suppress(OSError):
            assert child.stdin is not None
            child.stdin.close()
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        self._forget(restart=True)

    def _reap(self, failed: Measurement) -> Measurement:
        child = self._process
        assert child is not None
        returncode = child.poll()
        if returncode is None:
            child.kill()
            child.wait()
            failed.failure_kind = "timeout"
            failed.error = f"no result within {self.timeout_s:g} s: the kernel was stopped"
        else:
            said = self._stderr.finish() if self._stderr is not None else []
            failed.failure_kind = "crash"
            if returncode < 0:
                failed.error = f"the kernel crashed its process ({_signal_name(returncode)})"
            else:
                failed.error = f"the measuring process exited with code {returncode}"
            if any(marker in line for line in said for marker in _MEMORY_MARKERS):
                failed.failure_kind = "out_of_memory"
                failed.error += f"; it ran out of memory: see {MEMORY_LIMIT_VARIABLE}"
            elif returncode < 0 and MEMORY_LIMIT_VARIABLE in os.environ:
                # Native code whose allocation fails under the limit may die by a signal
                # before it can say so; the user who set the limit should hear of it.
                failed.error += (
                    f"; it ran under {MEMORY_LIMIT_VARIABLE}="
                    f"{os.environ[MEMORY_LIMIT_VARIABLE]} GB and may have run out of memory"
                )
            if said:
                failed.error += f"; it said: {_cause(said)[:300]}"
        self._forget(restart=True)
        return failed

    def close(self) -> None:
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._forget(restart=False)

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def measure_isolated(
    program: Program,
    schedule: Schedule,
    options: TimingOptions | None = None,
    timeout_s: float = 120.0,
) -> Measurement:
    """One measurement in a fresh sandbox."""
    with Sandbox(timeout_s) as sandbox:
        return sandbox.measure(program, schedule, options)


def _serve(requests: BinaryIO, replies: BinaryIO, cached_programs: int = 8) -> None:
    baselines: OrderedDict[tuple, Baseline] = OrderedDict()
    while True:
        try:
            text, name, steps, options = _receive(requests)  # type: ignore[misc]
        except EOFError:
            return
        except MemoryError as error:
            _send(
                replies,
                ("out_of_memory", f"out of memory ({error}): see {MEMORY_LIMIT_VARIABLE}"),
            )
            return
        try:
            program = Program.from_text(text, name)
            key = (program.content_hash(), options.threads, options.seed)
            if key not in baselines:
                baselines[key] = Baseline.build(program, options)
                if len(baselines) > cached_programs:
                    baselines.popitem(last=False)
            baselines.move_to_end(key)
            result = measure(program, Schedule.from_json(steps), options, baselines[key])
            _send(replies, ("ok", result.to_json()))
        except MemoryError as error:
            _send(
                replies, ("out_of_memory", f"out of memory ({error}): see {MEMORY_LIMIT_VARIABLE}")
            )
            return  # a fresh child for the next request
        except Exception as error:  # any failure is reported, never fatal
            _send(replies, ("error", f"{type(error).__name__}: {error}"))


MEMORY_LIMIT_VARIABLE = "RL_AUTOSCHEDULER_SANDBOX_MEMORY_GB"
LOCK_WAIT_LIMIT_FACTOR = 10
"""Waits for the timing lock stop a child's clock for at most this many times its limit:
another process's slow kernel is not the child's fault, but nothing waits forever."""


def memory_limit_bytes() -> int:
    """The cap on a child's address space: `RL_AUTOSCHEDULER_SANDBOX_MEMORY_GB`, by
    default a quarter of the machine's memory and at least 4 GiB."""
    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    default = max(4 << 30, total // 4)
    return int(float(os.environ.get(MEMORY_LIMIT_VARIABLE, default / (1 << 30))) * (1 << 30))


def memory_problem(program: Program) -> str | None:
    """Why the program cannot fit the child's memory cap, before anything is compiled
    (None: it may). One op's operands are live together, so their bytes are a lower bound
    of what a run needs; a child would only die of it after compiling, in the middle of
    allocating, with a message about that allocation instead of the program."""
    cap = memory_limit_bytes()
    for nest in program.ops:
        needed = nest.operand_bytes()
        if needed > cap:
            return (
                f"{nest.location}: {nest.op_name} needs {needed / (1 << 30):.1f} GiB for its "
                f"operands alone, above the sandbox's memory cap of {cap / (1 << 30):.1f} GiB "
                f"(set {MEMORY_LIMIT_VARIABLE} to raise it)"
            )
    return None


def _address_space_bytes(pid: int) -> int | None:
    """A process's virtual size (what the cap limits), or None where /proc is missing."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _limit_memory() -> None:
    """Caps the child's address space, so a schedule whose compilation explodes (LLVM
    on a huge unrolled loop) dies as a crash instead of taking the machine's memory."""
    limit = memory_limit_bytes()
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


PARENT_VARIABLE = "RL_AUTOSCHEDULER_SANDBOX_PARENT"
"""The pid of the process that started the child, as that process saw it."""


def _exit_with_parent(interval_s: float = 0.5) -> None:
    """Ends this child once the process that started it is gone.

    A worker killed from outside (SIGKILL, the end of its SLURM job) cannot stop
    its child, and one caught in an endless kernel would spin, and hold the
    machine's timing lock, forever. Kernels run with the GIL released, so this
    thread still gets to look. The parent's pid comes from the parent: a worker
    killed while its child was still starting has left it to init already, and the
    child, reading its request from the pipe, would take init for its parent.
    """
    parent = int(os.environ.get(PARENT_VARIABLE, os.getppid()))

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(interval_s)
        os._exit(1)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def main() -> None:
    faulthandler.enable()  # a segfault in a kernel names itself on stderr
    _exit_with_parent()
    _limit_memory()
    replies = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    # Tell the parent when the timing lock makes us wait, so that it stops the clock.
    set_wait_observer(
        lambda waiting: _send(replies, ("lock_wait" if waiting else "lock_held", None))
    )
    _serve(sys.stdin.buffer, replies)


if __name__ == "__main__":
    main()
