"""Programs and the loop-nest description of each of their linalg ops.

A `Program` is MLIR text whose linalg ops carry an `rl.tag` attribute, plus
the loop nests the core read from it. Everything here is plain data, so it
pickles to Dask workers and serialises to JSON.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.user_files import read_text


def element_bytes(element_type: str) -> int:
    """Bytes of one element of an MLIR element type (f32, i64, bf16, complex<f32>, ...)."""
    if element_type.startswith("complex<"):
        return 2 * element_bytes(element_type[len("complex<") : -1])
    bits = "".join(character for character in element_type if character.isdigit())
    return max(1, int(bits) // 8) if bits else 8


@dataclass(frozen=True)
class Loop:
    trip_count: int
    is_reduction: bool


@dataclass(frozen=True)
class OperandAccess:
    is_init: bool
    shape: tuple[int, ...]
    element_type: str
    access_matrix: tuple[tuple[int, ...], ...]
    """Rows: operand dimensions; columns: the op's loops, then a constant."""
    direct_producers: tuple[str, ...] = ()
    """Tags of the linalg ops it is read from directly or through an extract_slice."""

    def size_bytes(self) -> int:
        """Bytes of the whole operand."""
        elements = 1
        for extent in self.shape:
            elements *= extent
        return elements * element_bytes(self.element_type)


@dataclass(frozen=True)
class LoopNest:
    tag: str
    op_name: str
    location: str
    loops: tuple[Loop, ...]
    operands: tuple[OperandAccess, ...]
    arithmetic_counts: dict[str, int] = field(hash=False)
    producers: tuple[str, ...]
    """Tags of the linalg ops whose results this op reads, also through the reshapes,
    pads and slices between them (what the observation sees)."""
    direct_producers: tuple[str, ...] = ()
    """Those it reads directly or through an extract_slice: what TiledFusion can fuse."""

    @property
    def trip_counts(self) -> tuple[int, ...]:
        return tuple(loop.trip_count for loop in self.loops)

    @property
    def iterations(self) -> int:
        total = 1
        for loop in self.loops:
            total *= loop.trip_count
        return total

    def operand_bytes(self) -> int:
        """Bytes of the op's operands together: what one run of it touches at least."""
        return sum(operand.size_bytes() for operand in self.operands)

    def flops(self) -> int:
        """Arithmetic operations executed (each body op counts once per iteration)."""
        arithmetic = sum(
            count
            for name, count in self.arithmetic_counts.items()
            if name.startswith(("arith.", "math.")) and name != "arith.constant"
        )
        return arithmetic * self.iterations

    @classmethod
    def from_core(cls, nest: _core.OpNest) -> LoopNest:
        return cls(
            tag=nest.tag,
            op_name=nest.name,
            location=nest.location,
            loops=tuple(Loop(loop.trip_count, loop.is_reduction) for loop in nest.loops),
            operands=tuple(
                OperandAccess(
                    is_init=operand.is_init,
                    shape=tuple(operand.shape),
                    element_type=operand.element_type,
                    access_matrix=tuple(tuple(row) for row in operand.access_matrix),
                    direct_producers=tuple(operand.direct_producers),
                )
                for operand in nest.operands
            ),
            arithmetic_counts=dict(nest.arithmetic_counts),
            producers=tuple(nest.producers),
            direct_producers=tuple(nest.direct_producers),
        )


