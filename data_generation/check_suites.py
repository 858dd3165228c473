"""Check every shipped benchmark program against a numpy / PyTorch reference.

    python -m data_generation.check_suites [--sample K] [--seed S]
        [--suite all|single_ops|neural_nets|blocks] [--root benchmarks]

For each program (or a seeded sample of K per suite, spread over the op kinds):
it parses and verifies (`Program.from_file`); a single op has exactly the one
linalg op its manifest entry describes (op name, loop trip counts, FLOPs) and
takes the argument shapes the manifest lists; it compiles and runs untransformed
on seeded random inputs (never zeros); its destination matches the reference
(`evaluation.references.oracle`: numpy for matmul / batch_matmul and the
elementwise ops, `torch.nn.functional.conv2d` / `max_pool2d` with the manifest's
stride and padding), and its other arguments are left unchanged. A network is
converted again from its factory (same deterministic weights; no weights are
shipped), its argument names and shapes must be the manifest's, and the shipped
program's output must match the PyTorch module's on a seeded random input; the blocks
are checked as the networks are, and their manifest as a split suite (every kind in
both splits, no block in both).

The suite manifests are checked too: counts, no shape signature in both splits,
every op kind in both splits, unique names.

Prints one line per failure (`FAIL <suite>/<file>: <reason>`), then a summary;
exits 1 if anything failed. Kernels run in this process: the programs are
untransformed, verified MLIR.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from data_generation.random_mlir_gen import KINDS, OP_NAMES, OpSpec
from evaluation.references import oracle
from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.measurement.inputs import draw_inputs
from rl_autoscheduler.measurement.network_weights import parse_factory

ROOT = Path(__file__).resolve().parents[1] / "benchmarks"
SUITES = ("single_ops", "neural_nets", "blocks")
MIN_COUNTS = {"train": 300, "eval": 60}
NETWORKS = ("mlp", "lenet5", "resnet_basic_block", "vgg_block", "transformer_ffn", "small_cnn")


@dataclass(frozen=True)
class Failure:
    where: str
    reason: str

    def __str__(self) -> str:
        return f"FAIL {self.where}: {self.reason}"


class CheckError(Exception):
    """A program failed a check; the message is the reason."""


def load_manifest(root: Path, suite: str) -> dict:
    path = root / suite / "manifest.json"
    try:
        return json.loads(path.read_text())
    except OSError as error:
        raise CheckError(f"cannot read {path}: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise CheckError(f"{path} is not JSON: {error}") from error


# --------------------------------------------------------------------------- manifests


def single_ops_problems(manifest: dict, root: Path | None = None) -> list[str]:
    """What is wrong with a single_ops manifest (empty when it is sound)."""
    problems = []
    programs = manifest.get("programs", [])
    names = [entry["name"] for entry in programs]
    if len(set(names)) != len(names):
        problems.append("program names are not unique")
    by_split: dict[str, list[dict]] = {}
    for entry in programs:
        by_split.setdefault(entry["split"], []).append(entry)
    for split, minimum in MIN_COUNTS.items():
        count = len(by_split.get(split, []))
        if count < minimum:
            problems.append(f"{split} split has {count} programs, fewer than {minimum}")
        missing = set(KINDS) - {entry["kind"] for entry in by_split.get(split, [])}
        if missing:
            problems.append(f"{split} split lacks op kinds {sorted(missing)}")
    signatures = {
        split: {OpSpec.from_json(entry).signature() for entry in entries}
        for split, entries in by_split.items()
    }
    shared = signatures.get("train", set()) & signatures.get("eval", set())
    if shared:
        problems.append(f"{len(shared)} shape signatures are in both splits, e.g. {min(shared)}")
    declared = manifest.get("counts")
    if declared is not None:
        actual = {
            split: {kind: sum(e["kind"] == kind for e in by_split.get(split, [])) for kind in KINDS}
            for split in declared
        }
        if actual != declared:
            problems.append(f"manifest counts {declared} differ from its programs {actual}")
    if root is not None:
        for entry in programs:
            if not (root / entry["file"]).is_file():
                problems.append(f"{entry['file']} does not exist")
    return problems


def neural_nets_problems(manifest: dict, root: Path | None = None) -> list[str]:
    names = {entry["name"] for entry in manifest.get("programs", [])}
    missing = set(NETWORKS) - names
    problems = [f"networks missing: {sorted(missing)}"] if missing else []
    return problems + converted_problems(manifest, root)


def converted_problems(manifest: dict, root: Path | None = None) -> list[str]:
    """What is wrong with any suite of converted networks: names not unique, files missing."""
    problems = []
    names = [entry["name"] for entry in manifest.get("programs", [])]
    if len(set(names)) != len(names):
        problems.append("network names are not unique")
    if root is not None:
        for entry in manifest.get("programs", []):
            if not (root / entry["file"]).is_file():
                problems.append(f"{entry['file']} does not exist")
    return problems


def blocks_problems(manifest: dict, root: Path | None = None) -> list[str]:
    """What is wrong with the blocks' manifest: besides what a network suite checks,
    every kind in both splits and no block (its factory's sizes) in both."""
    from data_generation.block_gen import BLOCK_KINDS

    problems = converted_problems(manifest, root)
    programs = manifest.get("programs", [])
    for split in ("train", "eval"):
        missing = set(BLOCK_KINDS) - {e["kind"] for e in programs if e.get("split") == split}
        if missing:
            problems.append(f"{split} split lacks block kinds {sorted(missing)}")

    def sizes(entry: dict) -> tuple:
        _, factory, arguments = parse_factory(entry["factory"])
        arguments.pop("seed", None)
        return (tuple(entry["input_shape"]), factory, tuple(sorted(arguments.items())))

    train = {sizes(e) for e in programs if e.get("split") == "train"}
    shared = [e["name"] for e in programs if e.get("split") == "eval" and sizes(e) in train]
    if shared:
        problems.append(f"{len(shared)} eval blocks are also in the train split, e.g. {shared[0]}")
    return problems


PROBLEMS = {
    "single_ops": single_ops_problems,
    "neural_nets": neural_nets_problems,
    "blocks": blocks_problems,
}


# --------------------------------------------------------------------------- programs


def check_single_op(suite_dir: Path, entry: dict, seed: int = 0) -> str:
    """Checks one single-op program; returns a note, raises CheckError with the reason."""
    path = suite_dir / entry["file"]
    spec = OpSpec.from_json(entry)
    try:
        program = Program.from_file(path)
    except Exception as error:
        raise CheckError(f"does not parse: {_one_line(error)}") from error
    if len(program.ops) != 1:
        raise CheckError(f"has {len(program.ops)} linalg ops, expected 1")
    (nest,) = program.ops
    if nest.op_name != OP_NAMES[spec.kind]:
        raise CheckError(f"op is {nest.op_name}, the manifest says {OP_NAMES[spec.kind]}")
    loops = [(loop.trip_count, loop.is_reduction) for loop in nest.loops]
    if loops != spec.loops():
        raise CheckError(f"loops (trip count, reduction) {loops}, expected {spec.loops()}")
    if program.flops() != entry["flops"]:
        raise CheckError(f"{program.flops()} FLOPs, the manifest says {entry['flops']}")
    try:
        kernel = _core.compile(program.text, name=str(path), threads=1)
    except Exception as error:
        raise CheckError(f"does not compile: {_one_line(error)}") from error
    expected_args = [(shape, "float32") for shape in spec.shapes.values()]
    actual_args = [(tuple(shape), dtype) for shape, dtype in kernel.arguments]
    if actual_args != expected_args:
        raise CheckError(f"takes {actual_args}, the manifest says {expected_args}")
    drawn = draw_inputs(kernel, seed, program.text)
    inputs, buffers = drawn.inputs, drawn.outputs
    for name, before, after in zip(list(spec.shapes)[:-1], inputs[:-1], buffers[:-1], strict=True):
        if not np.array_equal(before, after, equal_nan=True):
            raise CheckError(f"argument %{name} was modified")
    expected = oracle.single_op(spec.kind, inputs, entry["attributes"])
    ok, note = oracle.matches_reference(expected, buffers[-1])
    if not ok:
        raise CheckError(note)
    return note


def check_network(suite_dir: Path, entry: dict, seed: int = 0) -> str:
    """Checks one converted network against its PyTorch module (same weights)."""
    from data_generation.nn_to_mlir import convert, load_factory

    path = suite_dir / entry["file"]
    try:
        program = Program.from_file(path)
    except Exception as error:
        raise CheckError(f"does not parse: {_one_line(error)}") from error
    if not program.ops:
        raise CheckError("has no linalg op")
    model = load_factory(entry["factory"])
    converted = convert(model, entry["input_shape"], seed=seed, verify=False)
    if converted.arg_names != entry["arg_names"]:
        raise CheckError(
            f"the factory's arguments are {converted.arg_names}, the manifest's "
            f"{entry['arg_names']}: rebuild the suite"
        )
    try:
        kernel = _core.compile(program.text, name=str(path), threads=1)
    except Exception as error:
        raise CheckError(f"does not compile: {_one_line(error)}") from error
    shapes = [list(array.shape) for array in converted.arg_arrays]
    if shapes != entry["arg_shapes"]:
        raise CheckError(f"the factory's argument shapes {shapes} differ from the manifest's")
    takes = [list(shape) for shape, _ in kernel.arguments]
    if takes != [*shapes, entry["output_shape"]]:
        raise CheckError(f"takes {takes}, expected {[*shapes, entry['output_shape']]}")
    arrays = [array.copy() for array in converted.arg_arrays]
    arrays.append(np.full(entry["output_shape"], np.nan, dtype=np.float32))
    kernel.run(arrays)
    expected = oracle.network(model, converted.arg_arrays[0])
    ok, note = oracle.matches_reference(expected, arrays[-1])
    if not ok:
        raise CheckError(note)
    return note


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split())


