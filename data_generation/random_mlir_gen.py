"""Random single-op linalg programs with realistic shapes, sized for this machine.

    python -m data_generation.random_mlir_gen --count N --seed S --out DIR [--split train]

writes N programs `DIR/<name>.mlir` and `DIR/manifest.json`. Each program is one
`func.func` holding ONE linalg op on f32 tensors whose destination is the last
function argument (`outs(%C)`), returned, so the op's meaning is simple:

| kind                | arguments     | computes                                        |
|---------------------|---------------|-------------------------------------------------|
| `matmul`            | A, B, C       | C + A @ B                                       |
| `batch_matmul`      | A, B, C       | C + A @ B per batch                             |
| `conv_2d_nchw_fchw` | I, W, O       | O + conv2d(pad0(I), W, stride)                  |
| `pooling_nchw_max`  | I, O          | max(O, max_pool2d(pad-inf(I), window, stride))  |
| `add`               | A, B, C       | A + B (a `linalg.generic`; C's values unused)   |
| `relu`              | A, C          | max(A, 0) (a `linalg.generic`)                  |

Padding, where a program has it, is a `tensor.pad` before the op (0 for
convolutions, -inf for pooling), as `nn_to_mlir` converts models; the pooling
window is a `tensor.empty`. Dimensions come from the sizes CNNs, MLPs and
transformers use (channels 16..512, spatial 7..112, hidden sizes 64..4096, token
counts 16..512, attention heads x head sizes), not only powers of two.

Sizing: an estimate of the untransformed time (FLOPs or bytes over rates
measured on a 2-core x86 machine at 1 thread, `RATES`) must lie in the kind's
`TIME_WINDOW_S`, else the shape is resampled. The windows keep every program
well under 2 s and most compute ops between 10 and 200 ms.

Reproducible: all sampling goes through `random.Random.random()`, whose sequence
Python guarantees for a seed, so the same seed gives byte-identical files.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.ir.op_kinds import BENCHMARK_KINDS, KIND_ORDER

KINDS = KIND_ORDER
"""Every op kind the generator writes: every benchmark kind of the registry."""

KIND_WEIGHTS = {
    "matmul": 0.20,
    "batch_matmul": 0.16,
    "conv_2d_nchw_fchw": 0.28,
    "pooling_nchw_max": 0.14,
    "add": 0.11,
    "relu": 0.11,
}
"""Share of each kind in a generated set (convolutions vary most, so get most)."""

OP_NAMES = {kind: BENCHMARK_KINDS[kind].linalg_op for kind in KINDS}
"""The MLIR op name of each kind (as `LoopNest.op_name` reports it)."""

# Untransformed throughput at 1 thread on this kind of machine (2-core x86, MLIR 19 -O3):
# FLOP/s for matmul and conv (2 per multiply-add), comparisons/s for pooling, bytes/s for
# the elementwise generics (which LLVM vectorizes).
RATES = {
    "matmul": 0.7e9,
    "batch_matmul": 0.7e9,
    "conv_2d_nchw_fchw": 0.7e9,
    "pooling_nchw_max": 0.33e9,
    "add": 40e9,
    "relu": 40e9,
}

TIME_WINDOW_S = {
    "matmul": (0.008, 0.4),
    "batch_matmul": (0.008, 0.4),
    "conv_2d_nchw_fchw": (0.008, 0.4),
    "pooling_nchw_max": (0.003, 0.25),
    "add": (0.0001, 0.01),
    "relu": (0.0001, 0.01),
}
"""Accepted range of the estimated untransformed time of each kind, in seconds."""

MAX_ATTEMPTS = 10_000

# --------------------------------------------------------------------------- dimensions

HIDDEN = (64, 96, 128, 160, 192, 256, 320, 384, 448, 512, 576, 640, 768, 1024, 1280, 1536,
          2048, 3072, 4096)  # fmt: skip
"""Hidden / feature sizes of MLPs and transformers (including 4x FFN expansions)."""
CLASSES = (10, 100, 1000)
TOKENS = (16, 32, 49, 50, 64, 77, 96, 128, 196, 197, 256, 384, 512)
"""Sequence lengths: ViT patches (49, 196, 197), CLIP text (77), powers of two."""
BATCH = (1, 2, 4, 8, 16, 32, 64, 128)
HEADS_X_BATCH = (1, 2, 3, 4, 6, 8, 12, 16)
HEAD_DIM = (32, 48, 64, 80, 96, 128)
CHANNELS = (16, 24, 32, 40, 48, 64, 80, 96, 112, 128, 160, 192, 240, 256, 320, 384, 480, 512)
"""Conv channel counts (ResNet, VGG, MobileNet and EfficientNet stages)."""
SPATIAL = (7, 8, 12, 13, 14, 16, 17, 19, 24, 27, 28, 32, 35, 38, 48, 55, 56, 64, 73, 75, 96,
           112)  # fmt: skip
"""Feature-map sizes of CNNs at their stages (7..112)."""
CONV_VARIANTS = ((3, 1), (1, 1), (3, 2), (5, 1), (3, 1), (1, 2), (7, 2), (3, 1), (5, 2), (1, 1),
                 (7, 1), (3, 2))  # fmt: skip
"""(kernel, stride) of the i-th convolution of a set, cycled: every kernel (1, 3, 5, 7) with
both strides in any 12 consecutive convolutions, 3x3 the most common as in real CNNs."""
POOL_CONFIGS = ((2, 2, 0), (3, 2, 1), (3, 2, 0), (3, 1, 1), (2, 1, 0), (5, 1, 2))
"""(window, stride, padding) of max poolings in common CNNs, cycled like CONV_VARIANTS."""
IMAGE_BATCH = ((1, 0.7), (2, 0.2), (4, 0.1))


class Sampler:
    """Seeded choices built only on `random.Random.random()` (stable across Pythons)."""

    def __init__(self, seed: int):
        self._random = random.Random(seed)

    def uniform(self) -> float:
        return self._random.random()

    def choice(self, options: Sequence):
        return options[min(int(self.uniform() * len(options)), len(options) - 1)]

    def weighted(self, options: Sequence[tuple[object, float]]):
        total = sum(weight for _, weight in options)
        point = self.uniform() * total
        for value, weight in options:
            point -= weight
            if point < 0:
                return value
        return options[-1][0]

    def chance(self, probability: float) -> bool:
        return self.uniform() < probability


# --------------------------------------------------------------------------- op specs


@dataclass(frozen=True)
class OpSpec:
    """One single-op program: its kind, argument shapes (in order) and attributes."""

    kind: str
    shapes: dict[str, tuple[int, ...]]
    """Argument name -> shape, in argument order; the last is the destination."""
    attributes: dict[str, list[int]] = field(default_factory=dict)
    """conv: kernel, stride, padding, dilation; pooling: window, stride, padding, dilation.
    Each a [height, width] pair; padding is applied on both sides."""

    @property
    def output_shape(self) -> tuple[int, ...]:
        return list(self.shapes.values())[-1]

    def signature(self) -> tuple:
        """The full shape signature: kind, every argument shape, every attribute."""
        return (
            self.kind,
            tuple(self.shapes.values()),
            tuple((key, tuple(value)) for key, value in sorted(self.attributes.items())),
        )

    def dims(self) -> dict[str, int]:
        """The op's named dimensions (M, N, K; N, C, H, W, F, KH, KW, ...)."""
        s = self.shapes
        if self.kind == "matmul":
            (m, k), (_, n) = s["A"], s["B"]
            return {"M": m, "N": n, "K": k}
        if self.kind == "batch_matmul":
            (b, m, k), (_, _, n) = s["A"], s["B"]
            return {"B": b, "M": m, "N": n, "K": k}
        if self.kind == "conv_2d_nchw_fchw":
            n, c, h, w = s["I"]
            f, _, kh, kw = s["W"]
            _, _, oh, ow = s["O"]
            return {"N": n, "C": c, "H": h, "W": w, "F": f, "KH": kh, "KW": kw, "OH": oh, "OW": ow}
        if self.kind == "pooling_nchw_max":
            n, c, h, w = s["I"]
            kh, kw = self.attributes["window"]
            _, _, oh, ow = s["O"]
            return {"N": n, "C": c, "H": h, "W": w, "KH": kh, "KW": kw, "OH": oh, "OW": ow}
        return {f"d{i}": size for i, size in enumerate(self.output_shape)}

    def loops(self) -> list[tuple[int, bool]]:
        """The (trip count, is reduction) of each loop of the op, in linalg's order."""
        d = self.dims()
        if self.kind == "matmul":
            return [(d["M"], False), (d["N"], False), (d["K"], True)]
        if self.kind == "batch_matmul":
            return [(d["B"], False), (d["M"], False), (d["N"], False), (d["K"], True)]
        if self.kind == "conv_2d_nchw_fchw":  # n, f, oh, ow, c, kh, kw
            parallel = [d["N"], d["F"], d["OH"], d["OW"]]
            return [(t, False) for t in parallel] + [(d[k], True) for k in ("C", "KH", "KW")]
        if self.kind == "pooling_nchw_max":  # n, c, oh, ow, kh, kw
            parallel = [d["N"], d["C"], d["OH"], d["OW"]]
            return [(t, False) for t in parallel] + [(d["KH"], True), (d["KW"], True)]
        return [(size, False) for size in self.output_shape]

    def iterations(self) -> int:
        return math.prod(trip for trip, _ in self.loops())

    def flops(self) -> int:
        """Arithmetic ops executed, as `Program.flops()` counts them (mul+add = 2)."""
        per_iteration = 2 if self.kind in ("matmul", "batch_matmul", "conv_2d_nchw_fchw") else 1
        return per_iteration * self.iterations()

    def bytes_moved(self) -> int:
        """Compulsory traffic: every argument read once and the destination written once
        (the destination is read too, except by the elementwise ops, which overwrite it)."""
        elements = sum(math.prod(shape) for shape in self.shapes.values())
        if self.kind not in ("add", "relu"):
            elements += math.prod(self.output_shape)
        return 4 * elements

    def estimated_seconds(self) -> float:
        work = self.bytes_moved() if self.kind in ("add", "relu") else self.flops()
        return work / RATES[self.kind]

    def name(self) -> str:
        """A readable name that encodes the whole signature."""
        d = self.dims()
        if self.kind == "matmul":
            return f"matmul_m{d['M']}n{d['N']}k{d['K']}"
        if self.kind == "batch_matmul":
            return f"batch_matmul_b{d['B']}m{d['M']}n{d['N']}k{d['K']}"
        if self.kind in ("conv_2d_nchw_fchw", "pooling_nchw_max"):
            a = self.attributes
            window = a["kernel"] if "kernel" in a else a["window"]
            head = "conv2d" if self.kind == "conv_2d_nchw_fchw" else "maxpool"
            filters = f"f{d['F']}" if "F" in d else ""
            return (
                f"{head}_n{d['N']}c{d['C']}h{d['H']}w{d['W']}{filters}"
                f"_k{_pair_text(window)}s{_pair_text(a['stride'])}p{_pair_text(a['padding'])}"
            )
        return f"{self.kind}_" + "x".join(map(str, self.output_shape))

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "op_name": OP_NAMES[self.kind],
            "shapes": {key: list(shape) for key, shape in self.shapes.items()},
            "attributes": {key: list(value) for key, value in self.attributes.items()},
            "dims": self.dims(),
            "flops": self.flops(),
            "bytes_moved": self.bytes_moved(),
            "estimated_s": round(self.estimated_seconds(), 6),
        }

    @classmethod
    def from_json(cls, entry: dict) -> OpSpec:
        return cls(
            kind=entry["kind"],
            shapes={key: tuple(shape) for key, shape in entry["shapes"].items()},
            attributes={key: list(value) for key, value in entry["attributes"].items()},
        )


