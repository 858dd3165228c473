"""The one registry of op kinds: what every part of the project knows about an op.

Two levels, both read from here and written nowhere else:

- `LINALG_OPS`, per linalg op name (as `LoopNest.op_name` reports it): its slot in the
  observation's op-kind one-hot (`feature_index`), the (oh, kh) and (ow, kw) loop
  indices of a 2-D windowed op (`window_loops`, what `Decompose` checks), whether
  `Img2col` applies, and whether MLIR vectorizes it as a 1-D window op (what
  `Decompose` produces).
- `BENCHMARK_KINDS`, per op kind of the benchmarks (matmul, batch_matmul,
  conv_2d_nchw_fchw, pooling_nchw_max, add, relu): the linalg op that computes it,
  whether it accumulates into its destination, and the machine limit it is judged
  against. The generator writes these kinds, the suites infer them, the evaluation's
  references implement them.

An op's kind has one name everywhere: `op_kind` names a loop nest by its benchmark kind
(with the window attributes its references need), `program_kind` names a program for
sampling with the same names wherever its largest op is a benchmark kind, and `window`
is the one reader of a windowed op's stride, dilation and window. Which framework
computes which kind is the references' registry (`evaluation.references.registry`).

The feature indices are part of the checkpoint's space fingerprint
(`space.space_description` hashes `observation.OP_KINDS`): never reorder or remove one;
a new op gets the next index, or none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from rl_autoscheduler.ir.program import LoopNest, OperandAccess, Program

WindowLoops = tuple[tuple[int, int], tuple[int, int]]
"""Loop indices of (oh, kh) and of (ow, kw) of a 2-D windowed op."""


@dataclass(frozen=True)
class LinalgOp:
    """What the scheduler and the agent know about one linalg op."""

    name: str
    """The op name, e.g. "linalg.conv_2d_nchw_fchw"."""
    feature_index: int | None = None
    """Its slot in the observation's op-kind one-hot; None: it shares the "other" slot."""
    window_loops: WindowLoops | None = None
    """For a 2-D convolution or pooling: (oh, kh), (ow, kw); Decompose needs one pair at 1."""
    img2col: bool = False
    """Img2col rewrites it into an im2col copy and a contraction."""
    vectorizable_window: bool = False
    """A 1-D window op (what Decompose produces), which MLIR vectorizes specially."""
    channel_packing: bool = False
    """Pack applies: loops (n, f, oh, ow, c, kh, kw), f blocked into the lanes."""
    panel_packing: bool = False
    """Pack applies: loops (m, n, k), n blocked into panels of B (`ir/packing.py`)."""
    depthwise_packing: bool = False
    """Pack applies: loops (n, oh, ow, c, kh, kw), c blocked into the lanes of the input,
    the filter and the output (`packing.pack_depthwise_snippet`)."""
    generalizes: bool = True
    """`structured.generalize` turns it into a generic (what Interchange needs). MLIR 19
    generalizes only the ops with a region builder: not map, reduce, transpose or
    broadcast, whose bodies are written out."""


