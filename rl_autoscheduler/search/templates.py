"""Template search: the expert schedules' shape, with the sizes searched.

Every expert schedule in `benchmarks/schedules` has one shape: split the op across the
threads (`tile_parallel`), optionally block the reduction for the cache (`tile`), tile to
what fits the vector registers (`tile`), `decompose` a windowed op to its 1-D form, and
`vectorize`. What changes from shape to shape is the sizes. A template fixes that
sequence and varies the sizes over a few named choices, each read from the op's legal
sizes in the search space (so a template schedule is one the agent can take):

- threads: the splittable parallel loop of the result's outermost dimension at its
  largest legal size, every
  parallel loop at most 64, or no parallel split (a loop with only trivial tiles, a
  prime M, is not split while another loop can be);
- cache block: none, or the reduction loops at most 128 (ops with a reduction and no
  window);
- register tile: the innermost parallel loop at most `lanes`, the one outside it at
  most `rows`, other parallel loops 1; then the reduction loops 1, in a step of their
  own (the space tiles a contraction's reduction to 1 only once its result tile fits
  the registers). Windowed ops: their (oh, kh) loops 1 and the input channels at most
  `rows` in one step, then `decompose`. For elementwise ops also rows of one (every
  loop 1 but the innermost, at most 256).

An op that packs by `pack_rule` (a convolution's output channels into the vector
lanes; a matmul's or a contraction's B into panels) has one more template, tried first:
the `Pack` step with the rule's sizes (the agent's action), every other op of
the program getting the first template's choice.

A loop whose trip count is within a cap stays whole. Each op of a program with at least
`min_share` of the largest op's iterations gets the same choice; the rest are left as
they are. All candidates are proposed in one round, at most `budget` of them, in the
order of the list above (the expert's choices first).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.contraction import contraction_loops
from rl_autoscheduler.ir.op_kinds import (
    WINDOW_LOOPS,
    gathers_strided_rows,
    reduces_along_rows,
    result_dimension_of_loop,
    result_row_loop,
    result_rows_loops,
    slides_unfolded_window,
    sliding_loops,
    strided_loops,
)
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.ir.schedule import (
    MAX_VECTORIZED_ITERATIONS,
    Decompose,
    Pack,
    Schedule,
    Step,
    Tile,
    TileParallel,
    Vectorize,
)
from rl_autoscheduler.search.row_fusion import ROW_BLOCKS, row_fusion_schedule
from rl_autoscheduler.search.state import (
    FOLDED_ROW,
    TILE_SIZES,
    SchedulingState,
    has_only_trivial_tiles,
    largest_size,
)
from rl_autoscheduler.search.strategy import OneRound

THREADS = ("outer", "blocks<=64", "none")
CACHE_BLOCKS = (None, 128)
REGISTER_TILES = ((8, 32), (4, 64), (8, 16), (4, 32), (1, 256))
"""(rows, lanes): rows for the other parallel loops, lanes for the innermost one."""
FOLDED_WINDOW_LANES = 16
"""Several rows of a folded window's output row tile (at most `state.FOLDED_ROW` wide) only
in whole registers of this many floats (`_folded_window_sizes`)."""
GATHERED_ROW_LANES = 16
"""An NCHW pooling's strided output row at most one AVX-512 register of floats: the core
computes it in vector lanes (LaneGathering.cpp), 2-3x faster than the whole row; with
(1, 256) that is one channel by 16 lanes, the best shape measured."""


def _size(mask_row: np.ndarray, trip: int, cap: int) -> int:
    """The largest legal size at most `cap`; 0 (the loop whole) when the trip fits."""
    if trip <= cap or trip == 1:
        return 0
    return largest_size(mask_row, cap)


def _thread_sizes(state: SchedulingState, choice: str) -> tuple[int, ...] | None:
    nest, mask = state.nest, state.tile_mask(TileParallel)
    sizes = [0] * len(nest.loops)
    splittable = [
        loop
        for loop, info in enumerate(nest.loops)
        if not info.is_reduction and mask[loop, 1:].any()
    ]
    # A loop with only trivial tiles (M = 197) split in rows of one would leave the
    # register tile one row: split another loop if there is one.
    blocks = [
        loop for loop in splittable if not has_only_trivial_tiles(nest.loops[loop].trip_count)
    ]
    candidates = blocks or splittable
    if choice == "outer":  # the result's outermost dimension: a contiguous block per thread
        candidates = sorted(candidates, key=lambda loop: result_dimension_of_loop(nest, loop))
    for loop in candidates:
        if choice == "outer":
            sizes[loop] = largest_size(mask[loop], max(TILE_SIZES))
            break
        sizes[loop] = largest_size(mask[loop], 64)
    return tuple(sizes) if any(sizes) else None


def _register_sizes(nest: LoopNest, mask: np.ndarray, rows: int, lanes: int) -> tuple[int, ...]:
    """The register tile's sizes; a contraction's reduction loops stay whole here (the
    template tiles them to 1 in the next step). A contraction's tile runs by role
    (`ir/contraction.py`): lanes along C's innermost loop, rows along an M loop, every
    other parallel loop 1."""
    parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
    inner = parallel[-1] if parallel else len(nest.loops) - 1
    window = WINDOW_LOOPS.get(nest.op_name)
    roles = contraction_loops(nest) if window is None else None
    window_reductions = {window[0][1], window[1][1]} if window else set()
    # An NCHW pooling's strided row is gathered from its input row once per window
    # column when the window's row (kw) stays whole, once per column and kw otherwise
    # (1.3-1.6x slower).
    strided = gathers_strided_rows(nest)
    if slides_unfolded_window(nest):
        return _folded_window_sizes(nest, mask, rows)
    sizes = []
    for loop, info in enumerate(nest.loops):
        if info.is_reduction and window is None:
            cap = info.trip_count  # whole: tiled to 1 once the result tile fits
        elif strided and loop == window[1][1]:
            cap = info.trip_count
        elif info.is_reduction and loop in window_reductions:
            cap = 1
        elif info.is_reduction:
            cap = rows  # a convolution's input channels: a contraction after decompose
        elif roles is not None:
            cap = roles.register_extent(loop, rows, lanes)  # rows x lanes, along their roles
        elif loop == inner:
            # A windowed op's output row stays whole up to 64 (VectorWidening fills
            # the registers of an odd width, like the expert's 54- and 55-wide rows);
            # a strided pooling's is gathered from an input row `stride` times as long
            # and is fastest at one register (a remainder peeled).
            cap = min(lanes, GATHERED_ROW_LANES) if strided else max(lanes, 64) if window else lanes
        elif window is None and len(parallel) > 2 and loop != parallel[-2]:
            cap = 1  # a register tile is two-dimensional: rows x lanes
        else:
            cap = rows
        sizes.append(_size(mask[loop], info.trip_count, cap))
    if window is not None:
        oh, kh = window[0]
        for loop in (oh, kh):
            sizes[loop] = 1 if nest.loops[loop].trip_count > 1 else 0
    return tuple(sizes)


def _folded_window_sizes(nest: LoopNest, mask: np.ndarray, rows: int) -> tuple[int, ...]:
    """The register tile of a sliding window MLIR cannot decompose (a depthwise NCHW
    convolution): the window loops 1 (folded away when vectorized), the output row at
    most `FOLDED_ROW` wide, every other loop 1 but the output rows: `rows` of them when
    the row fills whole registers, else one. One odd-width row is widened to whole
    registers by the core (`VectorWidening.cpp`); several are a 2-D vector LLVM
    legalizes piece by piece and spills (ten times slower than one row of the same
    width; rows of whole registers with the rest peeled are fastest). A strided output
    loop is tiled to 1 (a strided read is not a vector load). A reduction outside the
    window (an NHWC convolution's input channels, read by an FHWC filter) is tiled to
    `rows`: a contraction per window point, an order of magnitude faster than with the
    channels tiled to 1."""
    row = result_row_loop(nest)
    outer = result_rows_loops(nest)[:1]
    strided = strided_loops(nest)
    window = sliding_loops(nest)
    sizes = [0 if loop == row and row not in strided else 1 for loop in range(len(nest.loops))]
    for loop, info in enumerate(nest.loops):
        if info.is_reduction and loop not in window:  # input channels: a contraction
            sizes[loop] = _size(mask[loop], info.trip_count, rows)
    if row is not None and row not in strided:
        trip = nest.loops[row].trip_count
        whole_registers = [
            size
            for size in TILE_SIZES
            if 0 < size <= FOLDED_ROW
            and size % FOLDED_WINDOW_LANES == 0
            and mask[row, TILE_SIZES.index(size)]
        ]
        if trip <= FOLDED_ROW or not whole_registers:
            sizes[row] = _size(mask[row], trip, FOLDED_ROW)
        else:
            sizes[row] = whole_registers[-1]
        width = sizes[row] or trip
        for loop in outer:
            if width % FOLDED_WINDOW_LANES == 0 and loop not in strided:
                sizes[loop] = _size(mask[loop], nest.loops[loop].trip_count, rows)
    return tuple(size if nest.loops[loop].trip_count > 1 else 0 for loop, size in enumerate(sizes))


def _row_block(nest: LoopNest, mask: np.ndarray, rows: int) -> tuple[int, ...]:
    """A row reduction's tile, vectorized along the row: at most `rows` rows (fewer
    where the rows would pass MAX_VECTORIZED_ITERATIONS), the reduced loops whole, every
    other loop 1. Its lanes run along the contiguous row; the register tile's way (the
    reduction tiled to 1, the lanes across rows) reads each lane from another row."""
    reduced = int(np.prod([loop.trip_count for loop in nest.loops if loop.is_reduction]))
    parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
    cap = max(1, min(rows, MAX_VECTORIZED_ITERATIONS // max(reduced, 1)))
    sizes = [0] * len(nest.loops)
    for loop in parallel:
        size = cap if loop == parallel[-1] else 1
        sizes[loop] = _size(mask[loop], nest.loops[loop].trip_count, size)
        if nest.loops[loop].trip_count > size and not sizes[loop]:
            sizes[loop] = 1
    return tuple(sizes)


def _apply(state: SchedulingState, steps: list[Step]) -> SchedulingState | None:
    try:
        for step in steps:
            if isinstance(step, Tile | TileParallel) and not any(step.sizes):
                continue
            state = state.apply(step)
    except ScheduleError:
        return None
    return state


def _op_schedule(state: SchedulingState, threads: str, block: int | None, rows: int, lanes: int):
    """The state after the template's steps on the op at hand; None if one is illegal."""
    tag, windowed = state.tag, state.nest.op_name in WINDOW_LOOPS
    start = state
    if threads != "none":
        sizes = _thread_sizes(state, threads)
        if sizes is None:
            return None
        state = _apply(state, [TileParallel(tag, sizes)])
    if state is not None and block is not None:
        nest, mask = state.nest, state.tile_mask(Tile)
        if windowed or not any(loop.is_reduction for loop in nest.loops):
            return None
        sizes = tuple(
            _size(mask[i], loop.trip_count, block) if loop.is_reduction else 0
            for i, loop in enumerate(nest.loops)
        )
        state = _apply(state, [Tile(tag, sizes)]) if any(sizes) else None
    if state is None or state.done or state.tag != tag:
        return None
    nest, mask = state.nest, state.tile_mask(Tile)
    if reduces_along_rows(nest):
        along = _apply(state, [Tile(tag, _row_block(nest, mask, rows)), Vectorize(tag)])
        if along is not None and along.schedule != start.schedule:
            return along
    state = _apply(state, [Tile(tag, _register_sizes(nest, mask, rows, lanes))])
    if state is None or state.done or state.tag != tag:
        return None
    contract = state.contraction_step()
    finish: list[Step] = [Decompose(tag)] if windowed else [contract] if contract else []
    state = _apply(state, [*finish, Vectorize(tag)])
    if state is None or state.schedule == start.schedule:
        return None
    return state


