"""Demonstrations and behaviour cloning: a teacher's schedule becomes env actions that
replay to exactly that schedule, a bad file is one clear error, cloning lowers the loss,
and the command plus pretraining run end to end on a real cluster."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch
from configs import run_module, tiny_config
from programs import CONV_NCHW, MATMUL, MATMUL_RELU, POOL_NCHW

from evaluation.model_card import demonstrations_against_pytorch, slim_checkpoint
from evaluation.suites import load_suite
from rl_autoscheduler.agent.config import PretrainOptions
from rl_autoscheduler.agent.demonstrations import (
    Demonstration,
    actions_of,
    load_demonstrations,
    write_demonstrations,
)
from rl_autoscheduler.agent.demonstrations import main as demonstrations_main
from rl_autoscheduler.agent.env import SchedulingEnv
from rl_autoscheduler.agent.policy import Policy
from rl_autoscheduler.agent.pretrain import clone_epoch, demonstration_steps
from rl_autoscheduler.agent.space import accepted_space_versions
from rl_autoscheduler.agent.tracking import read_metrics
from rl_autoscheduler.agent.trained import agent_schedules, load_agent
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.search.random_walk import random_schedule
from rl_autoscheduler.search.templates import template_schedules

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = {"mm": MATMUL, "conv": CONV_NCHW, "pool": POOL_NCHW, "mlp": MATMUL_RELU}


def _replay(program: Program, actions: list[list[int]]) -> list[dict]:
    env = SchedulingEnv([program])
    env.reset(options={"program": 0})
    for action in actions:
        _, _, terminated, _, info = env.step(np.asarray(action))
        assert "illegal_action" not in info and "step_error" not in info, info
    assert terminated
    return info["schedule"]


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_template_schedules_replay_exactly_as_env_actions(name):
    program = Program.from_text(PROGRAMS[name], name)
    schedules = [schedule for _, schedule in template_schedules(program)]
    assert schedules, "every kind here has a template"
    for schedule in schedules[:4]:
        assert _replay(program, actions_of(program, schedule)) == schedule.to_json()


@pytest.mark.parametrize("seed", range(8))
def test_random_walks_with_interchanges_replay_exactly(seed):
    program = Program.from_text(MATMUL_RELU, "mlp")
    schedule = random_schedule(program, np.random.default_rng(seed))
    assert _replay(program, actions_of(program, schedule)) == schedule.to_json()


def _demonstrations() -> tuple[list[Program], list[Demonstration]]:
    programs = [Program.from_text(text, name) for name, text in PROGRAMS.items()]
    demonstrations = []
    for speedup, program in enumerate(programs, start=2):
        _, schedule = next(iter(template_schedules(program)))
        demonstrations.append(
            Demonstration(
                program.name,
                schedule.to_json(),
                actions_of(program, schedule),
                float(speedup),
                "template",
                1,
            )
        )
    return programs, demonstrations


def test_behaviour_cloning_lowers_the_loss_and_learns_the_actions():
    programs, demonstrations = _demonstrations()
    steps = demonstration_steps(demonstrations, programs)
    torch.manual_seed(0)
    policy = Policy(32)
    optimizer = torch.optim.Adam(policy.parameters(), lr=3e-3)
    options = PretrainOptions(epochs=1, minibatch_size=8)
    generator = torch.Generator().manual_seed(0)
    first = clone_epoch(policy, optimizer, steps, options, generator)
    for _ in range(40):
        last = clone_epoch(policy, optimizer, steps, options, generator)
    assert last["pretrain_loss"] < 0.5 * first["pretrain_loss"]
    assert last["pretrain_accuracy"] > first["pretrain_accuracy"]
    assert last["pretrain_accuracy"] > 0.9, last


def test_bad_demonstration_files_are_one_line_errors(tmp_path):
    with pytest.raises(ConfigError, match=r"missing\.json"):
        load_demonstrations(tmp_path / "missing.json")
    programs, demonstrations = _demonstrations()
    good = tmp_path / "good.json"
    write_demonstrations(good, demonstrations, {})
    assert [d.program for d in load_demonstrations(good)] == [p.name for p in programs]
    truncated = tmp_path / "truncated.json"
    truncated.write_text(good.read_text()[:200])
    with pytest.raises(ConfigError, match=r"truncated\.json: not valid JSON at line \d+"):
        load_demonstrations(truncated)
    other = tmp_path / "other.json"
    data = json.loads(good.read_text())
    earlier = tmp_path / "earlier.json"  # written when `pack` was `pack_channels`: the same space
    earlier.write_text(json.dumps({**data, "space_version": accepted_space_versions()[-1]}))
    assert accepted_space_versions()[-1] != data["space_version"]
    assert len(load_demonstrations(earlier)) == len(demonstrations)
    other.write_text(json.dumps({**data, "space_version": "0123456789ab"}))
    with pytest.raises(ConfigError, match=r"other\.json: made for action space '0123456789ab'"):
        load_demonstrations(other)
    # The trainer refuses it in one line, exit code 2.
    config = tiny_config(
        tmp_path / "cfg",
        1,
        demonstrations={"path": str(other)},
        pretrain={"epochs": 1},
        cluster={"cache_path": None},
    )
    result = run_module("rl_autoscheduler.agent.train", config)
    assert result.returncode == 2, result.stderr
    assert "other.json: made for action space" in result.stderr
    assert "Traceback" not in result.stderr


def test_demonstrations_then_pretraining_end_to_end(tmp_path):
    """The command measures its teachers' schedules on a real LocalCluster, writes the
    file, resumes without searching again, and training clones it before PPO."""
    demonstrations = tmp_path / "demos.json"
    config = tiny_config(
        tmp_path,
        1,
        demonstrations={"path": str(demonstrations), "template_budget": 3, "greedy_budget": 3},
        pretrain={"epochs": 3, "minibatch_size": 4},
    )
    made = run_module("rl_autoscheduler.agent.demonstrations", config)
    assert made.returncode == 0, made.stderr
    found = load_demonstrations(demonstrations)
    assert found, made.stdout
    for demonstration in found:
        assert demonstration.speedup > 1.0 and demonstration.measurements <= 6
        program = Program.from_file(tmp_path / demonstration.program)
        assert _replay(program, demonstration.actions) == demonstration.schedule
    again = run_module("rl_autoscheduler.agent.demonstrations", config)
    assert again.returncode == 0 and load_demonstrations(demonstrations) == found

    # The teachers against PyTorch: exported as a suite with expert schedules, measured
    # in one evaluation run, and summed up by kind for the card.
    exported = tmp_path / "demonstrated"
    assert demonstrations_main(["--config", str(config), "--export-schedules", str(exported)]) == 0
    suite = load_suite(exported)
    assert len(suite) == len(found)
    schedules = {Path(d.program).stem: d.schedule for d in found}
    for benchmark in suite:
        assert Schedule.load(benchmark.expert).to_json() == schedules[benchmark.path.stem]
    skipped = "agent agent_trials random_search greedy_search jax numpy torch_compile"
    out = tmp_path / "demo-eval"
    command = [sys.executable, "-m", "evaluation.single_ops", "--suite", str(exported)]
    command += ["--repeat", "3", "--budget", "0.05", "--quiet", "--out", str(out)]
    evaluated = subprocess.run(
        [*command, "--skip", *skipped.split()],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert evaluated.returncode == 0, evaluated.stderr[-3000:]
    results = json.loads((out / "results.json").read_text())
    table = demonstrations_against_pytorch(results)
    rows = {line.split(" | ")[0].lstrip("| "): line for line in table[2:]}
    assert "all" in rows and f"| all | {len(found)} |" in rows["all"], table

    trained = run_module("rl_autoscheduler.agent.train", config)
    assert trained.returncode == 0, trained.stderr
    rows = read_metrics(tmp_path / "run" / "metrics.jsonl")
    cloning = [row for row in rows if "pretrain_loss" in row]
    assert [row["pretrain_epoch"] for row in cloning] == [1.0, 2.0, 3.0]
    assert any("episode_return" in row and row["iteration"] == 1 for row in rows)
    state = torch.load(tmp_path / "run" / "checkpoint.pt", weights_only=False)
    assert state["pretrained"] and state["iteration"] == 1
    # The cloned policy is kept as it was before PPO, for comparing the two.
    cloned = torch.load(tmp_path / "run" / "cloned.pt", weights_only=False)
    assert cloned["pretrained"] and cloned["iteration"] == 0

    # Shipping it: the slim copy loads as an agent and schedules like the full checkpoint.
    slim = tmp_path / "models" / "default.pt"
    size = slim_checkpoint(tmp_path / "run" / "checkpoint.pt", slim)
    assert size < (tmp_path / "run" / "checkpoint.pt").stat().st_size
    programs = [Program.from_file(tmp_path / name) for name in ("mm.mlir", "add.mlir")]
    full, shipped = load_agent(tmp_path / "run" / "checkpoint.pt"), load_agent(slim)
    assert agent_schedules(full, programs) == agent_schedules(shipped, programs)
