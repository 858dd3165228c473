"""Regenerate the benchmark suites and their manifests.

    python -m data_generation.build_suites [--suite all|single_ops|families|neural_nets|blocks]
        [--root benchmarks] [--no-time | --retime]

- `benchmarks/single_ops/`: `TRAIN_COUNT` random single-op programs in `train/` and
  `EVAL_COUNT` in `eval/` (`random_mlir_gen`, seeds `TRAIN_SEED` / `EVAL_SEED`); the eval
  split excludes every train shape signature, and every op kind is in both splits.
- `benchmarks/families/`: the op families of real models beyond the six kinds
  (`family_gen`: contractions in any map shape, softmax, layer and RMS norms, reductions,
  transposes, NHWC and depthwise convolutions, GELU, batch norm), `FAMILY_COUNTS` per
  split, seeds `TRAIN_SEED` / `EVAL_SEED` plus 100 per family (in `family_gen.FAMILIES`
  order), the eval split excluding every train signature.
- `benchmarks/neural_nets/`: the networks of `data_generation.models`, converted with
  `nn_to_mlir` (no weights are shipped: the factories are deterministic and the checker
  converts them again).
- `benchmarks/blocks/`: the blocks whole networks repeat (`block_gen`: MobileNetV2's
  inverted residual, ResNet-18's basic block, BERT and ViT encoder layers) at sizes
  drawn from their stages, `BLOCK_COUNTS` per kind and split, converted as the neural
  nets are, each on its own seeded weights.

Each suite's `manifest.json` is written last, atomically, after its `.mlir` files; stale
`.mlir` files of the suite are removed. Everything is deterministic except the measured
untransformed times (`untransformed_median_s`: 1 thread, a warm-up run then `REPEAT` runs
at most, each program under the machine's exclusive timing lock). A program whose text is
unchanged keeps the time its manifest records (adding a family times only its programs);
`--retime` measures every program again. `--no-time` leaves the times out (null), e.g. to
check that the programs regenerate identically.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from data_generation import block_gen, family_gen, models
from data_generation.random_mlir_gen import KINDS, OpSpec, generate, manifest_text, write_programs
from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.measurement.inputs import draw_inputs
from rl_autoscheduler.measurement.measure import TimingOptions, time_kernel
from rl_autoscheduler.measurement.timing_lock import exclusive_timing

ROOT = Path(__file__).resolve().parents[1] / "benchmarks"
TRAIN_SEED = 3
EVAL_SEED = 1003
TRAIN_COUNT = 300
EVAL_COUNT = 60
SPLITS = ("train", "eval")
TIMING = TimingOptions(threads=1, warmup=1, repeat=5, min_repeat=3, budget_s=1.0, seed=0)
"""Untransformed timing: 1 thread, 1 warm-up, 3 to 5 timed runs (fewer past 1 s)."""
TIMING_FIELDS = {"threads": TIMING.threads, "warmup": TIMING.warmup, "repeat": TIMING.repeat}
"""How every manifest says its untransformed times were taken."""


def single_op_specs() -> dict[str, list[OpSpec]]:
    """The specs of each split, deterministically (eval excludes train's signatures)."""
    train = generate(TRAIN_COUNT, TRAIN_SEED)
    evaluation = generate(EVAL_COUNT, EVAL_SEED, exclude={spec.signature() for spec in train})
    return {"train": train, "eval": evaluation}


FAMILY_COUNTS = {
    "contraction": {"train": 80, "eval": 12},
    **{family: {"train": 36, "eval": 6} for family in family_gen.FAMILIES[1:]},
}
"""Programs per family and split. The train splits are three times the eval ones and more,
so that behaviour cloning sees each family's range of shapes (at 12 per family the cloned
policy's one pass fell far behind its teacher on the held-out shapes)."""


def family_specs(family: str, index: int) -> dict[str, list]:
    """The specs of each split of one family; the seeds move by family (the contraction's
    are the suite's first ones, so its programs stay as they were)."""
    counts = FAMILY_COUNTS[family]
    train = family_gen.generate(counts["train"], TRAIN_SEED + 100 * index, family=family)
    evaluation = family_gen.generate(
        counts["eval"],
        EVAL_SEED + 100 * index,
        exclude={spec.signature() for spec in train},
        family=family,
    )
    return {"train": train, "eval": evaluation}


def build_families(
    root: Path, measure: bool, log: Callable[[str], None] = print, retime: bool = False
) -> dict:
    suite = root / "families"
    recorded = {} if retime else recorded_times(suite)
    by_split: dict[str, list] = {split: [] for split in SPLITS}
    for index, family in enumerate(family_gen.FAMILIES):
        for split, specs in family_specs(family, index).items():
            by_split[split] += specs
    entries = []
    for split, specs in by_split.items():
        written = family_gen.write_programs(specs, suite / split, split)
        remove_stale(suite / split, {Path(entry["file"]).name for entry in written})
        entries += written
    time_entries(suite, entries, measure, log, every=10, recorded=recorded)
    manifest = {
        "suite": "families",
        "generator": "data_generation.family_gen",
        "seeds": {"train": TRAIN_SEED, "eval": EVAL_SEED, "per_family": 100},
        "counts": {split: kind_counts(entries, split, family_gen.FAMILIES) for split in SPLITS},
        "timing": TIMING_FIELDS,
        "programs": entries,
    }
    atomic_write_text(suite / "manifest.json", manifest_text(manifest))
    return manifest


def timing_fields(median_s: float | None, runs: int) -> dict:
    return {
        "untransformed_median_s": None if median_s is None else round(median_s, 7),
        "timed_runs": runs,
    }


def time_text(text: str, name: str, arrays: list[np.ndarray] | None = None) -> tuple[float, int]:
    """Median untransformed time of `text` (compiled outside the lock, timed inside it)."""
    kernel = _core.compile(text, name=name, threads=TIMING.threads)
    if arrays is None:
        arrays = draw_inputs(kernel, TIMING.seed, text).inputs
    with exclusive_timing():
        times = time_kernel(kernel, arrays, TIMING)
    return statistics.median(times), len(times)


def kind_counts(entries: list[dict], split: str, kinds: Sequence[str] = KINDS) -> dict[str, int]:
    return {kind: sum(e["split"] == split and e["kind"] == kind for e in entries) for kind in kinds}


def recorded_times(suite: Path) -> dict[str, tuple[str, dict]]:
    """Per program file of the suite as it is on disk: (its text, its recorded timing
    fields), for the programs its manifest has timed."""
    try:
        programs = json.loads((suite / "manifest.json").read_text())["programs"]
    except (OSError, ValueError, KeyError):
        return {}
    timing = set(timing_fields(None, 0))
    recorded = {}
    for entry in programs:
        path = suite / entry.get("file", "")
        if entry.get("untransformed_median_s") and path.is_file():
            recorded[entry["file"]] = (path.read_text(), {k: entry[k] for k in timing})
    return recorded


def time_entries(
    suite: Path,
    entries: list[dict],
    measure: bool,
    log: Callable[[str], None],
    every: int,
    recorded: dict[str, tuple[str, dict]] | None = None,
) -> None:
    """Adds each entry's untransformed time (`timing_fields`; null without `measure`),
    logging progress every `every` programs. A program whose text is what `recorded`
    (`recorded_times`, read before the suite was rewritten) holds keeps its time."""
    started = time.perf_counter()
    recorded = recorded or {}
    for index, entry in enumerate(entries):
        median, runs = None, 0
        known = recorded.get(entry["file"])
        if measure and known and known[0] == (suite / entry["file"]).read_text():
            entry.update(known[1])
            continue
        if measure:
            median, runs = time_text((suite / entry["file"]).read_text(), entry["file"])
            if index % every == 0 or index == len(entries) - 1:
                log(
                    f"  timed {index + 1}/{len(entries)} {suite.name} programs "
                    f"({time.perf_counter() - started:.0f} s)"
                )
        entry.update(timing_fields(median, runs))


def remove_stale(directory: Path, keep: set[str]) -> None:
    for path in directory.glob("*.mlir"):
        if path.name not in keep:
            path.unlink()


def build_single_ops(
    root: Path, measure: bool, log: Callable[[str], None] = print, retime: bool = False
) -> dict:
    suite = root / "single_ops"
    recorded = {} if retime else recorded_times(suite)
    entries = []
    for split, specs in single_op_specs().items():
        written = write_programs(specs, suite / split, split, relative_to=suite)
        remove_stale(suite / split, {Path(entry["file"]).name for entry in written})
        entries += written
    time_entries(suite, entries, measure, log, every=20, recorded=recorded)
    manifest = {
        "suite": "single_ops",
        "generator": "data_generation.random_mlir_gen",
        "seeds": {"train": TRAIN_SEED, "eval": EVAL_SEED},
        "counts": {split: kind_counts(entries, split) for split in SPLITS},
        "timing": TIMING_FIELDS,
        "programs": entries,
    }
    atomic_write_text(suite / "manifest.json", manifest_text(manifest))
    return manifest


def converted_text(
    module, factory: str, shape: Sequence[int], layout: str = "nchw"
) -> tuple[str, object]:
    """`module` (built by `factory`) converted on an input of `shape`, with a source line
    naming both, and the Converted."""
    from data_generation.nn_to_mlir import convert, source_line

    converted = convert(module, shape, weights_source=factory, layout=layout)
    return source_line(factory, shape, layout) + converted.text, converted


def network_entry(
    name: str, file: str, factory: str, shape: Sequence[int], text: str, converted, measure: bool,
    log: Callable[[str], None],
) -> dict:  # fmt: skip
    """The manifest entry of a converted network: the factory and arguments the PyTorch
    reference needs, its ops, and (with `measure`) its untransformed time."""
    program = Program.from_text(text, file)
    op_counts: dict[str, int] = {}
    for nest in program.ops:
        op_counts[nest.op_name] = op_counts.get(nest.op_name, 0) + 1
    entry = {
        "name": name,
        "file": file,
        "factory": factory,
        "input_shape": list(shape),
        "arg_names": converted.arg_names,
        "arg_shapes": [list(array.shape) for array in converted.arg_arrays],
        "output_shape": list(converted.output_shape),
        "parameters": int(sum(array.size for array in converted.arg_arrays[1:])),
        "flops": program.flops(),
        "linalg_ops": len(program.ops),
        "op_counts": dict(sorted(op_counts.items())),
    }
    median, runs = None, 0
    if measure:
        arrays = [*converted.arg_arrays, np.zeros(converted.output_shape, np.float32)]
        median, runs = time_text(text, file, arrays)
        log(f"  timed {name}: {median * 1e3:.1f} ms")
    entry.update(timing_fields(median, runs))
    return entry


def build_neural_nets(root: Path, measure: bool, log: Callable[[str], None] = print) -> dict:
    suite = root / "neural_nets"
    entries = []
    for name in models.MODELS:
        factory, shape = f"data_generation.models:{name}", models.INPUT_SHAPES[name]
        # As the torch.compile backend converts them (`layout="auto"`).
        text, converted = converted_text(models.MODELS[name](), factory, shape, "auto")
        file = f"{name}.mlir"
        atomic_write_text(suite / file, text)
        entries.append(network_entry(name, file, factory, shape, text, converted, measure, log))
    remove_stale(suite, {entry["file"] for entry in entries})
    manifest = {
        "suite": "neural_nets",
        "converter": "data_generation.nn_to_mlir",
        "timing": TIMING_FIELDS,
        "programs": entries,
    }
    atomic_write_text(suite / "manifest.json", manifest_text(manifest))
    return manifest


BLOCK_COUNTS = {"train": 24, "eval": 4}
"""Blocks per kind and split (`block_gen.BLOCK_KINDS`)."""


def build_blocks(root: Path, measure: bool, log: Callable[[str], None] = print) -> dict:
    """`benchmarks/blocks`: each kind's train and eval blocks (`block_gen`), converted,
    with manifest entries as the neural nets' plus their split and kind."""
    suite = root / "blocks"
    entries = []
    for index, kind in enumerate(block_gen.BLOCK_KINDS):
        train = block_gen.generate(kind, BLOCK_COUNTS["train"], TRAIN_SEED + 100 * index)
        seen = {spec.signature() for spec in train}
        evaluation = block_gen.generate(
            kind, BLOCK_COUNTS["eval"], EVAL_SEED + 100 * index, exclude=seen
        )
        for split, specs in (("train", train), ("eval", evaluation)):
            for spec in specs:
                factory = spec.factory()
                module = models.BLOCK_FACTORIES[kind](**spec.sizes)
                text, converted = converted_text(module, factory, spec.input_shape)
                file = f"{split}/{spec.name()}.mlir"
                atomic_write_text(suite / file, text)
                entry = network_entry(
                    spec.name(), file, factory, spec.input_shape, text, converted, measure, log
                )
                entries.append({**entry, "split": split, "kind": kind})
    for split in SPLITS:
        remove_stale(suite / split, {Path(e["file"]).name for e in entries if e["split"] == split})
    manifest = {
        "suite": "blocks",
        "generator": "data_generation.block_gen",
        "converter": "data_generation.nn_to_mlir",
        "seeds": {"train": TRAIN_SEED, "eval": EVAL_SEED, "per_kind": 100},
        "counts": {split: kind_counts(entries, split, block_gen.BLOCK_KINDS) for split in SPLITS},
        "timing": TIMING_FIELDS,
        "programs": entries,
    }
    atomic_write_text(suite / "manifest.json", manifest_text(manifest))
    return manifest


def summary(manifest: dict) -> str:
    """Counts per kind and split, and the untransformed times (median / max)."""
    lines = []
    programs = manifest["programs"]
    groups: dict[str, list[dict]] = {}
    for entry in programs:
        key = f"{entry['split']}/{entry['kind']}" if "kind" in entry else entry["name"]
        groups.setdefault(key, []).append(entry)
    for key, group in sorted(groups.items()):
        times = [e["untransformed_median_s"] for e in group if e["untransformed_median_s"]]
        timing = (
            f"median {statistics.median(times) * 1e3:8.2f} ms, max {max(times) * 1e3:8.2f} ms"
            if times
            else "not timed"
        )
        lines.append(f"  {key:32s} {len(group):4d}  {timing}")
    times = [e["untransformed_median_s"] for e in programs if e["untransformed_median_s"]]
    if times:
        lines.append(
            f"  {'all':32s} {len(programs):4d}  median {statistics.median(times) * 1e3:8.2f} ms, "
            f"max {max(times) * 1e3:8.2f} ms, total {sum(times):.1f} s"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data_generation.build_suites",
        description="Regenerate the suites of benchmarks/ "
        "(single_ops, families, neural_nets, blocks).",
    )
    parser.add_argument(
        "--suite",
        choices=("all", "single_ops", "families", "neural_nets", "blocks"),
        default="all",
    )
    parser.add_argument("--root", type=Path, default=ROOT, help="the benchmarks directory")
    parser.add_argument(
        "--no-time", action="store_true", help="skip measuring (untransformed times are null)"
    )
    parser.add_argument(
        "--retime",
        action="store_true",
        help="measure every program again (default: an unchanged program keeps its time)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.suite in ("all", "single_ops"):
        print("building single_ops ...", flush=True)
        manifest = build_single_ops(args.root, not args.no_time, retime=args.retime)
        print(summary(manifest), flush=True)
    if args.suite in ("all", "families"):
        print("building families ...", flush=True)
        manifest = build_families(args.root, not args.no_time, retime=args.retime)
        print(summary(manifest), flush=True)
    if args.suite in ("all", "neural_nets"):
        print("building neural_nets ...", flush=True)
        manifest = build_neural_nets(args.root, not args.no_time)
        print(summary(manifest), flush=True)
    if args.suite in ("all", "blocks"):
        print("building blocks ...", flush=True)
        manifest = build_blocks(args.root, not args.no_time)
        print(summary(manifest), flush=True)
    print(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
