"""The scheduling environment (gymnasium API).

An episode schedules one program. Its ops are visited consumer first (fills
are skipped: they are fused or trivial). On each op the agent takes up to
MAX_TRANSFORMS transformations (see actions.py), then NEXT_OP; vectorizing an
op finishes it. When every op is done the schedule is measured and the reward
is `alpha * log(baseline time / time) + beta * log(baseline bytes / bytes)`
(bytes: buffers the lowered program allocates, plus one); a schedule that fails
to compile, run or verify gets `-failure_penalty`. With `reward_mode="per_op"`
the program is measured after every op and each op's reward is its own gain
(the rewards telescope to the final one).

Measuring is expensive, so a trainer may pass `measure=None`: the episode
then ends with reward 0 and `info["schedule"]`, and the trainer measures all
episodes of an iteration at once on the cluster and fills the rewards in
(`terminal_reward`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from rl_autoscheduler.actions import (
    ACTION_NVEC,
    DECOMPOSE,
    IMG2COL,
    INTERCHANGE,
    KINDS,
    LOOP_PART,
    MAX_LOOPS,
    NEXT_OP,
    NUM_KINDS,
    TILE,
    TILE_PARALLEL,
    TILE_SIZES,
    TILED_FUSION,
    TILING_KINDS,
    VECTORIZE,
    only_zero,
    tile_size_mask,
)
from rl_autoscheduler.config import Validated
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.machine import machine_features
from rl_autoscheduler.measure import Measurement
from rl_autoscheduler.observation import (
    MAX_TRANSFORMS,
    loop_features,
    observation_space,
    op_features,
)
from rl_autoscheduler.program import LoopNest, Program
from rl_autoscheduler.schedule import (
    Decompose,
    Img2col,
    Interchange,
    Schedule,
    Step,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
    fusable_producers,
)
from rl_autoscheduler.transforms import Scheduler

MeasureFn = Callable[[Program, Schedule], Measurement]


@dataclass(frozen=True)
class RewardConfig(Validated):
    alpha: float = 1.0
    """Weight of the log time gain."""
    beta: float = 0.0
    """Weight of the log memory gain (bytes the lowered program allocates)."""
    failure_penalty: float = 2.0
    """Reward of a schedule that fails to compile, run or verify."""
    step_penalty: float = 0.5
    """Reward of a step MLIR refuses or an action the masks forbid."""
    mode: str = "final"
    """final: one reward at the end; per_op: measure after each op."""

    def validate(self) -> str | None:
        if self.mode not in ("final", "per_op"):
            return f"mode must be final or per_op, not {self.mode!r}"
        if self.failure_penalty < 0 or self.step_penalty < 0:
            return "failure_penalty and step_penalty must be at least 0"
        return None


def terminal_reward(result: Measurement, config: RewardConfig) -> float:
    if not result.ok:
        return -config.failure_penalty
    time_gain = math.log(result.baseline_s / result.time_s)
    memory_gain = math.log((result.baseline_allocated_bytes + 1) / (result.allocated_bytes + 1))
    return config.alpha * time_gain + config.beta * memory_gain


class SchedulingEnv(gym.Env):
    metadata = {"render_modes": []}  # noqa: RUF012 - gymnasium's convention

    def __init__(
        self,
        programs: Sequence[Program],
        measure: MeasureFn | None = None,
        reward: RewardConfig | None = None,
    ) -> None:
        if not programs:
            raise ValueError("SchedulingEnv needs at least one program")
        self.programs = list(programs)
        self.measure = measure
        self.reward_config = reward or RewardConfig()
        self.observation_space = observation_space()
        self.action_space = spaces.MultiDiscrete(ACTION_NVEC)
        self._machine = machine_features()
        self._next_program = 0

    # ----------------------------------------------------------- episode state
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        super().reset(seed=seed)
        options = options or {}
        if "program" in options:
            index = int(options["program"])
        elif seed is not None or options.get("random", False):
            index = int(self.np_random.integers(len(self.programs)))
        else:
            index = self._next_program
            self._next_program = (self._next_program + 1) % len(self.programs)
        self.program = self.programs[index]
        self.scheduler = Scheduler(self.program)
        self.originals = {nest.tag: nest for nest in self.program.ops}
        self.op_order = [
            tag
            for tag in self.program.consumer_first_tags()
            if self.originals[tag].op_name != "linalg.fill"
        ]
        self.cursor = 0
        self.parallelized: dict[str, set[int]] = {}
        self.interchanged: set[str] = set()
        self._start_op()
        self._last_time: float | None = None
        self._skip_finished_ops()
        return self._observation(), {"program": self.program.name}

    def _start_op(self) -> None:
        self.kinds_on_op: list[int] = []
        self.placing: list[int] | None = None  # loops placed so far while interchanging

    @property
    def tag(self) -> str:
        return self.op_order[self.cursor]

    @property
    def done(self) -> bool:
        return self.cursor >= len(self.op_order)

    def _nest(self) -> LoopNest:
        return self.scheduler.program.instances(self.tag)[0]

    def _skip_finished_ops(self) -> None:
        while not self.done and not self.scheduler.program.instances(self.tag):
            self.cursor += 1
            self._start_op()

    # ------------------------------------------------------------------ masks
    def _legal(self, step: Step) -> bool:
        try:
            self.scheduler.check(step)
        except ScheduleError:
            return False
        return True

    def _tile_masks(self) -> np.ndarray:
        masks = np.zeros((len(TILING_KINDS), MAX_LOOPS, len(TILE_SIZES)), dtype=np.int8)
        instances = self.scheduler.program.instances(self.tag)
        for position, kind in enumerate(TILING_KINDS):
            mask = None
            for nest in instances:
                one = tile_size_mask(
                    nest.trip_counts,
                    tuple(loop.is_reduction for loop in nest.loops),
                    parallel_only=kind != TILE,
                )
                mask = one if mask is None else mask & one
            masks[position] = mask
        return masks

    def masks(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(kind mask, tile masks per tiling kind, interchange mask)."""
        kind = np.zeros(NUM_KINDS, dtype=np.int8)
        interchange = only_zero(MAX_LOOPS)
        tiles = (
            self._tile_masks()
            if not self.done
            else np.zeros((len(TILING_KINDS), MAX_LOOPS, len(TILE_SIZES)), dtype=np.int8)
        )
        if self.done:
            kind[NEXT_OP] = 1
            return kind, tiles, interchange
        if self.placing is not None:
            kind[INTERCHANGE] = 1
            interchange = np.zeros(MAX_LOOPS, dtype=np.int8)
            for loop in range(len(self._nest().loops)):
                interchange[loop] = loop not in self.placing
            return kind, tiles, interchange
        kind[NEXT_OP] = 1
        if len(self.kinds_on_op) >= MAX_TRANSFORMS:
            return kind, tiles, interchange
        tag, nest = self.tag, self._nest()
        for position, tiling in enumerate(TILING_KINDS):
            if not tiles[position][:, 1:].any():
                continue
            if tiling != TILE and tag in self.scheduler.parallel:
                continue  # no nested parallel regions
            if tiling == TILED_FUSION and (
                tag in self.scheduler.touched
                or len(self.scheduler.program.instances(tag)) > 1
                or not fusable_producers(self.scheduler.program, tag, self.scheduler.touched)
            ):
                continue
            kind[tiling] = 1
        kind[INTERCHANGE] = len(nest.loops) >= 2 and tag not in self.interchanged
        kind[VECTORIZE] = self._legal(Vectorize(tag))
        kind[DECOMPOSE] = self._legal(Decompose(tag))
        kind[IMG2COL] = self._legal(Img2col(tag))
        return kind, tiles, interchange

    # ------------------------------------------------------------ observation
    def _observation(self) -> dict[str, np.ndarray]:
        space = self.observation_space
        observation = {key: np.zeros(box.shape, dtype=box.dtype) for key, box in space.items()}
        observation["machine"] = self._machine.copy()
        # Kept for step(): the masks of the state this observation shows.
        self._masks = self.masks()
        kind, tiles, interchange = self._masks
        observation.update(
            kind_mask=kind.copy(), tile_mask=tiles.copy(), interchange_mask=interchange.copy()
        )
        if self.done:
            return observation
        nest = self._nest()
        tag = self.tag
        original = self.originals.get(tag)
        observation["loops"] = loop_features(
            nest, original, self.parallelized.get(tag, set()), self.placing or []
        )
        state = (
            len(self.kinds_on_op) / MAX_TRANSFORMS,
            float(tag in self.interchanged),
            float(tag in self.scheduler.touched),
            float(self.placing is not None),
            self.cursor / max(len(self.op_order), 1),
            (len(self.op_order) - self.cursor) / max(len(self.op_order), 1),
            float(bool(nest.producers)),
            float(len(self.scheduler.program.instances(tag)) > 1),
        )
        observation["op"] = op_features(nest, state)
        producers = [p for p in nest.producers if self.scheduler.program.instances(p)]
        if producers:
            producer = self.scheduler.program.instances(producers[0])[0]
            observation["producer"] = op_features(
                producer, (float(producers[0] in self.scheduler.touched),)
            )
        for slot, kind in enumerate(self.kinds_on_op[:MAX_TRANSFORMS]):
            observation["history"][slot, kind] = 1.0
        return observation

    # ------------------------------------------------------------------- step
    def step(self, action):
        action = np.asarray(action, dtype=np.int64)
        if self.done:
            raise RuntimeError("step() called on a finished episode: call reset()")
        kind_mask, tile_masks, interchange_mask = self._masks
        kind = int(action[0])
        reward = 0.0
        info: dict[str, Any] = {}
        if not kind_mask[kind]:
            # Only an agent that ignores the masks gets here: a wasted step.
            reward = -self.reward_config.step_penalty
            info["illegal_action"] = f"{KINDS[kind]} is masked"
            self.placing = None
            self._record(kind)
        elif self.placing is not None:
            reward += self._place_loop(int(action[LOOP_PART]), interchange_mask, info)
        elif kind == NEXT_OP:
            pass
        elif kind == INTERCHANGE:
            self.placing = []
            if len(self._nest().loops) == 1:  # pragma: no cover - masked (needs 2 loops)
                self.placing = None
        else:
            reward += self._transform(kind, action, tile_masks, info)

        finished_op = kind == NEXT_OP or (
            self.placing is None
            and (
                len(self.kinds_on_op) >= MAX_TRANSFORMS
                or not self.scheduler.program.instances(self.tag)
            )
        )
        if finished_op:
            reward += self._finish_op(info)
        terminated = self.done
        if terminated:
            reward += self._finish_episode(info)
        return self._observation(), float(reward), terminated, False, info

    def _record(self, kind: int) -> None:
        self.kinds_on_op.append(kind)

    def _apply(self, step: Step, info: dict) -> float:
        try:
            self.scheduler.apply(step)
        except ScheduleError as error:
            info["step_error"] = str(error)
            return -self.reward_config.step_penalty
        return 0.0

    def _transform(
        self, kind: int, action: np.ndarray, tile_masks: np.ndarray, info: dict
    ) -> float:
        tag, nest = self.tag, self._nest()
        self._record(kind)
        if kind in TILING_KINDS:
            mask = tile_masks[TILING_KINDS.index(kind)]
            indices = action[1 : 1 + len(nest.loops)]
            if not all(mask[loop, index] for loop, index in enumerate(indices)):
                info["illegal_action"] = "tile size masked"
                return -self.reward_config.step_penalty
            sizes = tuple(TILE_SIZES[index] for index in indices)
            if not any(sizes):
                return 0.0  # all zeros: leave the op as it is
            step_type = {TILE: Tile, TILE_PARALLEL: TileParallel, TILED_FUSION: TiledFusion}[kind]
            penalty = self._apply(step_type(tag, sizes), info)
            if not penalty and kind != TILE:
                self.parallelized.setdefault(tag, set()).update(
                    loop for loop, size in enumerate(sizes) if size
                )
            return penalty
        step = {VECTORIZE: Vectorize, DECOMPOSE: Decompose, IMG2COL: Img2col}[kind](tag)
        return self._apply(step, info)

    def _place_loop(self, loop: int, mask: np.ndarray, info: dict) -> float:
        assert self.placing is not None
        if not mask[loop]:
            info["illegal_action"] = "loop already placed"
            self.placing = None
            self._record(INTERCHANGE)
            return -self.reward_config.step_penalty
        self.placing.append(loop)
        count = len(self._nest().loops)
        if len(self.placing) < count - 1:
            return 0.0
        permutation = tuple(self.placing) + tuple(i for i in range(count) if i not in self.placing)
        self.placing = None
        self._record(INTERCHANGE)
        self.interchanged.add(self.tag)
        parallel = self.parallelized.get(self.tag)
        if parallel:
            self.parallelized[self.tag] = {permutation.index(i) for i in parallel}
        if permutation == tuple(range(count)):
            return 0.0
        return self._apply(Interchange(self.tag, permutation), info)

    def _finish_op(self, info: dict) -> float:
        self.cursor += 1
        self._start_op()
        self._skip_finished_ops()
        if self.reward_config.mode != "per_op" or self.measure is None or self.done:
            return 0.0
        result = self.measure(self.program, self.scheduler.schedule)
        if not result.ok:
            return -self.reward_config.failure_penalty
        if self._last_time is None:
            self._last_time = result.baseline_s
        gain = math.log(self._last_time / result.time_s)
        self._last_time = result.time_s
        return self.reward_config.alpha * gain

    def _finish_episode(self, info: dict) -> float:
        info["schedule"] = self.scheduler.schedule.to_json()
        info["program"] = self.program.name
        if self.measure is None:
            info["pending_measurement"] = True
            return 0.0
        result = self.measure(self.program, self.scheduler.schedule)
        info["measurement"] = result.to_json()
        if self.reward_config.mode == "per_op" and result.ok and self._last_time is not None:
            return self.reward_config.alpha * math.log(self._last_time / result.time_s)
        return terminal_reward(result, self.reward_config)