_OPS = (
    LinalgOp("linalg.matmul", 0, panel_packing=True),
    LinalgOp("linalg.batch_matmul", 1),
    LinalgOp("linalg.conv_2d_nchw_fchw", 2, ((2, 5), (3, 6)), img2col=True, channel_packing=True),
    LinalgOp("linalg.conv_2d_nhwc_hwcf", 3, ((1, 4), (2, 5)), img2col=True),
    LinalgOp("linalg.conv_1d_ncw_fcw", 4, vectorizable_window=True),
    LinalgOp("linalg.conv_1d_nwc_wcf", 5, vectorizable_window=True),
    LinalgOp("linalg.pooling_nchw_max", 6, ((2, 4), (3, 5))),
    LinalgOp("linalg.pooling_nhwc_max", 7, ((1, 4), (2, 5))),
    LinalgOp("linalg.pooling_ncw_max", 8, vectorizable_window=True),
    LinalgOp("linalg.pooling_nwc_max", 9, vectorizable_window=True),
    LinalgOp("linalg.generic", 10),
    LinalgOp("linalg.fill", 11),
    LinalgOp("linalg.transpose", 12, generalizes=False),
    LinalgOp("linalg.pooling_nchw_sum", None, ((2, 4), (3, 5))),
    LinalgOp("linalg.pooling_nhwc_sum", None, ((1, 4), (2, 5))),
    LinalgOp("linalg.pooling_ncw_sum", vectorizable_window=True),
    LinalgOp("linalg.pooling_nwc_sum", vectorizable_window=True),
    # MLIR 19 decomposes these 2-D windows into the 1-D ops below, which it vectorizes.
    LinalgOp("linalg.pooling_nhwc_min", None, ((1, 4), (2, 5))),
    LinalgOp("linalg.pooling_nwc_min", vectorizable_window=True),
    LinalgOp("linalg.depthwise_conv_2d_nhwc_hwc", 13, ((1, 4), (2, 5))),
    LinalgOp("linalg.depthwise_conv_1d_nwc_wc", vectorizable_window=True),
    # No decomposition in MLIR 19: vectorized with its window folded (`slides_unfolded_window`).
    LinalgOp("linalg.depthwise_conv_2d_nchw_chw", 14, depthwise_packing=True),
    LinalgOp("linalg.map", generalizes=False),
    LinalgOp("linalg.reduce", generalizes=False),
    LinalgOp("linalg.broadcast", generalizes=False),
)
LINALG_OPS: dict[str, LinalgOp] = {op.name: op for op in _OPS}

GATHERED_ROW_OPS = ("linalg.pooling_nchw_max", "linalg.pooling_nchw_sum")
"""Windowed ops whose strided output row the core computes in vector lanes once a tile
holds one channel (`LaneGathering.cpp`); in NHWC the lanes are the channels already."""

FEATURE_OPS: tuple[str, ...] = tuple(
    op.name
    for op in sorted(
        (op for op in _OPS if op.feature_index is not None), key=lambda op: op.feature_index
    )
)
"""The op-kind one-hot's vocabulary, in index order (the observation's `OP_KINDS`)."""
WINDOW_LOOPS: dict[str, WindowLoops] = {
    op.name: op.window_loops for op in _OPS if op.window_loops is not None
}
IMG2COL_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if op.img2col)
VECTORIZABLE_WINDOW_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if op.vectorizable_window)
UNGENERALIZABLE_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if not op.generalizes)
CHANNEL_PACKING_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if op.channel_packing)
PANEL_PACKING_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if op.panel_packing)
DEPTHWISE_PACKING_OPS: tuple[str, ...] = tuple(op.name for op in _OPS if op.depthwise_packing)
"""Contractions Pack packs like a convolution's output channels: the output's
innermost loop (a matmul's n) blocked into panels, the operand it indexes with the
reduction (B) laid out panel by panel, so a register tile streams it contiguously."""
DEPTHWISE_NHWC_OPS = ("linalg.depthwise_conv_2d_nhwc_hwc", "linalg.depthwise_conv_1d_nwc_wc")
"""Depthwise convolutions with the channels innermost: their vector lanes are channels."""


Limit = Literal["fma", "bandwidth"]


@dataclass(frozen=True)
class BenchmarkKind:
    """One op kind of the benchmarks: what computes it and how it is judged."""

    name: str
    linalg_op: str
    """The op computing it (add and relu are `linalg.generic`s)."""
    accumulates: bool
    """It reads its destination (C + A @ B); otherwise it overwrites it."""
    limit: Limit
    """What its percent of peak divides by: the FMA throughput or the memory bandwidth."""


_KINDS = (
    BenchmarkKind("matmul", "linalg.matmul", True, "fma"),
    BenchmarkKind("batch_matmul", "linalg.batch_matmul", True, "fma"),
    BenchmarkKind("conv_2d_nchw_fchw", "linalg.conv_2d_nchw_fchw", True, "fma"),
    BenchmarkKind("pooling_nchw_max", "linalg.pooling_nchw_max", True, "bandwidth"),
    BenchmarkKind("add", "linalg.generic", False, "bandwidth"),
    BenchmarkKind("relu", "linalg.generic", False, "bandwidth"),
)
BENCHMARK_KINDS: dict[str, BenchmarkKind] = {kind.name: kind for kind in _KINDS}
KIND_ORDER: tuple[str, ...] = tuple(BENCHMARK_KINDS)
"""Every benchmark op kind, in the order reports list them."""
KIND_OF_OP: dict[str, str] = {
    kind.linalg_op: kind.name for kind in _KINDS if kind.linalg_op != "linalg.generic"
}
"""The kind of each named linalg op (a generic's kind is read from its body)."""
ACCUMULATING: tuple[str, ...] = tuple(kind.name for kind in _KINDS if kind.accumulates)

