"""PyTorch models, scheduled and JIT-compiled: `rl_autoscheduler.compile` and the
`torch.compile` backend.

    import rl_autoscheduler
    fast = rl_autoscheduler.compile(model.eval(), (x,))      # or trials=8
    y = fast(x)

    fast = torch.compile(model, backend="rl_autoscheduler")  # the entry point in pyproject

The model's torch.fx graph (`fx.symbolic_trace`, or the graph TorchDynamo hands a
backend) becomes linalg on tensors (`frontend.fx_converter`), the shipped model (or
`checkpoint`) schedules it in one pass (with `trials=N` the best verified of N proposals
and the untransformed program, measured: `agent.guided.guided_search`), and the core
JIT-compiles it for this CPU on all the cores this process may use. The tuning records
(`agent.records`; `records=`) come first: a graph compiled before takes its recorded
script with no inference, an op recorded before (or tuned with `rl-autoscheduler records
tune`) its steps; what is chosen is recorded. The kernels compiled are kept beside the
records (`measurement.compiled_kernels`): the next process links a graph's machine code
instead of compiling it again.

The result runs on torch tensors without copies: the kernel reads the inputs' and
weights' storage and writes into a fresh output tensor. The weights are read at every
call from the module's parameters and buffers (no copy, so an update in place is seen).
Float32 and static shapes: a call with other shapes, dtypes or a non-CPU tensor runs the
module eagerly, with one warning saying why. Before it is returned, the compiled
function is checked against the eager module on the example inputs; a module or graph
the converter cannot take (an op it lacks) or a result that differs gives a warning
naming the op or the difference and the eager module back, never a wrong answer.
"""

from __future__ import annotations

import functools
import json
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
from torch import fx, nn

from rl_autoscheduler import _core
from rl_autoscheduler.agent.records import TuningRecords, open_records
from rl_autoscheduler.agent.trained import Agent, agent_scheduled, load_agent, resolved_checkpoint
from rl_autoscheduler.errors import MLIRError, ScheduleError
from rl_autoscheduler.frontend.fx_converter import ConversionError, Converted, convert_graph
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.ir.schedule_script import ScheduledProgram, scheduled_program
from rl_autoscheduler.measurement.compare import compare_arrays
from rl_autoscheduler.measurement.compiled_kernels import KernelStore
from rl_autoscheduler.measurement.kernel_io import RELATIVE_TOLERANCE
from rl_autoscheduler.measurement.machine import available_cores
from rl_autoscheduler.measurement.timing import TimingOptions

FALLBACK = "rl_autoscheduler: running {what} eagerly: {why}"


@dataclass
class CompiledGraph:
    """One graph, scheduled and compiled: call it with the graph's inputs."""

    program: Program
    schedule: Schedule
    kernel: _core.Kernel
    input_shapes: list[tuple[int, ...]]
    output_shape: tuple[int, ...]
    weights: Callable[[], list[torch.Tensor]]
    """The tensors the function reads after the inputs, read at each call."""
    eager: Callable[..., torch.Tensor]
    """What runs a call the kernel cannot take."""
    seconds: dict[str, float] = field(default_factory=dict)
    """Where the compilation's time went: convert, schedule, compile (or link: a kernel
    compiled before), check."""
    _warned: set[str] = field(default_factory=set)

    def __call__(self, *inputs: torch.Tensor) -> torch.Tensor:
        tensors = [*inputs, *self.weights()]
        if self._fits(tensors):  # every call but the odd one: no further check
            return self._run(tensors)
        problem = self.mismatch(inputs)
        if problem is not None:
            if problem not in self._warned:
                self._warned.add(problem)
                warnings.warn(FALLBACK.format(what="this call", why=problem), stacklevel=2)
            return self.eager(*inputs)
        return self.run(inputs)

    def mismatch(self, inputs: Sequence[torch.Tensor]) -> str | None:
        shapes = [tuple(x.shape) for x in inputs]
        if shapes != self.input_shapes:
            return f"inputs of shapes {shapes}, compiled for {self.input_shapes}"
        for x in inputs:
            if x.dtype != torch.float32 or x.device.type != "cpu":
                return f"an input of {x.dtype} on {x.device}: compiled for float32 on the CPU"
        return None

    def run(self, inputs: Sequence[torch.Tensor]) -> torch.Tensor:
        """The kernel on the inputs and weights, made contiguous; ValueError naming the
        first that is not of its argument's shape and dtype on the CPU."""
        tensors = [x.contiguous() for x in (*inputs, *self.weights())]
        self._check(tensors)
        return self._run(tensors)

    def _fits(self, tensors: list[torch.Tensor]) -> bool:
        """Whether the kernel can read the tensors where they are. A network passes
        hundreds (its weights among them): one comparison of their sizes and a pass
        over the rest keeps a call's overhead at about 1 us a tensor."""
        return [x.shape for x in tensors] == self._sizes and all(
            x.dtype is dtype and x.is_cpu and x.is_contiguous()
            for x, dtype in zip(tensors, self._dtypes, strict=True)
        )

    def _run(self, tensors: list[torch.Tensor]) -> torch.Tensor:
        """The kernel on the tensors' storage, through their addresses (numpy views and
        the core's per-array check cost 2 ms a call on MobileNetV2's 264 tensors); the
        caller has checked them."""
        output = torch.empty(self.output_shape, dtype=torch.float32)
        self.kernel.run_addresses([x.data_ptr() for x in tensors] + [output.data_ptr()])
        return output

    def _check(self, tensors: list[torch.Tensor]) -> None:
        """Raises ValueError unless each tensor has its argument's shape and dtype, on the
        CPU: the kernel reads the addresses unchecked (a weight replaced by one of
        another shape would be read out of bounds)."""
        expected = zip(tensors, self._sizes, self._dtypes, strict=True)
        for index, (x, size, dtype) in enumerate(expected):
            if x.shape != size or x.dtype is not dtype or not x.is_cpu:
                raise ValueError(
                    f"argument #{index} of @{self.kernel.function_name} is {x.dtype} "
                    f"{tuple(x.shape)} on {x.device}: compiled for {dtype} {tuple(size)} "
                    "on the CPU"
                )

    def __post_init__(self) -> None:
        arguments = self.kernel.arguments[:-1]  # the last is the output
        self._sizes = [torch.Size(shape) for shape, _ in arguments]
        self._dtypes = [getattr(torch, dtype) for _, dtype in arguments]


