"""The `torch.compile` backend on the whole networks, as a user calls it, against PyTorch.

    python benchmarks/bench_from_torch.py [--names resnet18 ...] [--threads 2] [--rounds 5]
        [--evaluation docs/results/neural-nets.json] [--json out.json]

The evaluation (`evaluation.neural_nets`) times the suite's converted programs on the
MLIR ExecutionEngine; a user instead writes `torch.compile(model, backend=
"rl_autoscheduler")` and calls it on torch tensors. This measures that path on the same
PyTorch modules (`data_generation.models`, their own seeded weights), in one process:

- **schedule + compile, cold**: the first call of the compiled module with a new, empty
  tuning-records file (TorchDynamo's trace, conversion, the shipped model's one pass, the
  JIT compilation and the check against eager);
- **with records**: the same first call in a fresh Python process (`--first-call`) with
  that records file, now holding the program's record and, beside it, the compiled
  kernel (`measurement.compiled_kernels`): what a user sees on the next run (a second
  compile in the same process would be TorchDynamo's cache, not a compile);
- **records, no kernel**: that first call once more with the kept kernels removed: the
  record's script is applied and compiled again (another machine's records, imported);
- **latency**, in `--rounds` rounds, each timing PyTorch eager (NCHW and channels_last
  for the convolutional networks, the faster counted), `torch.compile` with inductor
  (compiled before timing, both layouts likewise) and the backend in turn, each the median
  of its timed calls under the project's timing policy (`measurement.timing`); the figure
  is the median over rounds;
- the backend's output against eager's on a seeded input (the backend's own tolerance,
  relative to the largest value) and whether it fell back to eager (a warning).

It prints each network's figures, the ratios to eager and torch.compile, their geometric
means, and, from `--evaluation` (the committed whole-network run by default), the
evaluation's one-pass time of the same network: the backend should run at its speed. The
exit status is 1 when an output differs or the backend fell back. Run it on an otherwise
idle machine.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import json
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from data_generation import models  # noqa: E402
from evaluation.summary import row_of  # noqa: E402
from rl_autoscheduler import _core  # noqa: E402
from rl_autoscheduler.atomic_files import atomic_write_text  # noqa: E402
from rl_autoscheduler.measurement.compiled_kernels import KernelStore  # noqa: E402
from rl_autoscheduler.measurement.kernel_io import RELATIVE_TOLERANCE  # noqa: E402
from rl_autoscheduler.measurement.measure import geometric_mean  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions, median, time_callable  # noqa: E402

TIMING = TimingOptions(threads=2, warmup=3, repeat=20, min_repeat=5, budget_s=1.0, warmup_s=0.2)
"""Per method and round: the evaluation's policy with more calls (these are milliseconds)."""