# --------------------------------------------------------------------------- sampling


def sample(entries: Sequence[dict], count: int | None, seed: int) -> list[dict]:
    """All entries, or `count` of them chosen with `seed`, spread round-robin over the op
    kinds and, within a kind, alternating splits: a sample of 2 per kind has every kind
    in both splits."""
    if count is None or count >= len(entries):
        return list(entries)
    rng = random.Random(seed)
    by_kind: dict[str, dict[str, list[dict]]] = {}
    for entry in entries:
        splits = by_kind.setdefault(entry.get("kind", ""), {})
        splits.setdefault(entry.get("split", ""), []).append(entry)
    queues = []
    for kind in sorted(by_kind):
        splits = by_kind[kind]
        for group in splits.values():
            rng.shuffle(group)
        order = sorted(splits)
        rng.shuffle(order)
        queues.append(_interleave([splits[split] for split in order]))
    return _interleave(queues)[:count]


def _interleave(lists: Sequence[Sequence[dict]]) -> list[dict]:
    return [item for row in itertools.zip_longest(*lists) for item in row if item is not None]


# --------------------------------------------------------------------------- CLI


def check_suite(
    root: Path, suite: str, count: int | None, seed: int, verbose: bool = False
) -> tuple[int, list[Failure]]:
    """Checks a suite; returns (programs checked, failures)."""
    try:
        manifest = load_manifest(root, suite)
    except CheckError as error:
        return 0, [Failure(suite, str(error))]
    suite_dir = root / suite
    problems = PROBLEMS[suite](manifest, suite_dir)
    failures = [Failure(f"{suite}/manifest.json", problem) for problem in problems]
    for failure in failures:
        print(failure, flush=True)
    check = check_single_op if suite == "single_ops" else check_network
    chosen = sample(manifest.get("programs", []), count, seed)
    for entry in chosen:
        where = f"{suite}/{entry.get('file', entry.get('name'))}"
        try:
            note = check(suite_dir, entry, seed)
        except CheckError as error:
            failures.append(Failure(where, str(error)))
            print(failures[-1], flush=True)
            continue
        except Exception as error:  # a broken entry or program: report, go on
            failures.append(Failure(where, f"{type(error).__name__}: {_one_line(error)}"))
            print(failures[-1], flush=True)
            continue
        if verbose:
            print(f"ok   {where}: {note}", flush=True)
    return len(chosen), failures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data_generation.check_suites",
        description="Check the shipped benchmark programs against numpy / PyTorch references.",
    )
    parser.add_argument("--sample", type=int, help="check K programs per suite (default: all)")
    parser.add_argument("--seed", type=int, default=0, help="sample and input seed")
    parser.add_argument("--suite", choices=("all", *SUITES), default="all")
    parser.add_argument("--root", type=Path, default=ROOT, help="the benchmarks directory")
    parser.add_argument("-v", "--verbose", action="store_true", help="print passing programs")
    args = parser.parse_args(argv)
    if args.sample is not None and args.sample <= 0:
        parser.error("--sample must be positive")
    started = time.perf_counter()
    checked: dict[str, int] = {}
    failures: list[Failure] = []
    for suite in SUITES if args.suite == "all" else (args.suite,):
        checked[suite], suite_failures = check_suite(
            args.root, suite, args.sample, args.seed, args.verbose
        )
        failures += suite_failures
    total = sum(checked.values())
    print(
        f"checked {total} programs ("
        + ", ".join(f"{suite} {n}" for suite, n in checked.items())
        + f"): {len(failures)} failure{'s' if len(failures) != 1 else ''} "
        f"in {time.perf_counter() - started:.1f} s"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
