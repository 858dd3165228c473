"""The child's side of the references: `python -m evaluation.references.child JOB.json
OUT.jsonl` checks the untransformed program against the float64 reference, then checks and
times each framework, one JSON line per method (see the package docstring).

Timing follows the project's one policy (`rl_autoscheduler.measurement.timing.time_callable`) with
the job's `TimingOptions`, under the machine's timing lock and after a pause that lets the
previous runtime's spinning threads go to sleep.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from evaluation.references import Unsupported
from evaluation.references.harness import HANDICAPS, REFERENCE_CHECK, failure
from evaluation.references.jax_refs import jax_function
from evaluation.references.numpy_refs import blas_libraries, blas_text, numpy_call
from evaluation.references.torch_refs import layouts, torch_call, torch_function
from rl_autoscheduler.measurement.machine_load import ForeignLoad
from rl_autoscheduler.measurement.timing import TimingOptions, median, time_callable

PAUSE_S = 0.25
"""Pause (holding the timing lock) before a block of runs: longer than the time an
OpenMP runtime's idle threads keep spinning, so the previous block's threads are asleep."""


def timed(run: Callable[[], object], timing: TimingOptions, row: dict) -> list[float]:
    """`run`'s timed calls under the one timing policy, holding the machine's timing lock;
    `row["foreign_load_cores"]` is set to the CPU other processes used meanwhile."""
    from rl_autoscheduler.measurement.measure import settled_state
    from rl_autoscheduler.measurement.timing_lock import exclusive_timing

    with exclusive_timing():
        time.sleep(PAUSE_S)
        state = settled_state(timing)
        if state is not None:
            row["parallel_state"] = state
        foreign = ForeignLoad()
        times = time_callable(run, timing)
        row["foreign_load_cores"] = foreign.cores()
    return times


def _load_network(spec: dict, inputs: list[np.ndarray]):
    """The spec's PyTorch module with the benchmark's (random) weights loaded."""
    import torch

    from data_generation.nn_to_mlir import load_factory

    network = spec["network"]
    model = load_factory(network["factory"])
    names = network["arg_names"][1:]
    if len(names) != len(inputs) - 2:
        raise Unsupported(
            f"the program takes {len(inputs)} arguments, the manifest names {len(names) + 1} "
            "inputs (plus the output)"
        )
    state = {
        name: torch.from_numpy(array.copy())
        for name, array in zip(names, inputs[1:-1], strict=True)
    }
    missing, unexpected = model.load_state_dict(state, strict=False)
    # A batch norm's step counter is state but no argument: inference does not read it.
    missing = [name for name in missing if not name.endswith("num_batches_tracked")]
    if missing or unexpected:
        raise Unsupported(f"weights do not match the module: missing {missing}, extra {unexpected}")
    return model.eval()


def _expected(spec: dict, inputs: list[np.ndarray], model) -> list[np.ndarray]:
    """The float64 value of each of the program's results."""
    from evaluation.references import oracle
    from evaluation.references.translate import float64_reference, graph_of

    if spec["kind"] == "network":
        return [oracle.network(model, inputs[0])]
    if spec.get("graph"):
        return float64_reference(graph_of(spec["path"]), inputs)
    return [oracle.single_op(spec["kind"], inputs, spec.get("attributes") or {})]


def output_indices(spec: dict, kernel) -> list[int]:
    """Which of the kernel's buffers holds each of the program's results after a run.

    The last one for a single op (its destination); for a translated program, each
    returned value's function argument, or the out-parameter bufferization appended
    (`ProgramGraph.result_buffers`).
    """
    from evaluation.references.translate import graph_of

    if not spec.get("graph"):
        return [len(kernel.arguments) - 1]
    graph = graph_of(spec["path"])
    return graph.result_buffers(len(kernel.arguments), kernel.num_original_arguments)


@dataclass(frozen=True)
class Expected:
    """The float64 value of each of the program's results, and how close a float32
    result must be (`float32_rtol` of the program's longest reduction)."""

    values: list[np.ndarray]
    rtol: float


def matches_all(expected: Expected, actual: list) -> tuple[bool, str]:
    """`matches_reference` on each result; the note names the result when there are several."""
    from evaluation.references.oracle import matches_reference

    values = expected.values
    if len(values) != len(actual):
        return False, f"{len(actual)} results, expected {len(values)}"
    notes = []
    for index, (want, got) in enumerate(zip(values, actual, strict=True)):
        ok, note = matches_reference(want, np.asarray(got), expected.rtol)
        note = f"result {index}: {note}" if len(values) > 1 else note
        if not ok:
            return False, note
        notes.append(note)
    return True, "; ".join(notes)