def _first_call(compiled, x: torch.Tensor) -> tuple[torch.Tensor, float, list[str]]:
    """The compiled module's first call: its output, its seconds, and its warnings."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        started = time.perf_counter()
        with torch.no_grad():
            output = compiled(x)
        seconds = time.perf_counter() - started
    return output, seconds, [str(w.message) for w in caught if "rl_autoscheduler" in str(w.message)]


def _relative_error(output: torch.Tensor, expected: torch.Tensor) -> float:
    scale = expected.abs().max().item() or 1.0
    return (output - expected).abs().max().item() / scale


def _callables(name: str, model: torch.nn.Module, x: torch.Tensor, records: Path, threads: int):
    """Every method's no-argument call, and what compiling them measured."""
    inputs, modules = {"nchw": x}, {"nchw": model}
    if x.dim() == 4:  # the convolutional networks: PyTorch's channels_last layout too
        inputs["channels_last"] = x.contiguous(memory_format=torch.channels_last)
        modules["channels_last"] = copy.deepcopy(model).to(memory_format=torch.channels_last)
    layouts = tuple(inputs)
    with torch.no_grad():
        expected = model(x)
    ours = _backend_compiled(copy.deepcopy(model), records, threads)
    output, cold_s, fallbacks = _first_call(ours, x)
    again = _first_call_in_new_process(name, records, threads)
    shutil.rmtree(KernelStore.beside(records).folder)
    recompiled = _first_call_in_new_process(name, records, threads)
    inductor = {}
    inductor_compile_s = {}
    for layout in layouts:
        compiled = torch.compile(copy.deepcopy(modules[layout]), dynamic=False)
        _, inductor_compile_s[layout], _ = _first_call(compiled, inputs[layout])
        inductor[layout] = compiled
    calls = {f"eager {layout}": (modules[layout], inputs[layout]) for layout in layouts}
    calls |= {f"torch.compile {layout}": (inductor[layout], inputs[layout]) for layout in layouts}
    calls["backend"] = (ours, x)
    facts = {
        "network": name,
        "cold_s": cold_s,
        "with_records_s": again["seconds"],
        "records_no_kernel_s": recompiled["seconds"],
        "inductor_compile_s": inductor_compile_s,
        "fell_back": fallbacks + again["fell_back"] + recompiled["fell_back"],
        "relative_error": _relative_error(output, expected),
    }
    return {label: _no_argument(module, tensor) for label, (module, tensor) in calls.items()}, facts


def _backend_compiled(model: torch.nn.Module, records: Path, threads: int):
    options = {"records": str(records), "threads": threads}
    return torch.compile(model, backend="rl_autoscheduler", dynamic=False, options=options)


def _network(name: str) -> tuple[torch.nn.Module, torch.Tensor]:
    """The network with its own seeded weights, and its seeded input."""
    model = getattr(models, name)().eval()
    x = torch.randn(models.INPUT_SHAPES[name], generator=torch.Generator().manual_seed(0))
    return model, x


def _first_call_in_new_process(name: str, records: Path, threads: int) -> dict:
    command = [sys.executable, __file__, "--first-call", name, "--records", str(records),
               "--threads", str(threads)]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"--first-call {name} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def first_call_only(name: str, records: Path, threads: int) -> int:
    """`--first-call`: one compile's first call, as JSON on the last stdout line."""
    torch.set_num_threads(threads)
    model, x = _network(name)
    _, seconds, fell_back = _first_call(_backend_compiled(model, records, threads), x)
    print(json.dumps({"seconds": seconds, "fell_back": fell_back}))
    return 0


def _no_argument(module, tensor: torch.Tensor):
    def call():
        with torch.no_grad():
            return module(tensor)

    return call


def _evaluation_ms(results: dict | None, name: str) -> float | None:
    """The evaluation run's verified one-pass time of `name`, in ms."""
    if results is None:
        return None
    for benchmark in results["benchmarks"]:
        row = row_of(benchmark, "agent") if benchmark["name"] == name else None
        if row is not None and row.verified_speedup() is not None and row.time_s is not None:
            return row.time_s * 1e3
    return None


