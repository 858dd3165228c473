"""The JAX references: a benchmark as a function in jax.numpy / lax, for `jax.jit`.

Each op kind's implementation is registered in the references' registry
(`register_reference("jax", kind)`); `jax_op` reads it back. A network is interpreted
from its torch.fx graph (`fx_jax`). jax is imported inside the functions.
"""

from __future__ import annotations

from collections.abc import Callable

from evaluation.references import Unsupported
from evaluation.references.fx_jax import jax_network
from evaluation.references.registry import reference_builder, register_reference

FRAMEWORK = "jax"


def _accumulate(init, value, combine: Callable | None = None):
    """`value` combined into `init` (`jnp.add` unless `combine`); the bare `value` when
    `init` is None."""
    if init is None:
        return value
    if combine is None:
        import jax.numpy as jnp

        combine = jnp.add
    return combine(init, value)


# --------------------------------------------------------------------------- per op kind


@register_reference(FRAMEWORK, "matmul", "batch_matmul")
def _matmul(attributes: dict) -> Callable[..., object]:
    import jax.numpy as jnp

    return lambda a, b, init=None: _accumulate(init, jnp.matmul(a, b))


@register_reference(FRAMEWORK, "conv_2d_nchw_fchw")
def _conv(attributes: dict) -> Callable[..., object]:
    from jax import lax

    stride, padding = tuple(attributes["stride"]), attributes["padding"]
    dilation = tuple(attributes.get("dilation", (1, 1)))

    def conv(x, w, init=None):
        return _accumulate(
            init,
            lax.conv_general_dilated(
                x,
                w,
                window_strides=stride,
                padding=[(padding[0], padding[0]), (padding[1], padding[1])],
                rhs_dilation=dilation,
                dimension_numbers=("NCHW", "OIHW", "NCHW"),
            ),
        )

    return conv


@register_reference(FRAMEWORK, "pooling_nchw_max")
def _max_pool(attributes: dict) -> Callable[..., object]:
    import jax.numpy as jnp
    from jax import lax

    window, stride = attributes["window"], attributes["stride"]
    padding, dilation = attributes["padding"], attributes.get("dilation", (1, 1))

    def pool(x, init=None):
        pooled = lax.reduce_window(
            x,
            -jnp.inf,
            lax.max,
            (1, 1, *window),
            (1, 1, *stride),
            ((0, 0), (0, 0), (padding[0], padding[0]), (padding[1], padding[1])),
            window_dilation=(1, 1, *dilation),
        )
        return _accumulate(init, pooled, jnp.maximum)

    return pool


@register_reference(FRAMEWORK, "add")
def _add(attributes: dict) -> Callable[..., object]:
    return lambda a, b, init=None: a + b


@register_reference(FRAMEWORK, "relu")
def _relu(attributes: dict) -> Callable[..., object]:
    import jax.numpy as jnp

    return lambda a, init=None: jnp.maximum(a, 0.0)


def jax_op(kind: str, attributes: dict) -> Callable[..., object]:
    """`op(*inputs, init=None)`: one op of `kind` in jax.numpy / lax; an accumulating op
    adds into `init` (None: the bare op), add and relu ignore it (see `torch_refs.torch_op`)."""
    builder = reference_builder(FRAMEWORK, kind)
    if builder is None:
        raise Unsupported(f"no JAX implementation of op kind {kind!r}")
    return builder(attributes)


# --------------------------------------------------------------------------- a benchmark


def jax_function(spec: dict, model=None, input_shape=None) -> tuple[Callable, bool]:
    """(function, takes_params): the benchmark's computation in jax.numpy / lax.

    A network's function takes (params, x); a single op's takes its arguments; a
    composed program's (`spec["graph"]`) takes its function's arguments.
    """
    from evaluation.references.oracle import NEUTRAL_INIT

    kind, attributes = spec["kind"], spec.get("attributes") or {}
    if kind == "network":
        return jax_network(model, input_shape), True
    if spec.get("graph"):
        from evaluation.references.backends import JaxBackend
        from evaluation.references.translate import Translation, graph_of

        return Translation(graph_of(spec["path"]), JaxBackend()), False
    op = jax_op(kind, attributes)
    if kind in NEUTRAL_INIT:
        return (lambda *arguments: op(*arguments[:-1], init=arguments[-1])), False
    return (lambda *arguments: op(*arguments[:-1])), False
