"""The candidates greedy search measures at each step, on the op the walk is at.

- `tile_parallel` (and `tiled_fusion` when legal) with two size patterns: the outermost
  splittable loop at its largest legal size, or every parallel loop at its largest legal
  size up to 64;
- `tile` with four patterns: every loop at most 32 (cache blocks), at most 128, a register
  tile (parallel loops at most 8, the innermost parallel loop at most 32, reduction loops
  1 where the space allows it yet, else in a step after; a contraction's by role, as the
  templates build it: its lanes loop at most 32, its rows loop at most 8, the others 1)
  and rows (every loop 1 but the innermost parallel loop); for a windowed op also the
  register tile with its (oh, kh) loops at 1, which `decompose` needs;
- `decompose` and `img2col` when legal; `vectorize` when legal (it ends the op).

Vectorizing is where tiling pays, and it ends the op, so each non-final candidate is
measured *completed*, once per legal completion: `vectorize`; register tile +
`vectorize`; window tile + `decompose` + `vectorize`; rows tile + `vectorize` (alone when
none is legal). Completing the op as it stands is a candidate too. Interchange is not a
candidate.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir import schedule as step_types
from rl_autoscheduler.ir.contraction import contraction_loops
from rl_autoscheduler.ir.op_kinds import WINDOW_LOOPS
from rl_autoscheduler.ir.program import LoopNest
from rl_autoscheduler.ir.schedule import Schedule, Step
from rl_autoscheduler.search.state import TILE_SIZES, SchedulingState

COMPLETION_PATTERNS = ("register", "window rows", "rows")


def _largest(mask_row: np.ndarray, cap: int | None = None) -> int:
    """The largest legal size (at most `cap`) of one loop; 0 if none."""
    best = 0
    for index in range(1, len(TILE_SIZES)):
        if mask_row[index] and (cap is None or TILE_SIZES[index] <= cap):
            best = TILE_SIZES[index]
    return best


def _one(mask_row: np.ndarray) -> int:
    return 1 if mask_row[TILE_SIZES.index(1)] else 0


def tile_patterns(step_type: type[Step], mask: np.ndarray, nest: LoopNest) -> dict[str, tuple]:
    """Named tile-size patterns for a tiling kind, from its (MAX_LOOPS, sizes) mask."""
    loops = len(nest.loops)
    parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
    patterns: dict[str, list[int]] = {}
    if step_type in (step_types.TileParallel, step_types.TiledFusion):
        outer = [0] * loops
        for loop in range(loops):
            if mask[loop, 1:].any():
                outer[loop] = _largest(mask[loop])
                break
        patterns["outer"] = outer
        patterns["blocks<=64"] = [_largest(mask[loop], 64) for loop in range(loops)]
    else:
        patterns["blocks<=32"] = [_largest(mask[loop], 32) for loop in range(loops)]
        patterns["blocks<=128"] = [_largest(mask[loop], 128) for loop in range(loops)]
        inner = parallel[-1] if parallel else loops - 1
        roles = contraction_loops(nest) if nest.op_name not in WINDOW_LOOPS else None
        if roles is not None:
            inner = roles.lanes
        register = []
        for loop in range(loops):
            if nest.loops[loop].is_reduction:
                register.append(_one(mask[loop]))
            elif roles is not None:
                register.append(_largest(mask[loop], roles.register_extent(loop, 8, 32)))
            else:
                register.append(_largest(mask[loop], 32 if loop == inner else 8))
        patterns["register"] = register
        patterns["rows"] = [0 if loop == inner else _one(mask[loop]) for loop in range(loops)]
        if nest.op_name in WINDOW_LOOPS:
            (oh, kh), _ = WINDOW_LOOPS[nest.op_name]
            window = list(register)
            window[oh], window[kh] = _one(mask[oh]), _one(mask[kh])
            patterns["window rows"] = window
    unique: dict[str, tuple] = {}
    for name, pattern in patterns.items():
        if any(pattern) and tuple(pattern) not in unique.values():
            unique[name] = tuple(pattern)
    return unique


@dataclass(frozen=True)
class Candidate:
    name: str
    state: SchedulingState
    """The walk after the candidate's steps."""

    @property
    def schedule(self) -> Schedule:
        return self.state.schedule


