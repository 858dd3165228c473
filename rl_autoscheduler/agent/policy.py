"""Policy and value network with an LSTM state encoder.

The LSTM reads the op's loops in order (each loop's state and its access
columns); its last state, joined with the op-level, producer, history and
machine features, forms the trunk. Heads:
- kind: one logit per transformation kind;
- size: per loop, logits over TILE_SIZES, from the loop's LSTM output, the
  trunk and the chosen kind (the size masks depend on the kind, so sizes are
  sampled after it). A tiling kind's sizes are drawn given that they are not all 0:
  an all-zero tile leaves the op as it is, and a one pass that argmaxed every loop to
  0 wasted its steps on a scalar 32x32 matmul tile (0.02x PyTorch) or an untouched
  add (`_greedy_tile`, `_sampled_tile`, and the log-probability's renormalization);
- loop: per loop, a score for being placed next in an interchange;
- value: the state value.
Masked choices get a large negative logit (stable-baselines3's way), so an
unused part of the action, masked down to one value, costs no probability.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import torch
from torch import nn
from torch.distributions import Categorical
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from rl_autoscheduler.agent.actions import LOOP_PART, MAX_LOOPS, NUM_KINDS, NUM_SIZES, TILING_KINDS
from rl_autoscheduler.agent.observation import LOOP_FEATURES, MAX_TRANSFORMS, OP_FEATURES
from rl_autoscheduler.measurement.machine import MACHINE_FEATURES

MASKED_LOGIT = -1e8


class PolicyOutput(NamedTuple):
    action: torch.Tensor  # (B, 1 + MAX_LOOPS + 1), int64
    log_prob: torch.Tensor  # (B,)
    entropy: torch.Tensor  # (B,)
    value: torch.Tensor  # (B,)


def _mlp(inputs: int, hidden: int, outputs: int) -> nn.Sequential:
    return nn.Sequential(nn.Linear(inputs, hidden), nn.Tanh(), nn.Linear(hidden, outputs))


def _masked(logits: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    return torch.where(mask.bool(), logits, torch.full_like(logits, MASKED_LOGIT))


class Policy(nn.Module):
    def __init__(self, hidden: int = 128) -> None:
        super().__init__()
        self.hidden = hidden
        self.loop_embedding = nn.Sequential(nn.Linear(LOOP_FEATURES, hidden), nn.Tanh())
        self.lstm = nn.LSTM(hidden, hidden, batch_first=True)
        context = 2 * OP_FEATURES + MAX_TRANSFORMS * NUM_KINDS + MACHINE_FEATURES
        self.context = nn.Sequential(nn.Linear(context, hidden), nn.Tanh())
        self.trunk = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.Tanh())
        self.kind_head = nn.Linear(hidden, NUM_KINDS)
        self.size_head = _mlp(2 * hidden + NUM_KINDS, hidden, NUM_SIZES)
        self.loop_head = _mlp(2 * hidden, hidden, 1)
        self.value_head = _mlp(hidden, hidden, 1)

    def encode(self, obs: dict[str, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        """Returns (trunk (B, H), per-loop LSTM outputs (B, MAX_LOOPS, H))."""
        loops = obs["loops"]
        batch = loops.shape[0]
        lengths = obs["loops"][:, :, 0].sum(dim=1).clamp(min=1).long().cpu()
        packed = pack_padded_sequence(
            self.loop_embedding(loops), lengths, batch_first=True, enforce_sorted=False
        )
        outputs, (last, _) = self.lstm(packed)
        outputs, _ = pad_packed_sequence(outputs, batch_first=True, total_length=MAX_LOOPS)
        context = self.context(
            torch.cat(
                [
                    obs["op"],
                    obs["producer"],
                    obs["history"].reshape(batch, -1),
                    obs["machine"],
                ],
                dim=1,
            )
        )
        trunk = self.trunk(torch.cat([last[-1], context], dim=1))
        return trunk, outputs

    def forward(
        self,
        obs: dict[str, torch.Tensor],
        action: torch.Tensor | None = None,
        greedy: bool = False,
    ) -> PolicyOutput:
        """Samples (or, given `action`, evaluates) an action under the masks."""
        trunk, loop_out = self.encode(obs)
        batch = trunk.shape[0]

        kind_dist = Categorical(logits=_masked(self.kind_head(trunk), obs["kind_mask"]))
        if action is not None:
            kind = action[:, 0]
        elif greedy:
            kind = kind_dist.probs.argmax(dim=1)
        else:
            kind = kind_dist.sample()

        # Size masks of the chosen kind; other kinds use no size (only 0 allowed).
        tiling = torch.zeros_like(kind, dtype=torch.bool)
        for k in TILING_KINDS:
            tiling |= kind == k
        which = (kind - TILING_KINDS[0]).clamp(0, len(TILING_KINDS) - 1)
        size_mask = obs["tile_mask"][torch.arange(batch), which]
        unused = torch.zeros_like(size_mask)
        unused[..., 0] = 1
        size_mask = torch.where(tiling[:, None, None], size_mask, unused)
        kind_onehot = nn.functional.one_hot(kind, NUM_KINDS).float()
        size_input = torch.cat(
            [
                loop_out,
                trunk[:, None, :].expand(-1, MAX_LOOPS, -1),
                kind_onehot[:, None, :].expand(-1, MAX_LOOPS, -1),
            ],
            dim=2,
        )
        size_dist = Categorical(logits=_masked(self.size_head(size_input), size_mask))

        loop_input = torch.cat([loop_out, trunk[:, None, :].expand(-1, MAX_LOOPS, -1)], dim=2)
        loop_logits = self.loop_head(loop_input).squeeze(-1)
        loop_dist = Categorical(logits=_masked(loop_logits, obs["interchange_mask"]))

        if action is not None:
            sizes, loop = action[:, 1:LOOP_PART], action[:, LOOP_PART]
        elif greedy:
            sizes, loop = _greedy_tile(size_dist.probs, tiling), loop_dist.probs.argmax(dim=1)
        else:
            sizes, loop = _sampled_tile(size_dist, tiling), loop_dist.sample()

        # A tiling kind's sizes are drawn given that they are not all 0 (which would leave
        # the op as it is): the product of the loops' probabilities, renormalized.
        all_zero = size_dist.probs[..., 0].prod(dim=1).clamp(max=1 - 1e-6)
        log_prob = (
            kind_dist.log_prob(kind)
            + size_dist.log_prob(sizes).sum(dim=1)
            - torch.where(tiling, torch.log1p(-all_zero), torch.zeros_like(all_zero))
            + loop_dist.log_prob(loop)
        )
        entropy = kind_dist.entropy() + size_dist.entropy().sum(dim=1) + loop_dist.entropy()
        value = self.value_head(trunk).squeeze(-1)
        chosen = torch.cat([kind[:, None], sizes, loop[:, None]], dim=1)
        return PolicyOutput(chosen, log_prob, entropy, value)


def _greedy_tile(probs: torch.Tensor, tiling: torch.Tensor) -> torch.Tensor:
    """The most likely sizes (B, MAX_LOOPS) that tile something: the loops' argmax, and
    where that is all 0 on a tiling kind, the one loop whose best non-zero size loses
    least against its 0 set to that size (the joint argmax among tiles that change the
    op, under the factorized distribution)."""
    sizes = probs.argmax(dim=2)
    stuck = tiling & (sizes == 0).all(dim=1)
    if stuck.any():
        best, best_size = probs[..., 1:].max(dim=2)
        ratio = best / probs[..., 0].clamp(min=1e-12)
        loop = ratio.argmax(dim=1)
        rows = torch.nonzero(stuck).squeeze(1)
        sizes[rows, loop[rows]] = best_size[rows, loop[rows]] + 1
    return sizes


def _sampled_tile(size_dist: Categorical, tiling: torch.Tensor, tries: int = 32) -> torch.Tensor:
    """Sizes (B, MAX_LOOPS) drawn from the loops' distributions, redrawn where a tiling
    kind drew all 0 (rejection sampling of the conditional); after `tries` the greedy
    tile, so a distribution that puts almost everything on 0 still tiles."""
    sizes = size_dist.sample()
    for _ in range(tries):
        stuck = tiling & (sizes == 0).all(dim=1)
        if not stuck.any():
            return sizes
        sizes = torch.where(stuck[:, None], size_dist.sample(), sizes)
    stuck = tiling & (sizes == 0).all(dim=1)
    return torch.where(stuck[:, None], _greedy_tile(size_dist.probs, tiling), sizes)


def to_tensors(observations: list[dict] | dict, device: str = "cpu") -> dict[str, torch.Tensor]:
    """Stacks observations (dicts of numpy arrays) into a batch of float tensors."""
    if isinstance(observations, dict):
        observations = [observations]
    return {
        key: torch.as_tensor(np.stack([o[key] for o in observations]), device=device).float()
        for key in observations[0]
    }
