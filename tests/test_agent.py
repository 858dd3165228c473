"""PPO pieces: GAE against a hand computation, an update that lowers the loss,
and checkpoints that resume to the same state."""

import copy
import itertools

import numpy as np
import pytest
import torch
from programs import ADD, MATMUL, MATMUL_RELU

from rl_autoscheduler.agent.action_space import KINDS, LOOP_PART, TILE_SIZES, TILING_KINDS
from rl_autoscheduler.agent.buffer import RolloutBuffer, compute_gae
from rl_autoscheduler.agent.config import PPOConfig, PretrainOptions, TrainConfig, TrainingOptions
from rl_autoscheduler.agent.demonstrations import Demonstration, actions_of
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.policy import Policy, to_tensors
from rl_autoscheduler.agent.ppo import ppo_update
from rl_autoscheduler.agent.pretrain import clone_epoch, demonstration_nll, demonstration_steps
from rl_autoscheduler.agent.train import Trainer
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.program_sets import ProgramSet
from rl_autoscheduler.search.templates import template_schedules


def test_gae_matches_a_hand_computed_example():
    # Two episodes: [r=0, r=1] then [r=2]; values 0.5, 0.2, 1.0; gamma .9, lambda .8.
    rewards = torch.tensor([0.0, 1.0, 2.0])
    values = torch.tensor([0.5, 0.2, 1.0])
    dones = torch.tensor([0.0, 1.0, 1.0])
    advantages, returns = compute_gae(rewards, values, dones, gamma=0.9, lam=0.8)
    delta1 = 1.0 - 0.2  # terminal: no bootstrap
    delta0 = 0.0 + 0.9 * 0.2 - 0.5
    expected = [delta0 + 0.9 * 0.8 * delta1, delta1, 2.0 - 1.0]
    assert advantages.tolist() == pytest.approx(expected)
    assert returns.tolist() == pytest.approx(
        [a + v for a, v in zip(expected, values.tolist(), strict=True)]
    )


def _filled_buffer(policy, seed=0):
    programs = [Program.from_text(t, n) for n, t in (("mm", MATMUL), ("mlp", MATMUL_RELU))]
    env = SchedulingEnv(programs)
    buffer = RolloutBuffer(512, env.observation_space)
    rng = np.random.default_rng(seed)
    with torch.no_grad():
        for episode in range(12):
            observation, _ = env.reset(options={"program": episode % 2})
            while True:
                out = policy(to_tensors(observation))
                next_observation, _, terminated, _, _ = env.step(out.action[0].numpy())
                # A fixed synthetic reward that favours vectorizing.
                reward = float(rng.normal()) + (2.0 if out.action[0, 0] == 5 else 0.0)
                buffer.add(
                    observation,
                    out.action[0],
                    out.log_prob.item(),
                    out.value.item(),
                    reward,
                    terminated,
                )
                observation = next_observation
                if terminated:
                    break
    return buffer


def _loss(policy, buffer, config):
    advantages, returns = buffer.advantages(config.gamma, config.gae_lambda)
    n = buffer.size
    observations = {k: v[:n] for k, v in buffer.observations.items()}
    with torch.no_grad():
        out = policy(observations, action=buffer.actions[:n])
    normalized = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
    ratio = (out.log_prob - buffer.log_probs[:n]).exp()
    policy_loss = -(normalized * ratio).mean()
    value_loss = 0.5 * (out.value - returns).pow(2).mean()
    return (policy_loss + config.value_coef * value_loss).item()


def test_ppo_update_lowers_the_loss_on_a_fixed_batch():
    torch.manual_seed(0)
    policy = Policy(hidden=32)
    buffer = _filled_buffer(policy)
    config = PPOConfig(epochs=8, minibatch_size=16, learning_rate=3e-3, entropy_coef=0.0)
    before = _loss(policy, buffer, config)
    optimizer = torch.optim.Adam(policy.parameters(), lr=config.learning_rate)
    stats = ppo_update(policy, optimizer, buffer, config, torch.Generator().manual_seed(0))
    after = _loss(policy, buffer, config)
    assert after < before
    for key in ("approx_kl", "clipfrac", "explained_variance", "entropy", "value_loss"):
        assert key in stats and np.isfinite(stats[key])


