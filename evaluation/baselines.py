"""The reference frameworks running the computation of a benchmark: PyTorch eager (the faster
of NCHW and channels_last for convolutions and pooling), JAX (`jax.jit`, XLA on the CPU),
numpy (OpenBLAS; matmul and batch_matmul) and `torch.compile` (inductor, C++ on the CPU).

Each benchmark's frameworks run in a child process (`python -m evaluation.baselines
JOB.json OUT.jsonl`), so that the thread settings apply from the start, a crash costs
only that child, and the timings of one runtime's spinning worker threads do not
leak into another's. The child:

1. compiles the untransformed MLIR program and draws its inputs exactly as
   `rl_autoscheduler.measure` does (`random_inputs(kernel.arguments, seed)`), so
   every method of a benchmark sees the same inputs;
2. computes the float64 reference (`data_generation.references`: numpy / PyTorch
   per op kind; for a program of several ops, the per-op references composed along
   its graph (`evaluation.reference_graph`); the network's PyTorch module in
   float64 for a network, with the inputs' weights loaded) and checks the
   untransformed program's output (the buffer `output_index` names) against it;
3. per framework, builds the same computation in float32 (a linalg op accumulates
   into its destination, so e.g. a matmul is `addmm(C, A, B)`, and a bare `matmul`
   when the destination is a zero fill; a program of several ops runs them in
   program order), checks its output against the reference, then times it: a
   warm-up, then up to `repeat` timed
   calls (at least `min_repeat`, until `budget_s`), median reported; the same
   rule as `measure.time_kernel`. Every check and timing holds the machine's
   timing lock (`timing_lock.exclusive_timing`), after a short pause that lets
   the previous runtime's spinning threads go to sleep.

Threads: PyTorch gets `torch.set_num_threads(threads)`. JAX gets
`XLA_FLAGS="--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"` with
one thread and `--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads=N`
otherwise. Only `--xla_cpu_multi_thread_eigen` is a flag XLA reads: jaxlib 0.10
skips the bare `intra_op_parallelism_threads=N` token (it is kept because it is the
usual recipe). What bounds XLA's thread pools is the CPU affinity: when N is less
than the cores available, the child is pinned to N cores (`sched_setaffinity`)
before anything is imported, and XLA sizes its pools from the affinity mask. JAX
runs with `JAX_PLATFORMS=cpu`; results are awaited with `block_until_ready()`.

Every reference at its best: the environment of this machine sets `OPENBLAS_CORETYPE` and
`OPENBLAS_L2_SIZE` (a workaround for old OpenBLAS builds) that make OpenBLAS pick an older,
narrower kernel (about half numpy's matmul speed). The child's environment drops them (the
parent's, the test suite's and CI's stay as they are), and the reference-check row names the
BLAS libraries the child loaded (threadpoolctl: `internal_api`, `architecture`,
`num_threads`). PyTorch's convolutions and pooling run in NCHW and in channels_last (inputs,
weights and destination converted before timing), each checked, and the faster counts (row
field `layout`). `torch.compile` compiles once before timing (`compile_s`), as `jax.jit` does.

Each result is one JSON line: `method`, `ok`, `correct`, `time_s`, `times_s`,
`failure_kind` (unsupported, wrong_result, error, crash, timeout), `error`, `note`.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from rl_autoscheduler.machine_load import ForeignLoad

if TYPE_CHECKING:  # references import torch: the parent process need not
    from data_generation.references import Filled

ROOT = Path(__file__).resolve().parents[1]
FRAMEWORKS = ("pytorch", "jax", "numpy", "torch_compile")
HANDICAPS = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
"""Variables this machine's environment sets for old OpenBLAS builds: with them numpy's
OpenBLAS runs its Haswell (AVX2) kernel. Removed in the reference's process only."""
LAYOUTS = ("nchw", "channels_last")
LAYOUT_KINDS = ("conv_2d_nchw_fchw", "pooling_nchw_max", "network")
"""Kinds whose PyTorch figure is the faster of LAYOUTS (NCHW max_pool2d is a known slow path)."""
NUMPY_KINDS = ("matmul", "batch_matmul")
REFERENCE_CHECK = "untransformed_check"
PAUSE_S = 0.25
"""Pause (holding the timing lock) before a block of runs: longer than the time an
OpenMP runtime's idle threads keep spinning, so the previous block's threads are asleep."""


