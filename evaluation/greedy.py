"""Greedy search: measure each candidate next step, keep the best, stop when nothing improves.

It walks the agent's own action space (`rl_autoscheduler.env.SchedulingEnv`: the
same ops, consumer first, the same masks and the same limit of transformations
per op). At each step, on the op the env is at, the candidate steps come from the
masks:

- `tile_parallel` (and `tiled_fusion` when legal) with two size patterns: the
  outermost splittable loop at its largest legal size, or every parallel loop at
  its largest legal size up to 64;
- `tile` with four patterns: every loop at most 32 (cache blocks), at most 128, a
  register tile (parallel loops at most 8, the innermost parallel loop at most 32,
  reduction loops 1) and rows (every loop 1 but the innermost parallel loop); for a
  windowed op also the register tile with its (oh, kh) loops at 1, which
  `decompose` needs;
- `decompose` and `img2col` when legal; `vectorize` when legal (it ends the op).

Vectorizing is where tiling pays, and it ends the op, so a one-step greedy would
either never tile (a tile alone is often slower) or vectorize at once and never
parallelize. So each non-final candidate is measured *completed*, once per legal
completion: `vectorize`; register tile + `vectorize`; window tile + `decompose` +
`vectorize`; rows tile + `vectorize` (alone when none is legal); completing the op
as it stands is a candidate too. The search keeps the step whose measurement is
best if it beats the best so far by `min_gain` and goes on from the schedule with
that step (without its completion); when no candidate improves, the op keeps the
best schedule measured on it (completion included) and the search moves to the
next op (NEXT_OP).

In a program of several ops, an op with fewer than `min_share` of the iterations of
the largest op is left as it is (a bias add beside a matmul), so that the budget goes
where the time is.

Every candidate schedule is measured with `measure_many` (verified against the
untransformed program). The search stops when every op is done or the budget of
measurements is spent (the last step's candidates are cut to fit) and reports how
many measurements it used. Interchange is not a candidate.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from rl_autoscheduler.actions import (
    ACTION_NVEC,
    DECOMPOSE,
    IMG2COL,
    KINDS,
    MAX_LOOPS,
    NEXT_OP,
    TILE,
    TILE_PARALLEL,
    TILE_SIZES,
    TILED_FUSION,
    TILING_KINDS,
    VECTORIZE,
)
from rl_autoscheduler.env import SchedulingEnv
from rl_autoscheduler.measure import Measurement
from rl_autoscheduler.program import LoopNest, Program
from rl_autoscheduler.schedule import WINDOW_LOOPS, Schedule

MeasureMany = Callable[[Sequence[tuple[Program, Schedule]]], list[Measurement]]


@dataclass
class GreedyResult:
    best: Measurement | None
    """The measurement of the schedule the search ended with (None: nothing beat the
    untransformed program, or every candidate failed)."""
    schedule: Schedule
    measurements: int
    trials: list[Measurement] = field(default_factory=list)
    log: list[dict] = field(default_factory=list)
    """Per step: the op, the candidates measured, the best one and whether it was kept."""
    budget_exhausted: bool = False


def _action(kind: int, sizes: Sequence[int] = ()) -> np.ndarray:
    action = np.zeros(len(ACTION_NVEC), dtype=np.int64)
    action[0] = kind
    for loop, index in enumerate(sizes):
        action[1 + loop] = index
    return action


def _largest(mask_row: np.ndarray, cap: int | None = None) -> int:
    """Index of the largest legal size (at most `cap`) of one loop; 0 if none."""
    best = 0
    for index in range(1, len(TILE_SIZES)):
        if mask_row[index] and (cap is None or TILE_SIZES[index] <= cap):
            best = index
    return best


def _one(mask_row: np.ndarray) -> int:
    return TILE_SIZES.index(1) if mask_row[TILE_SIZES.index(1)] else 0


def tile_patterns(kind: int, mask: np.ndarray, nest: LoopNest) -> dict[str, list[int]]:
    """Named size-index patterns for a tiling kind, from its (MAX_LOOPS, sizes) mask."""
    loops = len(nest.loops)
    parallel = [i for i, loop in enumerate(nest.loops) if not loop.is_reduction]
    patterns: dict[str, list[int]] = {}
    if kind in (TILE_PARALLEL, TILED_FUSION):
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
        register = []
        for loop in range(loops):
            if nest.loops[loop].is_reduction:
                register.append(_one(mask[loop]))
            else:
                register.append(_largest(mask[loop], 32 if loop == inner else 8))
        patterns["register"] = register
        patterns["rows"] = [0 if loop == inner else _one(mask[loop]) for loop in range(loops)]
        if nest.op_name in WINDOW_LOOPS:
            (oh, kh), _ = WINDOW_LOOPS[nest.op_name]
            window = list(register)
            window[oh], window[kh] = _one(mask[oh]), _one(mask[kh])
            patterns["window rows"] = window
    unique: dict[str, list[int]] = {}
    for name, pattern in patterns.items():
        if any(pattern) and pattern not in unique.values():
            unique[name] = pattern
    return unique


@dataclass
class Candidate:
    name: str
    actions: list[np.ndarray]
    env: SchedulingEnv
    """The env after the candidate's actions."""

    @property
    def schedule(self) -> Schedule:
        return self.env.scheduler.schedule


