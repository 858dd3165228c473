"""Schedules: JSON-serialisable lists of transformation steps on tagged ops.

A step names the op it transforms by its `rl.tag`. Steps are checked against
the loop nests of the program as it stands before the step (`check_step`),
so an illegal step is refused with a reason before MLIR sees it.

Semantics, each mapped to one transform-dialect op (see transform_script.py):
- `Tile(tag, sizes)`: `tile_using_for`; one size per loop, 0 leaves a loop whole.
  A size that does not divide its loop peels the remainder (`loop.peel`) into a copy
  of the op with the same tag; later steps apply to every copy, and their sizes must
  divide each (only an op in one copy is peeled).
- `TileParallel(tag, sizes)`: `tile_using_forall`, run with OpenMP; reduction
  loops must get 0.
- `TiledFusion(tag, sizes)`: `tile_using_forall` on the op, then
  `fuse_into_containing_op` of each of its linalg producers.
- `Interchange(tag, permutation)`: new loop i is old loop permutation[i]
  (named ops are generalized first).
- `Vectorize(tag)`: `structured.vectorize`, then the vector canonicalizations.
- `Decompose(tag)`: a 2-D convolution or pooling whose (oh, kh) or (ow, kw)
  loops are 1 becomes its 1-D form, which vectorizes well.
- `Img2col(tag)`: a 2-D convolution becomes an im2col copy (tagged
  `<tag>_im2col`) and a matmul-like contraction that keeps the tag.
- `Pack(tag, lanes, register_tile, parallel)`: an NCHW convolution's output
  channels blocked into `lanes` vector lanes (`structured.pack`), split across threads
  by `parallel` over (n, f / lanes, oh), register-tiled by (n, f / lanes, oh, ow, c)
  and vectorized, with its packs and unpack vectorized (see packing.py). It ends the op.
  On a matmul (m, n, k) the same step blocks n into panels of `lanes` (a power of two
  from 4 to 64) and lays B out panel by panel (`pack_transpose`), split across threads
  by `parallel` over (m, n / lanes) and register-tiled by (m, n / lanes, k). On a
  contraction in another map shape (`ir/contraction.py`) it packs the lanes loop (C's
  innermost) into panels of `lanes`, so that B is contiguous along the lanes whatever its
  layout; `register_tile` and `parallel` have one size per loop of the op, the lanes
  loop counted in panels. `epilogue` (count,) on a convolution applies that many of the
  elementwise ops that follow it (`ir/epilogue.py`) to each unpacked tile.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.contraction import contraction_loops, packed_contraction_loops
from rl_autoscheduler.ir.epilogue import epilogue_chain
from rl_autoscheduler.ir.op_kinds import (
    CHANNEL_PACKING_OPS,
    DEPTHWISE_PACKING_OPS,
    IMG2COL_OPS,
    PANEL_PACKING_OPS,
    UNGENERALIZABLE_OPS,
    WINDOW_LOOPS,
    folds_to_projected_permutations,
    slides_unfolded_window,
)
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.user_files import read_json

UNVECTORIZABLE_COMBINERS = ("arith.maxnumf", "arith.minnumf")
"""Body ops MLIR 19's vectorizer has no reduction kind for: an op that reduces with one
("Attempted to vectorize, but failed"; the max of a decomposed softmax) stays scalar."""

MAX_VECTORIZED_ITERATIONS = 1 << 12
"""Vectorizing a larger iteration space unrolls into huge vector code that takes seconds
to compile (a 32x8x192 matmul tile), where a tile within it compiles in milliseconds.
Every expert schedule stays below this."""


@dataclass(frozen=True)
class Step:
    """One transformation of the op tagged `tag`."""

    tag: str
    kind: ClassVar[str] = ""

    def _fields(self) -> dict[str, tuple[int, ...]]:
        """The step's sizes by name; an optional field at its default (empty) is left
        out, so schedules written before it existed read and print as they did."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name != "tag" and (f.default is dataclasses.MISSING or getattr(self, f.name))
        }

    def to_json(self) -> dict:
        data = {"kind": self.kind, "tag": self.tag}
        data.update({k: list(v) for k, v in self._fields().items()})
        return data

    def describe(self) -> str:
        extra = ", ".join(f"{k}={list(v)}" for k, v in self._fields().items())
        return f"{type(self).__name__}({self.tag}{', ' + extra if extra else ''})"