@dataclass(frozen=True)
class Program:
    """A parsed, verified, tagged linalg program."""

    name: str
    text: str
    """MLIR text with `rl.tag` on every linalg op and the original locations."""
    ops: tuple[LoopNest, ...]
    decomposed: tuple[str, ...] = ()
    """Ops of the source that the core rewrote into the linalg ops of `text`
    (`linalg.softmax` decomposed; `linalg.conv_2d_nhwc_fhwc` as a filter transpose and
    an HWCF convolution): an exported script rewrites them alike before it tags."""
    kind: str | None = None
    """What a suite's manifest calls the program (`softmax`, `matmul`, ...), when it was
    loaded from one (`program_sets`); `op_kinds.program_kind` infers it otherwise."""

    @classmethod
    def from_text(cls, text: str, name: str = "<string>") -> Program:
        """Parses, checks, decomposes and tags `text`; raises MLIRError naming
        file:line:col (an op the core cannot lower is named there)."""
        return cls.from_analysis(_core.analyze(text, name), name)

    @classmethod
    def from_analysis(cls, analysis: tuple, name: str) -> Program:
        """The program of what `_core.analyze` (or `apply_schedule_analyzed`) returned."""
        tagged, nests, decomposed = analysis
        return cls(
            name=name,
            text=tagged,
            ops=tuple(LoopNest.from_core(n) for n in nests),
            decomposed=tuple(decomposed),
        )

    @classmethod
    def from_file(cls, path: str | Path) -> Program:
        """Parses a program file; unreadable, binary and empty files are MLIRErrors naming it."""
        text = read_text(path, "program", MLIRError)
        return cls.from_text(text, str(path))

    def extract(self, *tags: str) -> Program:
        """The ops tagged `tags` as a program of their own (what they read from outside are
        the function's arguments, their fills and constants rebuilt, its ops tagged afresh;
        it returns the last op's results): a network's ops are tuned and timed one at a
        time, or with the producers a schedule fuses into them. MLIRError when no op
        carries a tag."""
        text = _core.extract_ops(self.text, list(tags), tags[-1], self.name)
        return Program.from_text(text, f"{self.name}:{'+'.join(tags)}")

    def require_ops(self) -> Program:
        """Itself, if it has a linalg op to schedule; otherwise MLIRError naming the file.

        A program without linalg ops parses (MLIR accepts an empty module), but no
        command can do anything with it: saying nothing and exiting 0 hid the mistake.
        """
        if not self.ops:
            raise MLIRError(
                f"{self.name}: no linalg op to schedule (the program has no linalg operation"
                " on tensors)"
            )
        return self

    def op(self, tag: str) -> LoopNest:
        """The first op carrying `tag`; KeyError names the tags that exist."""
        found = self._by_tag.get(tag)
        if not found:
            raise KeyError(f"no op tagged {tag!r} in {self.name} (tags: {', '.join(self.tags)})")
        return found[0]

    def instances(self, tag: str) -> list[LoopNest]:
        """Every op carrying `tag` (a producer fused into a loop may leave a copy)."""
        return list(self._by_tag.get(tag, ()))

    def splat_constant_inputs(self, tag: str) -> frozenset[int]:
        """Indices of the inputs of the op tagged `tag` that are splat constants
        (`arith.constant dense<c>`: torch-mlir's exports with their weights elided).
        Packed, such an input folds to a constant with no pack op left to tile or fuse,
        so a Pack's script must not name one (`packing.pack_channels_snippet`)."""
        line = next((ln for ln in self.text.splitlines() if f'rl.tag = "{tag}"' in ln), "")
        inputs = re.search(r"\bins\(([^:)]*)", line)
        if inputs is None:
            return frozenset()
        names = [name.strip() for name in inputs.group(1).split(",")]
        return frozenset(i for i, name in enumerate(names) if name in self._splat_constants)

    @cached_property
    def _splat_constants(self) -> frozenset[str]:
        splat = r"^\s*(%[\w.$-]+) = arith\.constant dense<[^\[<>]*> : tensor"
        return frozenset(re.findall(splat, self.text, re.M))

    @cached_property
    def _by_tag(self) -> dict[str, tuple[LoopNest, ...]]:
        """The ops by tag, in program order: the walk looks ops up thousands of times
        per network, each a scan of every op."""
        table: dict[str, list[LoopNest]] = {}
        for nest in self.ops:
            table.setdefault(nest.tag, []).append(nest)
        return {tag: tuple(nests) for tag, nests in table.items()}

    @cached_property
    def consumers(self) -> dict[str, frozenset[str]]:
        """Per tag, the tags of the ops that read its result (also through reshapes, pads
        and slices): whether a value is needed outside a fused loop."""
        table: dict[str, set[str]] = {}
        for nest in self.ops:
            for producer in nest.producers:
                table.setdefault(producer, set()).add(nest.tag)
        return {tag: frozenset(readers) for tag, readers in table.items()}

    @property
    def tags(self) -> list[str]:
        return list(dict.fromkeys(nest.tag for nest in self.ops))

    def consumer_first_tags(self) -> list[str]:
        """Tags ordered consumers before their producers (reverse program order)."""
        return list(reversed(self.tags))

    def flops(self) -> int:
        return sum(nest.flops() for nest in self.ops)

    def content_hash(self) -> str:
        """Hash of the program's meaning (text without locations)."""
        canonical = _core.canonical_text(self.text, self.name)
        return hashlib.sha256(canonical.encode()).hexdigest()
