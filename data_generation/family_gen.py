"""Random programs of the op families real models hold beyond the six benchmark kinds.

    python -m data_generation.family_gen --count N --seed S [--family contraction] --out DIR

Each contraction is one `func.func` with one `linalg.generic` on f32 tensors whose
destination is the last argument, returned; the other families' programs return a new
tensor. Families:

| family        | arguments | computes                                                      |
|---------------|-----------|---------------------------------------------------------------|
| `contraction` | A, B, C   | C + A . B over any map shape: batch, M, N and K loop groups of |
|               |           | one or two loops each, operands and result in any group order |
| `softmax`, `layernorm`, `rmsnorm`, `reduction` | x [, w, b] | `row_families`: chains of |
|               |           | generics, reductions along or across the rows, elementwise ops |
| `transpose`   | x         | `transpose_families`: a permuted copy into a new tensor       |
| `conv_nhwc`, `depthwise` | x, w | `conv_families`: NHWC convolutions (HWCF or FHWC filters), |
|               |           | depthwise convolutions (NHWC or NCHW), into a new tensor      |
| `gelu`, `batchnorm` | x, ... | `elementwise_families`: one generic with per-channel      |
|               |           | operands and math (`erf`, `tanh`, `rsqrt`)                    |

A contraction is what other projects write as a generic: tpp-mlir's projection
`C[b, s, h, d] += A[b, s, k] * W[k, h, d]` (two M loops, two N loops, the reduction
between them in the loop order), attention's query-times-key with batch loops on both
sides and the key transposed, a batch-reduce matmul with two reduction loops. The
sampler draws the group sizes (batch 0-2 loops, M, N and K 1-2 each), the layout of
each operand (A as M K or K M, B as K N or N K, C as M N or, rarely, N M, batch loops
first), the loop order (M N K, M K N or K M N after the batch loops) and sizes from the
ones transformers and MLPs use, resampled until the untransformed estimate (FLOPs at
`RATE`) lies in `TIME_WINDOW_S`, as `random_mlir_gen` sizes its matmuls, and the op has
at most `MAX_LOOPS` loops (the action space's; an op with more is left as written).

Reproducible: sampling goes through `random_mlir_gen.Sampler` (only
`random.Random.random()`), so the same seed gives byte-identical files.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from data_generation import conv_families, elementwise_families, row_families
from data_generation import transpose_families as transposes
from data_generation.random_mlir_gen import HEAD_DIM, HIDDEN, TOKENS, Sampler, tensor_type
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.search.state import MAX_LOOPS


@dataclass(frozen=True)
class Family:
    """How one family other than the contractions is drawn and written."""

    sample: Callable[[Sampler], object]
    time_window_s: tuple[float, float]
    text: Callable[[object], str]


def _families() -> dict[str, Family]:
    families = {}
    for name in row_families.ROW_FAMILIES:
        families[name] = Family(
            partial(row_families.sample_row_spec, family=name),
            row_families.TIME_WINDOW_S,
            row_families.row_program_text,
        )
    families["transpose"] = Family(
        transposes.sample_transpose_spec,
        transposes.TIME_WINDOW_S,
        transposes.transpose_program_text,
    )
    for name in conv_families.CONV_FAMILIES:
        families[name] = Family(
            partial(conv_families.sample_conv_spec, family=name),
            conv_families.TIME_WINDOW_S,
            conv_families.conv_program_text,
        )
    for name in elementwise_families.ELEMENTWISE_FAMILIES:
        families[name] = Family(
            partial(elementwise_families.sample_elementwise_spec, family=name),
            elementwise_families.TIME_WINDOW_S,
            elementwise_families.elementwise_program_text,
        )
    return families


OTHER_FAMILIES = _families()
"""Every family but the contractions, in suite order (new families go last: a family's
index seeds its programs)."""
FAMILIES = ("contraction", *OTHER_FAMILIES)
RATE = 0.7e9
"""Untransformed FLOP/s at 1 thread (`random_mlir_gen.RATES["matmul"]`)."""
TIME_WINDOW_S = (0.008, 0.4)
MAX_ATTEMPTS = 10_000
GROUP_LETTERS = {"batch": "bc", "m": "mp", "n": "nq", "k": "kl"}
"""Each group's loop letters in a program's name (`contraction_bmk_bkn_bmn_...`)."""
LOOP_ORDERS = ((("m", "n", "k"), 0.5), (("m", "k", "n"), 0.3), (("k", "m", "n"), 0.2))
SMALL = (2, 3, 4, 6, 8, 12, 16)
"""Sizes of a second loop of a group (heads, a split hidden size) and of batch loops."""


@dataclass(frozen=True)
class ContractionSpec:
    """One contraction: its loops (letter, size, role) in loop order, and the letters of
    each operand's dimensions in layout order."""

    loops: tuple[tuple[str, int, str], ...]
    a: str
    b: str
    c: str

    @property
    def sizes(self) -> dict[str, int]:
        return {letter: size for letter, size, _ in self.loops}

    def shape(self, letters: str) -> tuple[int, ...]:
        return tuple(self.sizes[letter] for letter in letters)

    def flops(self) -> int:
        return 2 * math.prod(size for _, size, _ in self.loops)

    def estimated_seconds(self) -> float:
        return self.flops() / RATE

    def name(self) -> str:
        order = "".join(letter for letter, _, _ in self.loops)
        sizes = "x".join(str(size) for _, size, _ in self.loops)
        return f"contraction_{self.a}_{self.b}_{self.c}_{order}_{sizes}"

    def signature(self) -> tuple:
        return (self.loops, self.a, self.b, self.c)