@dataclass(frozen=True)
class Tile(Step):
    sizes: tuple[int, ...]
    kind: ClassVar[str] = "tile"


@dataclass(frozen=True)
class TileParallel(Step):
    sizes: tuple[int, ...]
    kind: ClassVar[str] = "tile_parallel"


@dataclass(frozen=True)
class TiledFusion(Step):
    sizes: tuple[int, ...]
    kind: ClassVar[str] = "tiled_fusion"


@dataclass(frozen=True)
class Interchange(Step):
    permutation: tuple[int, ...]
    kind: ClassVar[str] = "interchange"


@dataclass(frozen=True)
class Vectorize(Step):
    kind: ClassVar[str] = "vectorize"


@dataclass(frozen=True)
class Decompose(Step):
    kind: ClassVar[str] = "decompose"


@dataclass(frozen=True)
class Img2col(Step):
    kind: ClassVar[str] = "img2col"


@dataclass(frozen=True)
class Pack(Step):
    lanes: tuple[int, ...]
    """(lanes,): output channels per vector, the F block; a matmul's panel width on n."""
    register_tile: tuple[int, ...]
    """(n, f / lanes, oh, ow, c) of one register tile; kh and kw are 1, the lanes whole.
    A matmul's: (m, n / lanes, k). A depthwise convolution's: (n, oh, ow), one channel
    block. Another contraction's: one per loop."""
    parallel: tuple[int, ...]
    """(n, f / lanes, oh) chunk sizes of the thread split; all 0: no split. A matmul's:
    (m, n / lanes), or (m, n / lanes, 0) for its contraction form (`contraction_form`:
    packed by roles, a remainder of rows peeled). A depthwise convolution's: (n, oh,
    c / lanes). Another contraction's: one per loop, 0 on the reductions."""
    epilogue: tuple[int, ...] = ()
    """(count,): the first `count` ops of the convolution's epilogue chain (its
    elementwise readers one after another, `ir.epilogue`) applied to each tile of the
    unpacked output, in registers, instead of as passes of their own. Empty: none."""
    kind: ClassVar[str] = "pack"


STEP_KINDS: dict[str, type[Step]] = {
    cls.kind: cls
    for cls in (
        Tile,
        TileParallel,
        TiledFusion,
        Interchange,
        Vectorize,
        Decompose,
        Img2col,
        Pack,
    )
}
RENAMED_KINDS: dict[str, str] = {"pack_channels": "pack"}
"""Step kinds under the names schedules were written with before, and their names now:
`pack` blocks a matmul's or a contraction's B into panels as well as a convolution's
channels, so "pack_channels" said too little. Reading schedule JSON (and checkpoints'
and demonstrations' recorded spaces, `agent.space`) accepts the earlier names."""
LANE_WIDTHS = (4, 8, 16)
"""Vector widths in f32 lanes a Pack block may have (SSE, AVX2, AVX-512)."""
PANEL_WIDTHS = (4, 8, 16, 32, 64)
"""Widths a matmul's B panel may have: one or more whole vectors, at most four AVX-512
registers, a power of two (LLVM scalarizes a 48-lane vector)."""


