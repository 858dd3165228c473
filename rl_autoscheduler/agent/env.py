"""The scheduling environment (gymnasium API): a thin adapter over the search space.

An episode walks one program through `search.state.SchedulingState`, which owns
the walk and its legality (ops consumer first, up to MAX_TRANSFORMS steps per op,
vectorizing ends an op). The env translates action vectors (action_space.py) into steps
and the state into observations and masks; an interchange, one step of the state,
takes one action per loop placed. When every op is done the schedule is measured and the reward
is `alpha * log(baseline time / time) + beta * log(baseline bytes / bytes)`
(bytes: buffers the lowered program allocates, plus one); a schedule that fails
to compile, run or verify gets `-failure_penalty`. With `reward_mode="per_op"`
the program is measured after every op and each op's reward is its own gain
(the rewards telescope to the final one).

The env measures through a runner (`measurement.runner.MeasureMany`, one job at a time).
Measuring is expensive, so a trainer may pass `measure=None`: the episode
then ends with reward 0 and `info["schedule"]`, and the trainer measures all
episodes of an iteration at once on the cluster and fills the rewards in
(`terminal_reward`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from rl_autoscheduler.agent.action_space import (
    ACTION_NVEC,
    INTERCHANGE,
    KINDS,
    LOOP_PART,
    MAX_LOOPS,
    NEXT_OP,
    NUM_KINDS,
    TILE_SIZES,
    TILING_KINDS,
    only_zero,
)
from rl_autoscheduler.agent.observation import (
    MAX_TRANSFORMS,
    loop_features,
    observation_space,
    op_features,
)
from rl_autoscheduler.config import Validated
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.ir.schedule import STEP_KINDS, Interchange, Schedule, Step
from rl_autoscheduler.measurement.machine import machine_features
from rl_autoscheduler.measurement.measure import Measurement
from rl_autoscheduler.measurement.runner import MeasureMany
from rl_autoscheduler.measurement.timing_lock import shared_work
from rl_autoscheduler.search.state import TILING_STEPS, SchedulingState


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
        measure: MeasureMany | None = None,
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
        self.state = SchedulingState.start(self.program)
        self.originals = {nest.tag: nest for nest in self.program.ops}
        self.placing: list[int] | None = None  # loops placed so far while interchanging
        self.attempts: list[int] = []  # action kinds taken on the op at hand
        self._last_time: float | None = None
        return self._observation(), {"program": self.program.name}

    def jump(self, state: SchedulingState) -> dict[str, np.ndarray]:
        """Continues the episode from `state` (a later state of the same program, reached
        outside the action space: a tuning record's steps); returns its observation."""
        self.state = state
        self.placing = None
        self.attempts = []
        return self._observation()

    @property
    def tag(self) -> str:
        return self.state.tag

    @property
    def done(self) -> bool:
        return self.state.done

    def _nest(self) -> LoopNest:
        return self.state.nest

    # ------------------------------------------------------------------ masks
    def masks(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(kind mask, tile masks per tiling kind, interchange mask), read from the state."""
        kind = np.zeros(NUM_KINDS, dtype=np.int8)
        interchange = only_zero(MAX_LOOPS)
        tiles = np.zeros((len(TILING_KINDS), MAX_LOOPS, len(TILE_SIZES)), dtype=np.int8)
        if self.done:
            kind[NEXT_OP] = 1
            return kind, tiles, interchange
        for position, step_type in enumerate(TILING_STEPS):
            tiles[position] = self.state.tile_mask(step_type)
        if self.placing is not None:
            kind[INTERCHANGE] = 1
            interchange = np.zeros(MAX_LOOPS, dtype=np.int8)
            for loop in range(len(self._nest().loops)):
                interchange[loop] = loop not in self.placing
            return kind, tiles, interchange
        kind[NEXT_OP] = self.state.next_op_problem() is None
        for step_type in self.state.legal_kinds():
            kind[KINDS.index(step_type.kind)] = 1
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
        state, nest, tag = self.state, self._nest(), self.tag
        program, touched = state.program, state.scheduled.touched
        observation["loops"] = loop_features(
            nest, self.originals.get(tag), set(state.parallel_loops_of(tag)), self.placing or []
        )
        order = state.op_order
        features = (
            len(self.attempts) / MAX_TRANSFORMS,
            float(tag in state.interchanged),
            float(tag in touched),
            float(self.placing is not None),
            state.cursor / max(len(order), 1),
            (len(order) - state.cursor) / max(len(order), 1),
            float(bool(nest.producers)),
            float(len(program.instances(tag)) > 1),
        )
        observation["op"] = op_features(nest, features)
        producers = [p for p in nest.producers if program.instances(p)]
        if producers:
            producer = program.instances(producers[0])[0]
            observation["producer"] = op_features(producer, (float(producers[0] in touched),))
        for slot, kind in enumerate(self.attempts[:MAX_TRANSFORMS]):
            observation["history"][slot, kind] = 1.0
        return observation

    # ------------------------------------------------------------------- step
    def step(self, action):
        action = np.asarray(action, dtype=np.int64)
        if self.done:
            raise RuntimeError("step() called on a finished episode: call reset()")
        kind_mask, tile_masks, interchange_mask = self._masks
        kind = int(action[0])
        before = self.state
        info: dict[str, Any] = {}
        if not kind_mask[kind]:
            # Only an agent that ignores the masks gets here: a wasted step.
            info["illegal_action"] = f"{KINDS[kind]} is masked"
            self.placing = None
            self._advance(None, kind, info)
        elif self.placing is not None:
            self._place_loop(int(action[LOOP_PART]), interchange_mask, info)
        elif kind == NEXT_OP:
            self.state = self.state.next_op()
        elif kind == INTERCHANGE:
            self.placing = []
        elif kind in TILING_KINDS:
            mask = tile_masks[TILING_KINDS.index(kind)]
            indices = action[1 : 1 + len(self._nest().loops)]
            if all(mask[loop, index] for loop, index in enumerate(indices)):
                sizes = tuple(TILE_SIZES[index] for index in indices)
                self._advance(STEP_KINDS[KINDS[kind]](self.tag, sizes), kind, info)
            else:
                info["illegal_action"] = "tile size masked"
                self._advance(None, kind, info)
        else:
            self._advance(self.state.sizeless_step(STEP_KINDS[KINDS[kind]]), kind, info)

        penalty = "illegal_action" in info or "step_error" in info
        reward = -self.reward_config.step_penalty if penalty else 0.0
        if self.state.cursor != before.cursor:
            self.attempts = []
            reward += self._finish_op()
        terminated = self.done
        if terminated:
            reward += self._finish_episode(info)
        return self._observation(), float(reward), terminated, False, info

    def _advance(self, step: Step | None, kind: int, info: dict) -> None:
        """Applies `step` (None: a refused action) and records the attempt."""
        self.attempts.append(kind)
        if step is None:
            self.state = self.state.refused(KINDS[kind])
            return
        try:
            with shared_work():  # CPU work: never beside a timing on this machine
                self.state = self.state.apply(step)
        except ScheduleError as error:
            info["step_error"] = str(error)
            self.state = self.state.refused(KINDS[kind])

    def _place_loop(self, loop: int, mask: np.ndarray, info: dict) -> None:
        assert self.placing is not None
        if not mask[loop]:
            info["illegal_action"] = "loop already placed"
            self.placing = None
            self._advance(None, INTERCHANGE, info)
            return
        self.placing.append(loop)
        count = len(self._nest().loops)
        if len(self.placing) < count - 1:
            return
        permutation = tuple(self.placing) + tuple(i for i in range(count) if i not in self.placing)
        self.placing = None
        self._advance(Interchange(self.tag, permutation), INTERCHANGE, info)

    def _finish_op(self) -> float:
        if self.reward_config.mode != "per_op" or self.measure is None or self.done:
            return 0.0
        (result,) = self.measure([(self.program, self.state.schedule)])
        if not result.ok:
            return -self.reward_config.failure_penalty
        if self._last_time is None:
            self._last_time = result.baseline_s
        gain = math.log(self._last_time / result.time_s)
        self._last_time = result.time_s
        return self.reward_config.alpha * gain

    def _finish_episode(self, info: dict) -> float:
        schedule: Schedule = self.state.schedule
        info["schedule"] = schedule.to_json()
        info["program"] = self.program.name
        if self.measure is None:
            info["pending_measurement"] = True
            return 0.0
        (result,) = self.measure([(self.program, schedule)])
        info["measurement"] = result.to_json()
        if self.reward_config.mode == "per_op" and result.ok and self._last_time is not None:
            return self.reward_config.alpha * math.log(self._last_time / result.time_s)
        return terminal_reward(result, self.reward_config)