def schedule_program(
    program: Program,
    agent: Callable[[], Agent],
    trials: int,
    threads: int,
    records: TuningRecords | None,
) -> tuple[ScheduledProgram | str, Schedule]:
    """The program's schedule, applied, or a record's script to compile it with: a
    record of this whole program first (a measured one when `trials` asks for
    measurement), else the agent's one pass (ops with records take theirs), or with
    `trials` the best verified of its proposals; what was chosen is recorded."""
    hit = records.lookup_program(program, bool(trials)) if records is not None else None
    if hit is not None:
        return hit.script, Schedule.from_json(json.loads(hit.schedule))
    if not trials:
        scheduled = agent_scheduled(agent(), program, records)
        if records is not None:
            records.record_program(scheduled, records.one_pass_method)
    else:
        from rl_autoscheduler.agent.guided import guided_search

        search = guided_search(agent(), program, trials, TimingOptions(threads=threads))
        scheduled = scheduled_program(program, search.schedule)
        if records is not None and search.best is not None:
            records.record_trials(scheduled, trials, search.best.speedup)
    return scheduled, scheduled.schedule


def compile_graph(
    graph_module: fx.GraphModule,
    example_inputs: Sequence[torch.Tensor],
    weights: Callable[[], list[torch.Tensor]],
    converted: Converted,
    agent: Callable[[], Agent],
    trials: int,
    threads: int,
    eager: Callable[..., torch.Tensor],
    started: float,
    records: TuningRecords | None = None,
) -> CompiledGraph:
    """Parses (the one verification of the converted text), schedules and compiles a
    converted graph (or links its kernel, compiled before with these records:
    `compiled_kernels`), then checks it against `eager` on the example inputs. Raises
    ScheduleError, MLIRError or ValueError (a wrong result)."""
    seconds = {"convert": time.perf_counter() - started}
    program = Program.from_text(converted.text, f"{type(graph_module).__name__}.mlir")
    clock = time.perf_counter()
    scheduled, schedule = schedule_program(program, agent, trials, threads, records)
    seconds["schedule"] = time.perf_counter() - clock
    clock = time.perf_counter()
    if isinstance(scheduled, str):  # a record's script, applied in the compilation
        script, applied = scheduled, None
    else:  # applied step by step already
        script, applied = scheduled.script, scheduled.finished().text
    if records is not None:
        kernels = KernelStore.beside(records.path)
        kernel, linked = kernels.compile(
            program.text, script, program.name, threads=threads, applied=applied
        )
    else:
        source, script = (program.text, script) if applied is None else (applied, None)
        kernel, linked = _core.compile(source, script, program.name, threads=threads), False
    seconds["link" if linked else "compile"] = time.perf_counter() - clock
    compiled = CompiledGraph(
        program,
        schedule,
        kernel,
        [tuple(x.shape) for x in example_inputs],
        tuple(converted.output_shape),
        weights,
        eager,
        seconds,
    )
    clock = time.perf_counter()
    with torch.no_grad():
        expected = eager(*example_inputs)
        actual = compiled.run(list(example_inputs))
    comparison = compare_arrays(
        expected.detach().numpy().astype(np.float64),
        actual.numpy().astype(np.float64),
        RELATIVE_TOLERANCE["float32"],
    )
    seconds["check"] = time.perf_counter() - clock
    if not comparison.ok:
        raise ValueError(f"the compiled result differs from eager: {comparison.mismatch}")
    return compiled


