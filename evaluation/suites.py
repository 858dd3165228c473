"""Benchmarks to evaluate: a suite manifest, or a directory of programs with expert schedules.

- `benchmarks/single_ops` (a `manifest.json` of single-op programs): op kind and
  attributes (stride, padding, dilation, window) come from the manifest;
- `benchmarks/neural_nets` (a manifest of converted PyTorch networks): kind
  `network`, with the factory and argument names the PyTorch/JAX baselines need;
- a directory without a manifest, such as `benchmarks/schedules`: every `.mlir`
  file with a sibling `.json` expert schedule; the op kind and its attributes are
  inferred from the loop nests (`infer_kind`).

An expert schedule belongs to a benchmark when a `<stem>.json` beside the
benchmark, or in the experts directory beside a `<stem>.mlir` holding the same
program (same content hash), exists.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.program import LoopNest, Program

NETWORK = "network"
"""The op kind of a whole network (neural_nets suite)."""
OTHER = "other"
KIND_OF_OP = {
    "linalg.matmul": "matmul",
    "linalg.batch_matmul": "batch_matmul",
    "linalg.conv_2d_nchw_fchw": "conv_2d_nchw_fchw",
    "linalg.pooling_nchw_max": "pooling_nchw_max",
}
KIND_ORDER = ("matmul", "batch_matmul", "conv_2d_nchw_fchw", "pooling_nchw_max", "add", "relu")


@dataclass
class Benchmark:
    name: str
    path: Path
    program: Program
    kind: str
    """matmul, batch_matmul, conv_2d_nchw_fchw, pooling_nchw_max, add, relu, network,
    or the op's name when no reference implements it."""
    attributes: dict = field(default_factory=dict)
    """stride, padding, dilation, kernel/window (windowed ops)."""
    split: str | None = None
    expert: Path | None = None
    """The expert schedule (JSON), if there is one."""
    network: dict | None = None
    """neural_nets: factory, input_shape, arg_names."""
    kind_source: str = "manifest"
    """manifest or inferred (from the loop nests)."""

    @property
    def flops(self) -> int:
        return self.program.flops()

    def spec(self) -> dict:
        """What a baseline process needs to rebuild the computation (plain JSON)."""
        return {
            "name": self.name,
            "path": str(self.path),
            "kind": self.kind,
            "attributes": self.attributes,
            "network": self.network,
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
            "ops": [nest.op_name for nest in self.program.ops],
            "expert": str(self.expert) if self.expert else None,
            "network": self.network,
        }


# --------------------------------------------------------------------------- loading


def load_suite(
    suite: str | Path,
    split: str | None = None,
    names: list[str] | None = None,
    limit: int | None = None,
    experts: str | Path | None = None,
) -> list[Benchmark]:
    """Benchmarks of a suite directory (or manifest file); ConfigError says what is wrong."""
    suite = Path(suite)
    manifest = suite if suite.is_file() else suite / "manifest.json"
    if manifest.is_file():
        benchmarks = _from_manifest(manifest, split, names)
    elif suite.is_dir():
        benchmarks = _from_directory(suite, names)
    else:
        raise ConfigError(f"suite {suite}: no such directory or manifest")
    if not benchmarks:
        what = f" of split {split!r}" if split else ""
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
        if split and entry.get("split") not in (None, split):
            continue
        if names and entry.get("name") not in names:
            continue
        path = manifest.parent / entry["file"]
        program = _load_program(path)
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
        elif "kind" in entry:
            benchmark = Benchmark(
                name=entry["name"],
                path=path,
                program=program,
                kind=entry["kind"],
                attributes=dict(entry.get("attributes") or {}),
                split=entry.get("split"),
            )
        else:
            kind, attributes = infer_kind(program)
            benchmark = Benchmark(
                entry.get("name", path.stem),
                path,
                program,
                kind,
                attributes,
                kind_source="inferred",
            )
        sibling = path.with_suffix(".json")
        if sibling.is_file():
            benchmark.expert = sibling
        benchmarks.append(benchmark)
    if names:
        missing = sorted(set(names) - {b.name for b in benchmarks})
        if missing:
            raise ConfigError(f"{manifest}: no benchmark named {', '.join(missing)}")
    return benchmarks