def _try(
    env: SchedulingEnv, name: str, actions: list[np.ndarray], prefix: Sequence[np.ndarray] = ()
) -> Candidate | None:
    """Applies `actions` to a copy of `env`; None if one is masked or MLIR refuses it.

    `prefix` are the actions that led to `env` from the candidate's base (kept in
    the candidate's action list)."""
    trial = copy.deepcopy(env)
    steps = len(trial.scheduler.steps)
    for action in actions:
        if trial.done:
            return None
        _, _, _, _, info = trial.step(action)
        if "illegal_action" in info or "step_error" in info:
            return None
    if len(trial.scheduler.steps) == steps:
        return None
    return Candidate(name, [*prefix, *actions], trial)


COMPLETION_PATTERNS = ("register", "window rows", "rows")


def completions(env: SchedulingEnv, label: str, prefix: list[np.ndarray]) -> list[Candidate]:
    """`prefix` followed by each legal way to vectorize the op (see the docstring)."""
    if env.done:
        return []
    kind_mask, tile_masks, _ = env.masks()
    found: list[Candidate | None] = []
    if kind_mask[VECTORIZE]:
        found.append(_try(env, f"{label} + vectorize", [_action(VECTORIZE)], prefix))
    if kind_mask[TILE]:
        nest = env.scheduler.program.instances(env.tag)[0]
        patterns = tile_patterns(TILE, tile_masks[TILING_KINDS.index(TILE)], nest)
        for name in COMPLETION_PATTERNS:
            if name not in patterns:
                continue
            finish = [_action(DECOMPOSE)] if name == "window rows" else []
            found.append(
                _try(
                    env,
                    f"{label} + tile {name}{' + decompose' if finish else ''} + vectorize",
                    [_action(TILE, patterns[name]), *finish, _action(VECTORIZE)],
                    prefix,
                )
            )
    return [candidate for candidate in found if candidate is not None]


def candidate_steps(env: SchedulingEnv) -> list[Candidate]:
    """The non-final candidate steps on the op `env` is at."""
    kind_mask, tile_masks, _ = env.masks()
    nest = env.scheduler.program.instances(env.tag)[0]
    found: list[Candidate | None] = []
    untouched = env.tag not in env.scheduler.touched
    for kind in (TILE_PARALLEL, TILED_FUSION, TILE):
        # A parallel loop inside the tile loops of an earlier step starts a parallel
        # region per iteration: legal, but never worth a measurement here.
        if not kind_mask[kind] or (kind != TILE and not untouched):
            continue
        mask = tile_masks[TILING_KINDS.index(kind)]
        for name, pattern in tile_patterns(kind, mask, nest).items():
            found.append(_try(env, f"{KINDS[kind]} {name}", [_action(kind, pattern)]))
    for kind in (DECOMPOSE, IMG2COL):
        if kind_mask[kind]:
            found.append(_try(env, KINDS[kind], [_action(kind)]))
    return [candidate for candidate in found if candidate is not None]


