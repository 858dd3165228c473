"""Benchmarks to evaluate: a suite manifest, or any directory of programs.

- `benchmarks/single_ops` (a `manifest.json` of single-op programs): op kind and
  attributes (stride, padding, dilation, window) come from the manifest;
- `benchmarks/neural_nets` (a manifest of converted PyTorch networks): kind
  `network`, with the factory and argument names the PyTorch/JAX baselines need;
- a directory without a manifest (a user's folder, or `benchmarks/schedules`), or
  one `.mlir` file: every `.mlir` program in it, expert schedule or not; the op
  kind and its attributes are inferred from the loop nests (`infer_kind`). A file
  that does not load is kept as a benchmark with its `error`: the runner lists it
  as a failed benchmark with that reason and evaluates the others.

An expert schedule belongs to a benchmark when a `<stem>.json` beside the
benchmark, or in the experts directory beside a `<stem>.mlir` holding the same
program (same content hash), exists.

Programs that are not one op of a per-kind reference reading the function's
arguments in order and writing the last one (a chain such as matmul -> relu, a
zero fill before a matmul, a softmax, a result in a fresh tensor, several results)
get a `graph` (`translate.summary`): the PyTorch, JAX and float64 references
translate the program itself, op by op (`evaluation.references.translate`). A
program with an op that no translation covers gets `no_reference`, which says
which op at which location.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from evaluation.references.translate import NoReference, ProgramGraph, graph_of, summary, validate
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS, KIND_ORDER, WINDOW_LOOPS, op_kind, window
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.measurement.sandbox import memory_problem

NETWORK = "network"
"""The op kind of a whole network (neural_nets suite)."""
PROGRAM = "program"
"""The kind of a program with several compute ops (a chain such as matmul -> relu)."""
INVALID = "invalid"
"""The kind of a file that is no program to evaluate (it does not parse, or has no linalg
op); the runner lists it as a failed benchmark with the reason."""


@dataclass
class Benchmark:
    name: str
    path: Path
    program: Program | None
    """None when the file did not load (`error` says why)."""
    kind: str
    """matmul, batch_matmul, conv_2d_nchw_fchw, pooling_nchw_max, add, relu, network,
    program (several compute ops), invalid (`error` says why), or the op's name when
    no reference implements it."""
    attributes: dict = field(default_factory=dict)
    """stride, padding, dilation, kernel/window (windowed ops)."""
    split: str | None = None
    expert: Path | None = None
    """The expert schedule (JSON), if there is one."""
    network: dict | None = None
    """neural_nets: factory, input_shape, arg_names."""
    kind_source: str = "manifest"
    """manifest or inferred (from the loop nests)."""
    graph: dict | None = None
    """`translate.summary` of a program the references translate; None for a manifest
    entry, a network, and a single op of a per-kind reference."""
    no_reference: str | None = None
    """Why PyTorch, JAX and the float64 reference cannot express the program."""
    native: dict | None = None
    """The framework op computing the whole program, from the manifest (a row family's
    `{"op": "softmax", "dim": -1}`): PyTorch's reference runs it (`references/native.py`)."""
    error: str | None = None
    """Why the file is no program to evaluate (then `kind` is invalid)."""

    @property
    def flops(self) -> int:
        return self.program.flops() if self.program is not None else 0

    def spec(self) -> dict:
        """What a baseline process needs to rebuild the computation (plain JSON)."""
        return {
            "name": self.name,
            "path": str(self.path),
            "kind": self.kind,
            "attributes": self.attributes,
            "network": self.network,
            "graph": self.graph,
            "no_reference": self.no_reference,
            "native": self.native,
        }

    def describe(self) -> dict:
        return {
            "name": self.name,
            "file": str(self.path),
            "kind": self.kind,
            "kind_source": self.kind_source,
            "attributes": self.attributes,
            "split": self.split,
            "flops": self.flops,
            "ops": [nest.op_name for nest in self.program.ops] if self.program else [],
            "expert": str(self.expert) if self.expert else None,
            "network": self.network,
            "composed_reference": self.graph is not None,
            "no_reference": self.no_reference,
            "native": self.native,
            "error": self.error,
        }


# --------------------------------------------------------------------------- loading

ALL_SPLITS = "all"
"""The split name that selects every entry of a manifest."""


def load_suite(
    suite: str | Path,
    split: str | None = None,
    names: list[str] | None = None,
    limit: int | None = None,
    experts: str | Path | None = None,
) -> list[Benchmark]:
    """Benchmarks of a suite directory, manifest file or `.mlir` file; ConfigError says what
    is wrong. `split` selects manifest entries only: a plain directory has no splits."""
    suite = Path(suite)
    manifest = suite if suite.is_file() else suite / "manifest.json"
    if suite.is_file() and suite.suffix == ".mlir":
        benchmarks = _from_files([suite], names, suite)
    elif manifest.is_file():
        benchmarks = _from_manifest(manifest, split, names)
    elif suite.is_dir():
        benchmarks = _from_files(sorted(suite.glob("*.mlir")), names, suite)
    else:
        raise ConfigError(f"suite {suite}: no such directory or manifest")
    if not benchmarks:
        what = f" of split {split!r}" if split and manifest.is_file() else ""
        raise ConfigError(f"suite {suite}: no benchmark{what} selected")
    benchmarks = spread_over_kinds(benchmarks, limit)
    if experts is not None:
        attach_experts(benchmarks, Path(experts))
    return benchmarks


