"""How PyTorch, JAX and the float64 reference compute a program of several ops.

A user's program may be a chain (a matmul then a relu, a zero fill before a matmul,
a padded conv then a pool). `reference_graph` reads its ops in program order, with
where each operand comes from, so the references compose their per-op
implementations along it (`data_generation.references.run_steps`).
"""

from __future__ import annotations

import math
import re
import struct

from evaluation.op_kinds import op_kind
from rl_autoscheduler.ir.op_kinds import ACCUMULATING, KIND_ORDER
from rl_autoscheduler.ir.program import LoopNest, Program

REFERENCE_KINDS = KIND_ORDER
"""The op kinds the references implement (ACCUMULATING ones read their destination)."""
_TENSOR = re.compile(r"tensor<((?:[0-9?]+x)*)([a-z]\w*)>")
_VALUE = re.compile(r"%[\w.$-]+(?:#\d+)?")
_HEADER = re.compile(r"^(?:(%[\w.$-]+)(:\d+)?\s*=\s*)?\"?([\w.]+)\"?(.*)$", re.DOTALL)
_LOC_ALIAS = re.compile(r"^(#loc\d*)\s*=\s*loc\((.*)\)\s*$", re.MULTILINE)
_TRAILING_LOC = re.compile(r"\s*loc\(([^()]*(?:\([^()]*\))?[^()]*)\)\s*$")


class NoReference(Exception):
    """The program has an op (or a structure) that no reference implements; says which."""


def reference_graph(program: Program) -> dict:
    """How the PyTorch, JAX and float64 references compute `program`: its ops in program
    order, each op's operands named by SSA value, plain JSON.

    Read from the tagged, MLIR-printed text (`Program.text`: one op per line at the
    function body's indentation, values `%argN`/`%N`) with the loop nests for the op
    kinds. Keys: `arguments` (the function's argument values), `steps`, `output` (the
    returned value), `destination` (the argument index whose buffer the result is
    written into, or None for a fresh tensor). A step has `kind` (an op kind of
    `REFERENCE_KINDS`, or fill, pad, reshape), `result`, `inputs`, `init` (the
    destination when the op reads it, else None), `shape`, `attributes`, `location`.
    A zero-padding tensor.pad read only by a convolution (a -inf one by a max pooling)
    becomes that op's padding, as PyTorch and JAX would write it. NoReference names the
    op, and its location, that no reference implements.
    """
    lines = program.text.splitlines()
    heads = [i for i, line in enumerate(lines) if re.match(r"\s*func\.func\b", line)]
    if len(heads) != 1:
        raise NoReference(f"the module has {len(heads)} functions; references need exactly one")
    signature = lines[heads[0]]
    arguments = _VALUE.findall(signature.split("->")[0].split("{")[0])
    if any(not re.search(re.escape(a) + r"\s*:\s*tensor<", signature) for a in arguments):
        raise NoReference("a function argument is not a tensor")
    builder = _GraphBuilder(program, arguments, _location_aliases(program.text))
    for statement in _body_statements(lines, heads[0]):
        builder.add(statement)
    return builder.finish()


def _location_aliases(text: str) -> dict[str, str]:
    return {alias: _location_text(body) for alias, body in _LOC_ALIAS.findall(text)}


def _location_text(body: str) -> str:
    """`"f.mlir":3:8` -> f.mlir:3:8; a named location keeps its name."""
    match = re.fullmatch(r'"(.*)":(\d+):(\d+)', body.strip())
    return f"{match[1]}:{match[2]}:{match[3]}" if match else body.strip().strip('"')


def _body_statements(lines: list[str], head: int) -> list[str]:
    """The function body's top-level ops, each with its region lines joined on."""
    indent = len(lines[head]) - len(lines[head].lstrip())
    statements: list[str] = []
    for line in lines[head + 1 :]:
        stripped = line.strip()
        depth = len(line) - len(line.lstrip())
        if stripped and depth <= indent:
            break
        if depth == indent + 2 and not stripped.startswith(("}", "^")):
            statements.append(stripped)
        elif statements:
            statements[-1] += "\n" + stripped
    return statements


def _shape(type_text: str) -> tuple[list[int], str] | None:
    """(shape, element type) of the last tensor type in `type_text`; None when dynamic."""
    found = _TENSOR.findall(type_text)
    if not found or "?" in found[-1][0]:
        return None
    dims, element = found[-1]
    return [int(d) for d in dims.split("x") if d], element


def _float_constant(value: str, element: str) -> float | None:
    """An arith.constant's printed float value (decimal, or hex bits such as 0xFF800000)."""
    value = value.strip()
    try:
        if value.lower().startswith("0x"):
            bits = int(value, 16)
            if element == "f32":
                return struct.unpack(">f", bits.to_bytes(4, "big"))[0]
            if element == "f64":
                return struct.unpack(">d", bits.to_bytes(8, "big"))[0]
            return None
        return float(value)
    except (ValueError, OverflowError):
        return None