assert all(kind.linalg_op in LINALG_OPS for kind in _KINDS)
assert [LINALG_OPS[name].feature_index for name in FEATURE_OPS] == list(range(len(FEATURE_OPS)))


# --------------------------------------------------------------------------- naming


@dataclass(frozen=True)
class Window:
    """Where a 2-D windowed op slides, read from its input's access matrix."""

    rows: tuple[int, int]
    """The input's dimensions the (oh, kh) and (ow, kw) loops index: (2, 3) in NCHW."""
    stride: tuple[int, int]
    """The output loops' coefficients in those dimensions."""
    dilation: tuple[int, int]
    """The window loops' coefficients in those dimensions."""
    size: tuple[int, int]
    """The window loops' trip counts."""


_WINDOWS: dict[str, WindowLoops] = {
    **WINDOW_LOOPS,
    "linalg.depthwise_conv_2d_nchw_chw": ((1, 4), (2, 5)),
}
"""The (oh, kh), (ow, kw) loops of every 2-D windowed op, also of those MLIR 19 cannot
decompose (which `WINDOW_LOOPS` leaves out: it is what Decompose checks)."""


def window(nest: LoopNest) -> Window:
    """The window of a 2-D windowed op (`WINDOW_LOOPS`, or a depthwise NCHW convolution):
    each input dimension that an output loop indexes gives that loop's stride and its
    window loop's dilation."""
    (oh, kh), (ow, kw) = _WINDOWS[nest.op_name]
    matrix = nest.operands[0].access_matrix
    rows = tuple(next(d for d, row in enumerate(matrix) if row[out]) for out in (oh, ow))
    return Window(
        rows=rows,
        stride=tuple(matrix[row][out] for row, out in zip(rows, (oh, ow), strict=True)),
        dilation=tuple(matrix[row][win] for row, win in zip(rows, (kh, kw), strict=True)),
        size=tuple(nest.loops[win].trip_count for win in (kh, kw)),
    )


def reads_in_loop_order(operand: OperandAccess, trip_counts: tuple[int, ...]) -> bool:
    """Whether the operand has the loops' shape and its dimension d is loop d."""
    loops = len(trip_counts)
    return operand.shape == trip_counts and all(
        list(row[:-1]) == [int(i == d) for i in range(loops)] and row[-1] == 0
        for d, row in enumerate(operand.access_matrix)
    )


def _is_elementwise(nest: LoopNest, inputs: int, arithmetic: str) -> bool:
    """Whether a generic reads `inputs` operands and writes one, each in loop order and
    of the loops' shape, with one `arithmetic` op and no reduction (an add, a relu)."""
    if any(loop.is_reduction for loop in nest.loops):
        return False
    reads = [operand for operand in nest.operands if not operand.is_init]
    identity = all(reads_in_loop_order(operand, nest.trip_counts) for operand in nest.operands)
    counts = {k: v for k, v in nest.arithmetic_counts.items() if k != "arith.constant"}
    return identity and len(reads) == inputs and counts == {arithmetic: 1}


def op_kind(nest: LoopNest) -> tuple[str, dict]:
    """(kind, attributes) of one op: a kind of BENCHMARK_KINDS where the op is one, with
    the stride, dilation and window its references take (padding 0: an explicit
    tensor.pad before it is a step of its program), else the op's name without "linalg."."""
    if nest.op_name in KIND_OF_OP and nest.op_name not in WINDOW_LOOPS:
        return KIND_OF_OP[nest.op_name], {}
    if nest.op_name in KIND_OF_OP:
        found = window(nest)
        size = "kernel" if nest.op_name == "linalg.conv_2d_nchw_fchw" else "window"
        return KIND_OF_OP[nest.op_name], {
            "stride": list(found.stride),
            "dilation": list(found.dilation),
            size: list(found.size),
            "padding": [0, 0],
        }
    if nest.op_name == "linalg.generic":
        if _is_elementwise(nest, 2, "arith.addf"):
            return "add", {}
        if _is_elementwise(nest, 1, "arith.maximumf"):
            return "relu", {}
    return nest.op_name.removeprefix("linalg."), {}


