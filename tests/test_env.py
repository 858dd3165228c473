"""The scheduling environment: gymnasium's checker, and masks that never allow
an illegal action (a property test over random programs)."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from programs import ADD, BY_KIND, CONV_NCHW, CONV_NHWC, MATMUL, MATMUL_RELU, POOL_NCHW

from data_generation.random_mlir_gen import generate, program_text
from rl_autoscheduler.agent.action_choice import random_action
from rl_autoscheduler.agent.action_space import (
    PACK,
    TILE,
    TILE_SIZES,
    TILING_KINDS,
    VECTORIZE,
)
from rl_autoscheduler.agent.env import RewardConfig, SchedulingEnv, terminal_reward
from rl_autoscheduler.ir.op_kinds import (
    GATHERED_ROW_OPS,
    WINDOW_LOOPS,
    gathers_strided_rows,
    result_row_loop,
)
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Interchange, Schedule, Tile, TileParallel
from rl_autoscheduler.ir.schedule_script import apply_schedule
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions
from rl_autoscheduler.measurement.runner import InProcessRunner
from rl_autoscheduler.search.state import (
    MAX_PEELED_POOLED_ROW,
    SchedulingState,
    has_only_trivial_tiles,
    replay,
)


def test_gymnasium_env_checker_passes():
    programs = [Program.from_text(text, kind) for kind, text in BY_KIND.items()]
    check_env(
        SchedulingEnv([*programs, Program.from_text(MATMUL_RELU, "mlp")]), skip_render_check=True
    )


def _play(env, program_index, rng):
    """A masked random episode; returns the illegal actions and failed steps it met."""
    problems = []
    observation, _ = env.reset(options={"program": program_index})
    while True:
        action = random_action(observation, rng)
        if action[0] in TILING_KINDS:
            sizes = [TILE_SIZES[i] for i in action[1:8]]
            nest = env._nest()
            windowed = nest.op_name in WINDOW_LOOPS
            peels = (
                action[0] == TILE
                and len(env.state.instances) == 1
                and (not windowed or gathers_strided_rows(nest))
            )
            pooled_row = result_row_loop(nest) if nest.op_name in GATHERED_ROW_OPS else None
            for index, (size, loop) in enumerate(zip(sizes, nest.loops, strict=False)):
                # A size divides its loop, or a sequential tile peels the remainder of
                # a parallel loop that no size but 1 divides, or of an NCHW pooling's
                # output row in whole lanes, or of a rule's register tile (a 1x1
                # convolution's row in whole registers, `pointwise_rule`; a batched
                # transpose's square, `transpose_rule`).
                remainder = (
                    (peels and not loop.is_reduction and has_only_trivial_tiles(loop.trip_count))
                    or (
                        action[0] == TILE
                        and len(env.state.instances) == 1
                        and index == pooled_row
                        and size <= MAX_PEELED_POOLED_ROW
                    )
                    or (action[0] == TILE and env.state._rule_next is not None)
                )
                assert (
                    size == 0
                    or loop.trip_count % size == 0
                    or (remainder and size < loop.trip_count)
                )
        observation, _, terminated, _, info = env.step(action)
        for key in ("illegal_action", "step_error"):
            if key in info:
                problems.append(info[key])
        if terminated:
            return problems, info


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_masks_never_allow_an_illegal_action(seed):
    specs = generate(8, seed)
    programs = [
        Program.from_text(program_text(spec), f"random_{i}") for i, spec in enumerate(specs)
    ]
    env = SchedulingEnv([*programs, Program.from_text(MATMUL_RELU, "mlp")])
    rng = np.random.default_rng(seed)
    for index in range(len(env.programs)):
        for _ in range(3):
            problems, info = _play(env, index, rng)
            assert problems == [], (env.program.name, problems)
            # The episode's schedule replays as one legal schedule: through the search
            # space's walk, and through apply_schedule to the same program.
            schedule = Schedule.from_json(info["schedule"])
            walked = replay(env.program, schedule)
            assert walked.schedule == schedule
            assert walked.program.text == apply_schedule(env.program, schedule)[0].text


def test_a_tiling_kind_is_legal_only_where_every_loop_has_a_size_to_pick():
    """Found by the random walks (seed 129951): an elementwise op interchanged to put its
    row loop outermost left the Tile kind legal with no legal size for one loop, and a
    masked action had nothing to pick. A legal tiling kind has a size in every row."""
    text = ADD.replace("16x32", "32x196x96").replace("(d0, d1)", "(d0, d1, d2)")
    text = text.replace('["parallel", "parallel"]', '["parallel", "parallel", "parallel"]')
    state = SchedulingState.start(Program.from_text(text, "add"))
    state = state.apply(Interchange("op0", (2, 0, 1)))
    assert TileParallel in state.legal_kinds()
    for kind in set(state.legal_kinds()) & {Tile, TileParallel}:
        assert state.tile_mask(kind).any(axis=1).all(), kind


def test_unmasked_random_actions_are_penalised_not_fatal():
    env = SchedulingEnv([Program.from_text(MATMUL_RELU, "mlp")])
    env.action_space.seed(3)
    penalties = 0
    for _ in range(20):
        env.reset()
        while True:
            _, _reward, terminated, _, info = env.step(env.action_space.sample())
            penalties += "illegal_action" in info
            if terminated:
                break
    assert penalties > 0


@pytest.mark.usefixtures("avx512_rules")
def test_vectorize_ends_the_op_and_the_episode_is_measured():
    program = Program.from_text(ADD, "add")
    timing = TimingOptions(warmup=0, repeat=2, min_repeat=1)
    env = SchedulingEnv([program], measure=InProcessRunner(timing))
    observation, _ = env.reset()
    assert observation["kind_mask"][VECTORIZE]  # 16x32 is small enough
    action = np.zeros(9, dtype=np.int64)
    action[0] = VECTORIZE
    _, reward, terminated, _, info = env.step(action)
    assert terminated and info["schedule"] == [{"kind": "vectorize", "tag": "op0"}]
    result = info["measurement"]
    assert result["correct"]
    assert reward == pytest.approx(np.log(result["baseline_s"] / result["time_s"]))


def test_terminal_reward_terms():
    good = Measurement(
        "p",
        [],
        1,
        correct=True,
        baseline_s=4.0,
        time_s=1.0,
        allocated_bytes=99,
        baseline_allocated_bytes=399,
    )
    assert terminal_reward(good, RewardConfig()) == pytest.approx(np.log(4))
    both = RewardConfig(alpha=1.0, beta=0.5)
    assert terminal_reward(good, both) == pytest.approx(np.log(4) + 0.5 * np.log(4))
    failed = Measurement("p", [], 1, failure_kind="crash", error="boom")
    assert terminal_reward(failed, RewardConfig(failure_penalty=3)) == -3


def test_masks_forbid_vectorizing_a_large_op_and_nested_parallel_loops():
    env = SchedulingEnv([Program.from_text(MATMUL, "mm")])
    observation, _ = env.reset()
    assert not observation["kind_mask"][VECTORIZE]  # 16x32x24 iterations: tile first
    action = np.zeros(9, dtype=np.int64)
    action[0] = TILING_KINDS[1]  # tile_parallel
    action[1] = TILE_SIZES.index(8)
    observation, *_ = env.step(action)
    assert observation["kind_mask"][TILING_KINDS[0]]  # tile: yes
    assert not observation["kind_mask"][TILING_KINDS[1]]  # tile_parallel again: no


def test_pack_is_one_action_on_nchw_convolutions_only():
    conv = Program.from_text(CONV_NCHW, "conv")
    timing = TimingOptions(warmup=0, repeat=2, min_repeat=1)
    env = SchedulingEnv([conv], measure=InProcessRunner(timing))
    observation, _ = env.reset()
    assert observation["kind_mask"][PACK]
    action = np.zeros(9, dtype=np.int64)
    action[0] = PACK
    _, _, terminated, _, info = env.step(action)
    # The sizes are the rule's: 8 lanes (F = 8), so one channel block; the strided conv's
    # 4x4 output points in two tiles of 2x4, one input channel per step, so that the two
    # threads take one row pair each.
    assert terminated and info["schedule"] == [
        {
            "kind": "pack",
            "tag": "op0",
            "lanes": [8],
            "register_tile": [1, 1, 2, 4, 1],
            "parallel": [0, 0, 2],
        }
    ]
    assert info["measurement"]["correct"]
    for text in (POOL_NCHW, MATMUL, CONV_NHWC):
        observation, _ = SchedulingEnv([Program.from_text(text)]).reset()
        assert not observation["kind_mask"][PACK]
