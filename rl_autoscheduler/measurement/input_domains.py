"""Which arguments of a program feed math that is only finite on part of the real line.

`math.rsqrt`, `math.sqrt`, `math.log` (and its kin) are NaN or infinite for a negative
or zero operand. A torch-mlir batch norm computes `rsqrt(var + eps)` where `var` is an
argument: standard-normal inputs make half of `var` negative and the output NaN. When
that happens (`inputs.draw_inputs`), those arguments are drawn positive while the others
keep their signed values, so the verification still sees a rich set of inputs.

The analysis reads the printed MLIR of the program (`Program.text`, printed by the core,
so its form is regular) rather than asking the core: it follows SSA values backwards
from each such math op's operands,
- inside a linalg body, through the body's ops to its block arguments, and from a block
  argument to the operand of the op that it stands for;
- between ops, through ops that keep the values elementwise (generics without a
  reduction loop, broadcasts, reshapes, pads, slices), stopping at contractions,
  convolutions, poolings and reductions: a mean or a variance computed by a reduction
  is no argument's raw value, and making the data behind it positive is not needed;
- to the function's arguments.
It is a heuristic that only chooses which arguments a re-draw makes positive; when it
finds none (or fails on a text it does not expect), every float argument is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

RESTRICTED_MATH = (
    "math.rsqrt",
    "math.sqrt",
    "math.log",
    "math.log2",
    "math.log10",
    "math.log1p",
    "math.powf",
    "math.acos",
    "math.asin",
    "math.acosh",
    "math.atanh",
)
"""Math ops whose result is NaN or infinite for part of their operands' real values."""

_REDUCING_NAMED = re.compile(
    r"linalg\.(\w*matmul\w*|\w*matvec\w*|\w*vecmat\w*|\w*conv\w*|pooling\w*|reduce|softmax"
    r"|dot|mmt4d|contract|batch_reduce\w*)\b"
)
_VALUE = re.compile(r"%[\w$.\-]+")
_RESULTS = re.compile(r"^\s*(%[\w$.\-]+)(?::\d+)?\s*=")
_OP_NAME = re.compile(r"^\s*(?:%[\w$.\-]+(?::\d+)?\s*=\s*)?\"?([\w.]+)")


def _value(token: str) -> str:
    """`%1#0` (a result of a multi-result op) names the op's value `%1`."""
    return token.split("#", 1)[0]


@dataclass
class _Statement:
    """One op of the function body, with its region's lines if it has one."""

    head: str
    body: list[str] = field(default_factory=list)

    @property
    def result(self) -> str | None:
        match = _RESULTS.match(self.head)
        return match.group(1) if match else None

    @property
    def op_name(self) -> str:
        match = _OP_NAME.match(self.head)
        return match.group(1) if match else ""

    def operands(self) -> list[str]:
        """Values the head line uses, in order (the results before `=` excluded)."""
        head = self.head.split("=", 1)[1] if self.result else self.head
        head = head.split("{", 1)[0] if "ins(" not in head else head
        return [_value(token) for token in _VALUE.findall(head)]

    def structured_operands(self) -> list[str]:
        """A linalg op's `ins(...)` then `outs(...)` values: its block arguments' order."""
        values: list[str] = []
        for group in ("ins", "outs"):
            match = re.search(rf"\b{group}\(([^:)]*)", self.head)
            if match:
                values += [_value(token) for token in _VALUE.findall(match.group(1))]
        return values

    def reduces(self) -> bool:
        iterators = re.search(r"iterator_types\s*=\s*\[([^\]]*)\]", self.head)
        if iterators is not None:
            return "reduction" in iterators.group(1)
        return bool(_REDUCING_NAMED.search(self.op_name))


def _without_locations(line: str) -> str:
    """The line without its `loc(...)` annotations (the core prints them; their parentheses
    would end an argument list early)."""
    while (start := line.find("loc(")) >= 0:
        depth, end = 0, start + 3
        for end in range(start + 3, len(line)):
            depth += {"(": 1, ")": -1}.get(line[end], 0)
            if depth == 0:
                break
        line = line[:start].rstrip() + line[end + 1 :]
    return line


def _function(text: str, name: str | None) -> tuple[list[str], list[str]] | None:
    """(argument names, body lines) of the function `name` (the first one when None)."""
    lines = [_without_locations(line) for line in text.splitlines()]
    for index, line in enumerate(lines):
        match = re.search(r"func\.func\s+(?:\w+\s+)*@([\w$.\-]+)\s*\(", line)
        if match is None or (name and match.group(1) != name) or "{" not in line:
            continue  # another function, or a declaration
        signature = line[match.end() :].split(")", 1)[0]
        arguments = [token for token in re.findall(r"(%[\w$.\-]+)\s*:", signature)]
        body, depth = [], line.count("{") - line.count("}")
        for following in lines[index + 1 :]:
            depth += following.count("{") - following.count("}")
            if depth <= 0:
                break
            body.append(following)
        return arguments, body
    return None


def _statements(body: list[str]) -> list[_Statement]:
    """The body's top-level ops: a line at brace depth 0, with the lines of its region."""
    statements: list[_Statement] = []
    depth = 0
    for line in body:
        if depth == 0:
            statements.append(_Statement(line))
        else:
            statements[-1].body.append(line)
        depth += line.count("{") - line.count("}")
    return statements


def _region_sources(statement: _Statement) -> set[str]:
    """Values outside the op whose values reach a restricted math op in its region: the
    operands its block arguments stand for, and values the region captures."""
    definitions: dict[str, list[str]] = {}
    block_arguments: list[str] = []
    wanted: list[str] = []
    for line in statement.body:
        stripped = line.strip()
        if stripped.startswith("^"):
            block_arguments += re.findall(r"(%[\w$.\-]+)\s*:", stripped)
            continue
        result = _RESULTS.match(line)
        uses = [_value(t) for t in _VALUE.findall(line.split("=", 1)[1] if result else line)]
        if result:
            definitions[result.group(1)] = uses
        op = _OP_NAME.match(line)
        if op and op.group(1) in RESTRICTED_MATH:
            wanted += uses
    operands = statement.structured_operands()
    sources: set[str] = set()
    seen: set[str] = set()
    while wanted:
        value = wanted.pop()
        if value in seen:
            continue
        seen.add(value)
        if value in definitions:
            wanted += definitions[value]
        elif value in block_arguments:
            position = block_arguments.index(value)
            if position < len(operands):
                sources.add(operands[position])
        else:
            sources.add(value)  # captured from outside the region
    return sources


def restricted_arguments(text: str, function: str | None = None) -> list[int]:
    """Indices of `function`'s arguments whose values reach a restricted math op without
    passing a reduction (see the module docstring); [] when none or the text is not
    understood."""
    found = _function(text, function)
    if found is None:
        return []
    arguments, body = found
    statements = _statements(body)
    producers = {s.result: s for s in statements if s.result}
    wanted: list[str] = []
    for statement in statements:
        if any(name in "\n".join(statement.body) for name in RESTRICTED_MATH):
            wanted += sorted(_region_sources(statement))
        elif any(name in statement.head for name in RESTRICTED_MATH):
            # math on tensors, or a `linalg.map { math.rsqrt }` printed without a body
            wanted += statement.structured_operands() or statement.operands()
    reached: set[str] = set()
    while wanted:
        value = wanted.pop()
        if value in reached:
            continue
        reached.add(value)
        producer = producers.get(value)
        if producer is not None and not producer.reduces():
            wanted += producer.operands()
    return [index for index, name in enumerate(arguments) if name in reached]
