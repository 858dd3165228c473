"""Tuning records: an op's schedule chosen once (by the one pass, measured trials or
`records tune`) is reused wherever the op comes back, with no inference; records of
another machine are kept but never used; the records travel as JSON lines."""

from __future__ import annotations

import json
import time
import warnings

import numpy as np
import pytest
import torch
from mlir_opt import replay_schedule
from programs import CONV_AFTER_RELU, CONV_NCHW, MATMUL_RELU
from torch import nn

import rl_autoscheduler
from rl_autoscheduler import _core
from rl_autoscheduler.agent.records import (
    OP_TAG,
    Record,
    TuningRecords,
    fusion_context,
    op_signature,
)
from rl_autoscheduler.agent.trained import agent_schedules, load_agent
from rl_autoscheduler.commands.cli import main
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Tile, Vectorize
from rl_autoscheduler.measurement.machine import available_cores


def _conv(program: Program) -> str:
    return next(nest.tag for nest in program.ops if nest.op_name.endswith("conv_2d_nchw_fchw"))


def _record(records: TuningRecords, program: Program, steps: list[dict], **fields) -> Record:
    tag = _conv(program)
    values = {
        "signature": op_signature(program.op(tag)),
        "context": "",
        "machine": records.machine,
        "space_version": records.space_version,
        "threads": records.threads,
        "op": "conv",
        "steps": json.dumps(steps),
        "script": "",
        "method": "by hand",
        "speedup": 3.0,
        "program": program.name,
        "created": 0.0,
    }
    return Record(**(values | fields))


def test_an_op_is_extracted_as_a_program_of_its_own_and_runs() -> None:
    program = Program.from_text(MATMUL_RELU, "mlp.mlir")
    relu = program.ops[-1]
    alone = program.extract(relu.tag)
    # The ReLU's body reads the zero constant from above: it is rebuilt, not an argument.
    assert [nest.op_name for nest in alone.ops] == ["linalg.generic"]
    kernel = _core.compile(alone.text, name=alone.name)
    assert [shape for shape, _ in kernel.arguments][:1] == [(16, 32)]
    matmul = program.extract(next(n.tag for n in program.ops if n.op_name == "linalg.matmul"))
    assert [nest.op_name for nest in matmul.ops] == ["linalg.fill", "linalg.matmul"]
    with pytest.raises(MLIRError, match="no op is tagged op9"):
        program.extract("op9")


def test_the_same_op_has_one_signature_in_any_program() -> None:
    alone = Program.from_text(CONV_NCHW, "conv.mlir")
    in_net = Program.from_text(CONV_AFTER_RELU, "net.mlir")
    assert _conv(alone) != _conv(in_net)
    assert op_signature(alone.op(_conv(alone))) == op_signature(in_net.op(_conv(in_net)))
    # Its producers differ: a fused schedule of one is not used beside the other's.
    assert fusion_context(alone, _conv(alone)) != fusion_context(in_net, _conv(in_net))
    wider = Program.from_text(CONV_NCHW.replace("8x4x4", "8x4x5").replace("x10xf32", "x12xf32"))
    assert op_signature(wider.op(_conv(wider))) != op_signature(alone.op(_conv(alone)))


def test_an_op_with_a_record_takes_its_steps_without_inference(tmp_path) -> None:
    records = TuningRecords(tmp_path / "records.sqlite", threads=1)
    alone = Program.from_text(CONV_NCHW, "conv.mlir")
    steps = [
        Tile(OP_TAG, (0, 0, 1, 0, 1, 1, 1)).to_json(),
        {"kind": "decompose", "tag": OP_TAG},
        Vectorize(OP_TAG).to_json(),
    ]
    assert records.put([_record(records, alone, steps)]) == 1
    in_net = Program.from_text(CONV_AFTER_RELU, "net.mlir")
    agent = load_agent(None)
    (schedule,) = agent_schedules(agent, [in_net], records)
    conv = _conv(in_net)
    assert [s.to_json() for s in schedule.steps if s.tag == conv] == [
        {**step, "tag": conv} for step in steps
    ]
    # The ReLU had no record: the agent chose it, and it is recorded now.
    assert records.hits == 1 and records.misses == 1
    assert len(records.records()) == 2

    # Every op recorded: the policy is not asked at all.
    class NoInference:
        def __call__(self, *args, **kwargs):
            raise AssertionError("the policy was asked")

    agent.policy = NoInference()
    (again,) = agent_schedules(agent, [in_net], records)
    assert again.dumps() == schedule.dumps()