def _pair_text(pair: Sequence[int]) -> str:
    return str(pair[0]) if pair[0] == pair[1] else f"{pair[0]}x{pair[1]}"


def window_output(size: int, window: int, stride: int, padding: int) -> int:
    """Output size of a sliding window (floor mode, dilation 1); <= 0 if it does not fit."""
    return (size + 2 * padding - window) // stride + 1 if size + 2 * padding >= window else 0


# --------------------------------------------------------------------------- samplers


def sample_matmul(s: Sampler, variant: int) -> OpSpec:
    m = s.choice(TOKENS) if s.chance(0.6) else s.choice(BATCH[2:])
    k = s.choice(HIDDEN)
    n = s.choice(CLASSES) if s.chance(0.1) else s.choice(HIDDEN)
    return OpSpec("matmul", {"A": (m, k), "B": (k, n), "C": (m, n)})


def sample_batch_matmul(s: Sampler, variant: int) -> OpSpec:
    batch = s.choice(HEADS_X_BATCH)
    length = s.choice(TOKENS)
    if s.chance(0.8):  # attention: scores = Q @ K^T, or context = P @ V
        head = s.choice(HEAD_DIM)
        if s.chance(0.5):
            m, k, n = length, head, length
        else:
            m, k, n = length, length, head
    else:  # batched projections
        m, k, n = length, s.choice(HIDDEN[:9]), s.choice(HIDDEN[:9])
    return OpSpec("batch_matmul", {"A": (batch, m, k), "B": (batch, k, n), "C": (batch, m, n)})