def _group(s: Sampler, role: str, count: int) -> list[tuple[str, int, str]]:
    """`count` loops of `role`: the first of a realistic size, a second one small."""
    if count == 0:
        return []
    first = {"batch": SMALL, "m": TOKENS, "n": HIDDEN + HEAD_DIM, "k": HIDDEN + HEAD_DIM}[role]
    sizes = [s.choice(first)] + [s.choice(SMALL) for _ in range(count - 1)]
    if role in ("n", "k") and count == 2:
        sizes = [s.choice(SMALL), s.choice(HEAD_DIM)]  # heads x head size
    return [(GROUP_LETTERS[role][i], size, role) for i, size in enumerate(sizes)]


def sample_contraction(s: Sampler) -> ContractionSpec:
    counts = {
        "batch": s.weighted([(0, 0.4), (1, 0.4), (2, 0.2)]),
        **{role: s.weighted([(1, 0.6), (2, 0.4)]) for role in ("m", "n", "k")},
    }
    groups = {role: _group(s, role, count) for role, count in counts.items()}
    order = s.weighted(LOOP_ORDERS)
    loops = tuple(groups["batch"]) + tuple(loop for role in order for loop in groups[role])

    def letters(role: str) -> str:
        return "".join(letter for letter, _, _ in groups[role])

    batch = letters("batch")
    a = batch + (letters("m") + letters("k") if s.chance(0.7) else letters("k") + letters("m"))
    b = batch + (letters("k") + letters("n") if s.chance(0.6) else letters("n") + letters("k"))
    c = batch + (letters("m") + letters("n") if s.chance(0.85) else letters("n") + letters("m"))
    return ContractionSpec(loops, a, b, c)


Spec = (
    ContractionSpec
    | row_families.RowSpec
    | transposes.TransposeSpec
    | conv_families.ConvSpec
    | elementwise_families.ElementwiseSpec
)


