"""Rollout storage and generalized advantage estimation.

Episodes are stored one after another in preallocated tensors; every episode
in the buffer is complete (the trainer finishes each one), so no value is
bootstrapped past the end. Terminal rewards may be filled in after the
episodes, when the batched measurements come back (`add_reward`).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import torch
from gymnasium import spaces

from rl_autoscheduler.agent.action_space import ACTION_NVEC


class Minibatch(NamedTuple):
    observations: dict[str, torch.Tensor]
    actions: torch.Tensor
    log_probs: torch.Tensor
    values: torch.Tensor
    advantages: torch.Tensor
    returns: torch.Tensor


def compute_gae(
    rewards: torch.Tensor, values: torch.Tensor, dones: torch.Tensor, gamma: float, lam: float
) -> tuple[torch.Tensor, torch.Tensor]:
    """Advantages and returns; `dones[t]` is 1 when the episode ended after step t."""
    advantages = torch.zeros_like(rewards)
    running = torch.tensor(0.0)
    for t in reversed(range(len(rewards))):
        not_done = 1.0 - dones[t]
        next_value = values[t + 1] * not_done if t + 1 < len(rewards) else torch.tensor(0.0)
        delta = rewards[t] + gamma * next_value - values[t]
        running = delta + gamma * lam * not_done * running
        advantages[t] = running
    return advantages, advantages + values


class RolloutBuffer:
    def __init__(self, capacity: int, observation_space: spaces.Dict) -> None:
        self.capacity = capacity
        self.observations = {
            key: torch.zeros((capacity, *space.shape), dtype=torch.float32)
            for key, space in observation_space.items()
        }
        self.actions = torch.zeros((capacity, len(ACTION_NVEC)), dtype=torch.int64)
        self.log_probs = torch.zeros(capacity)
        self.values = torch.zeros(capacity)
        self.rewards = torch.zeros(capacity)
        self.dones = torch.zeros(capacity)
        self.size = 0

    def add(
        self,
        observation: dict[str, np.ndarray],
        action: torch.Tensor,
        log_prob: float,
        value: float,
        reward: float,
        done: bool,
    ) -> int:
        """Stores one step and returns its index."""
        if self.size >= self.capacity:
            raise RuntimeError(f"rollout buffer full ({self.capacity} steps)")
        index = self.size
        for key, array in observation.items():
            self.observations[key][index] = torch.as_tensor(array, dtype=torch.float32)
        self.actions[index] = action
        self.log_probs[index] = log_prob
        self.values[index] = value
        self.rewards[index] = reward
        self.dones[index] = float(done)
        self.size += 1
        return index

    def add_reward(self, index: int, reward: float) -> None:
        self.rewards[index] += reward

    def advantages(self, gamma: float, lam: float) -> tuple[torch.Tensor, torch.Tensor]:
        n = self.size
        return compute_gae(self.rewards[:n], self.values[:n], self.dones[:n], gamma, lam)

    def minibatches(
        self, advantages: torch.Tensor, returns: torch.Tensor, size: int, generator: torch.Generator
    ):
        order = torch.randperm(self.size, generator=generator)
        for start in range(0, self.size, size):
            index = order[start : start + size]
            yield Minibatch(
                {key: value[index] for key, value in self.observations.items()},
                self.actions[index],
                self.log_probs[index],
                self.values[index],
                advantages[index],
                returns[index],
            )

    def clear(self) -> None:
        self.size = 0