def test_masked_parts_cost_no_probability():
    policy = Policy(hidden=16)
    env = SchedulingEnv([Program.from_text(ADD)])
    observation, _ = env.reset()
    observation["kind_mask"][:] = 0
    observation["kind_mask"][0] = 1  # only NEXT_OP
    with torch.no_grad():
        out = policy(to_tensors(observation))
    assert out.action[0, 0] == 0
    assert out.log_prob.item() == pytest.approx(0.0, abs=1e-5)
    assert out.entropy.item() == pytest.approx(0.0, abs=1e-5)


def _tile_only(observation, allowed):
    """`observation` with only Tile legal, and only the sizes `allowed` (loop -> size
    indices besides 0) on the loops named."""
    observation["kind_mask"][:] = 0
    observation["kind_mask"][KINDS.index("tile")] = 1
    tiles = observation["tile_mask"][TILING_KINDS.index(KINDS.index("tile"))]
    tiles[:] = 0
    tiles[:, 0] = 1
    for loop, sizes in allowed.items():
        tiles[loop, sizes] = 1
    return observation


def test_a_tile_action_never_leaves_the_op_as_it_is():
    """The one pass had stopped on a 32x32 matmul tile (too large to vectorize) by
    choosing size 0 for every loop, a tile that changes nothing, six times over."""
    torch.manual_seed(0)
    policy = Policy(hidden=16)
    with torch.no_grad():  # size 0 far more likely than any other on every loop
        policy.size_head[-1].bias[0] += 6.0
    env = SchedulingEnv([Program.from_text(MATMUL)])
    observation = _tile_only(env.reset()[0], {0: [1, 2], 1: [2, 3]})
    with torch.no_grad():
        greedy = policy(to_tensors(observation), greedy=True).action[0]
        sampled = [policy(to_tensors(observation)).action[0] for _ in range(20)]
    for action in [greedy, *sampled]:
        assert action[0] == KINDS.index("tile")
        assert action[1:LOOP_PART].any(), "an all-zero tile is a wasted step"


def test_tile_sizes_are_a_distribution_over_the_tiles_that_change_the_op():
    policy = Policy(hidden=16)
    env = SchedulingEnv([Program.from_text(MATMUL)])
    observation = _tile_only(env.reset()[0], {0: [1, 2], 2: [3]})
    batch = to_tensors(observation)
    total = 0.0
    with torch.no_grad():
        for m, k in itertools.product([0, 1, 2], [0, 3]):
            if m == k == 0:
                continue
            action = torch.zeros((1, LOOP_PART + 1), dtype=torch.int64)
            action[0, 0], action[0, 1], action[0, 3] = KINDS.index("tile"), m, k
            total += policy(batch, action=action).log_prob.exp().item()
    assert total == pytest.approx(1.0, abs=1e-4)


def test_a_tile_s_sizes_are_chosen_together_not_mixed_from_two_tiles():
    """Demonstrations tile a matmul either 8 x 32 or 32 x 8. Loops chosen independently
    mixed them into 8 x 8 or 32 x 32 tiles half the time; a policy cloned from both
    proposes only the tiles it was shown."""
    torch.manual_seed(0)
    policy = Policy(hidden=32)
    env = SchedulingEnv([Program.from_text(MATMUL)])
    eight, thirty_two = TILE_SIZES.index(8), TILE_SIZES.index(32)
    observation = _tile_only(env.reset()[0], {0: [eight, thirty_two], 1: [eight, thirty_two]})
    batch = to_tensors([observation] * 2)
    shown = torch.zeros((2, LOOP_PART + 1), dtype=torch.int64)
    shown[:, 0] = KINDS.index("tile")
    shown[0, 1:3] = torch.tensor([eight, thirty_two])
    shown[1, 1:3] = torch.tensor([thirty_two, eight])
    optimizer = torch.optim.Adam(policy.parameters(), lr=1e-2)
    for _ in range(200):
        loss = -policy(batch, action=shown).log_prob.mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    with torch.no_grad():
        tiles = {tuple(policy(batch).action[0, 1:3].tolist()) for _ in range(100)}
    assert tiles == {(eight, thirty_two), (thirty_two, eight)}