def bench_network(name: str, threads: int, rounds: int, records_dir: Path) -> dict:
    model, x = _network(name)
    calls, facts = _callables(name, model, x, records_dir / f"{name}.sqlite", threads)
    timing = dataclasses.replace(TIMING, threads=threads)
    per_round: dict[str, list[float]] = {label: [] for label in calls}
    labels = list(calls)
    for round_index in range(rounds):
        # Rotate the order so no method always runs first (or right after another).
        shift = round_index % len(labels)
        for label in labels[shift:] + labels[:shift]:
            per_round[label].append(median(time_callable(calls[label], timing)))
    milliseconds = {label: median(times) * 1e3 for label, times in per_round.items()}
    facts["ms"] = milliseconds
    facts["rounds_ms"] = {label: [t * 1e3 for t in times] for label, times in per_round.items()}
    facts["eager_ms"] = min(v for k, v in milliseconds.items() if k.startswith("eager"))
    facts["torch_compile_ms"] = min(
        v for k, v in milliseconds.items() if k.startswith("torch.compile")
    )
    facts["backend_ms"] = milliseconds["backend"]
    return facts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--names", nargs="+", default=list(models.WHOLE_NETWORKS))
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--evaluation", type=Path, default=ROOT / "docs/results/neural-nets.json")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--first-call", help=argparse.SUPPRESS)  # the with-records process
    parser.add_argument("--records", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.first_call:
        return first_call_only(args.first_call, args.records, args.threads)
    unknown = [name for name in args.names if name not in models.INPUT_SHAPES]
    if unknown:
        print(f"bench_from_torch: unknown network {unknown[0]!r}; "
              f"known: {', '.join(models.INPUT_SHAPES)}", file=sys.stderr)  # fmt: skip
        return 2
    torch.set_num_threads(args.threads)
    evaluation = json.loads(args.evaluation.read_text()) if args.evaluation.exists() else None
    host = _core.host_cpu()[0]
    print(f"host {host}, {args.threads} threads, torch {torch.__version__}, "
          f"{args.rounds} rounds; evaluation figures from {args.evaluation}")  # fmt: skip
    results = []
    with tempfile.TemporaryDirectory() as records_dir:
        for name in args.names:
            facts = bench_network(name, args.threads, args.rounds, Path(records_dir))
            facts["evaluation_ms"] = _evaluation_ms(evaluation, name)
            results.append(facts)
            _print_network(facts)
    _print_summary(results)
    if args.json:
        atomic_write_text(args.json, json.dumps({"host": host, "threads": args.threads,
                                                  "networks": results}, indent=1))  # fmt: skip
    failed = [
        r for r in results if r["fell_back"] or r["relative_error"] > RELATIVE_TOLERANCE["float32"]
    ]
    return 1 if failed else 0


def _print_network(facts: dict) -> None:
    ms = facts["ms"]
    evaluation = facts["evaluation_ms"]
    print(
        f"\n{facts['network']}: schedule + compile cold {facts['cold_s']:.1f} s, "
        f"with records {facts['with_records_s']:.1f} s (records but no kept kernel "
        f"{facts['records_no_kernel_s']:.1f} s); torch.compile's compile "
        + ", ".join(f"{k} {v:.1f} s" for k, v in facts["inductor_compile_s"].items())
    )
    print(f"  output vs eager: max relative error {facts['relative_error']:.1e}"
          + (f"; FELL BACK: {facts['fell_back']}" if facts["fell_back"] else ""))  # fmt: skip
    for label, value in ms.items():
        spread = ", ".join(f"{t:.2f}" for t in facts["rounds_ms"][label])
        print(f"  {label:<28} {value:8.2f} ms  (rounds {spread})")
    print(
        f"  backend / eager {facts['eager_ms'] / facts['backend_ms']:.2f}x, "
        f"/ torch.compile {facts['torch_compile_ms'] / facts['backend_ms']:.2f}x"
        + (f"; evaluation's one pass {evaluation:.2f} ms (backend at "
           f"{evaluation / facts['backend_ms']:.2f}x its speed)" if evaluation else "")
    )  # fmt: skip


def _print_summary(results: list[dict]) -> None:
    eager = geometric_mean([r["eager_ms"] / r["backend_ms"] for r in results])
    compiled = geometric_mean([r["torch_compile_ms"] / r["backend_ms"] for r in results])
    print(f"\ngeometric mean over {len(results)}: backend {eager:.2f}x PyTorch eager, "
          f"{compiled:.2f}x torch.compile; slowest cold compile "
          f"{max(r['cold_s'] for r in results):.1f} s, with records "
          f"{max(r['with_records_s'] for r in results):.1f} s (no kept kernel "
          f"{max(r['records_no_kernel_s'] for r in results):.1f} s)")  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