def program_kind(program: Program) -> str:
    """A program's kind for sampling, the per-kind cap on demonstrations and per-kind
    figures: its suite's name for it (`Program.kind`: `softmax`, `contraction`, `add`,
    the names the evaluation reports), else inferred from its largest op: its benchmark
    kind (`op_kind`: `add`, `matmul`), else the op's name without "linalg."; for a
    generic op its arithmetic (a scale is not a relu),
    "_reduction" when it reduces (a contraction is not a scale) and "copy" when it has
    none (a transpose); for a chain of ops (fills aside) the number of ops in front, e.g.
    `4ops_generic_maximumf_reduction` for a softmax. So families whose largest ops share
    a name (contractions and RMS norms, sums and layer norms, relus and softmaxes) are
    kinds of their own, and the per-kind cap does not starve the smaller one."""
    if program.kind:
        return program.kind
    ops = [op for op in program.ops if op.op_name != "linalg.fill"] or list(program.ops)
    nest = max(ops, key=lambda op: op.iterations)
    kind = op_kind(nest)[0]
    if kind == "generic":
        arithmetic = sorted(k.removeprefix("arith.") for k in nest.arithmetic_counts)
        kind += "_" + ("_".join(a for a in arithmetic if a != "constant") or "copy")
        if any(loop.is_reduction for loop in nest.loops):
            kind += "_reduction"
    return kind if len(ops) == 1 else f"{len(ops)}ops_{kind}"


def programs_by_kind(programs: list[Program]) -> dict[str, list[int]]:
    """Indices of `programs` per kind, kinds sorted (so sampling is reproducible)."""
    kinds: dict[str, list[int]] = {}
    for index, program in enumerate(programs):
        kinds.setdefault(program_kind(program), []).append(index)
    return dict(sorted(kinds.items()))


def gathers_strided_rows(nest: LoopNest) -> bool:
    """Whether the op is an NCHW pooling with a strided row, whose rows are fastest at one
    register of lanes (a remainder peeled) rather than whole (see GATHERED_ROW_OPS)."""
    return nest.op_name in GATHERED_ROW_OPS and window(nest).stride[1] > 1


def _innermost_loop(access_matrix: tuple[tuple[int, ...], ...]) -> int | None:
    """The one loop that indexes an operand's innermost dimension (None: 0-d, a constant
    or a combination of loops)."""
    if not access_matrix:
        return None
    loops = [loop for loop, coefficient in enumerate(access_matrix[-1][:-1]) if coefficient]
    return loops[0] if len(loops) == 1 else None


def transposed_read(nest: LoopNest) -> tuple[int, int] | None:
    """(the loop of the result's innermost dimension, the loop of a transposed input's)
    when an op without reduction loops reads an input across the result's rows (a
    transpose, or an elementwise op with a transposed operand); None otherwise.
    Vectorized, such a read becomes a `vector.transpose` of the whole tile."""
    if any(loop.is_reduction for loop in nest.loops):
        return None
    result_loop = result_row_loop(nest)
    if result_loop is None:
        return None
    for operand in nest.operands:
        if operand.is_init:
            continue
        loop = _innermost_loop(operand.access_matrix)
        if (
            loop is not None
            and loop != result_loop
            and any(row[result_loop] for row in operand.access_matrix)
        ):
            return result_loop, loop
    return None