def _trainer(tmp_path):
    files = []
    for name, text in (("mm", MATMUL), ("add", ADD)):
        path = tmp_path / f"{name}.mlir"
        path.write_text(text)
        files.append(str(path))
    config = TrainConfig(
        train=ProgramSet(files=files),
        eval=ProgramSet(files=files[:1]),
        training=TrainingOptions(run_dir=str(tmp_path / "run"), seed=7),
        ppo=PPOConfig(hidden=16),
    )
    return Trainer(config)


def test_checkpoint_saves_loads_and_resumes_to_the_same_state(tmp_path):
    trainer = _trainer(tmp_path)
    trainer.iteration, trainer.measurements = 3, 96
    with torch.no_grad():  # weights no fresh policy of the same seed has
        for parameter in trainer.policy.parameters():
            parameter.add_(torch.randn_like(parameter))
    for _ in range(5):  # advance the random streams
        trainer.rng.integers(10)
        torch.rand(1, generator=trainer.generator)
    path = trainer.save()

    resumed = _trainer(tmp_path)
    assert not all(
        torch.equal(tensor, resumed.policy.state_dict()[name])
        for name, tensor in trainer.policy.state_dict().items()
    ), "the perturbed weights must differ from a fresh policy's, or loading proves nothing"
    resumed.load(path)
    assert (resumed.iteration, resumed.measurements) == (3, 96)
    for name, tensor in trainer.policy.state_dict().items():
        assert torch.equal(tensor, resumed.policy.state_dict()[name])
    assert resumed.rng.integers(1 << 30) == copy.deepcopy(trainer.rng).integers(1 << 30)
    assert torch.equal(
        torch.rand(3, generator=resumed.generator),
        torch.rand(3, generator=copy.deepcopy(trainer.generator)),
    )
    # The same observation gives the same sampled action after resuming.
    env = SchedulingEnv(trainer.train_programs)
    observation = to_tensors(env.reset(options={"program": 0})[0])
    torch.manual_seed(11)
    first = trainer.policy(observation).action
    torch.manual_seed(11)
    assert torch.equal(first, resumed.policy(observation).action)


def test_a_corrupt_checkpoint_is_a_clear_error(tmp_path):
    trainer = _trainer(tmp_path)
    bad = tmp_path / "bad.pt"
    bad.write_bytes(b"not a checkpoint")
    with pytest.raises(ConfigError, match=r"cannot load checkpoint .*bad\.pt"):
        trainer.load(bad)


def test_the_demonstration_term_holds_ppo_to_the_cloned_teacher():
    """PPO on noisy rewards drifts from the demonstrations; `demonstration_coef` keeps the
    fine-tuned policy's likelihood of the teacher's actions higher."""
    programs = [Program.from_text(t, n) for n, t in (("mm", MATMUL), ("mlp", MATMUL_RELU))]
    demonstrations = []
    for program in programs:
        _, schedule = next(iter(template_schedules(program)))
        actions = actions_of(program, schedule)
        demonstrations.append(
            Demonstration(program.name, schedule.to_json(), actions, 10.0, "template", 1)
        )
    steps = demonstration_steps(demonstrations, programs)
    torch.manual_seed(0)
    cloned = Policy(hidden=32)
    optimizer = torch.optim.Adam(cloned.parameters(), lr=3e-3)
    generator = torch.Generator().manual_seed(0)
    for _ in range(30):
        clone_epoch(cloned, optimizer, steps, PretrainOptions(minibatch_size=8), generator)
    buffer = _filled_buffer(cloned)
    every_step = torch.arange(len(steps))

    nll = {}
    for coef in (0.0, 1.0):
        policy = copy.deepcopy(cloned)
        config = PPOConfig(epochs=8, minibatch_size=16, learning_rate=3e-3, demonstration_coef=coef)
        optimizer = torch.optim.Adam(policy.parameters(), lr=config.learning_rate)
        stats = ppo_update(
            policy, optimizer, buffer, config, torch.Generator().manual_seed(0), steps
        )
        assert ("demonstration_nll" in stats) == bool(coef)
        with torch.no_grad():
            nll[coef] = demonstration_nll(policy, steps, every_step).item()
    assert nll[1.0] < nll[0.0], nll
