"""Softmax and normalization programs as other projects lower them: chains of generics.

Frameworks hand these ops to MLIR decomposed (torch-mlir, IREE's softmax decomposition):
a reduction along each row, an elementwise op that reads the row and its reduced value
broadcast, another reduction, another elementwise op. Fast code computes the chain one
block of rows at a time, each row read from memory about once (`TiledFusion` on the last
op, then every fused op vectorized); op by op, every intermediate makes a round trip to
memory. Families:

| family      | arguments   | computes, along the last dimension (the row)                   |
|-------------|-------------|----------------------------------------------------------------|
| `softmax`   | x           | exp(x - max(x)) / sum(exp(x - max(x)))                         |
| `layernorm` | x [, w, b]  | (x - mean(x)) * rsqrt(var(x) + eps) [* w + b]                   |
| `rmsnorm`   | x, w        | x * rsqrt(mean(x * x) + eps) * w                                |
| `reduction` | x           | sum or max along the row (`inner`) or across rows (`outer`)    |

Each comes in two forms, as different projects write it: softmax `split` (max, sub, exp,
sum, reciprocal, mul: IREE's test, six generics) or `fused` (max, exp of the difference,
sum, div: four); layernorm `affine` (with weight and bias) or `plain`; rmsnorm `split`
(the reciprocal root on the row's statistic, then the scaling) or `fused` (one
elementwise op); a reduction alone (one generic after its fill), `sum` or `max`, along the
last dimension (`inner`: a row sum) or the one before it (`outer`: column sums, reading
the rows contiguously). Shapes are those of transformers: attention scores (batch x heads,
sequence, sequence), token activations (tokens, hidden) and (batch, sequence, hidden).

Every manifest entry names the framework op that computes the whole program (`native`:
`softmax`, `layer_norm`, `rms_norm`, `sum`, `amax`), so the evaluation's PyTorch reference is the
framework's own kernel, not the chain op by op.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from data_generation.random_mlir_gen import (
    BATCH,
    HEADS_X_BATCH,
    HIDDEN,
    TOKENS,
    Sampler,
    tensor_type,
)

ROW_FAMILIES = ("softmax", "layernorm", "rmsnorm", "reduction")
FORMS = {
    "softmax": ("split", "fused"),
    "layernorm": ("affine", "plain"),
    "rmsnorm": ("split", "fused"),
    "reduction": ("sum_inner", "max_inner", "sum_outer", "max_outer"),
}
ELEMENTS_PER_S = 1.0e8
"""Untransformed elements per second at 1 thread (a 8192x640 layer norm: 50 ms)."""
TIME_WINDOW_S = (0.002, 0.2)
NATIVE = {"softmax": "softmax", "layernorm": "layer_norm", "rmsnorm": "rms_norm"}
REDUCTION_NATIVE = {"sum": "sum", "max": "amax"}
EPS = {"layernorm": 1e-5, "rmsnorm": 1e-6}
NEG_MAX = "-3.40282347E+38"


@dataclass(frozen=True)
class ShapedSpec:
    """One program of a family whose cost is its elements: its family, form and shape
    (named `<family>_<form>_<shape>`); the row and elementwise families."""

    family: str
    form: str
    shape: tuple[int, ...]

    @property
    def elements(self) -> int:
        return math.prod(self.shape)

    def estimated_seconds(self) -> float:
        return self.elements / ELEMENTS_PER_S

    def name(self) -> str:
        return f"{self.family}_{self.form}_{'x'.join(map(str, self.shape))}"

    def signature(self) -> tuple:
        return (self.family, self.form, self.shape)

    def manifest_fields(self) -> dict:
        return {"form": self.form, "shape": list(self.shape), "elements": self.elements}


@dataclass(frozen=True)
class RowSpec(ShapedSpec):
    """One program of a row family: its shape (the row last) and its form."""

    @property
    def row(self) -> int:
        return self.shape[-1]

    def native(self) -> dict:
        """The framework op computing the whole program (`evaluation` references)."""
        if self.family == "reduction":
            combiner, axis = self.form.split("_")
            return {"op": REDUCTION_NATIVE[combiner], "dim": -1 if axis == "inner" else -2}
        native = {"op": NATIVE[self.family], "dim": -1}
        if self.family in EPS:
            native["eps"] = EPS[self.family]
        return native

    @property
    def result_kind(self) -> str:
        """The result's shape among the writer's: the input's, or a reduction's."""
        if self.family != "reduction":
            return "full"
        return "rows" if self.form.endswith("inner") else "cols"

    def arguments(self) -> list[tuple[str, tuple[int, ...]]]:
        weights = {"layernorm": ("w", "b") if self.form == "affine" else (), "rmsnorm": ("w",)}
        return [("x", self.shape)] + [(w, (self.row,)) for w in weights.get(self.family, ())]


def sample_row_spec(s: Sampler, family: str) -> RowSpec:
    form = s.choice(FORMS[family])
    if family == "reduction":
        rows, row = s.choice(TOKENS) * s.choice(BATCH), s.choice(HIDDEN)
        shape = (rows, row) if s.chance(0.5) else (s.choice(BATCH), rows // 8 or 1, row)
    elif family == "softmax":
        sequence = s.choice(TOKENS)
        shape = (s.choice(HEADS_X_BATCH) * s.choice((1, 2, 4)), s.choice(TOKENS), sequence)
    elif s.chance(0.5):
        shape = (s.choice(BATCH), s.choice(TOKENS), s.choice(HIDDEN))
    else:
        shape = (s.choice(BATCH) * s.choice(TOKENS), s.choice(HIDDEN))
    return RowSpec(family, form, shape)


# --------------------------------------------------------------------------- program text

SQUARE_SUM = ["%s = arith.mulf %a0, %a0 : f32", "%r = arith.addf %s, %acc : f32"]


class _Writer:
    """Generic ops over the spec's loops: `full` indexes every loop, `rows` all but the
    row, `lane` the row alone (weights)."""

    def __init__(self, spec: RowSpec) -> None:
        self.spec = spec
        rank = len(spec.shape)
        dims = [f"d{i}" for i in range(rank)]
        domain = ", ".join(dims)
        self.maps = {
            "full": f"affine_map<({domain}) -> ({domain})>",
            "rows": f"affine_map<({domain}) -> ({', '.join(dims[:-1])})>",
            "lane": f"affine_map<({domain}) -> ({dims[-1]})>",
            "cols": f"affine_map<({domain}) -> ({', '.join(dims[:-2] + dims[-1:])})>",
        }
        self.types = {
            "full": tensor_type(spec.shape),
            "rows": tensor_type(spec.shape[:-1]),
            "lane": tensor_type(spec.shape[-1:]),
            "cols": tensor_type(spec.shape[:-2] + spec.shape[-1:]),
        }
        self.lines: list[str] = []
        self.count = 0

    def value(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def empty(self, kind: str) -> str:
        name = self.value()
        self.lines.append(f"  {name} = tensor.empty() : {self.types[kind]}")
        return name

    def fill(self, constant: str, kind: str) -> str:
        empty, name = self.empty(kind), self.value()
        self.lines.append(
            f"  {name} = linalg.fill ins({constant} : f32) outs({empty} : {self.types[kind]})"
            f" -> {self.types[kind]}"
        )
        return name

    def generic(self, inputs: list[tuple[str, str]], out: tuple[str, str], body: list[str]) -> str:
        """`inputs` and `out` as (value, map kind); over the rows alone when every operand
        is `rows`, else over every loop, a reduction when `out` is `rows` (along the row)
        or `cols` (across the rows). The body's
        block arguments are %a0.. and %acc; its last line defines %r, the yielded value."""
        kinds = [kind for _, kind in [*inputs, out]]
        rank = len(self.spec.shape)
        if all(kind == "rows" for kind in kinds):  # over the rows alone
            domain = ", ".join(f"d{i}" for i in range(rank - 1))
            iterators = ['"parallel"'] * (rank - 1)
            maps = ", ".join([f"affine_map<({domain}) -> ({domain})>"] * len(kinds))
        else:
            iterators = ['"parallel"'] * rank
            if out[1] in ("rows", "cols"):  # reduced along the row, or across the rows
                iterators[-1 if out[1] == "rows" else -2] = '"reduction"'
            maps = ", ".join(self.maps[kind] for kind in kinds)
        ins = ", ".join(value for value, _ in inputs)
        in_types = ", ".join(self.types[kind] for _, kind in inputs)
        arguments = ", ".join([f"%a{i}: f32" for i in range(len(inputs))] + ["%acc: f32"])
        name = self.value()
        out_type = self.types[out[1]]
        self.lines += [
            f"  {name} = linalg.generic {{indexing_maps = [{maps}],"
            f" iterator_types = [{', '.join(iterators)}]}}",
            f"      ins({ins} : {in_types}) outs({out[0]} : {out_type}) {{",
            f"  ^bb0({arguments}):",
            *(f"    {line}" for line in body),
            "    linalg.yield %r : f32",
            f"  }} -> {out_type}",
        ]
        return name


def _softmax(w: _Writer, spec: RowSpec) -> str:
    maximum = w.generic(
        [("%x", "full")],
        (w.fill("%neg_max", "rows"), "rows"),
        ["%r = arith.maximumf %a0, %acc : f32"],
    )
    if spec.form == "split":
        shifted = w.generic(
            [("%x", "full"), (maximum, "rows")],
            (w.empty("full"), "full"),
            ["%r = arith.subf %a0, %a1 : f32"],
        )
        exp = w.generic([(shifted, "full")], (w.empty("full"), "full"), ["%r = math.exp %a0 : f32"])
    else:
        exp = w.generic(
            [("%x", "full"), (maximum, "rows")],
            (w.empty("full"), "full"),
            ["%d = arith.subf %a0, %a1 : f32", "%r = math.exp %d : f32"],
        )
    total = w.generic(
        [(exp, "full")], (w.fill("%zero", "rows"), "rows"), ["%r = arith.addf %a0, %acc : f32"]
    )
    if spec.form == "split":
        inverse = w.generic(
            [(total, "rows")], (w.empty("rows"), "rows"), ["%r = arith.divf %one, %a0 : f32"]
        )
        return w.generic(
            [(exp, "full"), (inverse, "rows")],
            (w.empty("full"), "full"),
            ["%r = arith.mulf %a0, %a1 : f32"],
        )
    return w.generic(
        [(exp, "full"), (total, "rows")],
        (w.empty("full"), "full"),
        ["%r = arith.divf %a0, %a1 : f32"],
    )


def _layernorm(w: _Writer, spec: RowSpec) -> str:
    total = w.generic(
        [("%x", "full")], (w.fill("%zero", "rows"), "rows"), ["%r = arith.addf %a0, %acc : f32"]
    )
    mean = ["%m = arith.mulf %a1, %inv_n : f32", "%r = arith.subf %a0, %m : f32"]
    centered = w.generic([("%x", "full"), (total, "rows")], (w.empty("full"), "full"), mean)
    squares = w.generic([(centered, "full")], (w.fill("%zero", "rows"), "rows"), SQUARE_SUM)
    normalize = [
        "%v = arith.mulf %a1, %inv_n : f32",
        "%ve = arith.addf %v, %eps : f32",
        "%rs = math.rsqrt %ve : f32",
    ]
    if spec.form == "affine":
        return w.generic(
            [(centered, "full"), (squares, "rows"), ("%w", "lane"), ("%b", "lane")],
            (w.empty("full"), "full"),
            [
                *normalize,
                "%n = arith.mulf %a0, %rs : f32",
                "%s = arith.mulf %n, %a2 : f32",
                "%r = arith.addf %s, %a3 : f32",
            ],
        )
    return w.generic(
        [(centered, "full"), (squares, "rows")],
        (w.empty("full"), "full"),
        [*normalize, "%r = arith.mulf %a0, %rs : f32"],
    )


def _rmsnorm(w: _Writer, spec: RowSpec) -> str:
    squares = w.generic([("%x", "full")], (w.fill("%zero", "rows"), "rows"), SQUARE_SUM)
    root = [
        "%v = arith.mulf %a1, %inv_n : f32",
        "%ve = arith.addf %v, %eps : f32",
        "%rs = math.rsqrt %ve : f32",
    ]
    if spec.form == "split":
        scale = w.generic(
            [(squares, "rows")],
            (w.empty("rows"), "rows"),
            [line.replace("%a1", "%a0") for line in root[:-1]] + ["%r = math.rsqrt %ve : f32"],
        )
        scaled = ["%n = arith.mulf %a0, %a1 : f32", "%r = arith.mulf %n, %a2 : f32"]
        return w.generic(
            [("%x", "full"), (scale, "rows"), ("%w", "lane")], (w.empty("full"), "full"), scaled
        )
    scaled = [*root, "%n = arith.mulf %a0, %rs : f32", "%r = arith.mulf %n, %a2 : f32"]
    return w.generic(
        [("%x", "full"), (squares, "rows"), ("%w", "lane")], (w.empty("full"), "full"), scaled
    )


def _reduction(w: _Writer, spec: RowSpec) -> str:
    combiner, axis = spec.form.split("_")
    kind = "rows" if axis == "inner" else "cols"
    identity, body = {
        "sum": ("%zero", "%r = arith.addf %a0, %acc : f32"),
        "max": ("%neg_max", "%r = arith.maximumf %a0, %acc : f32"),
    }[combiner]
    return w.generic([("%x", "full")], (w.fill(identity, kind), kind), [body])


BUILDERS = {
    "softmax": _softmax,
    "layernorm": _layernorm,
    "rmsnorm": _rmsnorm,
    "reduction": _reduction,
}


def row_program_text(spec: RowSpec) -> str:
    w = _Writer(spec)
    constants = {
        "%zero": "0.000000e+00",
        "%one": "1.000000e+00",
        "%neg_max": NEG_MAX,
        "%inv_n": f"{1.0 / spec.row:.9e}",
        "%eps": f"{EPS.get(spec.family, 0.0):e}",
    }
    result = BUILDERS[spec.family](w, spec)
    body = "\n".join(w.lines)
    used = [name for name in constants if name in body]
    arguments = ", ".join(f"%{name}: {tensor_type(shape)}" for name, shape in spec.arguments())
    returned = w.types[spec.result_kind]
    return (
        f"// {spec.family} ({spec.form}) of {w.types['full']}\n"
        f"func.func @{spec.name()}({arguments}) -> {returned} {{\n"
        + "".join(f"  {name} = arith.constant {constants[name]} : f32\n" for name in used)
        + body
        + f"\n  return {result} : {returned}\n}}\n"
    )
