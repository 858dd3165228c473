"""Behaviour cloning: the policy learns the teachers' demonstrations before PPO.

PPO from a random policy spends most of its measurements finding what a template or a
greedy search finds in a few dozen: that a matmul wants a register tile, a convolution a
decompose. So training first replays each demonstration in the env, recording the
observation before every demonstrated action, and fits the policy to them:

- masked cross-entropy on the demonstrated action (every part of it, under the same
  masks as in an episode, so the loss is the negative log-probability PPO also uses);
- value regression on the demonstration's measured log speedup (the return of every
  step of an episode with gamma 1 and one final reward).

PPO then fine-tunes from that policy. Each epoch's losses and the accuracy of the greedy
action (the whole action vector equal to the demonstrated one) go to the trackers.

A fine-tuning (`training.init_from`) demonstrates only its new programs. So that learning
them does not undo what the model chooses elsewhere, every other train program is
rehearsed (`pretrain.rehearsal_coef`): the starting policy's own greedy walk of it, each
step an example whose action's negative log-likelihood is added to the loss with that
weight (no value target: nothing was measured). This is Learning without Forgetting (Li
and Hoiem, 2016) with the old policy's greedy actions as the targets.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

from rl_autoscheduler.agent.config import PretrainOptions
from rl_autoscheduler.agent.demonstrations import Demonstration
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.policy import Policy, to_tensors
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program


@dataclass
class DemonstrationSteps:
    """Every demonstrated step as a training example."""

    observations: dict[str, torch.Tensor]
    actions: torch.Tensor
    returns: torch.Tensor

    def __len__(self) -> int:
        return len(self.actions)

    def observations_of(self, batch: torch.Tensor) -> dict[str, torch.Tensor]:
        return {key: value[batch] for key, value in self.observations.items()}


def demonstration_nll(
    policy: Policy, steps: DemonstrationSteps, batch: torch.Tensor
) -> torch.Tensor:
    """The mean negative log-likelihood of the demonstrated actions of `batch` (under the
    same masks as in an episode): the cloning loss, and PPO's demonstration term."""
    output = policy(steps.observations_of(batch), action=steps.actions[batch])
    return -output.log_prob.mean()


def demonstration_steps(
    demonstrations: list[Demonstration], programs: list[Program]
) -> DemonstrationSteps:
    """Replays each demonstration of a program in `programs` in the env; ConfigError if
    none is of these programs or one no longer replays to its schedule."""
    index = {program.name: i for i, program in enumerate(programs)}
    usable = [d for d in demonstrations if d.program in index]
    if not usable:
        raise ConfigError("no demonstration is of a program in the train set")
    env = SchedulingEnv(programs)
    observations, actions, returns = [], [], []
    for demonstration in usable:
        observation, _ = env.reset(options={"program": index[demonstration.program]})
        info: dict = {}
        for action in demonstration.actions:
            observations.append(observation)
            actions.append(action)
            returns.append(math.log(demonstration.speedup))
            observation, _, _, _, info = env.step(np.asarray(action))
        if info.get("schedule") != demonstration.schedule:
            raise ConfigError(
                f"the demonstration of {demonstration.program} no longer replays to its "
                "schedule: regenerate the demonstrations"
            )
    return DemonstrationSteps(
        to_tensors(observations),
        torch.as_tensor(np.asarray(actions), dtype=torch.int64),
        torch.as_tensor(returns, dtype=torch.float32),
    )


@torch.no_grad()
def rehearsal_steps(policy: Policy, programs: list[Program]) -> DemonstrationSteps:
    """`policy`'s own greedy walk of each program, every step an example (its return is
    NaN: rehearsal has no value target)."""
    policy.eval()
    env = SchedulingEnv(programs)
    observations, actions = [], []
    for index in range(len(programs)):
        observation, _ = env.reset(options={"program": index})
        terminated = env.done
        while not terminated:
            action = policy(to_tensors(observation), greedy=True).action[0].numpy()
            observations.append(observation)
            actions.append(action)
            observation, _, terminated, _, _ = env.step(action)
    if not actions:
        raise ConfigError("nothing to rehearse: every train program has a demonstration")
    return DemonstrationSteps(
        to_tensors(observations),
        torch.as_tensor(np.asarray(actions), dtype=torch.int64),
        torch.full((len(actions),), math.nan),
    )


def clone_epoch(
    policy: Policy,
    optimizer: torch.optim.Optimizer,
    steps: DemonstrationSteps,
    options: PretrainOptions,
    generator: torch.Generator,
    rehearsal: DemonstrationSteps | None = None,
) -> dict[str, float]:
    """One pass of behaviour cloning in shuffled minibatches; the epoch's mean losses.
    With `rehearsal`, each minibatch also takes as many random rehearsed steps."""
    policy.train()
    order = torch.randperm(len(steps), generator=generator)
    totals = {"pretrain_loss": 0.0, "pretrain_action_nll": 0.0, "pretrain_value_loss": 0.0}
    if rehearsal is not None:
        totals["pretrain_rehearsal_nll"] = 0.0
    for start in range(0, len(steps), options.minibatch_size):
        batch = order[start : start + options.minibatch_size]
        output = policy(steps.observations_of(batch), action=steps.actions[batch])
        action_nll = -output.log_prob.mean()
        value_loss = 0.5 * (output.value - steps.returns[batch]).pow(2).mean()
        loss = action_nll + options.value_coef * value_loss
        if rehearsal is not None:
            drawn = torch.randint(len(rehearsal), (len(batch),), generator=generator)
            rehearsal_nll = demonstration_nll(policy, rehearsal, drawn)
            loss = loss + options.rehearsal_coef * rehearsal_nll
            totals["pretrain_rehearsal_nll"] += rehearsal_nll.item() * len(batch) / len(steps)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        share = len(batch) / len(steps)
        totals["pretrain_loss"] += loss.item() * share
        totals["pretrain_action_nll"] += action_nll.item() * share
        totals["pretrain_value_loss"] += value_loss.item() * share
    totals["pretrain_accuracy"] = greedy_accuracy(policy, steps)
    if rehearsal is not None:
        totals["pretrain_rehearsal_accuracy"] = greedy_accuracy(policy, rehearsal)
    return totals


@torch.no_grad()
def greedy_accuracy(policy: Policy, steps: DemonstrationSteps) -> float:
    """The share of demonstrated steps whose greedy action is the demonstrated one."""
    policy.eval()
    chosen = policy(steps.observations, greedy=True).action
    return float((chosen == steps.actions).all(dim=1).float().mean())