def spread_over_kinds(benchmarks: list[Benchmark], limit: int | None) -> list[Benchmark]:
    """The first `limit` benchmarks taking each op kind in turn (manifest order within a kind),
    so that `--limit 12` of the single-op suite has two of each of the six kinds."""
    if limit is None or limit >= len(benchmarks):
        return benchmarks
    by_kind: dict[str, list[Benchmark]] = {}
    for benchmark in benchmarks:
        by_kind.setdefault(benchmark.kind, []).append(benchmark)
    order = sorted(by_kind, key=lambda k: (KIND_ORDER.index(k) if k in KIND_ORDER else 99, k))
    chosen: list[Benchmark] = []
    row = 0
    while len(chosen) < limit:
        for kind in order:
            if row < len(by_kind[kind]) and len(chosen) < limit:
                chosen.append(by_kind[kind][row])
        row += 1
    return chosen


def _read_json(path: Path) -> object:
    try:
        return json.loads(path.read_text())
    except OSError as error:
        raise ConfigError(f"cannot read {path}: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise ConfigError(
            f"{path}:{error.lineno}:{error.colno}: invalid JSON: {error.msg}"
        ) from error


def _load_program(path: Path) -> Program:
    try:
        return Program.from_file(path)
    except Exception as error:
        raise ConfigError(f"{path}: {' '.join(str(error).split())}") from error


def _from_manifest(manifest: Path, split: str | None, names: list[str] | None) -> list[Benchmark]:
    data = _read_json(manifest)
    entries = data.get("programs") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise ConfigError(f"{manifest}: expected a list of programs")
    benchmarks = []
    for entry in entries:
        if split and split != ALL_SPLITS and entry.get("split") not in (None, split):
            continue
        if names and entry.get("name") not in names:
            continue
        path = manifest.parent / entry["file"]
        name = entry.get("name", path.stem)
        try:
            program = _load_program(path)
        except ConfigError as error:  # one bad file is a failed benchmark, not a failed suite
            reason = " ".join(str(error.__cause__ or error).split())
            benchmarks.append(
                Benchmark(name, path, None, INVALID, split=entry.get("split"), error=reason)
            )
            continue
        if "factory" in entry:
            benchmark = Benchmark(
                name=entry["name"],
                path=path,
                program=program,
                kind=NETWORK,
                split=entry.get("split"),
                network={
                    "factory": entry["factory"],
                    "input_shape": entry.get("input_shape"),
                    "arg_names": entry.get("arg_names"),
                },
            )
        elif _is_single_op_of(program, entry.get("kind")):
            benchmark = Benchmark(
                name=entry["name"],
                path=path,
                program=program,
                kind=entry["kind"],
                attributes=dict(entry.get("attributes") or {}),
                split=entry.get("split"),
            )
        else:
            benchmark = _inferred(name, path, program)
            benchmark.split = entry.get("split")
            if "kind" in entry and benchmark.graph is not None:
                # A family label (softmax, layernorm, ...): the translation computes it.
                benchmark.kind, benchmark.kind_source = entry["kind"], "manifest"
                benchmark.native = entry.get("native")
            if not program.ops:
                benchmark.kind, benchmark.error = INVALID, f"{path}: no linalg op to schedule"
        benchmarks.append(_with_sibling_expert(benchmark, path))
    _check_names(benchmarks, names, f"{manifest}: no benchmark named")
    return benchmarks


def _is_single_op_of(program: Program, kind: object) -> bool:
    """Whether the program is one op of `kind`, a kind with per-kind references (the
    single-op suite): its manifest's attributes (padding, stride) then pick that
    reference. Any other manifest kind is a family label, and the program is translated."""
    ops = _compute_ops(program)
    return kind in BENCHMARK_KINDS and len(ops) == 1 and op_kind(ops[0])[0] == kind


def _from_files(paths: list[Path], names: list[str] | None, suite: Path) -> list[Benchmark]:
    """Every program of a plain directory, with its sibling expert schedule if any.

    A file that does not load is a benchmark with its `error` (the runner lists it as
    failed), so that one bad file in a user's folder does not stop the others.
    """
    if not paths:
        raise ConfigError(f"suite {suite}: no .mlir program in it")
    benchmarks = []
    for path in paths:
        if names and path.stem not in names:
            continue
        try:
            program = _load_program(path)
        except ConfigError as error:  # the parser's message names the file and line
            reason = " ".join(str(error.__cause__ or error).split())
            benchmarks.append(
                Benchmark(path.stem, path, None, INVALID, kind_source="inferred", error=reason)
            )
            continue
        benchmark = _inferred(path.stem, path, program)
        if not program.ops:
            benchmark.kind, benchmark.error = INVALID, f"{path}: no linalg op to schedule"
        elif (too_large := memory_problem(program)) is not None:
            benchmark.kind, benchmark.error = INVALID, too_large
        benchmarks.append(_with_sibling_expert(benchmark, path))
    _check_names(benchmarks, names, f"{suite}: no program named")
    return benchmarks