def _from_directory(directory: Path, names: list[str] | None) -> list[Benchmark]:
    """Every .mlir with a sibling .json schedule (a directory of expert schedules)."""
    benchmarks = []
    for path in sorted(directory.glob("*.mlir")):
        expert = path.with_suffix(".json")
        if not expert.is_file() or (names and path.stem not in names):
            continue
        program = _load_program(path)
        kind, attributes = infer_kind(program)
        benchmarks.append(
            Benchmark(path.stem, path, program, kind, attributes, None, expert, None, "inferred")
        )
    if names:
        missing = sorted(set(names) - {b.name for b in benchmarks})
        if missing:
            raise ConfigError(f"{directory}: no program with an expert schedule named {missing}")
    return benchmarks


def attach_experts(benchmarks: list[Benchmark], experts: Path) -> None:
    """Gives a benchmark the expert schedule `experts/<stem>.json` when `experts/<stem>.mlir`
    holds the same program."""
    if not experts.is_dir():
        return
    for benchmark in benchmarks:
        if benchmark.expert is not None:
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


def _window(
    nest: LoopNest, rows: tuple[int, int], outputs: tuple[int, int], windows: tuple[int, int]
) -> dict:
    """stride, dilation and window of a 2-D windowed op from its input's access matrix."""
    matrix = nest.operands[0].access_matrix
    stride = [matrix[row][out] for row, out in zip(rows, outputs, strict=True)]
    dilation = [matrix[row][win] for row, win in zip(rows, windows, strict=True)]
    window = [nest.loops[win].trip_count for win in windows]
    return {"stride": stride, "dilation": dilation, "window": window}


def _padding(program: Program, nest: LoopNest, spatial: tuple[int, int]) -> list[int]:
    """Symmetric padding: (operand extent - function argument extent) / 2 per spatial dim."""
    shapes = function_argument_shapes(program.text)
    if not shapes:
        return [0, 0]
    operand = nest.operands[0].shape
    source = shapes[0]
    if len(source) != len(operand):
        return [0, 0]
    return [max(operand[d] - source[d], 0) // 2 for d in spatial]


def infer_kind(program: Program) -> tuple[str, dict]:
    """(kind, attributes) of a single-op program, read from its loop nest.

    A program with several compute ops, or an op no reference implements, is
    `other` / the op's name: its PyTorch and JAX baselines are reported as failures.
    """
    ops = _compute_ops(program)
    if len(ops) != 1:
        return OTHER, {"ops": [nest.op_name for nest in ops]}
    (nest,) = ops
    if nest.op_name in ("linalg.matmul", "linalg.batch_matmul"):
        return KIND_OF_OP[nest.op_name], {}
    if nest.op_name == "linalg.conv_2d_nchw_fchw":
        # loops (n, f, oh, ow, c, kh, kw); input rows (n, c, h, w).
        attributes = _window(nest, (2, 3), (2, 3), (5, 6))
        attributes["kernel"] = attributes.pop("window")
        attributes["padding"] = _padding(program, nest, (2, 3))
        return "conv_2d_nchw_fchw", attributes
    if nest.op_name == "linalg.pooling_nchw_max":
        # loops (n, c, oh, ow, kh, kw); input rows (n, c, h, w).
        attributes = _window(nest, (2, 3), (2, 3), (4, 5))
        attributes["padding"] = _padding(program, nest, (2, 3))
        return "pooling_nchw_max", attributes
    if nest.op_name == "linalg.generic" and not any(loop.is_reduction for loop in nest.loops):
        inputs = [operand for operand in nest.operands if not operand.is_init]
        identity = all(
            operand.shape == nest.trip_counts
            and all(
                list(row[:-1]) == [int(i == d) for i in range(len(nest.loops))] and row[-1] == 0
                for d, row in enumerate(operand.access_matrix)
            )
            for operand in nest.operands
        )
        arithmetic = {k: v for k, v in nest.arithmetic_counts.items() if k != "arith.constant"}
        if identity and len(inputs) == 2 and arithmetic == {"arith.addf": 1}:
            return "add", {}
        if identity and len(inputs) == 1 and arithmetic == {"arith.maximumf": 1}:
            return "relu", {}
    return nest.op_name.removeprefix("linalg."), {}
