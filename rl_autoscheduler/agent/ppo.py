"""The PPO update (clipped objective, value loss, entropy bonus, grad clipping)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch

from rl_autoscheduler.agent.buffer import RolloutBuffer
from rl_autoscheduler.agent.policy import Policy
from rl_autoscheduler.config import Validated


@dataclass(frozen=True)
class PPOConfig(Validated):
    learning_rate: float = 1e-3
    """Adam step size."""
    gamma: float = 1.0
    """Discount: 1, since the reward of a schedule comes at its end."""
    gae_lambda: float = 0.95
    """GAE's bias-variance trade-off."""
    clip: float = 0.2
    """Clip range of the probability ratio."""
    value_coef: float = 0.5
    """Weight of the value loss."""
    entropy_coef: float = 0.01
    """Weight of the entropy bonus (exploration)."""
    max_grad_norm: float = 0.5
    """Global gradient-norm clip."""
    epochs: int = 4
    """Passes over each rollout."""
    minibatch_size: int = 64
    """Steps per gradient step."""
    hidden: int = 128
    """Width of the LSTM and the layers."""

    def validate(self) -> str | None:
        if not 0 < self.gamma <= 1 or not 0 <= self.gae_lambda <= 1:
            return "gamma must be in (0, 1] and gae_lambda in [0, 1]"
        if self.epochs < 1 or self.minibatch_size < 1:
            return "epochs and minibatch_size must be at least 1"
        if self.learning_rate <= 0 or self.clip <= 0 or self.max_grad_norm <= 0:
            return "learning_rate, clip and max_grad_norm must be positive"
        if self.value_coef < 0 or self.entropy_coef < 0:
            return "value_coef and entropy_coef must be at least 0"
        if self.hidden < 1:
            return "hidden must be at least 1"
        return None


def ppo_update(
    policy: Policy,
    optimizer: torch.optim.Optimizer,
    buffer: RolloutBuffer,
    config: PPOConfig,
    generator: torch.Generator,
) -> dict[str, float]:
    """Runs the epochs of PPO on the buffer; returns the losses and diagnostics."""
    advantages, returns = buffer.advantages(config.gamma, config.gae_lambda)
    stats: dict[str, list[float]] = {
        k: [] for k in ("loss", "policy_loss", "value_loss", "entropy", "approx_kl", "clipfrac")
    }
    for _ in range(config.epochs):
        for batch in buffer.minibatches(advantages, returns, config.minibatch_size, generator):
            output = policy(batch.observations, action=batch.actions)
            log_ratio = output.log_prob - batch.log_probs
            ratio = log_ratio.exp()
            advantage = batch.advantages
            if len(advantage) > 1:
                advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
            policy_loss = torch.max(
                -advantage * ratio, -advantage * ratio.clamp(1 - config.clip, 1 + config.clip)
            ).mean()
            value_loss = 0.5 * (output.value - batch.returns).pow(2).mean()
            entropy = output.entropy.mean()
            loss = policy_loss + config.value_coef * value_loss - config.entropy_coef * entropy
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(policy.parameters(), config.max_grad_norm)
            optimizer.step()
            with torch.no_grad():
                stats["approx_kl"].append(((ratio - 1) - log_ratio).mean().item())
                stats["clipfrac"].append(((ratio - 1).abs() > config.clip).float().mean().item())
            stats["loss"].append(loss.item())
            stats["policy_loss"].append(policy_loss.item())
            stats["value_loss"].append(value_loss.item())
            stats["entropy"].append(entropy.item())
    n = buffer.size
    values = buffer.values[:n].numpy()
    target = returns.numpy()
    variance = np.var(target)
    explained = float("nan") if variance == 0 else 1 - np.var(target - values) / variance
    summary = {key: float(np.mean(value)) for key, value in stats.items()}
    summary["explained_variance"] = float(explained)
    return summary
