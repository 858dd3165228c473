"""A converted network's own weights, for the arguments that hold them.

Standard-normal weights make a deep network ill-conditioned: each layer multiplies
the float32 rounding of the one before, so after MobileNetV2's 52 layers PyTorch
itself is 14% off float64 and no schedule could verify, and ViT's attention logits
grow so large that every float32 implementation misses the 1e-4 tolerance. The
module's own initialization keeps activations near unit scale (float32 is then
within 1e-5 of float64 on all of them), and it is what a user's network looks like.

The converter marks such a program with two function attributes (written when the
caller names the factory, as `data_generation.build_suites` and `nn_to_mlir` do):

    func.func @forward(...) -> ... attributes {
        rl.arguments = ["input", "conv1.weight", ...],
        rl.weights = "data_generation.models:resnet18"}

`rl.weights` names a factory of this project's own networks (`data_generation.models`),
with integer keyword arguments for a parametrized one
(`data_generation.models:residual_block(in_channels=64,channels=128,stride=2,seed=3)`);
a program cannot make the measurement import anything else, nor pass it anything but
integers. The other arguments
(the input, the out-parameter) are drawn as every program's are.
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

from rl_autoscheduler.errors import MLIRError

WEIGHTS_MODULE = "data_generation.models"
"""The only module whose factories `rl.weights` may name."""
_WEIGHTS = re.compile(r'\brl\.weights = "([^"]*)"')
_ARGUMENTS = re.compile(r"\brl\.arguments = \[([^\]]*)\]")


def weights_source(text: str) -> str | None:
    """The factory a program's `rl.weights` attribute names, or None."""
    match = _WEIGHTS.search(text)
    return match.group(1) if match else None


def argument_names(text: str) -> list[str]:
    """The names of `rl.arguments`, in argument order ([] without the attribute)."""
    match = _ARGUMENTS.search(text)
    if not match:
        return []
    return re.findall(r'"([^"]*)"', match.group(1))


_FACTORY = re.compile(r"([A-Za-z_][\w.]*):([A-Za-z_]\w*)(?:\(([^()]*)\))?")
_ARGUMENT = re.compile(r"([A-Za-z_]\w*)=(-?\d+)")


def parse_factory(source: str) -> tuple[str, str, dict[str, int]]:
    """(module, factory, integer keyword arguments) of `MODULE:FACTORY` or
    `MODULE:FACTORY(name=1,other=2)`; ValueError naming what does not fit."""
    match = _FACTORY.fullmatch(source.strip())
    if match is None:
        raise ValueError(f"expected MODULE:FACTORY or MODULE:FACTORY(name=int,...), got {source!r}")
    module_name, factory_name, argument_text = match.groups()
    arguments: dict[str, int] = {}
    for item in filter(None, (part.strip() for part in (argument_text or "").split(","))):
        argument = _ARGUMENT.fullmatch(item)
        if argument is None:
            raise ValueError(f"{source!r}: argument {item!r} is not name=integer")
        arguments[argument.group(1)] = int(argument.group(2))
    return module_name, factory_name, arguments


def factory_spec(module_name: str, factory_name: str, arguments: dict[str, int]) -> str:
    """The text `parse_factory` reads back."""
    listed = ",".join(f"{name}={value}" for name, value in arguments.items())
    return f"{module_name}:{factory_name}" + (f"({listed})" if arguments else "")


@lru_cache(maxsize=4)
def _factory_tensors(source: str) -> dict[str, np.ndarray]:
    """Every parameter and buffer of the factory's module, float32, by qualified name."""
    import importlib

    # Not nn_to_mlir.load_factory: the package imports nothing from the folders beside
    # it (tests/test_layers.py), so the factory's module is imported by name.
    try:
        module_name, factory_name, arguments = parse_factory(source)
    except ValueError as error:
        raise MLIRError(f"rl.weights: {error}") from None
    if module_name != WEIGHTS_MODULE:
        raise MLIRError(
            f"rl.weights = {source!r}: weights come only from {WEIGHTS_MODULE}'s factories"
        )
    factory = getattr(importlib.import_module(module_name), factory_name, None)
    if not callable(factory):
        raise MLIRError(f"rl.weights = {source!r}: {module_name} has no factory {factory_name!r}")
    try:
        model = factory(**arguments)
    except TypeError as error:
        raise MLIRError(f"rl.weights = {source!r}: {error}") from None
    tensors = dict(model.named_parameters()) | dict(model.named_buffers())
    return {
        name: np.ascontiguousarray(tensor.detach().numpy(), dtype=np.float32)
        for name, tensor in tensors.items()
    }


def network_weights(
    text: str, arguments: list[tuple[tuple[int, ...], str]]
) -> dict[int, np.ndarray] | None:
    """{argument index: its weight} for a program carrying `rl.weights`, None for any
    other. MLIRError, naming the argument, when the module has no tensor of that name or
    shape: a program converted from another version of the factory."""
    source = weights_source(text)
    if source is None:
        return None
    tensors = _factory_tensors(source)
    values: dict[int, np.ndarray] = {}
    for index, name in enumerate(argument_names(text)):
        if index >= len(arguments) or name not in tensors:
            continue  # the network's input(s): drawn
        shape, dtype = arguments[index]
        weight = tensors[name]
        if tuple(weight.shape) != tuple(shape) or dtype != "float32":
            raise MLIRError(
                f"rl.weights = {source!r}: argument {index} ({name}) is {dtype} "
                f"{list(shape)}, the module's {name} is float32 {list(weight.shape)}"
            )
        values[index] = weight
    return values