def test_a_one_pass_never_replaces_a_measured_record(tmp_path) -> None:
    records = TuningRecords(tmp_path / "records.sqlite", threads=1)
    program = Program.from_text(CONV_NCHW, "conv.mlir")
    measured = _record(records, program, [Vectorize(OP_TAG).to_json()], speedup=2.0)
    assert records.put([measured]) == 1
    assert records.put([_record(records, program, [], speedup=None)]) == 0
    assert records.put([_record(records, program, [], speedup=1.5)]) == 0
    assert records.put([_record(records, program, [], speedup=4.0)]) == 1
    (stored,) = records.records()
    assert stored.speedup == 4.0


def test_records_of_another_machine_are_kept_but_ignored_with_one_note(tmp_path) -> None:
    records = TuningRecords(tmp_path / "records.sqlite", threads=1)
    program = Program.from_text(CONV_NCHW, "conv.mlir")
    other = _record(records, program, [Vectorize(OP_TAG).to_json()], machine="znver4:abc")
    records.put([other])
    with pytest.warns(UserWarning, match="1 for another machine: ignored"):
        assert records.lookup(program, _conv(program)) is None
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # noted once
        assert records.lookup(program, _conv(program)) is None
    assert len(records.records()) == 1


def test_records_export_and_import_between_files_and_refuse_a_bad_line(tmp_path, capsys) -> None:
    source = TuningRecords(tmp_path / "a.sqlite", threads=1)
    program = Program.from_text(CONV_NCHW, "conv.mlir")
    source.put([_record(source, program, [Vectorize(OP_TAG).to_json()])])
    exported = tmp_path / "records.jsonl"
    common = ["--threads", "1"]
    assert main(["records", "export", str(exported), "--records", str(source.path), *common]) == 0
    target = tmp_path / "b.sqlite"
    assert main(["records", "import", str(exported), "--records", str(target), *common]) == 0
    (copied,) = TuningRecords(target, threads=1).records()
    assert copied == source.records()[0]

    bad = tmp_path / "bad.jsonl"
    line = json.loads(exported.read_text().splitlines()[0])
    line["steps"] = json.dumps([{"kind": "unroll", "tag": OP_TAG}])
    bad.write_text(exported.read_text() + json.dumps(line) + "\n")
    empty = tmp_path / "c.sqlite"
    assert main(["records", "import", str(bad), "--records", str(empty), *common]) == 2
    error = capsys.readouterr().err
    assert f"{bad}:2" in error and "nothing imported" in error
    assert TuningRecords(empty, threads=1).records() == []
    assert main(["records", "import", str(tmp_path / "missing.jsonl"), *common]) == 2
    assert main(["records", "list", "--records", str(target), *common]) == 0
    assert "1 op records" in capsys.readouterr().out


def test_tune_records_each_op_measured_and_its_script_replays(tmp_path, capsys) -> None:
    path = tmp_path / "records.sqlite"
    source = tmp_path / "mlp.mlir"
    source.write_text(MATMUL_RELU)
    argv = ["records", "tune", str(source), "--records", str(path), "--threads", "1"]
    assert main([*argv, "--budget", "3"]) == 0
    out = capsys.readouterr().out
    assert "2 distinct ops" in out and "summed over the ops" in out
    records = TuningRecords(path, threads=1).records()
    assert len(records) == 2
    assert all(record.speedup is not None and record.speedup >= 1.0 for record in records)
    matmul = next(record for record in records if record.op.startswith("matmul"))
    assert matmul.program.endswith("mlp.mlir:op1")
    alone = Program.from_text(MATMUL_RELU, "mlp.mlir").extract("op1")
    if json.loads(matmul.steps):  # its steps replay with MLIR's own tool on the op alone
        assert "vector." in replay_schedule(tmp_path, alone.text, matmul.script)
    # optimize takes both records: the program is scheduled with no inference.
    out_file = tmp_path / "out.mlir"
    optimize = ["optimize", str(source), "-o", str(out_file), "--trials", "0", "--threads", "1"]
    assert main([*optimize, "--records", str(path)]) == 0
    stored = TuningRecords(path, threads=1)
    assert stored.program_records()[0].program == str(source)
    assert len(stored.records()) == 2  # nothing new chosen: the ops took their records