def _try(state: SchedulingState, name: str, steps: Sequence[Step]) -> Candidate | None:
    """`state` after `steps`; None if one is illegal, MLIR refuses it, or none applies."""
    trial = state
    try:
        for step in steps:
            trial = trial.apply(step)
    except ScheduleError:
        return None
    if len(trial.schedule) == len(state.schedule):
        return None
    return Candidate(name, trial)


def completions(state: SchedulingState, label: str) -> list[Candidate]:
    """Each legal way to vectorize the op the walk is at (see the module docstring)."""
    if state.done:
        return []
    kinds, tag = state.legal_kinds(), state.tag
    found: list[Candidate | None] = []
    if step_types.Vectorize in kinds:
        found.append(_try(state, f"{label} + vectorize", [step_types.Vectorize(tag)]))
    if step_types.Pack in kinds:
        pack = state.sizeless_step(step_types.Pack)
        found.append(_try(state, f"{label} + pack channels", [pack]) if pack else None)
    if step_types.Tile in kinds:
        patterns = tile_patterns(step_types.Tile, state.tile_mask(step_types.Tile), state.nest)
        for name in COMPLETION_PATTERNS:
            tiled = (
                _try(state, name, [step_types.Tile(tag, patterns[name])])
                if name in patterns
                else None
            )
            if tiled is None:
                continue
            if name == "window rows":
                finish: list[Step] = [step_types.Decompose(tag)]
                named = f"{label} + tile {name} + decompose"
            else:
                # A contraction whose reduction the pattern could not split to 1 yet (its
                # result tile did not fit) splits it now, inside the register tile.
                contract = tiled.state.contraction_step()
                finish = [contract] if contract else []
                named = f"{label} + tile {name}" + (" + reduction 1" if contract else "")
            found.append(
                _try(tiled.state, f"{named} + vectorize", [*finish, step_types.Vectorize(tag)])
            )
    return [candidate for candidate in found if candidate is not None]


def candidate_steps(state: SchedulingState) -> list[Candidate]:
    """The non-final candidate steps on the op the walk is at."""
    kinds, tag = state.legal_kinds(), state.tag
    untouched = tag not in state.scheduled.touched
    found: list[Candidate | None] = []
    for step_type in (step_types.TileParallel, step_types.TiledFusion, step_types.Tile):
        # A parallel loop inside the tile loops of an earlier step starts a parallel
        # region per iteration: legal, but never worth a measurement here.
        if step_type not in kinds or (step_type is not step_types.Tile and not untouched):
            continue
        mask = state.tile_mask(step_type)
        for name, sizes in tile_patterns(step_type, mask, state.nest).items():
            found.append(_try(state, f"{step_type.kind} {name}", [step_type(tag, sizes)]))
    for step_type in (step_types.Decompose, step_types.Img2col):
        if step_type in kinds:
            found.append(_try(state, step_type.kind, [step_type(tag)]))
    return [candidate for candidate in found if candidate is not None]


@dataclass(frozen=True)
class Trial:
    """A schedule to measure: `measured` (maybe completed), reached from `step`."""

    measured: Candidate
    step: Candidate | None
    """The non-final step the search continues from if this trial wins (None: final)."""


def trials(state: SchedulingState) -> list[Trial]:
    """Every candidate step, completed where possible, plus completing the op as it is."""
    found = [Trial(finish, None) for finish in completions(state, "(as is)")]
    for step in candidate_steps(state):
        stays = not step.state.done and step.state.tag == state.tag
        completed = completions(step.state, step.name) if stays else []
        found += [Trial(c, step) for c in completed] or [Trial(step, step if stays else None)]
    unique: dict[str, Trial] = {}
    for trial in found:  # of equal schedules keep one the search can go on from
        key = trial.measured.schedule.dumps()
        if key not in unique or (unique[key].step is None and trial.step is not None):
            unique[key] = trial
    return list(unique.values())