@dataclass
class Trial:
    """A schedule to measure: `measured` (maybe completed), reached from `step`."""

    measured: Candidate
    step: Candidate | None
    """The non-final step the search continues from if this trial wins (None: final)."""


def trials(env: SchedulingEnv) -> list[Trial]:
    """Every candidate step, completed where possible, plus completing the op as it is."""
    found = [Trial(finish, None) for finish in completions(env, "(as is)", [])]
    for step in candidate_steps(env):
        stays = not step.env.done and step.env.tag == env.tag
        completed = completions(step.env, step.name, step.actions) if stays else []
        found += [Trial(c, step) for c in completed] or [Trial(step, step if stays else None)]
    unique: dict[str, Trial] = {}
    for trial in found:  # of equal schedules keep one the search can go on from
        key = trial.measured.schedule.dumps()
        if key not in unique or (unique[key].step is None and trial.step is not None):
            unique[key] = trial
    return list(unique.values())


def greedy_search(
    program: Program,
    measure_many: MeasureMany,
    budget: int = 50,
    min_gain: float = 0.02,
    min_share: float = 0.1,
) -> GreedyResult:
    """Greedy search on one program with at most `budget` measurements (see the docstring)."""
    if any(len(nest.loops) > MAX_LOOPS for nest in program.ops):
        return GreedyResult(None, Schedule(), 0, log=[{"note": "an op has too many loops"}])
    env = SchedulingEnv([program])
    env.reset(options={"program": 0})
    result = GreedyResult(None, Schedule(), 0)
    largest = max((nest.iterations for nest in program.ops), default=0)
    current = 1.0  # the untransformed program
    seen: set[str] = {Schedule().dumps()}
    op_best: SchedulingEnv | None = None  # the best schedule measured on the current op
    while not env.done:
        nest = env.scheduler.program.instances(env.tag)[0]
        if env.tag not in env.scheduler.touched and nest.iterations < min_share * largest:
            result.log.append({"op": env.tag, "skipped": f"{nest.iterations} iterations"})
            env.step(_action(NEXT_OP))  # a cheap op: spend the budget where the time is
            continue
        left = budget - result.measurements
        found = [t for t in trials(env) if t.measured.schedule.dumps() not in seen]
        if len(found) > left:
            found = found[: max(left, 0)]
            result.budget_exhausted = True
        entry: dict = {"op": env.tag, "measured": len(found)}
        best: tuple[Trial, Measurement] | None = None
        if found:
            measured = measure_many([(program, t.measured.schedule) for t in found])
            result.measurements += len(found)
            result.trials.extend(measured)
            seen.update(t.measured.schedule.dumps() for t in found)
            for trial, measurement in zip(found, measured, strict=True):
                if measurement.ok and (best is None or measurement.speedup > best[1].speedup):
                    best = (trial, measurement)
            entry["failed"] = sum(1 for m in measured if not m.ok)
        if best is not None:
            entry["best"] = best[0].measured.name
            entry["best_speedup"] = best[1].speedup
        entry["kept"] = best is not None and best[1].speedup > current * (1.0 + min_gain)
        result.log.append(entry)
        if entry["kept"]:
            trial, measurement = best  # type: ignore[misc]
            current = measurement.speedup
            result.best = measurement
            result.schedule = trial.measured.schedule
            op_best = trial.measured.env
            if trial.step is not None and not result.budget_exhausted:
                env = trial.step.env  # go on from the step, without its completion
                continue
            env = op_best
        elif op_best is not None:
            env = op_best
        if result.budget_exhausted:
            break
        # This op is done: keep its best schedule and go on to the next op.
        tag = env.tag if not env.done else None
        if tag is not None and op_best is not None and env is op_best and not op_best.done:
            env = copy.deepcopy(op_best)
        if not env.done and env.tag == tag:
            env.step(_action(NEXT_OP))
        op_best = None
    return result
