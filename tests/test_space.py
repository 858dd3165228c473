"""Checkpoints record the action/observation space they were trained on; a checkpoint from
another space is refused with one clear line, never silently misread."""

import subprocess
import sys

import pytest
import torch
from programs import MATMUL
from test_optimize import ROOT, train_tiny_checkpoint

from rl_autoscheduler.agent import space
from rl_autoscheduler.agent.trained import load_agent
from rl_autoscheduler.config import ConfigError


@pytest.fixture(scope="module")
def checkpoint(tmp_path_factory):
    return train_tiny_checkpoint(tmp_path_factory.getbasetemp() / "tiny-agent")


def _altered(checkpoint, tmp_path, change):
    state = torch.load(checkpoint, weights_only=False)
    change(state)
    path = tmp_path / "altered.pt"
    torch.save(state, path)
    return path


def test_a_checkpoint_records_the_space_it_was_trained_on(checkpoint):
    state = torch.load(checkpoint, weights_only=False)
    assert state["space_version"] == space.space_version()
    assert state["space"]["tile_sizes"] == list(space.TILE_SIZES)
    assert load_agent(checkpoint).policy is not None


def test_the_version_changes_with_what_indices_mean():
    description = space.space_description()
    other = dict(description, tile_sizes=[*description["tile_sizes"], 512])
    assert space.space_version(other) != space.space_version(description)


def test_a_checkpoint_of_another_space_is_refused_naming_what_differs(checkpoint, tmp_path):
    def other_sizes(state):
        state["space"]["tile_sizes"] = [0, 1, 2, 4]
        state["space_version"] = space.space_version(state["space"])

    path = _altered(checkpoint, tmp_path, other_sizes)
    with pytest.raises(ConfigError, match=r"trained on action space \w+.*differs in tile_sizes"):
        load_agent(path)


def test_a_checkpoint_without_a_version_is_refused(checkpoint, tmp_path):
    path = _altered(checkpoint, tmp_path, lambda state: state.pop("space_version"))
    with pytest.raises(ConfigError, match="records no action-space version"):
        load_agent(path)


def test_a_checkpoint_of_an_earlier_policy_architecture_is_refused(checkpoint, tmp_path):
    """A v1 policy (sizes chosen per loop independently) has the same parameter names and
    would load with its size head misread; it records no architecture."""
    path = _altered(checkpoint, tmp_path, lambda state: state.pop("architecture"))
    with pytest.raises(ConfigError, match=r"its policy is lstm-sizes-independent-v1.*retrain"):
        load_agent(path)


def test_optimize_and_resume_refuse_it_with_one_line_and_exit_2(checkpoint, tmp_path):
    path = _altered(checkpoint, tmp_path, lambda state: state.update(space_version="0" * 12))
    program = tmp_path / "mm.mlir"
    program.write_text(MATMUL)
    optimize = subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler", "optimize", str(program),
         "--checkpoint", str(path), "-o", str(tmp_path / "out.mlir")],
        capture_output=True, text=True, cwd=ROOT, timeout=300, check=False,
    )  # fmt: skip
    assert optimize.returncode == 2
    lines = optimize.stderr.strip().splitlines()
    assert len(lines) == 1 and "trained on action space 000000000000" in lines[0], lines
    assert not (tmp_path / "out.mlir").exists()

    # A run directory whose checkpoint is from another space does not resume from it.
    run = checkpoint.parent
    config = run / "config.json"
    resumed = tmp_path / "run"
    resumed.mkdir()
    (resumed / "checkpoint.pt").write_bytes(path.read_bytes())
    text = config.read_text().replace(str(run), str(resumed))
    (tmp_path / "config.json").write_text(text)
    train = subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler.agent.train", "--config",
         str(tmp_path / "config.json"), "--resume", "--no-progress"],
        capture_output=True, text=True, cwd=ROOT, timeout=300, check=False,
    )  # fmt: skip
    assert train.returncode == 2, train.stderr
    assert "trained on action space 000000000000" in train.stderr