class Unsupported(Exception):
    """The framework baseline cannot express this benchmark; the message says why."""


# --------------------------------------------------------------------------- parent side


START_ENVIRONMENT = dict(os.environ)
"""The environment before anything ran. A Dask LocalCluster writes its workers'
settings into its parent's os.environ (MALLOC_TRIM_THRESHOLD_=65536, OMP_NUM_THREADS=1,
...): inherited, MALLOC_TRIM_THRESHOLD_ turns off glibc's dynamic mmap threshold, so
every large allocation (a fresh JAX output, a PyTorch activation) maps and faults in
new pages on every call, 8x the time of a 2 MB ReLU here. Baseline processes start
from this copy instead."""


def child_environment(threads: int, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of the baseline process: thread limits, JAX on the CPU, imports, and
    without HANDICAPS, so numpy's OpenBLAS picks its best kernel for this CPU."""
    env = dict(START_ENVIRONMENT if base is None else base)
    if env.pop("__DASK_PARENT_PID", None) is not None:  # a cluster had started already
        env.pop("MALLOC_TRIM_THRESHOLD_", None)
    if threads == 1:
        env["XLA_FLAGS"] = "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
    else:
        env["XLA_FLAGS"] = (
            f"--xla_cpu_multi_thread_eigen=true intra_op_parallelism_threads={threads}"
        )
    env["JAX_PLATFORMS"] = "cpu"
    for name in HANDICAPS:
        env.pop(name, None)
    # inductor's parallel compile workers would idle beside the timed calls on 2 cores
    env.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        env[name] = str(threads)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), *([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])]
    )
    return env