def _image(s: Sampler) -> tuple[int, int, int]:
    height = s.choice(SPATIAL)
    width = height if s.chance(0.85) else s.choice(SPATIAL)
    return s.weighted(IMAGE_BATCH), height, width


def sample_conv(s: Sampler, variant: int) -> OpSpec | None:
    n, h, w = _image(s)
    c = 3 if s.chance(0.05) else s.choice(CHANNELS)
    if s.chance(0.5) and c != 3:
        f = min(max(c * s.choice((1, 1, 2, 4)) // s.choice((1, 2)), 16), 512)
    else:
        f = s.choice(CHANNELS)
    k, stride = CONV_VARIANTS[variant % len(CONV_VARIANTS)]
    padding = k // 2 if k > 1 and s.chance(0.75) else 0
    oh, ow = (window_output(size, k, stride, padding) for size in (h, w))
    if oh <= 0 or ow <= 0:
        return None
    return OpSpec(
        "conv_2d_nchw_fchw",
        {"I": (n, c, h, w), "W": (f, c, k, k), "O": (n, f, oh, ow)},
        {"kernel": [k, k], "stride": [stride] * 2, "padding": [padding] * 2, "dilation": [1, 1]},
    )


def sample_pool(s: Sampler, variant: int) -> OpSpec | None:
    n, h, w = _image(s)
    c = s.choice(CHANNELS)
    window, stride, padding = POOL_CONFIGS[variant % len(POOL_CONFIGS)]
    oh, ow = (window_output(size, window, stride, padding) for size in (h, w))
    if oh <= 0 or ow <= 0:
        return None
    return OpSpec(
        "pooling_nchw_max",
        {"I": (n, c, h, w), "O": (n, c, oh, ow)},
        {
            "window": [window] * 2,
            "stride": [stride] * 2,
            "padding": [padding] * 2,
            "dilation": [1, 1],
        },
    )


def _activation_shape(s: Sampler) -> tuple[int, ...]:
    form = s.choice(("tokens", "batched_tokens", "image", "image"))
    if form == "tokens":
        return (s.choice(TOKENS + BATCH[3:]), s.choice(HIDDEN))
    if form == "batched_tokens":
        return (s.choice(BATCH[:6]), s.choice(TOKENS), s.choice(HIDDEN[:13]))
    n, h, w = _image(s)
    return (n, s.choice(CHANNELS), h, w)


def sample_add(s: Sampler, variant: int) -> OpSpec:
    shape = _activation_shape(s)
    return OpSpec("add", {"A": shape, "B": shape, "C": shape})


def sample_relu(s: Sampler, variant: int) -> OpSpec:
    shape = _activation_shape(s)
    return OpSpec("relu", {"A": shape, "C": shape})


SAMPLERS = {
    "matmul": sample_matmul,
    "batch_matmul": sample_batch_matmul,
    "conv_2d_nchw_fchw": sample_conv,
    "pooling_nchw_max": sample_pool,
    "add": sample_add,
    "relu": sample_relu,
}


def sample_spec(
    kind: str, s: Sampler, variant: int = 0, exclude: set[tuple] | frozenset = frozenset()
) -> OpSpec:
    """A spec of `kind` whose estimated time fits the kind's window, not in `exclude`.

    `variant` (the spec's index among its kind) picks the conv kernel/stride and the pooling
    configuration from their cycles."""
    low, high = TIME_WINDOW_S[kind]
    for _ in range(MAX_ATTEMPTS):
        spec = SAMPLERS[kind](s, variant)
        if spec is None or spec.signature() in exclude:
            continue
        if low <= spec.estimated_seconds() <= high:
            return spec
    raise RuntimeError(f"no {kind} shape fits {TIME_WINDOW_S[kind]} s in {MAX_ATTEMPTS} draws")


def kind_sequence(count: int) -> list[str]:
    """`count` kinds in `KIND_WEIGHTS` proportions (largest remainder, every kind at least
    once when count >= len(KINDS)), interleaved so any prefix is balanced too."""
    shares = {kind: KIND_WEIGHTS[kind] * count for kind in KINDS}
    quota = {kind: int(share) for kind, share in shares.items()}
    if count >= len(KINDS):
        for kind in KINDS:
            quota[kind] = max(quota[kind], 1)
    by_remainder = sorted(KINDS, key=lambda k: (quota[k] - shares[k], KINDS.index(k)))
    index = 0
    while sum(quota.values()) < count:
        quota[by_remainder[index % len(KINDS)]] += 1
        index += 1
    while sum(quota.values()) > count:  # only when minimums overshoot
        largest = max(KINDS, key=lambda k: quota[k])
        quota[largest] -= 1
    # Interleave: the i-th program of a kind sits at position (i + 0.5) / quota.
    slots = [
        ((i + 0.5) / quota[kind], KINDS.index(kind), kind)
        for kind in KINDS
        for i in range(quota[kind])
    ]
    return [kind for _, _, kind in sorted(slots)]


def generate(
    count: int, seed: int, exclude: Iterable[tuple] = (), kinds: Sequence[str] | None = None
) -> list[OpSpec]:
    """`count` distinct specs (no signature repeated, none in `exclude`), seeded."""
    sampler = Sampler(seed)
    seen = set(exclude)
    specs: list[OpSpec] = []
    for kind in kinds if kinds is not None else kind_sequence(count):
        variant = sum(spec.kind == kind for spec in specs)
        spec = sample_spec(kind, sampler, variant, seen)
        seen.add(spec.signature())
        specs.append(spec)
    return specs


# --------------------------------------------------------------------------- MLIR text


def tensor_type(shape: Sequence[int]) -> str:
    return "tensor<" + "".join(f"{size}x" for size in shape) + "f32>"


def _i64_pair(pair: Sequence[int]) -> str:
    if pair[0] == pair[1]:
        return f"dense<{pair[0]}> : tensor<2xi64>"
    return f"dense<[{pair[0]}, {pair[1]}]> : tensor<2xi64>"


def _signature_text(spec: OpSpec) -> str:
    return ", ".join(f"%{name}: {tensor_type(shape)}" for name, shape in spec.shapes.items())


def _pad_lines(source: str, shape: Sequence[int], padding: Sequence[int], value: str) -> tuple:
    """Lines padding the NCHW `source` spatially by `padding`; returns (lines, name, type)."""
    top, left = padding
    if not top and not left:
        return [], source, tensor_type(shape)
    n, c, h, w = shape
    padded = tensor_type((n, c, h + 2 * top, w + 2 * left))
    lines = [
        f"%pad_value = arith.constant {value} : f32",
        f"%padded = tensor.pad {source} low[0, 0, {top}, {left}] high[0, 0, {top}, {left}] {{",
        "^bb0(%i0: index, %i1: index, %i2: index, %i3: index):",
        "  tensor.yield %pad_value : f32",
        f"}} : {tensor_type(shape)} to {padded}",
    ]
    return lines, "%padded", padded


def _describe(spec: OpSpec) -> str:
    d = spec.dims()
    a = spec.attributes
    if spec.kind == "matmul":
        return f"C({d['M']}x{d['N']}) += A({d['M']}x{d['K']}) @ B({d['K']}x{d['N']})"
    if spec.kind == "batch_matmul":
        return (
            f"C({d['B']}x{d['M']}x{d['N']}) += A({d['B']}x{d['M']}x{d['K']}) "
            f"@ B({d['B']}x{d['K']}x{d['N']})"
        )
    if spec.kind == "conv_2d_nchw_fchw":
        return (
            f"O += conv2d(I, W), NCHW/FCHW, kernel {_pair_text(a['kernel'])}, "
            f"stride {_pair_text(a['stride'])}, zero padding {_pair_text(a['padding'])}"
        )
    if spec.kind == "pooling_nchw_max":
        return (
            f"O = max(O, max_pool2d(I)), NCHW, window {_pair_text(a['window'])}, "
            f"stride {_pair_text(a['stride'])}, -inf padding {_pair_text(a['padding'])}"
        )
    if spec.kind == "add":
        return "C = A + B, elementwise (linalg.generic)"
    return "C = max(A, 0), elementwise (linalg.generic)"


def program_text(spec: OpSpec, name: str | None = None) -> str:
    """The MLIR text of `spec`: a `func.func @name` with one linalg op."""
    name = name or spec.name()
    out = tensor_type(spec.output_shape)
    dest = list(spec.shapes)[-1]
    lines: list[str] = []
    header = [f"// {spec.kind}: {_describe(spec)}; f32."]
    if spec.kind in ("matmul", "batch_matmul"):
        a, b = tensor_type(spec.shapes["A"]), tensor_type(spec.shapes["B"])
        lines.append(f"%0 = linalg.{spec.kind} ins(%A, %B : {a}, {b}) outs(%C : {out}) -> {out}")
    elif spec.kind == "conv_2d_nchw_fchw":
        a = spec.attributes
        pad, source, source_type = _pad_lines("%I", spec.shapes["I"], a["padding"], "0.0")
        lines += pad
        lines.append(
            f"%0 = linalg.conv_2d_nchw_fchw {{dilations = {_i64_pair(a['dilation'])}, "
            f"strides = {_i64_pair(a['stride'])}}} ins({source}, %W : {source_type}, "
            f"{tensor_type(spec.shapes['W'])}) outs(%O : {out}) -> {out}"
        )
    elif spec.kind == "pooling_nchw_max":
        a = spec.attributes
        pad, source, source_type = _pad_lines("%I", spec.shapes["I"], a["padding"], "0xFF800000")
        window = tensor_type(a["window"])
        lines += pad
        lines.append(f"%window = tensor.empty() : {window}")
        lines.append(
            f"%0 = linalg.pooling_nchw_max {{dilations = {_i64_pair(a['dilation'])}, "
            f"strides = {_i64_pair(a['stride'])}}} ins({source}, %window : {source_type}, "
            f"{window}) outs(%O : {out}) -> {out}"
        )
    else:
        rank = len(spec.output_shape)
        dims = ", ".join(f"d{i}" for i in range(rank))
        header.append(f"#id = affine_map<({dims}) -> ({dims})>")
        inputs = [arg for arg in spec.shapes if arg != dest]
        maps = ", ".join(["#id"] * (len(inputs) + 1))
        iterators = ", ".join(['"parallel"'] * rank)
        block = ", ".join(f"%{arg.lower()}: f32" for arg in [*inputs, dest])
        if spec.kind == "add":
            body = ["%r = arith.addf %a, %b : f32"]
        else:
            lines.append("%zero = arith.constant 0.0 : f32")
            body = ["%r = arith.maximumf %a, %zero : f32"]
        lines += [
            f"%0 = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}}",
            f"    ins({', '.join('%' + arg for arg in inputs)} : "
            f"{', '.join(tensor_type(spec.shapes[arg]) for arg in inputs)}) "
            f"outs(%{dest} : {out}) {{",
            f"^bb0({block}):",
            *[f"  {line}" for line in body],
            "  linalg.yield %r : f32",
            f"}} -> {out}",
        ]
    lines.append(f"return %0 : {out}")
    return "\n".join(
        [
            *header,
            f"func.func @{name}({_signature_text(spec)}) -> {out} {{",
            *[f"  {line}" for line in lines],
            "}",
            "",
        ]
    )


# --------------------------------------------------------------------------- writing


def manifest_entry(spec: OpSpec, name: str, file: str, split: str) -> dict:
    return {"name": name, "file": file, "split": split, **spec.to_json()}


def write_programs(
    specs: Sequence[OpSpec], out: Path, split: str, relative_to: Path | None = None
) -> list[dict]:
    """Writes one `.mlir` per spec into `out`; returns their manifest entries.

    `file` in each entry is relative to `relative_to` (default: `out`).
    """
    entries = []
    base = relative_to or out
    for spec in specs:
        name = spec.name()
        path = out / f"{name}.mlir"
        atomic_write_text(path, program_text(spec, name))
        entries.append(manifest_entry(spec, name, path.relative_to(base).as_posix(), split))
    return entries


def manifest_text(manifest: dict) -> str:
    """JSON with one line per top-level field and one line per program (diff-friendly)."""
    fields = []
    for key, value in manifest.items():
        if key == "programs":
            rows = ",\n".join(f"  {json.dumps(entry)}" for entry in value)
            fields.append(f' "programs": [\n{rows}\n ]')
        else:
            fields.append(f" {json.dumps(key)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(fields) + "\n}\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data_generation.random_mlir_gen",
        description="Write random single-op linalg programs (f32) and a manifest.",
    )
    parser.add_argument("--count", type=int, required=True, help="number of programs")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, required=True, help="directory to write into")
    parser.add_argument("--split", default="train", help="split label in the manifest")
    parser.add_argument(
        "--kinds", help=f"comma-separated subset of {','.join(KINDS)} (default: all)"
    )
    args = parser.parse_args(argv)
    if args.count <= 0:
        parser.error("--count must be positive")
    kinds = None
    if args.kinds:
        chosen = [kind.strip() for kind in args.kinds.split(",") if kind.strip()]
        unknown = [kind for kind in chosen if kind not in KINDS]
        if unknown:
            parser.error(f"unknown kinds {unknown}; known: {', '.join(KINDS)}")
        kinds = [chosen[i % len(chosen)] for i in range(args.count)]
    specs = generate(args.count, args.seed, kinds=kinds)
    entries = write_programs(specs, args.out, args.split)
    manifest = {
        "generator": "data_generation.random_mlir_gen",
        "seed": args.seed,
        "count": args.count,
        "programs": entries,
    }
    atomic_write_text(args.out / "manifest.json", manifest_text(manifest))
    counts = {kind: sum(spec.kind == kind for spec in specs) for kind in KINDS}
    print(
        f"wrote {len(specs)} programs to {args.out} ("
        + ", ".join(f"{kind} {n}" for kind, n in counts.items() if n)
        + ")"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
