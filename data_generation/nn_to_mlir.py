"""Convert a PyTorch `nn.Module` into one linalg-on-tensors MLIR file.

    python -m data_generation.nn_to_mlir MODULE:FACTORY --input-shape 1,3,32,32 \\
        --out FILE.mlir [--weights-out FILE.npz] [--layout auto|nchw|channels_last]

The module is built by calling FACTORY from the importable MODULE and converted by
`rl_autoscheduler.frontend.fx_converter` (which ops, and how). The weights are saved
to an `.npz` keyed by argument name, in argument order; both files are written
atomically, and an unsupported module exits 2 naming the node, writing nothing.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
from torch import nn

from rl_autoscheduler.frontend.fx_converter import (
    LAYOUTS,
    ConversionError,
    Converted,
    convert,
    convert_graph,
    first_line,
)
from rl_autoscheduler.measurement.network_weights import WEIGHTS_MODULE, parse_factory

__all__ = ["ConversionError", "Converted", "convert", "convert_graph", "load_factory", "main"]


# --------------------------------------------------------------------------- CLI


def load_factory(spec: str) -> nn.Module:
    """The module `MODULE:FACTORY` or `MODULE:FACTORY(name=int,...)` builds."""
    try:
        module_name, factory_name, arguments = parse_factory(spec)
    except ValueError as error:
        raise ConversionError(str(error)) from None
    try:
        python_module = importlib.import_module(module_name)
    except ImportError as error:
        raise ConversionError(f"cannot import {module_name}: {error}") from error
    factory = getattr(python_module, factory_name, None)
    if not callable(factory):
        raise ConversionError(f"{module_name} has no callable {factory_name}")
    try:
        model = factory(**arguments)
    except TypeError as error:
        raise ConversionError(f"{spec}: {error}") from None
    if not isinstance(model, nn.Module):
        raise ConversionError(f"{spec}() returned {type(model).__name__}, not an nn.Module")
    return model


def parse_shape(text: str) -> tuple[int, ...]:
    try:
        shape = tuple(int(part) for part in text.replace("x", ",").split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected e.g. 1,3,32,32, got {text!r}") from None
    if not shape or any(size <= 0 for size in shape):
        raise argparse.ArgumentTypeError(f"expected positive sizes, got {text!r}")
    return shape


def write_atomically(path: Path, write: Callable[[object], None], mode: str) -> Path:
    """Writes through `write(file)` to a temp file beside `path`; returns the temp path.

    The caller renames it over `path` with os.replace once every output is written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(temp, mode.replace("w", "x")) as file:
            write(file)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return temp


def source_line(factory: str, input_shape: Sequence[int], layout: str) -> str:
    """The comment naming the command that rebuilds a converted file."""
    shape = ",".join(map(str, input_shape))
    return f"// Source: {factory} --input-shape {shape}" + (
        f" --layout {layout}\n" if layout != "nchw" else "\n"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m data_generation.nn_to_mlir",
        description="Convert a PyTorch nn.Module to one linalg-on-tensors func.func @forward.",
    )
    parser.add_argument("factory", metavar="MODULE:FACTORY", help="e.g. data_generation.models:mlp")
    parser.add_argument("--input-shape", type=parse_shape, required=True, help="e.g. 1,3,32,32")
    parser.add_argument("--out", type=Path, required=True, help="the .mlir file to write")
    parser.add_argument(
        "--weights-out",
        type=Path,
        help=".npz of the weight arguments, keyed by name, in argument order",
    )
    parser.add_argument(
        "--layout",
        choices=LAYOUTS,
        default="auto",
        help="activations of the convolutions: NCHW as PyTorch's default, NHWC as its "
        "channels_last, or auto: channels_last for a network with depthwise convolutions "
        "and small weights (`fx_converter.channels_last_pays`). Input and output stay NCHW",
    )
    args = parser.parse_args(argv)

    temps: list[Path] = []
    try:
        model = load_factory(args.factory)
        own = args.factory.partition(":")[0] == WEIGHTS_MODULE  # see network_weights
        source = args.factory if own else None
        converted = convert(model, args.input_shape, weights_source=source, layout=args.layout)
        text = source_line(args.factory, args.input_shape, args.layout) + converted.text
        temps.append(write_atomically(args.out, lambda f: f.write(text), "w"))
        if args.weights_out is not None:
            temps.append(
                write_atomically(args.weights_out, lambda f: np.savez(f, **converted.weights), "wb")
            )
        os.replace(temps[0], args.out)
        if len(temps) > 1:
            os.replace(temps[1], args.weights_out)
        temps.clear()
    except Exception as error:
        message = first_line(error) if not isinstance(error, ConversionError) else str(error)
        print(f"nn_to_mlir: error: {message.splitlines()[0]}", file=sys.stderr)
        return 2
    finally:
        for temp in temps:
            temp.unlink(missing_ok=True)
    print(
        f"wrote {args.out} ({len(converted.arg_names)} arguments: "
        f"{', '.join(converted.arg_names)}; output {list(converted.output_shape)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