def reduction_length(program) -> int:
    """The most terms any op of `program` sums into one value (its reduction loops' size)."""
    return max(
        (
            math.prod(loop.trip_count for loop in nest.loops if loop.is_reduction)
            for nest in program.ops
        ),
        default=1,
    )


def _results(output: object) -> list:
    """A framework call's results as a list (a translated program returns a list)."""
    return list(output) if isinstance(output, (list, tuple)) else [output]


def _one_line(error: BaseException) -> str:
    return " ".join(f"{type(error).__name__}: {error}".split())[:400]


def _verified_timing(
    method: str,
    run: Callable[[], object],
    timing: TimingOptions,
    expected: Expected,
    extra: dict | None = None,
) -> dict:
    """Checks `run()`'s results against `expected`, then times `run`."""
    from rl_autoscheduler.measurement.timing_lock import exclusive_timing

    row = {"method": method, **(extra or {})}
    with exclusive_timing():
        outputs = [np.asarray(output) for output in _results(run())]
    ok, note = matches_all(expected, outputs)
    row["note"] = note
    if not ok:
        row.update(ok=False, correct=False, failure_kind="wrong_result", error=note)
        return row
    times = timed(run, timing, row)
    row.update(ok=True, correct=True, times_s=times, time_s=median(times))
    return row


def non_finite_row(row: dict, non_finite: str | None) -> dict:
    """A row that checked out on a program whose outputs are not finite under any draw
    becomes a `non_finite` failure naming the output (its time is kept, not counted): a
    match on NaNs proves little, and it must never read as a wrong result either."""
    if non_finite is None or not row.get("ok"):
        return row
    from rl_autoscheduler.measurement.inputs import NON_FINITE

    return {**row, "ok": False, "failure_kind": NON_FINITE, "error": non_finite}


def child_main(job_path: str, out_path: str) -> int:
    """Runs the job at `job_path` (written by `harness.run_baselines`), appending one result
    line per method to `out_path` as soon as it is known, so a crash loses only the rest."""
    job = json.loads(Path(job_path).read_text())
    spec, threads = job["spec"], int(job["threads"])
    timing = TimingOptions(**job["timing"])
    cores = sorted(os.sched_getaffinity(0))
    if threads < len(cores):
        os.sched_setaffinity(0, cores[:threads])
    out = open(out_path, "a")  # noqa: SIM115 - lines are flushed one by one
    import torch

    torch.set_num_threads(threads)
    from evaluation.references.oracle import float32_rtol
    from rl_autoscheduler import _core
    from rl_autoscheduler.ir.program import Program
    from rl_autoscheduler.measurement.inputs import draw_inputs
    from rl_autoscheduler.measurement.timing_lock import exclusive_timing

    program = Program.from_file(spec["path"])
    kernel = _core.compile(program.text, name=program.name, threads=threads)
    with exclusive_timing():  # the untransformed run the reference check compares
        drawn = draw_inputs(kernel, timing.seed, program.text)
    inputs = drawn.inputs

    def emit(row: dict) -> None:
        out.write(json.dumps(non_finite_row(row, drawn.non_finite)) + "\n")
        out.flush()

    model = None
    try:
        if spec["kind"] == "network":
            model = _load_network(spec, inputs)
        rtol = float32_rtol(reduction_length(program))
        expected = Expected(_expected(spec, inputs, model), rtol)
        buffers = output_indices(spec, kernel)
    except Exception as error:
        reason = f"no reference for this benchmark: {_one_line(error)}"
        for method in (REFERENCE_CHECK, *job["frameworks"]):
            emit(failure(method, "unsupported", reason))
        return 0

    ok, note = matches_all(expected, [drawn.outputs[index] for index in buffers])
    blas = blas_libraries()
    emit(
        {
            "method": REFERENCE_CHECK,
            "ok": ok,
            "correct": ok,
            "note": note,
            "input_draw": drawn.draw,
            "bytes": sum(int(array.nbytes) for array in inputs),
            "blas": blas,
            "environment": {name: os.environ.get(name) for name in HANDICAPS},
            **({} if ok else {"failure_kind": "wrong_result", "error": note}),
        }
    )
    del kernel
    drawn.outputs = []  # only `non_finite` is needed from here on

    for framework in job["frameworks"]:
        try:
            if framework == "pytorch":
                emit(_pytorch_result(spec, inputs, model, timing, expected))
            elif framework == "jax":
                emit(_jax_result(spec, inputs, model, timing, expected))
            elif framework == "numpy":
                extra = {"version": np.__version__, "blas": blas, "blas_text": blas_text(blas)}
                run = numpy_call(spec, inputs)
                emit(_verified_timing("numpy", run, timing, expected, extra))
            elif framework == "torch_compile":
                emit(_torch_compile_result(spec, inputs, model, timing, expected))
            else:
                emit(failure(framework, "unsupported", f"unknown framework {framework!r}"))
        except Unsupported as error:
            row = failure(framework, "unsupported", str(error))
            if framework == "numpy":  # by design (a BLAS covers matmuls): n/a, not a failure
                row.update(available=False, note=str(error))
            emit(row)
        except Exception as error:
            traceback.print_exc()
            emit(failure(framework, "error", _one_line(error)))
    out.close()
    return 0