def peak_module():
    """benchmarks/peak.py as a module (benchmarks/ is a folder of scripts, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("rlas_peak", ROOT / "benchmarks" / "peak.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def machine_peak(threads: int, path: Path | None = None, timeout_s: float = 120.0) -> dict:
    """The machine's FMA and bandwidth limits for percent of peak.

    results/peak.json (`python benchmarks/peak.py`) when it was measured on this CPU;
    otherwise measured now in quick mode (a few seconds, holding the timing lock), in a
    child process like every baseline. `{"missing": reason}` when neither works.
    """
    from rl_autoscheduler.timing_lock import exclusive_timing

    peak = peak_module()
    found = peak.load(path or peak.DEFAULT_OUT)
    if found is not None:
        return {**found, "source": str(path or peak.DEFAULT_OUT)}
    with tempfile.TemporaryDirectory(prefix="rlas-peak-") as directory:
        out = Path(directory) / "peak.json"
        command = [sys.executable, str(ROOT / "benchmarks" / "peak.py"), "--quick"]
        command += ["--threads", str(threads), "--out", str(out)]
        try:
            with exclusive_timing():
                done = subprocess.run(
                    command, capture_output=True, text=True, timeout=timeout_s, check=False
                )
        except subprocess.TimeoutExpired:
            return {"missing": f"benchmarks/peak.py --quick took over {timeout_s:g} s"}
        if done.returncode != 0 or not out.exists():
            return {"missing": f"benchmarks/peak.py failed: {done.stderr.strip()[-300:]}"}
        return {**json.loads(out.read_text()), "source": "measured by this run (--quick)"}


def _failure(method: str, kind: str, message: str) -> dict:
    return {"method": method, "ok": False, "correct": False, "failure_kind": kind, "error": message}


def run_baselines(
    spec: dict,
    threads: int,
    timing: dict,
    frameworks: tuple[str, ...] = FRAMEWORKS,
    timeout_s: float = 600.0,
) -> dict[str, dict]:
    """Runs the reference check and `frameworks` on one benchmark in a child process.

    Returns one result per method (REFERENCE_CHECK and each framework); a crash or
    time-out of the child is a failed result for every method it had not finished.
    """
    methods = (REFERENCE_CHECK, *frameworks)
    if spec.get("no_reference"):  # known before any process starts: say why, run nothing
        return {m: _failure(m, "unsupported", spec["no_reference"]) for m in methods}
    with tempfile.TemporaryDirectory(prefix="rlas-baselines-") as directory:
        job = Path(directory) / "job.json"
        out = Path(directory) / "out.jsonl"
        job.write_text(
            json.dumps(
                {"spec": spec, "threads": threads, "timing": timing, "frameworks": frameworks}
            )
        )
        started = time.perf_counter()
        try:
            process = subprocess.run(
                [sys.executable, "-m", "evaluation.baselines", str(job), str(out)],
                env=child_environment(threads),
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
            )
            reason = _exit_reason(process.returncode, process.stderr)
            kind = "crash"
        except subprocess.TimeoutExpired:
            reason, kind = f"no result within {timeout_s:g} s: the process was stopped", "timeout"
        results = {}
        if out.exists():
            for line in out.read_text().splitlines():
                if line.strip():
                    row = json.loads(line)
                    results[row["method"]] = row
    elapsed = time.perf_counter() - started
    for method in methods:
        if method not in results:
            results[method] = _failure(method, kind, reason)
        results[method].setdefault("wall_s", elapsed)
    return results


def _exit_reason(returncode: int, stderr: str) -> str:
    last = [line for line in stderr.strip().splitlines() if line.strip()][-1:]
    tail = f": {last[0][:300]}" if last else ""
    if returncode < 0:
        import signal

        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"the baseline process was killed by {name}{tail}"
    return f"the baseline process exited with code {returncode} before this result{tail}"


# --------------------------------------------------------------------------- timing


def time_call(call: Callable[[], object], timing: dict, load: dict | None = None) -> list[float]:
    """Warm-up, then timed calls until `repeat` calls or `budget_s` (at least `min_repeat`).

    A call slower than the budget is timed once (its warm-up run), as
    `measure.time_kernel` does. Holds the machine's timing lock throughout. If
    `load` is given, its "foreign_load_cores" is set to the CPU other processes
    used while the calls were timed.
    """
    from rl_autoscheduler.measure import TimingOptions
    from rl_autoscheduler.timing_lock import exclusive_timing

    warmup_s = float(timing.get("warmup_s", TimingOptions.warmup_s))  # as for MLIR kernels
    budget = float(timing.get("budget_s", 2.0))
    repeat = int(timing.get("repeat", 10))
    min_repeat = int(timing.get("min_repeat", 3))
    warmup = int(timing.get("warmup", 1))
    with exclusive_timing():
        time.sleep(PAUSE_S)
        foreign = ForeignLoad()
        start = time.perf_counter()
        call()
        first = time.perf_counter() - start
        if load is not None:
            load["foreign_load_cores"] = foreign.cores()
        if first > budget:
            return [first]
        done, start = 1, time.perf_counter()
        while done < warmup or time.perf_counter() - start < warmup_s:
            call()
            done += 1
        times: list[float] = []
        while len(times) < min_repeat or (len(times) < repeat and sum(times) < budget):
            start = time.perf_counter()
            call()
            times.append(time.perf_counter() - start)
        if load is not None:
            load["foreign_load_cores"] = foreign.cores()
    return times


# --------------------------------------------------------------------------- PyTorch


def torch_call(
    spec: dict, inputs: list[np.ndarray], model=None, layout: str = "nchw"
) -> Callable[[], object]:
    """A PyTorch eager call computing the benchmark's destination from `inputs`.

    A single op writes into a preallocated tensor (`out=`), as the MLIR kernel writes
    its destination; a composed program (`spec["graph"]`) runs its ops one after the
    other as eager PyTorch code would, each allocating its result. With `layout`
    "channels_last", every 4-D tensor (and a network's module) is converted here, before
    any timing, so the timed call reads and writes channels_last tensors only.
    """
    import torch

    from data_generation.references import NEUTRAL_INIT, run_steps

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    tensors = [_in_layout(torch.from_numpy(array.copy()), layout) for array in inputs]
    if kind == "network":
        x = tensors[0]
        if layout == "channels_last":
            import copy

            model = copy.deepcopy(model).to(memory_format=torch.channels_last)
        return lambda: model(x)
    if spec.get("graph"):
        graph = spec["graph"]
        arguments = tensors[: len(graph["arguments"])]
        return lambda: run_steps(graph, arguments, _torch_step, _torch_full)
    op = torch_op(kind, attributes)
    out = torch.empty_like(tensors[-1])  # keeps the destination's memory format
    *operands, destination = tensors
    init = destination if kind in NEUTRAL_INIT else None
    return lambda: op(*operands, init=init, out=out)


def _in_layout(tensor, layout: str):
    """`tensor` in `layout` (4-D tensors only; the values are the same)."""
    import torch

    if layout == "channels_last" and tensor.dim() == 4:
        return tensor.contiguous(memory_format=torch.channels_last)
    return tensor


def layouts(spec: dict) -> tuple[str, ...]:
    """The PyTorch layouts to try: both for convolutions, pooling and networks."""
    return LAYOUTS if spec["kind"] in LAYOUT_KINDS else ("nchw",)


def torch_function(spec: dict, inputs: list[np.ndarray], model=None) -> tuple[Callable, list]:
    """(function, arguments): the benchmark as a pure function of tensors, for torch.compile
    (no `out=`: inductor plans its own buffers)."""
    import torch

    from data_generation.references import NEUTRAL_INIT, run_steps

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    tensors = [torch.from_numpy(array.copy()) for array in inputs]
    if kind == "network":
        return model, tensors[:1]
    if spec.get("graph"):
        graph = spec["graph"]

        def composed(*arguments):
            return run_steps(graph, arguments, _torch_step, _torch_full)

        return composed, tensors[: len(graph["arguments"])]
    op = torch_op(kind, attributes)
    if kind in NEUTRAL_INIT:
        return (lambda *arguments: op(*arguments[:-1], init=arguments[-1])), tensors
    return (lambda *arguments: op(*arguments[:-1])), tensors


def torch_op(kind: str, attributes: dict) -> Callable[..., object]:
    """`op(*inputs, init=None, out=None)`: one op of `kind` in PyTorch eager.

    An accumulating op (matmul, convolution, pooling) adds its result into `init`
    (`addmm(C, A, B)`, as the linalg op accumulates into its destination); with
    `init=None` it is the bare op. add and relu overwrite their destination.
    """
    import torch
    import torch.nn.functional as F

    if kind == "matmul":
        return lambda a, b, init=None, out=None: (
            torch.matmul(a, b, out=out) if init is None else torch.addmm(init, a, b, out=out)
        )
    if kind == "batch_matmul":
        return lambda a, b, init=None, out=None: (
            torch.bmm(a, b, out=out) if init is None else torch.baddbmm(init, a, b, out=out)
        )
    if kind == "conv_2d_nchw_fchw":
        stride, padding = tuple(attributes["stride"]), tuple(attributes["padding"])
        dilation = tuple(attributes.get("dilation", (1, 1)))

        def conv(x, w, init=None, out=None):
            y = F.conv2d(x, w, None, stride, padding, dilation)
            return y if init is None else torch.add(init, y, out=out)

        return conv
    if kind == "pooling_nchw_max":
        window, stride = tuple(attributes["window"]), tuple(attributes["stride"])
        padding = tuple(attributes["padding"])
        dilation = tuple(attributes.get("dilation", (1, 1)))
        # max_pool2d pads at most half a window: beyond, pad with -inf explicitly.
        explicit = not all(p <= k // 2 for p, k in zip(padding, window, strict=True))
        pads = (padding[1], padding[1], padding[0], padding[0])

        def pool(x, init=None, out=None):
            if explicit:
                x = F.pad(x, pads, value=-float("inf"))
            y = F.max_pool2d(x, window, stride, 0 if explicit else padding, dilation)
            return y if init is None else torch.maximum(init, y, out=out)

        return pool
    if kind == "add":
        return lambda a, b, init=None, out=None: torch.add(a, b, out=out)
    if kind == "relu":
        return lambda a, init=None, out=None: torch.clamp_min(a, 0.0, out=out)
    raise Unsupported(f"no PyTorch implementation of op kind {kind!r}")


def _torch_step(step: dict, inputs: list, init) -> object:
    """One step of a composed program (`data_generation.references.run_steps`)."""
    import torch.nn.functional as F

    kind, attributes = step["kind"], step["attributes"]
    if kind == "reshape":
        return inputs[0].reshape(step["shape"])
    if kind == "pad":
        pads = []
        for low, high in reversed(list(zip(attributes["low"], attributes["high"], strict=True))):
            pads += [low, high]
        return F.pad(inputs[0], tuple(pads), value=attributes["value"])
    return torch_op(kind, attributes)(*inputs, init=init)


def _torch_full(filled: Filled) -> object:
    import torch

    return torch.full(filled.shape, filled.value)


# --------------------------------------------------------------------------- numpy


def numpy_call(spec: dict, inputs: list[np.ndarray]) -> Callable[[], np.ndarray]:
    """numpy (its OpenBLAS) computing a single matmul or batch_matmul into a preallocated
    array: `matmul(A, B, out=D)`, then `D += C`, since the linalg op accumulates into its
    destination and numpy's matmul cannot (one extra pass over C, small beside the GEMM)."""
    if spec["kind"] not in NUMPY_KINDS or spec.get("graph") or spec["kind"] == "network":
        what = "a program of several ops" if spec.get("graph") else f"op kind {spec['kind']!r}"
        raise Unsupported(
            f"the numpy reference covers single {' and '.join(NUMPY_KINDS)} ops (its BLAS), "
            f"not {what}"
        )
    a, b, c = (array.copy() for array in inputs)
    out = np.empty_like(c)

    def run() -> np.ndarray:
        np.matmul(a, b, out=out)
        np.add(out, c, out=out)
        return out

    return run


def blas_libraries() -> list[dict]:
    """The BLAS libraries loaded in this process, as threadpoolctl sees them: which kernel
    (`architecture`) OpenBLAS chose, and with how many threads."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return []
    keys = ("internal_api", "architecture", "num_threads", "version", "prefix")
    pools = [pool for pool in threadpool_info() if pool.get("user_api") == "blas"]
    return [{k: pool.get(k) for k in keys} for pool in pools]


def blas_text(libraries: list[dict]) -> str:
    """One line naming each BLAS library, its kernel and thread count."""
    parts = []
    for lib in libraries:
        kernel = f" {lib['architecture']} kernel" if lib.get("architecture") else ""
        parts.append(
            f"{lib.get('internal_api')} {lib.get('version') or ''}{kernel}, "
            f"{lib.get('num_threads')} thread(s)".replace("  ", " ")
        )
    return "; ".join(parts) or "no BLAS library seen by threadpoolctl"


# --------------------------------------------------------------------------- JAX


def jax_function(spec: dict, model=None, input_shape=None) -> tuple[Callable, bool]:
    """(function, takes_params): the benchmark's computation in jax.numpy / lax.

    A network's function takes (params, x); a single op's takes its arguments; a
    composed program's (`spec["graph"]`) takes its function's arguments.
    """
    from data_generation.references import NEUTRAL_INIT, run_steps

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    if kind == "network":
        return jax_network(model, input_shape), True
    if spec.get("graph"):
        graph = spec["graph"]
        return (lambda *arguments: run_steps(graph, arguments, _jax_step, _jax_full)), False
    op = jax_op(kind, attributes)
    if kind in NEUTRAL_INIT:
        return (lambda *arguments: op(*arguments[:-1], init=arguments[-1])), False
    return (lambda *arguments: op(*arguments[:-1])), False


def jax_op(kind: str, attributes: dict) -> Callable[..., object]:
    """`op(*inputs, init=None)`: one op of `kind` in jax.numpy / lax; an accumulating op
    adds into `init` (None: the bare op), add and relu ignore it (see `torch_op`)."""
    import jax.numpy as jnp
    from jax import lax

    def accumulate(init, value, combine=jnp.add):
        return value if init is None else combine(init, value)

    if kind in ("matmul", "batch_matmul"):
        return lambda a, b, init=None: accumulate(init, jnp.matmul(a, b))
    if kind == "conv_2d_nchw_fchw":
        stride, padding = tuple(attributes["stride"]), attributes["padding"]
        dilation = tuple(attributes.get("dilation", (1, 1)))

        def conv(x, w, init=None):
            return accumulate(
                init,
                lax.conv_general_dilated(
                    x,
                    w,
                    window_strides=stride,
                    padding=[(padding[0], padding[0]), (padding[1], padding[1])],
                    rhs_dilation=dilation,
                    dimension_numbers=("NCHW", "OIHW", "NCHW"),
                ),
            )

        return conv
    if kind == "pooling_nchw_max":
        window, stride = attributes["window"], attributes["stride"]
        padding, dilation = attributes["padding"], attributes.get("dilation", (1, 1))

        def pool(x, init=None):
            pooled = lax.reduce_window(
                x,
                -jnp.inf,
                lax.max,
                (1, 1, *window),
                (1, 1, *stride),
                ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])),
                window_dilation=(1, 1, *dilation),
            )
            return accumulate(init, pooled, jnp.maximum)

        return pool
    if kind == "add":
        return lambda a, b, init=None: a + b
    if kind == "relu":
        return lambda a, init=None: jnp.maximum(a, 0.0)
    raise Unsupported(f"no JAX implementation of op kind {kind!r}")


def _jax_step(step: dict, inputs: list, init) -> object:
    """One step of a composed program (`data_generation.references.run_steps`)."""
    import jax.numpy as jnp

    kind, attributes = step["kind"], step["attributes"]
    if kind == "reshape":
        return jnp.reshape(inputs[0], step["shape"])
    if kind == "pad":
        widths = list(zip(attributes["low"], attributes["high"], strict=True))
        return jnp.pad(inputs[0], widths, constant_values=attributes["value"])
    return jax_op(kind, attributes)(*inputs, init=init)


def _jax_full(filled: Filled) -> object:
    import jax.numpy as jnp

    return jnp.full(filled.shape, filled.value, jnp.float32)


def jax_network(model, input_shape) -> Callable:
    """The module's forward pass as a function of (params, x), interpreting its torch.fx graph.

    Covers what `data_generation.nn_to_mlir` converts (Linear, Conv2d, ReLU,
    MaxPool2d, additions, flatten/view/reshape, Identity/Dropout); reshapes take
    the shapes `ShapeProp` recorded, so shape arithmetic needs no evaluation.
    """
    import operator

    import jax.numpy as jnp
    import torch
    import torch.nn.functional as F
    from jax import lax
    from torch import fx, nn
    from torch.fx.passes.shape_prop import ShapeProp

    graph_module = fx.symbolic_trace(model)
    with torch.no_grad():
        ShapeProp(graph_module).propagate(torch.zeros(tuple(input_shape)))
    nodes = list(graph_module.graph.nodes)

    def pair(value) -> tuple[int, int]:
        return (value, value) if isinstance(value, int) else tuple(value)

    def conv(x, w, b, stride=1, padding=0, dilation=1, groups=1):
        if isinstance(padding, str):
            raise Unsupported(f"Conv2d padding {padding!r}")
        ph, pw = pair(padding)
        y = lax.conv_general_dilated(
            x,
            w,
            window_strides=pair(stride),
            padding=[(ph, ph), (pw, pw)],
            rhs_dilation=pair(dilation),
            dimension_numbers=("NCHW", "OIHW", "NCHW"),
            feature_group_count=groups,
        )
        return y if b is None else y + b[None, :, None, None]

    def max_pool(x, kernel, stride=None, padding=0, dilation=1, ceil_mode=False):
        if ceil_mode:
            raise Unsupported("MaxPool2d with ceil_mode")
        kh, kw = pair(kernel)
        sh, sw = pair(stride if stride else kernel)
        ph, pw = pair(padding)
        dh, dw = pair(dilation)
        return lax.reduce_window(
            x,
            -jnp.inf,
            lax.max,
            (1, 1, kh, kw),
            (1, 1, sh, sw),
            ((0, 0), (0, 0), (ph, ph), (pw, pw)),
            window_dilation=(1, 1, dh, dw),
        )

    def linear(x, w, b):
        y = x @ w.T
        return y if b is None else y + b

    reshapes = {"view", "reshape", "flatten", "squeeze", "unsqueeze", "contiguous"}
    adds = {operator.add, operator.iadd, torch.add}
    relus = {F.relu, torch.relu}

    def forward(params, x):
        values: dict[str, object] = {}

        def value(a):
            if isinstance(a, fx.Node):
                return values[a.name]
            if isinstance(a, list | tuple):
                return type(a)(value(v) for v in a)
            return a

        for node in nodes:
            meta = node.meta.get("tensor_meta")
            shape = tuple(meta.shape) if hasattr(meta, "shape") else None
            args = value(node.args)
            kwargs = {k: value(v) for k, v in node.kwargs.items()}
            if node.op == "placeholder":
                result = x
            elif node.op == "get_attr":
                result = params[node.target]
            elif node.op == "output":
                return args[0]
            elif node.op == "call_module":
                module = graph_module.get_submodule(node.target)
                name = node.target
                if isinstance(module, nn.Linear):
                    result = linear(args[0], params[f"{name}.weight"], params.get(f"{name}.bias"))
                elif isinstance(module, nn.Conv2d):
                    result = conv(
                        args[0],
                        params[f"{name}.weight"],
                        params.get(f"{name}.bias"),
                        module.stride,
                        module.padding,
                        module.dilation,
                        module.groups,
                    )
                elif isinstance(module, nn.ReLU):
                    result = jnp.maximum(args[0], 0.0)
                elif isinstance(module, nn.MaxPool2d):
                    result = max_pool(
                        args[0],
                        module.kernel_size,
                        module.stride,
                        module.padding,
                        module.dilation,
                        module.ceil_mode,
                    )
                elif isinstance(module, nn.Flatten):
                    result = jnp.reshape(args[0], shape)
                elif isinstance(module, nn.Identity | nn.Dropout):
                    result = args[0]
                else:
                    raise Unsupported(f"module {name} ({type(module).__name__})")
            elif node.op == "call_function":
                target = node.target
                if target in relus:
                    result = jnp.maximum(args[0], 0.0)
                elif target in adds:
                    result = args[0] + args[1]
                elif target in (torch.flatten, torch.reshape):
                    result = jnp.reshape(args[0], shape)
                elif target is F.linear:
                    result = linear(*args, **kwargs)
                elif target is F.conv2d:
                    result = conv(*args, **kwargs)
                elif target is F.max_pool2d:
                    result = max_pool(*args, **kwargs)
                elif shape is None and target in (getattr, operator.getitem):
                    result = None  # shape arithmetic: reshapes read their recorded shapes
                else:
                    raise Unsupported(f"function {getattr(target, '__name__', target)}")
            elif node.op == "call_method":
                method = node.target
                if method in ("relu", "relu_"):
                    result = jnp.maximum(args[0], 0.0)
                elif method in ("add", "add_", "__add__", "__iadd__"):
                    result = args[0] + args[1]
                elif method in reshapes:
                    result = jnp.reshape(args[0], shape)
                elif method in ("size", "dim"):
                    result = None
                else:
                    raise Unsupported(f"method {method}")
            else:
                raise Unsupported(f"node {node.op}")
            values[node.name] = result
        raise Unsupported("the graph has no output")

    return forward


# --------------------------------------------------------------------------- child side


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
    if missing or unexpected:
        raise Unsupported(f"weights do not match the module: missing {missing}, extra {unexpected}")
    return model.eval()


def _expected(spec: dict, inputs: list[np.ndarray], model) -> np.ndarray:
    from data_generation import references

    if spec["kind"] == "network":
        return references.network(model, inputs[0])
    if spec.get("graph"):
        graph = spec["graph"]
        return references.composed(graph, inputs[: len(graph["arguments"])])
    return references.single_op(spec["kind"], inputs, spec.get("attributes") or {})


def output_index(spec: dict, kernel) -> int:
    """Which of the kernel's buffers holds the program's result after a run.

    The last one for a single op (its destination) and whenever bufferization turned
    the returned tensor into an out-parameter (appended after the arguments);
    otherwise the function argument the result was written into.
    """
    graph = spec.get("graph")
    if not graph or len(kernel.arguments) > kernel.num_original_arguments:
        return -1
    if graph["destination"] is None:
        raise Unsupported("the program's result is in none of its buffers")
    return graph["destination"]


def _one_line(error: BaseException) -> str:
    return " ".join(f"{type(error).__name__}: {error}".split())[:400]


def _verified_timing(method, run, timing, expected, extra=None) -> dict:
    """Checks `run()`'s output against `expected`, then times `run`."""
    from data_generation.references import compare
    from rl_autoscheduler.timing_lock import exclusive_timing

    row = {"method": method, **(extra or {})}
    with exclusive_timing():
        output = np.asarray(run())
    ok, note = compare(expected, output)
    row["note"] = note
    if not ok:
        row.update(ok=False, correct=False, failure_kind="wrong_result", error=note)
        return row
    times = time_call(run, timing, row)
    row.update(ok=True, correct=True, times_s=times, time_s=statistics.median(times))
    return row


def child_main(job_path: str, out_path: str) -> int:
    job = json.loads(Path(job_path).read_text())
    spec, threads, timing = job["spec"], int(job["threads"]), job["timing"]
    cores = sorted(os.sched_getaffinity(0))
    if threads < len(cores):
        os.sched_setaffinity(0, cores[:threads])
    out = open(out_path, "a")  # noqa: SIM115 - lines are flushed one by one

    def emit(row: dict) -> None:
        out.write(json.dumps(row) + "\n")
        out.flush()

    import torch

    torch.set_num_threads(threads)
    from rl_autoscheduler import _core
    from rl_autoscheduler.measure import random_inputs, run_copy
    from rl_autoscheduler.program import Program
    from rl_autoscheduler.timing_lock import exclusive_timing

    program = Program.from_file(spec["path"])
    kernel = _core.compile(program.text, name=program.name, threads=threads)
    inputs = random_inputs(kernel.arguments, int(timing.get("seed", 0)))
    model = None
    try:
        if spec["kind"] == "network":
            model = _load_network(spec, inputs)
        expected = _expected(spec, inputs, model)
        result = output_index(spec, kernel)
    except Exception as error:
        reason = f"no reference for this benchmark: {_one_line(error)}"
        for method in (REFERENCE_CHECK, *job["frameworks"]):
            emit(_failure(method, "unsupported", reason))
        return 0

    from data_generation.references import compare

    with exclusive_timing():
        untransformed = run_copy(kernel, inputs)[result]
    ok, note = compare(expected, untransformed)
    blas = blas_libraries()
    emit(
        {
            "method": REFERENCE_CHECK,
            "ok": ok,
            "correct": ok,
            "note": note,
            "bytes": sum(int(array.nbytes) for array in inputs),
            "blas": blas,
            "environment": {name: os.environ.get(name) for name in HANDICAPS},
            **({} if ok else {"failure_kind": "wrong_result", "error": note}),
        }
    )
    del kernel

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
                emit(_failure(framework, "unsupported", f"unknown framework {framework!r}"))
        except Unsupported as error:
            row = _failure(framework, "unsupported", str(error))
            if framework == "numpy":  # by design (a BLAS covers matmuls): n/a, not a failure
                row.update(available=False, note=str(error))
            emit(row)
        except Exception as error:
            traceback.print_exc()
            emit(_failure(framework, "error", _one_line(error)))
    out.close()
    return 0


def _pytorch_result(spec, inputs, model, timing, expected) -> dict:
    """PyTorch eager in each layout of `layouts(spec)`, each checked and timed; the row of
    the fastest verified one, with `layout` naming it and `layout_times_s` all of them."""
    import torch

    rows: dict[str, dict] = {}
    for layout in layouts(spec):
        call = torch_call(spec, inputs, model, layout)

        def run(call=call):
            with torch.inference_mode():
                return call()

        try:
            rows[layout] = _verified_timing(
                "pytorch", run, timing, expected, {"version": torch.__version__, "layout": layout}
            )
        except Exception as error:  # e.g. a network's .view() of a channels_last tensor
            if layout == layouts(spec)[0]:
                raise
            rows[layout] = {**_failure("pytorch", "error", _one_line(error)), "layout": layout}
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
    function, arguments = torch_function(spec, inputs, model)
    compiled = torch.compile(function, dynamic=False)
    start = time.perf_counter()
    try:
        with torch.no_grad():
            compiled(*arguments)
    except Exception as error:  # no compiler, no headers, a backend bug: say which
        raise Unsupported(f"torch.compile failed on this machine: {_one_line(error)}") from None
    compile_s = time.perf_counter() - start

    def run():
        with torch.no_grad():
            return compiled(*arguments)

    extra = {"version": torch.__version__, "compile_s": compile_s, "backend": "inductor"}
    return _verified_timing("torch_compile", run, timing, expected, extra)


def _jax_result(spec, inputs, model, timing, expected) -> dict:
    import jax

    network = spec.get("network") or {}
    function, takes_params = jax_function(spec, model, network.get("input_shape"))
    jitted = jax.jit(function)
    if takes_params:
        params = {name: jax.device_put(p.detach().numpy()) for name, p in model.named_parameters()}
        arguments = [params, jax.device_put(inputs[0])]
    else:
        graph = spec.get("graph")
        used = inputs[: len(graph["arguments"])] if graph else inputs  # no out-parameter
        arguments = [jax.device_put(array) for array in used]
    start = time.perf_counter()
    jitted(*arguments).block_until_ready()  # traces and compiles
    compile_s = time.perf_counter() - start

    def run():
        return jitted(*arguments).block_until_ready()

    extra = {
        "version": jax.__version__,
        "compile_s": compile_s,
        "xla_flags": os.environ.get("XLA_FLAGS", ""),
    }
    return _verified_timing("jax", run, timing, expected, extra)


if __name__ == "__main__":
    sys.exit(child_main(*sys.argv[1:3]))