class _GraphBuilder:
    """Turns body statements into reference steps (see `reference_graph`)."""

    def __init__(self, program: Program, arguments: list[str], aliases: dict[str, str]) -> None:
        self.program = program
        self.arguments = arguments
        self.aliases = aliases
        self.steps: list[dict] = []
        self.produced: dict[str, dict] = {}
        """Value -> the step computing it."""
        self.constants: dict[str, float] = {}
        self.empty: set[str] = set()
        self.opaque: dict[str, str] = {}
        """Value -> why no reference computes it (the op and its location)."""
        self.output: str | None = None

    # ------------------------------------------------------------------ statements

    def add(self, statement: str) -> None:
        location = self._location(statement)
        body = _TRAILING_LOC.sub("", statement.split("\n")[0])
        match = _HEADER.match(body)
        if not match:
            return
        result, multiple, op, rest = match.groups()
        if op in ("return", "func.return"):
            values = _VALUE.findall(rest.split(":")[0])
            if len(values) != 1:
                raise NoReference(f"the function returns {len(values)} values at {location}")
            self.output = values[0]
            return
        if result is None:
            return
        if multiple:
            self.opaque[result] = f"{op} at {location} (several results)"
            return
        last_line = _TRAILING_LOC.sub("", statement.split("\n")[-1])
        if op == "arith.constant":
            value, _, element = rest.rpartition(":")
            constant = _float_constant(value, element.strip())
            if constant is not None:
                self.constants[result] = constant
            else:
                self.opaque[result] = f"arith.constant at {location}"
        elif op == "tensor.empty":
            self.empty.add(result)
        elif op.startswith("linalg."):
            self._linalg(result, op, body, location)
        elif op in ("tensor.collapse_shape", "tensor.expand_shape"):
            self._reshape(result, rest, last_line, location)
        elif op == "tensor.pad":
            self._pad(result, rest, statement, last_line, location)
        else:
            self.opaque[result] = f"{op} at {location}"

    def _location(self, statement: str) -> str:
        match = _TRAILING_LOC.search(statement)
        if not match:
            return "an unknown location"
        text = match.group(1).strip()
        return self.aliases.get(text, _location_text(text))

    def _linalg(self, result: str, op: str, header: str, location: str) -> None:
        tag = re.search(r'rl\.tag\s*=\s*"([^"]+)"', header)
        ins = re.search(r"\bins\(([^:)]*)", header)
        outs = re.search(r"\bouts\(([^:)]*)", header)
        if not (tag and outs):
            self.opaque[result] = f"{op} at {location}"
            return
        nest = self.program.op(tag[1])
        inputs = _VALUE.findall(ins[1]) if ins else []
        (init,) = _VALUE.findall(outs[1])[:1] or [None]
        shape = list(nest.operands[-1].shape)
        if op == "linalg.fill":
            value = self.constants.get(inputs[0]) if len(inputs) == 1 else None
            if value is None:
                self.opaque[result] = f"linalg.fill of a non-constant value at {nest.location}"
                return
            self._step(result, "fill", [], None, shape, {"value": value}, nest, destination=init)
            return
        kind, attributes = op_kind(nest)
        if kind not in REFERENCE_KINDS:
            body = sorted(k for k in nest.arithmetic_counts if k != "arith.constant")
            what = f"{nest.op_name} ({', '.join(body)})" if body else nest.op_name
            raise NoReference(
                f"no PyTorch/JAX reference for {what} ({nest.tag}) at {nest.location}"
            )
        if kind == "pooling_nchw_max":
            inputs = inputs[:1]  # the window operand only carries the window's shape
        reads = init if kind in ACCUMULATING else None
        self._step(result, kind, inputs, reads, shape, attributes, nest, destination=init)

    def _reshape(self, result: str, operands: str, last_line: str, location: str) -> None:
        shape = _shape(last_line.rpartition("into")[2])
        source = _VALUE.findall(operands.split("[")[0])
        if shape is None or len(source) != 1:
            self.opaque[result] = f"a reshape at {location}"
            return
        self._step(result, "reshape", source[:1], None, shape[0], {}, location=location)

    def _pad(
        self, result: str, operands: str, statement: str, last_line: str, location: str
    ) -> None:
        header = operands.split("\n")[0]
        source = _VALUE.findall(header.split("low")[0])
        low = re.search(r"low\[([\d,\s]*)\]", header)
        high = re.search(r"high\[([\d,\s]*)\]", header)
        yielded = re.search(r"tensor\.yield\s+(%[\w.$-]+)", statement)
        value = self.constants.get(yielded[1]) if yielded else None
        shape = _shape(last_line.rpartition(" to ")[2])
        if not (len(source) == 1 and low and high and value is not None and shape):
            self.opaque[result] = f"tensor.pad (not a constant, static padding) at {location}"
            return
        attributes = {
            "low": [int(v) for v in low[1].split(",") if v.strip()],
            "high": [int(v) for v in high[1].split(",") if v.strip()],
            "value": value,
        }
        self._step(result, "pad", source, None, shape[0], attributes, location=location)

    def _step(
        self,
        result: str,
        kind: str,
        inputs: list[str],
        init: str | None,
        shape: list[int],
        attributes: dict,
        nest: LoopNest | None = None,
        location: str | None = None,
        destination: str | None = None,
    ) -> None:
        what = (
            f"{nest.op_name} ({nest.tag}) at {nest.location}" if nest else f"{kind} at {location}"
        )
        for value in [*inputs, *([init] if init else [])]:
            self._check_available(value, what, accumulator=value == init)
        step = {
            "kind": kind,
            "result": result,
            "inputs": inputs,
            "init": init,
            "destination": destination or init,
            "shape": shape,
            "attributes": attributes,
            "tag": nest.tag if nest else None,
            "location": nest.location if nest else location,
        }
        self.steps.append(step)
        self.produced[result] = step

    def _check_available(self, value: str, user: str, accumulator: bool) -> None:
        if value in self.opaque:
            raise NoReference(
                f"{user} reads {value}, computed by {self.opaque[value]}, "
                "which no reference implements"
            )
        if value in self.empty:
            what = "accumulates into" if accumulator else "reads"
            raise NoReference(f"{user} {what} a tensor.empty, whose contents are undefined")
        if value not in self.produced and value not in self.arguments:
            raise NoReference(f"{user} reads {value}, which is not a tensor the references know")

    # ------------------------------------------------------------------ result

    def finish(self) -> dict:
        if self.output is None:
            raise NoReference("the function returns no value")
        self._check_available(self.output, "the function's return", accumulator=False)
        steps = _fold_padding(self.steps)
        if not any(step["kind"] in REFERENCE_KINDS for step in steps):
            raise NoReference("the program has no op the references implement")
        return {
            "arguments": self.arguments,
            "steps": steps,
            "output": self.output,
            "destination": self._destination(self.output, steps),
        }

    def _destination(self, value: str, steps: list[dict]) -> int | None:
        """The function argument whose buffer the result is written into (destination
        passing: an op's result is its `outs` operand), or None for a fresh tensor."""
        produced = {step["result"]: step for step in steps}
        while value in produced and produced[value]["kind"] not in ("pad", "reshape"):
            value = produced[value]["destination"]
        return self.arguments.index(value) if value in self.arguments else None