class ConvRelu(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(4, 8, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.conv(x))


def test_a_model_compiled_again_is_scheduled_from_its_record(tmp_path) -> None:
    torch.manual_seed(0)
    model, x = ConvRelu().eval(), torch.randn(1, 4, 12, 12)
    path = tmp_path / "records.sqlite"
    first = rl_autoscheduler.compile(model, (x,), records=path)
    again = rl_autoscheduler.compile(model, (x,), records=path)
    assert again.schedule.dumps() == first.schedule.dumps()
    assert len(TuningRecords(path, threads=available_cores()).program_records()) == 1
    with torch.no_grad():
        np.testing.assert_allclose(again(x).numpy(), model(x).numpy(), rtol=1e-4, atol=1e-5)


def test_a_one_pass_record_serves_only_the_policy_that_chose_it(tmp_path) -> None:
    first, second = tmp_path / "a.pt", tmp_path / "b.pt"
    first.write_bytes(b"one policy")
    second.write_bytes(b"another policy")
    path = tmp_path / "records.sqlite"
    mine = TuningRecords(path, threads=1, checkpoint=first)
    program = Program.from_text(CONV_NCHW, "conv.mlir")
    steps = [Vectorize(OP_TAG).to_json()]
    mine.put([_record(mine, program, steps, speedup=None, method=mine.one_pass_method)])
    assert mine.lookup(program, _conv(program)) is not None
    theirs = TuningRecords(path, threads=1, checkpoint=second)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the same machine: nothing to note
        assert theirs.lookup(program, _conv(program)) is None
    # A measured record serves every policy.
    theirs.put([_record(theirs, program, steps, speedup=2.0)])
    assert theirs.lookup(program, _conv(program)) is not None


def test_a_program_record_gives_way_to_an_op_tuned_after_it(tmp_path) -> None:
    from rl_autoscheduler.ir.schedule import Schedule
    from rl_autoscheduler.ir.schedule_script import scheduled_program

    records = TuningRecords(tmp_path / "records.sqlite", threads=1)
    program = Program.from_text(CONV_NCHW, "conv.mlir")
    records.record_program(scheduled_program(program, Schedule()), records.one_pass_method)
    assert records.lookup_program(program) is not None
    # Another program's one-pass choices leave it in force; a tuned op does not.
    other = Program.from_text(MATMUL_RELU, "mlp.mlir")
    records.record_ops(scheduled_program(other, Schedule()), records.one_pass_method)
    assert records.lookup_program(program) is not None
    tuned = _record(records, program, [Vectorize(OP_TAG).to_json()], created=time.time() + 1)
    records.put([tuned])
    assert records.lookup_program(program) is None


def test_records_are_keyed_by_the_rules_of_the_space(tmp_path, monkeypatch):
    # The same action indices mean another schedule once a rule changes (fusion stopping at
    # a convolution): a record chosen under other rules is not this version's choice.
    from rl_autoscheduler.agent import space

    rule = tmp_path / "rule_module.py"
    rule.write_text("LIMIT = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(space, "RULE_MODULES", ("rule_module",))
    before = space.rules_version.__wrapped__()
    rule.write_text("LIMIT = 2\n")
    assert space.rules_version.__wrapped__() != before
    records = TuningRecords(tmp_path / "records.sqlite", threads=2)
    assert records.space_version == f"{space.space_version()}.{space.rules_version()}"