def reduces_along_rows(nest: LoopNest) -> bool:
    """Whether `nest` reduces rows along its innermost loop, every input read alike: a
    softmax's row maximum, a norm's sum of squares (not a contraction, whose inputs are
    read through different maps). Its vector lanes run along the reduced row, so its
    result loops need not be tiled in whole lanes."""
    if not nest.loops or not nest.loops[-1].is_reduction:
        return False
    inputs = [operand.access_matrix for operand in nest.operands if not operand.is_init]
    innermost = len(nest.loops) - 1
    reading = [matrix for matrix in inputs if any(row[innermost] for row in matrix)]
    return bool(reading) and all(matrix == reading[0] for matrix in reading)


def _reads_directly(nest: LoopNest, counted: Callable[[int], bool]) -> bool:
    """Whether every operand dimension reads at most one of the `counted` loops, with
    coefficient 1 (the other loops are ignored)."""
    for operand in nest.operands:
        for row in operand.access_matrix:
            live = [c for loop, c in enumerate(row[:-1]) if c and counted(loop)]
            if len(live) > 1 or any(c != 1 for c in live):
                return False
    return True


def projected_permutations(nest: LoopNest) -> bool:
    """Whether every operand dimension reads one loop (or a constant) directly."""
    return _reads_directly(nest, lambda _: True)


def slides_unfolded_window(nest: LoopNest) -> bool:
    """Whether the op reads through a sliding window that MLIR 19 neither decomposes
    (`WINDOW_LOOPS`) nor vectorizes as a 1-D window op: a depthwise convolution in NCHW,
    or a convolution written as a generic. Its tile vectorizes once the window loops
    (and a strided output loop) are tiled to 1 and folded away
    (`folds_to_projected_permutations`), its lanes along the output row."""
    return (
        nest.op_name not in WINDOW_LOOPS
        and nest.op_name not in VECTORIZABLE_WINDOW_OPS
        and not projected_permutations(nest)
    )


def folds_to_projected_permutations(nest: LoopNest) -> bool:
    """Whether every operand dimension reads at most one loop of more than one
    iteration, directly: a window whose window loops are tiled to 1. Folding the unit
    loops away (`fold_unit_extent_dims_via_slices`) leaves the projected permutations
    the vectorizer needs. A tile of one point folds to nothing, which does not vectorize
    (a strided row, whose points are no vector loads)."""
    trips = nest.trip_counts
    return any(trip > 1 for trip in trips) and _reads_directly(nest, lambda loop: trips[loop] > 1)


def result_row_loop(nest: LoopNest) -> int | None:
    """The loop of the result's innermost dimension (its contiguous row)."""
    results = [operand for operand in nest.operands if operand.is_init]
    return _innermost_loop(results[0].access_matrix) if results else None


def result_rows_loops(nest: LoopNest) -> list[int]:
    """The loops of the result's second innermost dimension (the rows its contiguous rows
    stack into; none for a result of one dimension)."""
    results = [operand for operand in nest.operands if operand.is_init]
    matrix = results[0].access_matrix if results else []
    second = matrix[-2][:-1] if len(matrix) > 1 else ()
    return [loop for loop, coefficient in enumerate(second) if coefficient]


def result_dimension_of_loop(nest: LoopNest, loop: int) -> int:
    """The result dimension `loop` indexes, outermost first (the result's rank when it
    indexes none: a reduction). A thread's block along a loop of an outer dimension is
    one contiguous stretch of the result; a depthwise NCHW convolution iterates its
    channels innermost of the parallel loops, yet they are the result's outer dimension."""
    results = [operand for operand in nest.operands if operand.is_init]
    matrix = results[0].access_matrix if results else []
    return next((dim for dim, row in enumerate(matrix) if row[loop]), len(matrix))


def strided_loops(nest: LoopNest) -> set[int]:
    """The loops some operand reads with a stride (a strided convolution's output loops):
    their tiles are no vector loads."""
    return {
        loop
        for operand in nest.operands
        for row in operand.access_matrix
        for loop, coefficient in enumerate(row[:-1])
        if coefficient > 1
    }


def sliding_loops(nest: LoopNest) -> set[int]:
    """The loops an operand dimension reads together with another loop (a sliding
    window's output and window loops, `oh + kh`)."""
    return {
        loop
        for operand in nest.operands
        for row in operand.access_matrix
        if sum(1 for c in row[:-1] if c) > 1
        for loop, coefficient in enumerate(row[:-1])
        if coefficient
    }