def _fold_padding(steps: list[dict]) -> list[dict]:
    """A constant pad read only by a windowed op, padding the spatial dims symmetrically
    with the op's neutral value (0 for a convolution, -inf for a max pooling), becomes
    the op's `padding` attribute."""
    uses: dict[str, int] = {}
    for step in steps:
        for value in [*step["inputs"], step["init"]]:
            uses[value] = uses.get(value, 0) + 1
    pads = {step["result"]: step for step in steps if step["kind"] == "pad"}
    neutral = {"conv_2d_nchw_fchw": 0.0, "pooling_nchw_max": -math.inf}
    folded: set[str] = set()
    for step in steps:
        pad = pads.get(step["inputs"][0]) if step["kind"] in neutral else None
        if pad is None or uses[pad["result"]] != 1:
            continue
        low, high = pad["attributes"]["low"], pad["attributes"]["high"]
        if low != high or len(low) != 4 or low[:2] != [0, 0]:
            continue
        if pad["attributes"]["value"] != neutral[step["kind"]]:
            continue
        step["inputs"] = [pad["inputs"][0], *step["inputs"][1:]]
        step["attributes"] = {**step["attributes"], "padding": low[2:]}
        folded.add(pad["result"])
    return [step for step in steps if step["result"] not in folded]


def compute_steps(graph: dict) -> list[dict]:
    return [step for step in graph["steps"] if step["kind"] in REFERENCE_KINDS]


def is_plain_single_op(graph: dict) -> bool:
    """One op reading the function's arguments in order and writing its last one: the
    per-kind references of single-op suites apply as they are."""
    if len(graph["steps"]) != 1:
        return False
    (step,) = graph["steps"]
    return (
        step["kind"] in REFERENCE_KINDS
        and [*step["inputs"], step["destination"]] == graph["arguments"]
        and graph["output"] == step["result"]
    )