def step_from_json(data: object, where: str = "step") -> Step:
    """Builds a step from its JSON form; ScheduleError names what is wrong."""
    if not isinstance(data, dict):
        raise ScheduleError(f"{where}: expected an object, got {data!r}")
    kind = data.get("kind")
    if isinstance(kind, str):
        kind = RENAMED_KINDS.get(kind, kind)
    cls = STEP_KINDS.get(kind)  # type: ignore[arg-type]
    if cls is None:
        raise ScheduleError(f"{where}: unknown kind {kind!r} (known: {', '.join(STEP_KINDS)})")
    tag = data.get("tag")
    if not isinstance(tag, str) or not tag:
        raise ScheduleError(f"{where}: 'tag' must be a non-empty string")
    fields = [f.name for f in dataclasses.fields(cls) if f.name != "tag"]
    unknown = set(data) - {"kind", "tag", *fields}
    if unknown:
        raise ScheduleError(f"{where}: unknown field(s) {sorted(unknown)} for {kind}")
    values = {}
    optional = {f.name for f in dataclasses.fields(cls) if f.default is not dataclasses.MISSING}
    for name in fields:
        value = data.get(name)
        if value is None and name in optional:
            continue
        if not isinstance(value, list) or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in value
        ):
            raise ScheduleError(f"{where}: {kind} needs '{name}' as a list of integers")
        values[name] = tuple(value)
    return cls(tag=tag, **values)


@dataclass(frozen=True)
class Schedule:
    steps: tuple[Step, ...] = ()

    def __init__(self, steps: Iterable[Step] = ()) -> None:
        object.__setattr__(self, "steps", tuple(steps))

    def __len__(self) -> int:
        return len(self.steps)

    def then(self, step: Step) -> Schedule:
        return Schedule((*self.steps, step))

    def to_json(self) -> list[dict]:
        return [step.to_json() for step in self.steps]

    @classmethod
    def from_json(cls, data: object, where: str = "schedule") -> Schedule:
        if isinstance(data, dict) and "steps" in data:
            data = data["steps"]
        if not isinstance(data, list):
            raise ScheduleError(f"{where}: expected a list of steps")
        return cls(step_from_json(item, f"{where}: step {i}") for i, item in enumerate(data))

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2)

    @classmethod
    def load(cls, path: str | Path) -> Schedule:
        return cls.from_json(read_json(path, "schedule", ScheduleError), str(Path(path)))

    def describe(self) -> str:
        return "; ".join(step.describe() for step in self.steps) or "(empty)"


def _check_tile_sizes(
    step: Step, nest: LoopNest, parallel_only: bool, peelable: bool = False
) -> str | None:
    """Why `step`'s sizes do not fit `nest` (None: they do). A `peelable` tiling (a
    sequential Tile of an op with one copy) may leave a remainder: the transform peels
    it into a loop of its own, so both the full tiles and the rest keep static shapes."""
    sizes = step.sizes  # type: ignore[attr-defined]
    if len(sizes) != len(nest.loops):
        return (
            f"needs {len(nest.loops)} tile sizes (one per loop of {nest.op_name}), got {len(sizes)}"
        )
    if not any(sizes):
        return "all tile sizes are 0: nothing to tile"
    for index, (size, loop) in enumerate(zip(sizes, nest.loops, strict=True)):
        if size < 0:
            return f"tile size {size} of loop {index} is negative"
        if size and loop.trip_count % size and not (peelable and size < loop.trip_count):
            why = f"tile size {size} does not divide loop {index} (trip count {loop.trip_count})"
            if not parallel_only and not peelable:
                why += ", and only an op in one copy has its remainder peeled"
            return why
        if size and parallel_only and loop.is_reduction:
            return f"loop {index} is a reduction: it cannot be tiled in parallel (use 0)"
    return None


