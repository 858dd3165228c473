"""The array operations the program translator (`translate`) needs, once per framework.

A translated program calls only these methods, so PyTorch (float32 for eager and
`torch.compile`, float64 for the reference every method is checked against) and JAX run
the same translation. Each method is the framework's own fast operation: `einsum` for
contractions, `conv*`/pooling natives for windowed ops, `softmax`, advanced indexing for
the gathers of non-permutation indexing maps.

torch and jax are imported inside the constructors: importing this module loads neither.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

FLOAT_TYPES = ("f16", "bf16", "f32", "f64")


class TorchBackend:
    """PyTorch eager in `float_dtype` (torch.float32 or torch.float64)."""

    name = "pytorch"

    def __init__(self, float64: bool = False) -> None:
        import torch
        import torch.nn.functional as functional

        self.torch = torch
        self.functional = functional
        self.float = torch.float64 if float64 else torch.float32
        self.elementwise = _torch_elementwise(torch)

    # ------------------------------------------------------------------ creation

    def array(self, values: np.ndarray, dtype: str) -> object:
        return self.torch.as_tensor(np.asarray(values), dtype=self.dtype(dtype))

    def full(self, shape: Sequence[int], value: float, dtype: str) -> object:
        return self.torch.full(tuple(shape), value, dtype=self.dtype(dtype))

    def dtype(self, dtype: str) -> object:
        if dtype in FLOAT_TYPES:
            return self.float
        if dtype == "i1":
            return self.torch.bool
        return self.torch.int64

    def index(self, values: np.ndarray) -> object:
        return self.torch.as_tensor(values, dtype=self.torch.int64)

    # ------------------------------------------------------------------ shapes

    def permute(self, x, order: Sequence[int]):
        if list(order) == list(range(len(order))):
            return x
        return x.permute(*order)

    def dense(self, x):
        """`x` in memory of its own: a returned transpose or broadcast is written out, as
        the kernel writes its outputs (a view would time nothing)."""
        return x.contiguous() if isinstance(x, self.torch.Tensor) else x

    def reshape(self, x, shape: Sequence[int]):
        shape = tuple(shape)
        return x if tuple(x.shape) == shape else x.reshape(shape)

    def broadcast(self, x, shape: Sequence[int]):
        shape = tuple(shape)
        return x if tuple(x.shape) == shape or not shape else x.expand(*shape)

    def take(self, x, axis: int, index: int):
        return x.select(axis, index)

    def gather(self, x, indices: Sequence[object]):
        return x[tuple(indices)]

    def pad(self, x, low: Sequence[int], high: Sequence[int], value: float):
        pads: list[int] = []
        for lo, hi in reversed(list(zip(low, high, strict=True))):
            pads += [lo, hi]
        return self.functional.pad(x, tuple(pads), value=value)

    def slice(self, x, offsets, sizes, strides):
        index = tuple(
            slice(o, o + (s - 1) * t + 1, t)
            for o, s, t in zip(offsets, sizes, strides, strict=True)
        )
        return x[index]

    def insert(self, destination, source, offsets, sizes, strides):
        result = destination.clone()
        result[
            tuple(
                slice(o, o + (s - 1) * t + 1, t)
                for o, s, t in zip(offsets, sizes, strides, strict=True)
            )
        ] = source
        return result

    def concatenate(self, values: Sequence[object], axis: int):
        return self.torch.cat(list(values), dim=axis)

    def cast(self, x, dtype: str):
        target = self.dtype(dtype)
        if x.is_floating_point() and target not in (self.float, self.torch.bool):
            x = self.torch.trunc(x)  # fptosi rounds toward zero
        return x.to(target)

    # ------------------------------------------------------------------ compute

    def einsum(self, subscripts: str, *operands):
        return self.torch.einsum(subscripts, *operands)

    def reduce(self, kind: str, x, axes: Sequence[int]):
        axes = tuple(axes)
        if not axes:
            return x
        if kind == "sum":
            return self.torch.sum(x, dim=axes)
        if kind == "prod":
            for axis in sorted(axes, reverse=True):
                x = self.torch.prod(x, dim=axis)
            return x
        if kind == "max":
            return self.torch.amax(x, dim=axes)
        if kind == "min":
            return self.torch.amin(x, dim=axes)
        raise ValueError(kind)

    def where(self, condition, a, b):
        return self.torch.where(condition, a, b)

    def softmax(self, x, dim: int):
        return self.torch.softmax(x, dim=dim)

    def convolution(self, x, w, spatial: int, stride, dilation, groups: int):
        """x: (N, C, *spatial); w: (F, C/groups, *window) -> (N, F, *out)."""
        conv = self.functional.conv1d if spatial == 1 else self.functional.conv2d
        if spatial == 3:
            conv = self.functional.conv3d
        return conv(x, w, None, tuple(stride), 0, tuple(dilation), groups)

    def pooling(self, kind: str, x, window, stride, dilation):
        """x: (N, C, *spatial) -> (N, C, *out); kind max, min or sum."""
        f = self.functional
        spatial = len(window)
        if kind in ("max", "min"):
            pool = (f.max_pool1d, f.max_pool2d, f.max_pool3d)[spatial - 1]
            sign = -1 if kind == "min" else 1
            return sign * pool(sign * x, tuple(window), tuple(stride), 0, tuple(dilation))
        if any(d != 1 for d in dilation):
            raise NotImplementedError("sum pooling with dilation")
        if spatial == 1:
            return f.avg_pool1d(x, window[0], stride[0]) * window[0]
        pool = f.avg_pool2d if spatial == 2 else f.avg_pool3d
        return pool(x, tuple(window), tuple(stride), divisor_override=1)


class JaxBackend:
    """JAX (traced by `jax.jit`; XLA on the CPU), float32."""

    name = "jax"

    def __init__(self) -> None:
        import jax
        import jax.numpy as jnp

        self.jax = jax
        self.jnp = jnp
        self.elementwise = _jax_elementwise(jax, jnp)

    def array(self, values: np.ndarray, dtype: str) -> object:
        return self.jnp.asarray(np.asarray(values), dtype=self.dtype(dtype))

    def full(self, shape: Sequence[int], value: float, dtype: str) -> object:
        return self.jnp.full(tuple(shape), value, dtype=self.dtype(dtype))

    def dtype(self, dtype: str) -> object:
        if dtype in FLOAT_TYPES:
            return self.jnp.float32
        if dtype == "i1":
            return self.jnp.bool_
        return self.jnp.int32  # JAX's default: 64-bit integers need jax_enable_x64

    def index(self, values: np.ndarray) -> object:
        return np.asarray(values, dtype=np.int32)

    def permute(self, x, order):
        if list(order) == list(range(len(order))):
            return x
        return self.jnp.transpose(x, tuple(order))

    def dense(self, x):
        return x  # XLA writes every output

    def reshape(self, x, shape):
        return self.jnp.reshape(x, tuple(shape))

    def broadcast(self, x, shape):
        return self.jnp.broadcast_to(x, tuple(shape))

    def take(self, x, axis: int, index: int):
        return self.jnp.take(x, index, axis=axis)

    def gather(self, x, indices):
        return x[tuple(indices)]

    def pad(self, x, low, high, value):
        return self.jnp.pad(
            x, list(zip(low, high, strict=True)), mode="constant", constant_values=value
        )

    def slice(self, x, offsets, sizes, strides):
        return x[
            tuple(
                slice(o, o + (s - 1) * t + 1, t)
                for o, s, t in zip(offsets, sizes, strides, strict=True)
            )
        ]

    def insert(self, destination, source, offsets, sizes, strides):
        index = tuple(
            slice(o, o + (s - 1) * t + 1, t)
            for o, s, t in zip(offsets, sizes, strides, strict=True)
        )
        return destination.at[index].set(source)

    def concatenate(self, values, axis: int):
        return self.jnp.concatenate(list(values), axis=axis)

    def cast(self, x, dtype: str):
        target = self.dtype(dtype)
        floating = self.jnp.issubdtype(self.jnp.result_type(x), self.jnp.floating)
        if floating and dtype != "i1" and target != self.jnp.float32:
            x = self.jnp.trunc(x)  # fptosi rounds toward zero
        return self.jnp.asarray(x).astype(target)

    def einsum(self, subscripts: str, *operands):
        return self.jnp.einsum(subscripts, *operands)

    def reduce(self, kind: str, x, axes):
        axes = tuple(axes)
        if not axes:
            return x
        function = {
            "sum": self.jnp.sum,
            "prod": self.jnp.prod,
            "max": self.jnp.max,
            "min": self.jnp.min,
        }[kind]
        return function(x, axis=axes)

    def where(self, condition, a, b):
        return self.jnp.where(condition, a, b)

    def softmax(self, x, dim: int):
        return self.jax.nn.softmax(x, axis=dim)

    def convolution(self, x, w, spatial: int, stride, dilation, groups: int):
        letters = "HWD"[:spatial]
        numbers = ("NC" + letters, "OI" + letters, "NC" + letters)
        return self.jax.lax.conv_general_dilated(
            x,
            w,
            window_strides=tuple(stride),
            padding="VALID",
            rhs_dilation=tuple(dilation),
            dimension_numbers=numbers,
            feature_group_count=groups,
        )

    def pooling(self, kind: str, x, window, stride, dilation):
        lax = self.jax.lax
        init, op = {
            "max": (-math.inf, lax.max),
            "min": (math.inf, lax.min),
            "sum": (0.0, lax.add),
        }[kind]
        return lax.reduce_window(
            x,
            self.jnp.asarray(init, x.dtype),
            op,
            (1, 1, *window),
            (1, 1, *stride),
            "VALID",
            window_dilation=(1, 1, *dilation),
        )


def _torch_elementwise(torch) -> dict[str, Callable]:
    def divsi(a, b):
        return torch.div(a, b, rounding_mode="trunc")

    return {
        "exp": torch.exp,
        "exp2": torch.exp2,
        "expm1": torch.expm1,
        "log": torch.log,
        "log2": torch.log2,
        "log10": torch.log10,
        "log1p": torch.log1p,
        "sqrt": torch.sqrt,
        "rsqrt": torch.rsqrt,
        "cbrt": lambda x: torch.sign(x) * torch.abs(x) ** (1.0 / 3.0),
        "tanh": torch.tanh,
        "erf": torch.erf,
        "sin": torch.sin,
        "cos": torch.cos,
        "tan": torch.tan,
        "atan": torch.atan,
        "atan2": torch.atan2,
        "asin": torch.asin,
        "acos": torch.acos,
        "sinh": torch.sinh,
        "cosh": torch.cosh,
        "absf": torch.abs,
        "absi": torch.abs,
        "floor": torch.floor,
        "ceil": torch.ceil,
        "round": lambda x: torch.sign(x) * torch.floor(torch.abs(x) + 0.5),
        "roundeven": torch.round,
        "trunc": torch.trunc,
        "powf": torch.pow,
        "fpowi": torch.pow,
        "ipowi": torch.pow,
        "copysign": torch.copysign,
        "isnan": torch.isnan,
        "isinf": torch.isinf,
        "isfinite": torch.isfinite,
        "maximum": torch.maximum,
        "minimum": torch.minimum,
        "fmax": torch.fmax,
        "fmin": torch.fmin,
        "remf": torch.fmod,
        "divsi": divsi,
        "floordiv": lambda a, b: torch.div(a, b, rounding_mode="floor"),
        "ceildiv": lambda a, b: -torch.div(-a, b, rounding_mode="floor"),
        "remsi": torch.fmod,
        "logical_not": torch.logical_not,
    }


def _jax_elementwise(jax, jnp) -> dict[str, Callable]:
    return {
        "exp": jnp.exp,
        "exp2": jnp.exp2,
        "expm1": jnp.expm1,
        "log": jnp.log,
        "log2": jnp.log2,
        "log10": jnp.log10,
        "log1p": jnp.log1p,
        "sqrt": jnp.sqrt,
        "rsqrt": jax.lax.rsqrt,
        "cbrt": jnp.cbrt,
        "tanh": jnp.tanh,
        "erf": jax.lax.erf,
        "sin": jnp.sin,
        "cos": jnp.cos,
        "tan": jnp.tan,
        "atan": jnp.arctan,
        "atan2": jnp.arctan2,
        "asin": jnp.arcsin,
        "acos": jnp.arccos,
        "sinh": jnp.sinh,
        "cosh": jnp.cosh,
        "absf": jnp.abs,
        "absi": jnp.abs,
        "floor": jnp.floor,
        "ceil": jnp.ceil,
        "round": lambda x: jnp.sign(x) * jnp.floor(jnp.abs(x) + 0.5),
        "roundeven": jnp.round,
        "trunc": jnp.trunc,
        "powf": jnp.power,
        "fpowi": jnp.power,
        "ipowi": jnp.power,
        "copysign": jnp.copysign,
        "isnan": jnp.isnan,
        "isinf": jnp.isinf,
        "isfinite": jnp.isfinite,
        "maximum": jnp.maximum,
        "minimum": jnp.minimum,
        "fmax": jnp.fmax,
        "fmin": jnp.fmin,
        "remf": jnp.fmod,
        "divsi": lambda a, b: jnp.trunc(a / b).astype(jnp.result_type(a)),
        "floordiv": jnp.floor_divide,
        "ceildiv": lambda a, b: -jnp.floor_divide(-a, b),
        "remsi": jnp.fmod,
        "logical_not": jnp.logical_not,
    }
