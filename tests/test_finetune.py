"""Fine-tuning a trained model on new multi-op programs: the ops-alone teacher demonstrates
them (each op tuned alone, the composed schedule measured against the one pass in
context), and training starts from the model and rehearses its choices elsewhere."""

import json

import torch
from configs import run_module, tiny_config
from programs import MATMUL_RELU
from test_demonstrations import _replay

from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.demonstrations import load_demonstrations
from rl_autoscheduler.agent.ops_alone import ALL_OPS, IN_CONTEXT, REDUCING_OPS
from rl_autoscheduler.agent.tracking import read_metrics
from rl_autoscheduler.agent.train import Trainer
from rl_autoscheduler.ir.program import Program


def test_ops_alone_demonstrations_then_fine_tuning_with_rehearsal(tmp_path):
    # The model to fine-tune: a policy of the tiny config's size, saved as a checkpoint.
    base = tiny_config(tmp_path / "base", 1)
    Trainer(TrainConfig.load(base)).save()
    model = tmp_path / "base" / "run" / "checkpoint.pt"

    # The new program, in a manifest of its own; the old ones stay in the train set.
    (tmp_path / "mlp.mlir").write_text(MATMUL_RELU)
    manifest = tmp_path / "blocks.json"
    manifest.write_text(json.dumps({"programs": [{"name": "mlp", "file": "mlp.mlir"}]}))
    demonstrations = tmp_path / "demos.json"
    config = tiny_config(
        tmp_path,
        0,
        train={"manifest": str(manifest), "files": [str(tmp_path / "mm.mlir")]},
        training={"init_from": str(model)},
        demonstrations={
            "path": str(demonstrations),
            "manifest": str(manifest),
            "ops_alone_budget": 2,
        },
        pretrain={"epochs": 3, "minibatch_size": 4, "learning_rate": 1e-4, "rehearsal_coef": 1.0},
    )
    made = run_module("rl_autoscheduler.agent.demonstrations", config)
    assert made.returncode == 0, made.stderr
    (found,) = load_demonstrations(demonstrations)  # the manifest's program only
    assert found.program.endswith("mlp.mlir")
    assert found.teacher in (ALL_OPS, REDUCING_OPS, IN_CONTEXT)
    assert found.speedup > 1.0 and found.measurements >= 2
    assert _replay(Program.from_file(found.program), found.actions) == found.schedule

    trained = run_module("rl_autoscheduler.agent.train", config)
    assert trained.returncode == 0, trained.stderr
    metrics = read_metrics(tmp_path / "run" / "metrics.jsonl")
    cloning = [row for row in metrics if "pretrain_loss" in row]
    assert len(cloning) == 3
    # The matmul without a demonstration is rehearsed: the starting policy's own greedy
    # actions, which the fine-tuned policy still takes.
    assert all(row["pretrain_rehearsal_nll"] > 0 for row in cloning)
    assert cloning[-1]["pretrain_rehearsal_accuracy"] >= 0.9, cloning[-1]
    tuned = torch.load(tmp_path / "run" / "checkpoint.pt", weights_only=False)
    start = torch.load(model, weights_only=False)
    assert tuned["pretrained"] and tuned["iteration"] == 0
    assert any(
        not torch.equal(tuned["policy"][name], start["policy"][name]) for name in start["policy"]
    ), "fine-tuning changed nothing"
    # It started from the model, not from random weights: the first epoch's rehearsal is
    # already the model's own choices.
    assert cloning[0]["pretrain_rehearsal_accuracy"] >= 0.9


def test_rehearsal_needs_a_model_to_start_from(tmp_path):
    demonstrations = tmp_path / "demos.json"
    demonstrations.write_text("{}")
    config = tiny_config(
        tmp_path,
        1,
        demonstrations={"path": str(demonstrations)},
        pretrain={"epochs": 1, "rehearsal_coef": 1.0},
    )
    result = run_module("rl_autoscheduler.agent.train", config)
    assert result.returncode == 2
    assert "rehearsal_coef is set but training.init_from is not" in result.stderr
    assert "Traceback" not in result.stderr