def generate(
    count: int, seed: int, exclude: set | None = None, family: str = "contraction"
) -> list[Spec]:
    """`count` distinct programs of `family` within its time window, none of `exclude`'s
    signatures (the eval split excludes the train split's)."""
    s, specs, seen = Sampler(seed), [], set(exclude or ())
    for _ in range(MAX_ATTEMPTS):
        if len(specs) == count:
            return specs
        if family == "contraction":
            spec: Spec = sample_contraction(s)
            low, high = TIME_WINDOW_S
            fits = len(spec.loops) <= MAX_LOOPS
        else:
            spec = OTHER_FAMILIES[family].sample(s)
            low, high = OTHER_FAMILIES[family].time_window_s
            fits = True
        fits = fits and low <= spec.estimated_seconds() <= high
        if fits and spec.signature() not in seen:
            seen.add(spec.signature())
            specs.append(spec)
    raise RuntimeError(f"only {len(specs)} of {count} {family} programs in {MAX_ATTEMPTS} draws")


def program_text(spec: ContractionSpec) -> str:
    dims = {letter: f"d{i}" for i, (letter, _, _) in enumerate(spec.loops)}
    domain = ", ".join(dims.values())

    def affine(letters: str) -> str:
        return f"affine_map<({domain}) -> ({', '.join(dims[x] for x in letters)})>"

    types = [tensor_type(spec.shape(x)) for x in (spec.a, spec.b, spec.c)]
    iterators = ", ".join(
        '"reduction"' if role == "k" else '"parallel"' for _, _, role in spec.loops
    )
    return (
        f"// C + A . B: A[{spec.a}], B[{spec.b}], C[{spec.c}], loops ({', '.join(dims)})\n"
        f"#a = {affine(spec.a)}\n#b = {affine(spec.b)}\n#c = {affine(spec.c)}\n"
        f"func.func @{spec.name()}(%A: {types[0]}, %B: {types[1]}, %C: {types[2]})"
        f" -> {types[2]} {{\n"
        f"  %0 = linalg.generic {{indexing_maps = [#a, #b, #c], iterator_types = [{iterators}]}}\n"
        f"      ins(%A, %B : {types[0]}, {types[1]}) outs(%C : {types[2]}) {{\n"
        "  ^bb0(%x: f32, %y: f32, %acc: f32):\n"
        "    %p = arith.mulf %x, %y : f32\n"
        "    %s = arith.addf %acc, %p : f32\n"
        "    linalg.yield %s : f32\n"
        f"  }} -> {types[2]}\n"
        f"  return %0 : {types[2]}\n"
        "}\n"
    )


def manifest_entry(spec: ContractionSpec, file: str, split: str) -> dict:
    return {
        "name": spec.name(),
        "file": file,
        "split": split,
        "kind": "contraction",
        "operands": {"A": spec.a, "B": spec.b, "C": spec.c},
        "loops": [[letter, size, role] for letter, size, role in spec.loops],
        "flops": spec.flops(),
        "estimated_s": round(spec.estimated_seconds(), 6),
    }


def family_entry(spec: Spec, file: str, split: str) -> dict:
    """The manifest entry of a program of a family other than the contractions."""
    return {
        "name": spec.name(),
        "file": file,
        "split": split,
        "kind": spec.family,
        **spec.manifest_fields(),
        "native": spec.native(),
        "estimated_s": round(spec.estimated_seconds(), 6),
    }


def write_programs(specs: Sequence[Spec], directory: Path, split: str) -> list[dict]:
    """Writes each program as `directory/<name>.mlir`; returns the manifest entries with
    files relative to the suite (the directory's parent)."""
    entries = []
    for spec in specs:
        path = directory / f"{spec.name()}.mlir"
        file = f"{directory.name}/{path.name}"
        if isinstance(spec, ContractionSpec):
            text, entry = program_text(spec), manifest_entry(spec, file, split)
        else:
            text = OTHER_FAMILIES[spec.family].text(spec)
            entry = family_entry(spec, file, split)
        atomic_write_text(path, text)
        entries.append(entry)
    return entries


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m data_generation.family_gen")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--family", choices=FAMILIES, default="contraction")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    specs = generate(args.count, args.seed, family=args.family)
    for entry in write_programs(specs, args.out, "train"):
        print(entry["file"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