def _problem(
    step: Step, nest: LoopNest, program: Program, touched: set[str], parallel: set[str]
) -> str | None:
    empty = [i for i, loop in enumerate(nest.loops) if loop.trip_count == 0]
    if empty:
        # Nothing to gain, and MLIR 19's tiling crashes on such an op (a segfault, which
        # no try can catch), so it stays as written.
        return f"the op computes nothing (loop {empty[0]} has extent 0): it stays as written"
    if isinstance(step, Tile):
        peelable = len(program.instances(step.tag)) == 1
        return _check_tile_sizes(step, nest, parallel_only=False, peelable=peelable)
    if isinstance(step, TileParallel | TiledFusion) and step.tag in parallel:
        return (
            "the op already runs inside a parallel loop: nested OpenMP regions only add "
            "overhead (seen here: 6 s against 33 ms)"
        )
    if isinstance(step, TileParallel):
        return _check_tile_sizes(step, nest, parallel_only=True)
    if isinstance(step, TiledFusion):
        if step.tag in touched:
            return (
                "the op was already transformed or fused; TiledFusion must be the first "
                "step on an op (its loop must be the one that reads the producers)"
            )
        copies = len(program.instances(step.tag))
        if copies > 1:
            return f"the op exists in {copies} copies (a fused producer with other uses)"
        fused = fusable_producers(program, step.tag, touched)
        if not fused:
            return f"{nest.op_name} has no untransformed linalg producer to fuse"
        return _check_tile_sizes(step, nest, parallel_only=True) or _repeated_producer(
            program, step, fused
        )
    if isinstance(step, Interchange):
        if nest.op_name in UNGENERALIZABLE_OPS:
            return (
                f"{nest.op_name} cannot be interchanged: MLIR 19 does not generalize it "
                "into a generic"
            )
        if sorted(step.permutation) != list(range(len(nest.loops))):
            return (
                f"{list(step.permutation)} is not a permutation of the "
                f"{len(nest.loops)} loops of {nest.op_name}"
            )
        return None
    if isinstance(step, Vectorize):
        if nest.op_name in WINDOW_LOOPS:
            return f"{nest.op_name} does not vectorize as it is: Decompose or Img2col it first"
        if slides_unfolded_window(nest) and not folds_to_projected_permutations(nest):
            return (
                f"{nest.op_name} reads an operand through a sliding window (not a projected "
                "permutation): tile its window loops, and a strided output loop, to 1 first"
            )
        combiners = [op for op in UNVECTORIZABLE_COMBINERS if op in nest.arithmetic_counts]
        if combiners and any(loop.is_reduction for loop in nest.loops):
            return f"MLIR 19 does not vectorize a reduction combined with {combiners[0]}"
        if nest.iterations > MAX_VECTORIZED_ITERATIONS:
            return (
                f"the op has {nest.iterations} iterations; tile it to at most "
                f"{MAX_VECTORIZED_ITERATIONS} before vectorizing"
            )
        return None
    if isinstance(step, Decompose):
        if nest.op_name not in WINDOW_LOOPS:
            return f"{nest.op_name} is not a 2-D convolution or pooling"
        trips = nest.trip_counts
        if not any(trips[a] == 1 and trips[b] == 1 for a, b in WINDOW_LOOPS[nest.op_name]):
            (oh, kh), (ow, kw) = WINDOW_LOOPS[nest.op_name]
            return (
                f"needs loops {oh} and {kh} (oh, kh) or {ow} and {kw} (ow, kw) tiled to 1, "
                f"trip counts are {list(trips)}"
            )
        return None
    if isinstance(step, Img2col):
        if nest.op_name not in IMG2COL_OPS:
            return f"{nest.op_name} is not a 2-D convolution img2col supports"
        return None
    if isinstance(step, Pack):
        peelable = len(program.instances(step.tag)) == 1
        return _pack_problem(step, nest, touched, parallel, peelable) or _epilogue_problem(
            step, program, touched
        )
    return f"unknown step type {type(step).__name__}"


def packs(nest: LoopNest) -> bool:
    """Whether Pack applies to the op's kind: a convolution or matmul whose
    output channels pack, a depthwise NCHW convolution, or a contraction in another map
    shape."""
    return (
        nest.op_name in CHANNEL_PACKING_OPS + PANEL_PACKING_OPS + DEPTHWISE_PACKING_OPS
        or contraction_loops(nest) is not None
    )