def _with_sibling_expert(benchmark: Benchmark, path: Path) -> Benchmark:
    """`benchmark` with the expert schedule `<stem>.json` beside its file, if there is one."""
    sibling = path.with_suffix(".json")
    if sibling.is_file():
        benchmark.expert = sibling
    return benchmark


def _check_names(benchmarks: list[Benchmark], names: list[str] | None, missing_text: str) -> None:
    """A ConfigError (`missing_text` and the names) for asked names no benchmark has."""
    if names:
        missing = sorted(set(names) - {b.name for b in benchmarks})
        if missing:
            raise ConfigError(f"{missing_text} {', '.join(missing)}")


def _inferred(name: str, path: Path, program: Program) -> Benchmark:
    """A benchmark whose kind, attributes and reference graph come from its loop nests."""
    kind, attributes = infer_kind(program)
    benchmark = Benchmark(name, path, program, kind, attributes, kind_source="inferred")
    try:
        graph = graph_of(str(path))
        validate(graph)
    except (NoReference, MLIRError) as error:
        benchmark.no_reference = " ".join(str(error).split())
        return benchmark
    if not _plain_single_op(graph, kind):
        benchmark.graph = summary(graph)
        if kind == PROGRAM:
            benchmark.attributes = {"ops": [op_kind(nest)[0] for nest in _compute_ops(program)]}
    return benchmark


def _plain_single_op(graph: ProgramGraph, kind: str) -> bool:
    """One op of a kind with per-kind references, reading the function's arguments in
    order and writing the last one: those references apply as they are (in place, with
    `out=`); every other program is translated (`evaluation.references.translate`)."""
    if kind not in KIND_ORDER or len(graph.ops) != 1:
        return False
    (op,) = graph.ops
    arguments = [argument["id"] for argument in graph.arguments]
    return op["operands"] == arguments and graph.returns == op["results"]


def attach_experts(benchmarks: list[Benchmark], experts: Path) -> None:
    """Gives a benchmark the expert schedule `experts/<stem>.json` when `experts/<stem>.mlir`
    holds the same program."""
    if not experts.is_dir():
        return
    for benchmark in benchmarks:
        if benchmark.expert is not None or benchmark.program is None:
            continue
        candidate = experts / f"{benchmark.path.stem}.mlir"
        schedule = candidate.with_suffix(".json")
        if not (candidate.is_file() and schedule.is_file()):
            continue
        try:
            same = Program.from_file(candidate).content_hash() == benchmark.program.content_hash()
        except Exception:  # an unreadable expert program is no expert for this benchmark
            same = False
        if same:
            benchmark.expert = schedule


# --------------------------------------------------------------------------- kinds


def _compute_ops(program: Program) -> list[LoopNest]:
    return [nest for nest in program.ops if nest.op_name != "linalg.fill"]


def function_argument_shapes(text: str) -> list[tuple[int, ...]] | None:
    """Shapes of the first function's tensor arguments, read from its signature."""
    match = re.search(
        r"func\.func\s+(?:public\s+|private\s+)?@[\w$.]+\s*\((.*?)\)\s*(?:->|\{)", text, re.DOTALL
    )
    if not match:
        return None
    shapes = []
    for dims in re.findall(r"tensor<((?:\d+x)*)[a-z]\w*>", match.group(1)):
        shapes.append(tuple(int(d) for d in dims.split("x") if d))
    return shapes


def _padding(program: Program, nest: LoopNest) -> list[int]:
    """Symmetric padding: (operand extent - function argument extent) / 2 per dimension
    the window slides along."""
    shapes = function_argument_shapes(program.text)
    if not shapes:
        return [0, 0]
    operand = nest.operands[0].shape
    source = shapes[0]
    if len(source) != len(operand):
        return [0, 0]
    return [max(operand[d] - source[d], 0) // 2 for d in window(nest).rows]


def infer_kind(program: Program) -> tuple[str, dict]:
    """(kind, attributes) of a single-op program, read from its loop nest.

    A program with several compute ops is `program` (its references are composed
    by translating the program); an op no reference implements keeps the op's name.
    """
    ops = _compute_ops(program)
    if len(ops) != 1:
        return PROGRAM, {"ops": [nest.op_name for nest in ops]}
    (nest,) = ops
    kind, attributes = op_kind(nest)
    if kind in BENCHMARK_KINDS and BENCHMARK_KINDS[kind].linalg_op in WINDOW_LOOPS:
        attributes["padding"] = _padding(program, nest)
    return kind, attributes
