"""The PPO update (clipped objective, value loss, entropy bonus, grad clipping)."""

from __future__ import annotations

import numpy as np
import torch

from rl_autoscheduler.agent.buffer import RolloutBuffer
from rl_autoscheduler.agent.config import PPOConfig
from rl_autoscheduler.agent.policy import Policy
from rl_autoscheduler.agent.pretrain import DemonstrationSteps, demonstration_nll


def ppo_update(
    policy: Policy,
    optimizer: torch.optim.Optimizer,
    buffer: RolloutBuffer,
    config: PPOConfig,
    generator: torch.Generator,
    demonstrations: DemonstrationSteps | None = None,
) -> dict[str, float]:
    """Runs the epochs of PPO on the buffer, with `config.demonstration_coef` times the NLL
    of as many demonstrated steps as each minibatch has; returns the losses and diagnostics."""
    advantages, returns = buffer.advantages(config.gamma, config.gae_lambda)
    if not config.demonstration_coef:
        demonstrations = None
    stats: dict[str, list[float]] = {
        k: [] for k in ("loss", "policy_loss", "value_loss", "entropy", "approx_kl", "clipfrac")
    }
    if demonstrations is not None:
        stats["demonstration_nll"] = []
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
            if demonstrations is not None:
                drawn = torch.randint(len(demonstrations), (len(advantage),), generator=generator)
                nll = demonstration_nll(policy, demonstrations, drawn)
                loss = loss + config.demonstration_coef * nll
                stats["demonstration_nll"].append(nll.item())
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