def _pytorch_result(spec, inputs, model, timing, expected) -> dict:
    """PyTorch eager in each layout of `layouts(spec)`, each checked and timed; the row of
    the fastest verified one, with `layout` naming it and `layout_times_s` all of them."""
    import torch

    def timed(layout: str) -> dict:
        call = torch_call(spec, inputs, model, layout)

        def run():
            with torch.inference_mode():
                return call()

        extra = {"version": torch.__version__, "layout": layout, "native": spec.get("native")}
        return _verified_timing("pytorch", run, timing, expected, extra)

    return _fastest_layout(spec, "pytorch", timed)


def _fastest_layout(spec, framework: str, timed: Callable[[str], dict]) -> dict:
    """`timed(layout)`'s row for each layout of `layouts(spec)`; the fastest verified one,
    with `layout_times_s` all of them. The first layout's error is the framework's."""
    rows: dict[str, dict] = {}
    for layout in layouts(spec):
        try:
            rows[layout] = timed(layout)
        except Exception as error:  # e.g. a network's .view() of a channels_last tensor
            if layout == layouts(spec)[0]:
                raise
            rows[layout] = {**failure(framework, "error", _one_line(error)), "layout": layout}
    good = {layout: row for layout, row in rows.items() if row.get("ok")}
    if not good:
        return rows[layouts(spec)[0]]
    best = min(good, key=lambda layout: good[layout]["time_s"])
    row = rows[best]
    row["layout_times_s"] = {
        layout: other.get("time_s") if other.get("ok") else None for layout, other in rows.items()
    }
    failures = [f"{name}: {other.get('error')}" for name, other in rows.items() if not other["ok"]]
    if failures:
        row["note"] = f"{row.get('note')}; failed: {'; '.join(failures)}"
    return row


def cxx_compiler() -> str | None:
    """The C++ compiler inductor's CPU backend would use ($CXX, else g++/clang++ on PATH)."""
    import shutil

    return os.environ.get("CXX") or shutil.which("g++") or shutil.which("clang++")


def _torch_compile_result(spec, inputs, model, timing, expected) -> dict:
    """`torch.compile` (inductor): compiled once before timing (`compile_s`, not timed);
    `unsupported` with the reason when it cannot compile on this machine."""
    import torch

    if cxx_compiler() is None:
        raise Unsupported(
            "torch.compile's inductor CPU backend needs a C++ compiler; none found ($CXX, g++)"
        )

    def timed(layout: str) -> dict:
        function, arguments = torch_function(spec, inputs, model, layout)
        compiled = torch.compile(function, dynamic=False)
        start = time.perf_counter()
        try:
            with torch.no_grad():
                compiled(*arguments)
        except Exception as error:  # no compiler, no headers, a backend bug: say which
            message = f"torch.compile failed on this machine: {_one_line(error)}"
            raise Unsupported(message) from None
        compile_s = time.perf_counter() - start

        def run():
            with torch.no_grad():
                return compiled(*arguments)

        extra = {"version": torch.__version__, "compile_s": compile_s, "backend": "inductor"}
        return _verified_timing("torch_compile", run, timing, expected, extra | {"layout": layout})

    return _fastest_layout(spec, "torch_compile", timed)


def _jax_result(spec, inputs, model, timing, expected) -> dict:
    import jax

    network = spec.get("network") or {}
    function, takes_params = jax_function(spec, model, network.get("input_shape"))
    jitted = jax.jit(function)
    if takes_params:
        state = model.state_dict()  # parameters and buffers (a batch norm's statistics)
        params = {name: jax.device_put(t.detach().numpy()) for name, t in state.items()}
        arguments = [params, jax.device_put(inputs[0])]
    else:
        graph = spec.get("graph")
        used = inputs[: graph["arguments"]] if graph else inputs  # no out-parameter
        arguments = [jax.device_put(array) for array in used]
    start = time.perf_counter()
    jax.block_until_ready(jitted(*arguments))  # traces and compiles
    compile_s = time.perf_counter() - start

    def run():
        return jax.block_until_ready(jitted(*arguments))

    extra = {
        "version": jax.__version__,
        "compile_s": compile_s,
        "xla_flags": os.environ.get("XLA_FLAGS", ""),
    }
    return _verified_timing("jax", run, timing, expected, extra)


if __name__ == "__main__":
    sys.exit(child_main(*sys.argv[1:3]))
