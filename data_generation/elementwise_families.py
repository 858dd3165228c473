"""Elementwise ops with broadcasts and math, as exporters write them: one generic each.

Transformers' MLPs apply GELU to a projection's result, often with the bias add folded
into the same generic (torch-mlir's fused form); CNNs in inference fold batch norm into a
per-channel scale and shift of the image. At bandwidth each reads its inputs once and
writes once; the math (`erf`, `tanh`, `rsqrt`) must vectorize to stay there. Families:

| family      | arguments          | computes                                            |
|-------------|--------------------|-----------------------------------------------------|
| `gelu`      | x [, b]            | gelu(x [+ b]), b along the last dimension; `erf`    |
|             |                    | (exact) or `tanh` (approximate)                     |
| `batchnorm` | x, mean, var, w, b | (x - mean) * rsqrt(var + eps) * w + b per channel,  |
|             |                    | NCHW or NHWC                                        |

The manifest names PyTorch's own op (`native`: `gelu` with its `approximate` and bias,
`batch_norm` with its layout and eps).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from data_generation.random_mlir_gen import (
    BATCH,
    CHANNELS,
    HIDDEN,
    IMAGE_BATCH,
    TOKENS,
    Sampler,
    tensor_type,
)
from data_generation.row_families import ShapedSpec

ELEMENTWISE_FAMILIES = ("gelu", "batchnorm")
FORMS = {"gelu": ("erf", "tanh", "bias_erf", "bias_tanh"), "batchnorm": ("nchw", "nhwc")}
TIME_WINDOW_S = (0.002, 0.2)
BATCHNORM_EPS = 1e-5
IMAGE_SIZES = (7, 14, 28, 56, 112)
GELU_TANH = math.sqrt(2.0 / math.pi)


@dataclass(frozen=True)
class ElementwiseSpec(ShapedSpec):
    """One program: its family, form and the shape of x (for batch norm, in the form's
    layout). Its cost is its elements, at the row families' untransformed rate."""

    @property
    def bias(self) -> bool:
        return self.form.startswith("bias_")

    @property
    def channel_dim(self) -> int:
        """The dimension a per-channel or per-feature operand runs along."""
        return 1 if self.form == "nchw" else len(self.shape) - 1

    def native(self) -> dict:
        if self.family == "gelu":
            approximate = "tanh" if self.form.endswith("tanh") else "none"
            return {"op": "gelu", "approximate": approximate, "bias": self.bias}
        return {"op": "batch_norm", "input": self.form, "eps": BATCHNORM_EPS}

    def arguments(self) -> list[tuple[str, tuple[int, ...]]]:
        vector = (self.shape[self.channel_dim],)
        if self.family == "batchnorm":
            return [("x", self.shape)] + [(name, vector) for name in ("mean", "var", "w", "b")]
        return [("x", self.shape)] + ([("b", vector)] if self.bias else [])


def sample_elementwise_spec(s: Sampler, family: str) -> ElementwiseSpec:
    form = s.choice(FORMS[family])
    if family == "batchnorm":
        n, size, c = s.weighted(IMAGE_BATCH), s.choice(IMAGE_SIZES), s.choice(CHANNELS)
        shape = (n, c, size, size) if form == "nchw" else (n, size, size, c)
    elif s.chance(0.5):
        shape = (s.choice(BATCH), s.choice(TOKENS), 4 * s.choice(HIDDEN))
    else:
        shape = (s.choice(BATCH) * s.choice(TOKENS), 4 * s.choice(HIDDEN))
    return ElementwiseSpec(family, form, shape)


def _gelu_body(form: str, v: str) -> list[str]:
    """The body of gelu(`v`), the result in %r."""
    if form.endswith("erf"):
        return [
            f"%s = arith.mulf {v}, %inv_sqrt2 : f32",
            "%e = math.erf %s : f32",
            "%p = arith.addf %e, %one : f32",
            f"%h = arith.mulf {v}, %half : f32",
            "%r = arith.mulf %h, %p : f32",
        ]
    return [
        f"%v2 = arith.mulf {v}, {v} : f32",
        f"%v3 = arith.mulf %v2, {v} : f32",
        "%c = arith.mulf %v3, %coeff : f32",
        f"%i = arith.addf {v}, %c : f32",
        "%s = arith.mulf %i, %sqrt_2_pi : f32",
        "%t = math.tanh %s : f32",
        "%p = arith.addf %t, %one : f32",
        f"%h = arith.mulf {v}, %half : f32",
        "%r = arith.mulf %h, %p : f32",
    ]


CONSTANTS = {
    "%one": "1.000000e+00",
    "%half": "5.000000e-01",
    "%inv_sqrt2": f"{1.0 / math.sqrt(2.0):.9e}",
    "%sqrt_2_pi": f"{GELU_TANH:.9e}",
    "%coeff": "4.471500e-02",
    "%eps": f"{BATCHNORM_EPS:e}",
}


def elementwise_program_text(spec: ElementwiseSpec) -> str:
    rank = len(spec.shape)
    dims = [f"d{i}" for i in range(rank)]
    domain = ", ".join(dims)
    full = f"affine_map<({domain}) -> ({domain})>"
    along = f"affine_map<({domain}) -> ({dims[spec.channel_dim]})>"
    arguments = spec.arguments()
    maps = [full] + [along] * (len(arguments) - 1) + [full]
    x_type = tensor_type(spec.shape)
    in_types = ", ".join(tensor_type(shape) for _, shape in arguments)
    block = ", ".join([f"%{name}_: f32" for name, _ in arguments] + ["%out: f32"])
    if spec.family == "gelu":
        if spec.bias:
            body = ["%v = arith.addf %x_, %b_ : f32", *_gelu_body(spec.form, "%v")]
        else:
            body = _gelu_body(spec.form, "%x_")
    else:
        body = [
            "%d = arith.subf %x_, %mean_ : f32",
            "%ve = arith.addf %var_, %eps : f32",
            "%rs = math.rsqrt %ve : f32",
            "%n = arith.mulf %d, %rs : f32",
            "%s = arith.mulf %n, %w_ : f32",
            "%r = arith.addf %s, %b_ : f32",
        ]
    text_body = "\n".join(body)
    used = [name for name in CONSTANTS if f"{name}," in text_body or f"{name} " in text_body]
    iterators = ", ".join(['"parallel"'] * rank)
    signature = ", ".join(f"%{name}: {tensor_type(shape)}" for name, shape in arguments)
    return (
        f"// {spec.family} ({spec.form}) of {x_type}\n"
        f"func.func @{spec.name()}({signature}) -> {x_type} {{\n"
        + "".join(f"  {name} = arith.constant {CONSTANTS[name]} : f32\n" for name in used)
        + f"  %empty = tensor.empty() : {x_type}\n"
        f"  %0 = linalg.generic {{indexing_maps = [{', '.join(maps)}],"
        f" iterator_types = [{iterators}]}}\n"
        f"      ins({', '.join(f'%{name}' for name, _ in arguments)} : {in_types})"
        f" outs(%empty : {x_type}) {{\n"
        f"  ^bb0({block}):\n"
        + "".join(f"    {line}\n" for line in body)
        + "    linalg.yield %r : f32\n"
        f"  }} -> {x_type}\n"
        f"  return %0 : {x_type}\n"
        "}\n"
    )
