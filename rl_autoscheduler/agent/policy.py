"""Policy and value network with an LSTM state encoder.

The LSTM reads the op's loops in order (each loop's state and its access
columns); its last state, joined with the op-level, producer, history and
machine features, forms the trunk. Heads:
- kind: one logit per transformation kind;
- size: per loop, logits over TILE_SIZES, from the loop's LSTM output, the
  trunk, the chosen kind (the size masks depend on the kind, so sizes are sampled
  after it) and the sizes already chosen for the loops before it. The loops are
  chosen in order, each given the ones before (`_choose_sizes`): a tile is one
  choice of several sizes, and loops chosen independently mixed the demonstrations'
  tiles (the M of a 64x64 cache block with the N of an 8x32 register tile). A tiling
  kind's last loop that could still tile is not left at 0 when every loop before it
  was: an all-zero tile leaves the op as it is, and a one pass of all-zero choices
  wasted its steps on a scalar 32x32 matmul tile or an untouched add;
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

from rl_autoscheduler.agent.action_space import (
    LOOP_PART,
    MAX_LOOPS,
    NUM_KINDS,
    NUM_SIZES,
    TILING_KINDS,
)
from rl_autoscheduler.agent.observation import LOOP_FEATURES, MAX_TRANSFORMS, OP_FEATURES
from rl_autoscheduler.measurement.machine import MACHINE_FEATURES

MASKED_LOGIT = -1e8
ARCHITECTURE = "lstm-sizes-in-order-v2"
"""Recorded in checkpoints (`checkpoint.read_checkpoint` refuses another): v2 chooses a
tile's sizes loop by loop; v1's independent choices had the same parameter names."""
PREVIOUS_SIZES = MAX_LOOPS * NUM_SIZES
"""The size head's view of the loops chosen before: one one-hot of TILE_SIZES per loop."""


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
        self.size_head = _mlp(2 * hidden + NUM_KINDS + PREVIOUS_SIZES, hidden, NUM_SIZES)
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

    def _size_distribution(
        self,
        size_input: torch.Tensor,
        size_mask: torch.Tensor,
        tiling: torch.Tensor,
        sizes: torch.Tensor,
    ) -> Categorical:
        """Each loop's sizes (B, MAX_LOOPS) given the sizes (B, MAX_LOOPS) of the loops
        before it in `sizes` (later entries are not read)."""
        batch = sizes.shape[0]
        chosen = nn.functional.one_hot(sizes, NUM_SIZES).float().reshape(batch, 1, -1)
        previous = chosen * _BEFORE.to(chosen.device)
        logits = self.size_head(torch.cat([size_input, previous], dim=2))
        return Categorical(logits=_masked(logits, _not_all_zero(size_mask, tiling, sizes)))

    def _choose_sizes(
        self, size_input: torch.Tensor, size_mask: torch.Tensor, tiling: torch.Tensor, greedy: bool
    ) -> torch.Tensor:
        """Sizes (B, MAX_LOOPS) chosen loop by loop, each given the ones before."""
        sizes = torch.zeros(size_mask.shape[:2], dtype=torch.int64, device=size_mask.device)
        for loop in range(MAX_LOOPS):
            probs = self._size_distribution(size_input, size_mask, tiling, sizes).probs[:, loop]
            sizes[:, loop] = probs.argmax(dim=1) if greedy else torch.multinomial(probs, 1)[:, 0]
        return sizes

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
        loop_input = torch.cat([loop_out, trunk[:, None, :].expand(-1, MAX_LOOPS, -1)], dim=2)
        loop_logits = self.loop_head(loop_input).squeeze(-1)
        loop_dist = Categorical(logits=_masked(loop_logits, obs["interchange_mask"]))

        if action is not None:
            sizes, loop = action[:, 1:LOOP_PART], action[:, LOOP_PART]
        else:
            sizes = self._choose_sizes(size_input, size_mask, tiling, greedy)
            loop = loop_dist.probs.argmax(dim=1) if greedy else loop_dist.sample()
        size_dist = self._size_distribution(size_input, size_mask, tiling, sizes)

        log_prob = (
            kind_dist.log_prob(kind)
            + size_dist.log_prob(sizes).sum(dim=1)
            + loop_dist.log_prob(loop)
        )
        entropy = kind_dist.entropy() + size_dist.entropy().sum(dim=1) + loop_dist.entropy()
        value = self.value_head(trunk).squeeze(-1)
        chosen = torch.cat([kind[:, None], sizes, loop[:, None]], dim=1)
        return PolicyOutput(chosen, log_prob, entropy, value)


_BEFORE = torch.tril(torch.ones(MAX_LOOPS, MAX_LOOPS), diagonal=-1).repeat_interleave(
    NUM_SIZES, dim=1
)
"""(MAX_LOOPS, PREVIOUS_SIZES): row i keeps the one-hots of loops j < i."""


def _not_all_zero(
    size_mask: torch.Tensor, tiling: torch.Tensor, sizes: torch.Tensor
) -> torch.Tensor:
    """`size_mask` (B, MAX_LOOPS, NUM_SIZES) without size 0 on a tiling kind's last loop
    that can tile when every loop before it chose 0: the tile then changes the op, and
    the loops' conditionals stay exact (no renormalization, no rejection)."""
    can_tile = size_mask[..., 1:].any(dim=2).long()
    tiled = (sizes != 0).long()
    # Exclusive running counts: a loop after this one can tile / a loop before it did.
    can_tile_later = can_tile.flip(1).cumsum(1).flip(1) - can_tile > 0
    tiled_before = tiled.cumsum(1) - tiled > 0
    forced = tiling[:, None] & can_tile.bool() & ~can_tile_later & ~tiled_before
    mask = size_mask.clone()
    mask[..., 0] = torch.where(forced, torch.zeros_like(mask[..., 0]), mask[..., 0])
    return mask


def to_tensors(observations: list[dict] | dict, device: str = "cpu") -> dict[str, torch.Tensor]:
    """Stacks observations (dicts of numpy arrays) into a batch of float tensors."""
    if isinstance(observations, dict):
        observations = [observations]
    return {
        key: torch.as_tensor(np.stack([o[key] for o in observations]), device=device).float()
        for key in observations[0]
    }