def contraction_form(step: Pack, nest: LoopNest) -> bool:
    """Whether `step` packs `nest` by its contraction roles (`packing.
    pack_contraction_snippet`): any contraction but a convolution, and a matmul whose
    step has one thread split per loop (m, n / lanes, k) rather than the panel form's
    two (m, n / lanes): the form that peels a remainder of rows (ViT's 197 tokens), which
    `pack_rule` gives a matmul the panel rule refuses."""
    if nest.op_name in CHANNEL_PACKING_OPS + DEPTHWISE_PACKING_OPS:
        return False
    if nest.op_name in PANEL_PACKING_OPS:
        return len(step.parallel) == len(nest.loops)
    return True


def _pack_problem(
    step: Pack,
    nest: LoopNest,
    touched: set[str],
    parallel: set[str],
    peelable: bool = False,
) -> str | None:
    """Why `step` does not fit `nest` (None: it does). A contraction's row tile may leave
    a remainder when the op has one copy (`peelable`): the snippet peels it
    (`packing._peel_rows`), and the threads do not split the rows."""
    if not packs(nest):
        return (
            f"{nest.op_name} is not a convolution, matmul or contraction whose channels "
            "can be packed"
        )
    roles = None
    if contraction_form(step, nest):
        roles = packed_contraction_loops(nest)
    if step.tag in touched or step.tag in parallel:
        return "Pack must be the first step on the op (it tiles and vectorizes it)"
    widths = PANEL_WIDTHS
    if nest.op_name in CHANNEL_PACKING_OPS + DEPTHWISE_PACKING_OPS:
        widths = LANE_WIDTHS
    if len(step.lanes) != 1 or step.lanes[0] not in widths:
        return f"lanes must be one of {list(widths)}, got {list(step.lanes)}"
    lanes = step.lanes[0]
    if roles is not None:
        # A contraction's sizes run over its own loops, the lanes loop in blocks.
        trips = nest.trip_counts
        channels = trips[roles.lanes]
        blocks = tuple(t // lanes if i == roles.lanes else t for i, t in enumerate(trips))
        names = tuple(f"loop {i}" + " / lanes" * (i == roles.lanes) for i in range(len(trips)))
        split_names = names
        reductions = [i for i, loop in enumerate(nest.loops) if loop.is_reduction]
        if any(step.parallel[i] for i in reductions if i < len(step.parallel)):
            return "parallel must be 0 on the reduction loops"
    elif nest.op_name in PANEL_PACKING_OPS:
        m, n, k = nest.trip_counts
        channels, blocks, names = n, (m, n // lanes, k), ("m", "n/lanes", "k")
        split_names = names[:2]
    elif nest.op_name in DEPTHWISE_PACKING_OPS:
        n, oh, ow, c = nest.trip_counts[:4]
        channels, blocks, names = c, (n, oh, ow), ("n", "oh", "ow")
        split_names = ("n", "oh", "c/lanes")
        split_blocks, split_tiles = (n, oh, c // lanes), (*step.register_tile[:2], 1)
    else:
        n, f, oh, ow, c = nest.trip_counts[:5]
        channels, blocks = f, (n, f // lanes, oh, ow, c)
        names = ("n", "f/lanes", "oh", "ow", "c")
        split_names = names[:3]
    if channels % lanes:
        return f"{lanes} lanes do not divide the {channels} output channels"
    if len(step.register_tile) != len(names):
        return (
            f"register_tile needs {len(names)} sizes {list(names)}, got {len(step.register_tile)}"
        )
    peeled_rows = None
    if roles is not None and roles.rows is not None and peelable:
        size, trip = step.register_tile[roles.rows], blocks[roles.rows]
        if 1 <= size < trip and trip % size:
            peeled_rows = roles.rows
            if roles.rows < len(step.parallel) and step.parallel[roles.rows]:
                return "parallel must be 0 on the rows loop when its register tile is peeled"
    for index, (name, size, trip) in enumerate(zip(names, step.register_tile, blocks, strict=True)):
        if size < 1 or (trip % size and index != peeled_rows):
            why = f"register tile {size} of {name} does not divide its {trip} iterations"
            if roles is not None and index == roles.rows and not peelable:
                why += ", and only an op in one copy has its remainder peeled"
            return why
    if len(step.parallel) != len(split_names):
        return (
            f"parallel needs {len(split_names)} sizes {list(split_names)}, got {len(step.parallel)}"
        )
    if nest.op_name not in DEPTHWISE_PACKING_OPS:
        split_blocks, split_tiles = blocks, step.register_tile
    for name, size, tile, trip in zip(
        split_names, step.parallel, split_tiles, split_blocks, strict=False
    ):
        if size and (size < 0 or trip % size or size % tile):
            return (
                f"parallel chunk {size} of {name} must divide its {trip} iterations and be "
                f"a multiple of its register tile {tile}"
            )
    vector = lanes * int(np.prod(step.register_tile))
    if vector > MAX_VECTORIZED_ITERATIONS:
        return (
            f"the register tile has {vector} iterations; at most "
            f"{MAX_VECTORIZED_ITERATIONS} vectorize in reasonable time"
        )
    return None


def _epilogue_problem(step: Pack, program: Program, touched: set[str]) -> str | None:
    """Why the ops `step.epilogue` asks for cannot be applied to its unpacked tiles."""
    if not step.epilogue:
        return None
    if len(step.epilogue) != 1 or step.epilogue[0] < 1:
        return f"epilogue must be one count of at least 1, got {list(step.epilogue)}"
    chain = epilogue_chain(program, step.tag)
    count = step.epilogue[0]
    if len(chain) < count:
        return (
            f"epilogue {count} asks for more ops than follow the op elementwise over its "
            f"whole output, untransformed, each the only reader of the one before "
            f"({len(chain)}: {', '.join(chain) or 'none'}; an op tiled or vectorized by an "
            "earlier step is no longer one)"
        )
    done = [tag for tag in chain[:count] if tag in touched]
    if done:
        return f"epilogue op {done[0]} was already transformed; its steps must not precede"
    return None


MAX_REPEATED_SHARE = 0.25
"""The most work TiledFusion may repeat, as a share of the op's own: a filter transpose
fused into each row tile of a small convolution repeats a few percent of the
convolution's work and still runs it many times faster than not fused; an attention
fused into the column tiles of its output projection repeats many times the projection's
work, and is slower than not scheduled at all."""


def _fused_work(program: Program, tag: str, fused: set[str]) -> int:
    """Iterations of the producer `tag` and of the fused producers it reads, transitively."""
    seen, frontier = {tag}, [tag]
    while frontier:
        for producer in program.op(frontier.pop()).direct_producers:
            if producer in fused and producer not in seen:
                seen.add(producer)
                frontier.append(producer)
    return sum(program.op(t).iterations for t in seen)


def repeated_producer_work(program: Program, tag: str, fused: Iterable[str]) -> dict[int, int]:
    """Per loop of op `tag` that it reads a fused producer's result without, the work of
    the producers read so (with their own fused producers): TiledFusion cutting such a loop
    into n tiles makes every tile compute the whole slice the others compute too, n - 1
    times that work again."""
    fused, nest = set(fused), program.op(tag)
    work: dict[int, int] = {}
    for operand in nest.operands:
        for producer in fused.intersection(operand.direct_producers):
            for loop in range(len(nest.loops)):
                if not any(row[loop] for row in operand.access_matrix):
                    work[loop] = work.get(loop, 0) + _fused_work(program, producer, fused)
    return work


def _tiles(nest: LoopNest, loop: int, size: int) -> int:
    """How many tiles of `size` cut `loop` into (0: untiled, one)."""
    return -(-nest.loops[loop].trip_count // size) if size else 1


def repeats_too_much(nest: LoopNest, loop: int, size: int, work: int) -> bool:
    """Whether `size` tiles of `loop` repeat more than MAX_REPEATED_SHARE of the op's work
    (`work`: the producers' work each tile along the loop repeats)."""
    return (_tiles(nest, loop, size) - 1) * work > MAX_REPEATED_SHARE * nest.iterations


def _repeated_producer(program: Program, step: TiledFusion, fused: list[str]) -> str | None:
    """Why fusing into `step`'s tiles would compute the producers again too often."""
    nest = program.op(step.tag)
    for loop, work in sorted(repeated_producer_work(program, step.tag, fused).items()):
        size = step.sizes[loop] if loop < len(step.sizes) else 0
        if repeats_too_much(nest, loop, size, work):
            tiles = _tiles(nest, loop, size)
            return (
                f"tiling loop {loop} into {tiles} tiles computes the fused producers again in "
                f"each (their result does not vary along it): {(tiles - 1) * work} more "
                f"iterations, against the op's own {nest.iterations}"
            )
    return None


def fusable_producers(program: Program, tag: str, touched: set[str]) -> list[str]:
    """Producers that TiledFusion on `tag` fuses: transitively, every linalg
    producer no step has transformed yet, consumers before their producers: in reverse
    program order, so that a value read by two fused ops (a softmax's exponentials) is
    fused after both, not copied for the first and left outside the loop for the other.
    Only producers read directly (or through an extract_slice): `fuse_into_containing_op`
    cannot fuse through a reshape or a pad.

    Fusion stops at a producer that `packs` (a convolution, matmul or contraction): fused
    into the consumer's tiles it could no longer be packed (Pack is an op's first
    step), and its tiles of the consumer's shape run 50-100x slower than its packed
    register tiles (a network whose convolutions are fused into their batch norms' tiles
    runs two orders of magnitude slower than its ops scheduled alone). It stops at a
    windowed op (a pooling) too: tiles of the consumer's shape recompute its overlapping
    windows and leave it tiled and scalar, where decomposed and vectorized on its own it
    is faster.

    A producer that an op outside the fused ops also reads (a residual block's output,
    read by the next convolution and by the next block's addition) is not fused: its
    value is needed whole anyway, so fused it was computed twice, once in the loop and
    once on its own, left untransformed (its tag counted as transformed). ResNet-18's
    shipped-model schedule recomputed 11 ops that way, each block's batch norm, addition
    and ReLU also run as scalar loops (0.8 ms of the first block's 1.3)."""
    found: set[str] = set()
    frontier = [tag]
    while frontier:
        current = frontier.pop(0)
        for producer in program.op(current).direct_producers:
            if producer in touched or producer in found or producer == tag:
                continue
            nest = program.op(producer)
            if not packs(nest) and nest.op_name not in WINDOW_LOOPS:
                found.add(producer)
                frontier.append(producer)
    # Drop producers read outside the fused ops, until none is (dropping one puts its
    # own producers' reader outside).
    read_outside = True
    while read_outside:
        group = found | {tag}
        outside = {p for p in found if program.consumers.get(p, frozenset()) - group}
        found -= outside
        read_outside = bool(outside)
    position = {nest.tag: i for i, nest in enumerate(program.ops)}
    return sorted(found, key=lambda t: position[t], reverse=True)


def check_step(
    program: Program,
    step: Step,
    index: int,
    touched: set[str],
    history: Iterable[Step] = (),
    parallel: set[str] | None = None,
) -> None:
    """Raises ScheduleError if `step` is illegal on `program` (the state before it).

    `touched` holds the tags that earlier steps transformed or fused, `parallel`
    those that already run inside a parallel loop.
    """
    instances = program.instances(step.tag)
    where = f"step {index} {step.describe()}"
    if not instances:
        vectorized = any(isinstance(s, Vectorize) and s.tag == step.tag for s in history)
        reason = (
            "the op was vectorized by an earlier step; nothing may follow on it"
            if vectorized
            else f"no op is tagged {step.tag!r} (tags: {', '.join(program.tags) or 'none'})"
        )
        raise ScheduleError(f"{where}: {reason}")
    for nest in instances:
        problem = _problem(step, nest, program, touched, parallel or set())
        if problem:
            raise ScheduleError(f"{where}: {problem}")
