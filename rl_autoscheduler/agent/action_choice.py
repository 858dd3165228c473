"""Choosing actions: with the policy (one pass, no measurement) or uniformly at random
(random search draws whole schedules in `search.random_walk`)."""

from __future__ import annotations

import numpy as np
import torch

from rl_autoscheduler.agent.action_space import ACTION_NVEC, LOOP_PART, MAX_LOOPS, TILING_KINDS
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.policy import Policy, to_tensors
from rl_autoscheduler.ir.schedule import Schedule


def random_action(observation: dict[str, np.ndarray], rng: np.random.Generator) -> np.ndarray:
    """A uniformly random action among those the masks allow."""
    action = np.zeros(len(ACTION_NVEC), dtype=np.int64)
    action[0] = rng.choice(np.flatnonzero(observation["kind_mask"]))
    if action[0] in TILING_KINDS:
        masks = observation["tile_mask"][TILING_KINDS.index(int(action[0]))]
        for loop in range(MAX_LOOPS):
            action[1 + loop] = rng.choice(np.flatnonzero(masks[loop]))
    action[LOOP_PART] = rng.choice(np.flatnonzero(observation["interchange_mask"]))
    return action


@torch.no_grad()
def policy_schedule(
    policy: Policy, env: SchedulingEnv, program_index: int, greedy: bool = True
) -> Schedule:
    """The policy's schedule of one program, chosen without any measurement."""
    observation, _ = env.reset(options={"program": program_index})
    while True:
        action = policy(to_tensors(observation), greedy=greedy).action[0].numpy()
        observation, _, terminated, _, info = env.step(action)
        if terminated:
            return Schedule.from_json(info["schedule"])