def compile(
    model: nn.Module,
    example_inputs: Sequence[torch.Tensor] | torch.Tensor,
    *,
    trials: int = 0,
    checkpoint: str | None = None,
    threads: int | None = None,
    records: str | Path | bool | None = True,
    layout: str = "auto",
) -> Callable[..., torch.Tensor]:
    """`model` (in eval mode) as a function of its inputs, scheduled by the shipped model
    (or `checkpoint`) and JIT-compiled; the eager module, with a warning naming the
    reason, when it cannot be converted or its compiled result differs. `records`: the
    tuning records consulted first and written after (True: the default file,
    `agent.records.default_records_path`; a path; None or False: none). `layout`: the
    convolutions' activations, "nchw", "channels_last" or "auto" (`fx_converter.
    channels_last_pays`); the inputs and the output are NCHW tensors either way."""
    if isinstance(example_inputs, torch.Tensor):
        example_inputs = (example_inputs,)
    started = time.perf_counter()
    what = type(model).__name__
    try:
        graph_module = fx.symbolic_trace(model)
    except Exception as error:  # torch.fx raises whatever the forward pass raises
        warnings.warn(FALLBACK.format(what=what, why=f"cannot trace it: {error}"), stacklevel=2)
        return model
    try:
        converted = convert_graph(
            graph_module, list(example_inputs), model, verify=False, layout=layout
        )
        count = len(example_inputs)
        weights = weight_reader(model, converted.arg_names[count:])
        return compile_graph(
            graph_module,
            example_inputs,
            weights,
            converted,
            functools.cache(lambda: load_agent(checkpoint)),
            trials,
            threads or available_cores(),
            model,
            started,
            open_records(records, threads or available_cores(), resolved_checkpoint(checkpoint)),
        )
    except (ConversionError, ScheduleError, MLIRError, ValueError) as error:
        warnings.warn(FALLBACK.format(what=what, why=error), stacklevel=2)
        return model


def weight_reader(model: nn.Module, names: list[str]) -> Callable[[], list[torch.Tensor]]:
    """Reads the named parameters and buffers of `model` at each call (no copy)."""
    state = dict(model.named_parameters()) | dict(model.named_buffers())
    missing = [name for name in names if name not in state]
    if missing:
        raise ConversionError(f"the converted function reads {missing}, not in the module")
    return lambda: [state[name] for name in names]


def backend(graph_module: fx.GraphModule, example_inputs: list[torch.Tensor], **options):
    """The `torch.compile` backend: TorchDynamo's graph (weights among its inputs) as a
    compiled function returning the graph's one-tensor tuple; the graph itself, with a
    warning naming the op or the reason, when it cannot be compiled."""
    from torch._guards import tracing
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    started = time.perf_counter()
    # torch.compile(..., options={...}) hands a backend other than inductor its options as
    # the one keyword `options`; a direct call passes them as keywords.
    options = {**(options.pop("options", None) or {}), **options}
    threads = options.get("threads") or available_cores()
    try:
        # TorchDynamo compiles under a fake-tensor mode, which torch.load (the agent's
        # checkpoint) and the check against eager would otherwise run in.
        with tracing(None), unset_fake_temporarily():
            return _backend(graph_module, example_inputs, options, threads, started)
    except (ConversionError, ScheduleError, MLIRError, ValueError) as error:
        warnings.warn(FALLBACK.format(what="this graph", why=error), stacklevel=2)
        return graph_module.forward


def _backend(graph_module, example_inputs, options: dict, threads: int, started: float):
    layout = options.get("layout", "auto")
    converted = convert_graph(graph_module, example_inputs, verify=False, layout=layout)
    compiled = compile_graph(
        graph_module,
        example_inputs,
        lambda: [],  # TorchDynamo passes the weights among the inputs
        converted,
        functools.cache(lambda: load_agent(options.get("checkpoint"))),
        int(options.get("trials", 0)),
        threads,
        lambda *inputs: graph_module(*inputs)[0],
        started,
        open_records(
            options.get("records", True),
            threads,
            resolved_checkpoint(options.get("checkpoint")),
        ),
    )
    return lambda *inputs: (compiled(*inputs),)