def _packed(state: SchedulingState) -> SchedulingState | None:
    """The state after the op's Pack step; None when its channels do not pack."""
    if Pack not in state.legal_kinds():
        return None
    step = state.sizeless_step(Pack)
    return _apply(state, [step]) if step is not None else None


def template_schedules(program: Program, min_share: float = 0.1) -> Iterator[tuple[str, Schedule]]:
    """Every template's schedule of `program`, named, in the order of preference: a row
    chain fused by blocks of rows first (`row_fusion`), then the op by op templates."""
    largest = max((nest.iterations for nest in program.ops), default=0)
    start = SchedulingState.start(program)
    for rows in ROW_BLOCKS:
        if start.done:
            break
        schedule = row_fusion_schedule(
            start, rows, lambda state: _op_schedule(state, "outer", None, 8, 32)
        )
        if schedule is not None:
            yield f"row chain fused, blocks of {rows} rows", schedule
    choices = list(itertools.product(THREADS, CACHE_BLOCKS, REGISTER_TILES))
    for pack, (threads, block, (rows, lanes)) in [(True, choices[0])] + [
        (False, choice) for choice in choices
    ]:
        state: SchedulingState | None = SchedulingState.start(program)
        packed_any = False
        while state is not None and not state.done:
            if state.nest.iterations < min_share * largest:
                state = state.next_op()
                continue
            packed = _packed(state) if pack else None
            packed_any |= packed is not None
            state = packed or _op_schedule(state, threads, block, rows, lanes)
        if state is not None and pack == packed_any:
            name = f"threads {threads}, block {block}, register {rows}x{lanes}"
            yield ("pack channels; others " + name if pack else name), state.schedule


class TemplateSearch(OneRound):
    """The distinct template schedules of one program, at most `budget`, in one round."""

    def __init__(self, program: Program, budget: int = 24) -> None:
        super().__init__(program)
        self.budget = budget

    def schedules(self) -> list[Schedule]:
        unique: dict[str, Schedule] = {}
        for _, schedule in template_schedules(self.program):
            unique.setdefault(schedule.dumps(), schedule)
            if len(unique) >= self.budget:
                break
        return list(unique.values())
