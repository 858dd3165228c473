"""Where a network's time goes: its ops extracted with the producers their schedule fuses,
timed alone with their own steps, and reported by share."""

from __future__ import annotations

import numpy as np
import pytest
from programs import BIAS_RELU, MATMUL_RELU, RESIDUAL

from evaluation.report_markdown import op_share_lines
from rl_autoscheduler import _core
from rl_autoscheduler.commands.op_shares import op_shares, schedule_units, shares_table
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Pack, Schedule, Tile, TiledFusion, Vectorize
from rl_autoscheduler.measurement.measure import TimingOptions, measure

QUICK = TimingOptions(threads=2, warmup=0, repeat=2, min_repeat=1, budget_s=0.2, settle_s=0.0)


def _measure_many(jobs):
    return [measure(program, schedule, QUICK) for program, schedule in jobs]


def test_ops_extracted_together_keep_their_dataflow_and_return_the_last_result():
    program = Program.from_text(BIAS_RELU, "bias_relu.mlir")
    both = program.extract("op0", "op1")
    assert [nest.op_name for nest in both.ops] == ["linalg.generic", "linalg.generic"]
    assert list(both.op(both.tags[1]).direct_producers) == [both.tags[0]]
    kernel = _core.compile(both.text, name=both.name)
    # A and the bias are read from outside; the sum between the two ops is not.
    assert [shape for shape, _ in kernel.arguments][:2] == [(16, 32), (32,)]
    with pytest.raises(MLIRError, match="no op is tagged op7"):
        program.extract("op0", "op7")


def test_a_fused_producer_is_timed_with_its_consumer():
    program = Program.from_text(BIAS_RELU, "bias_relu.mlir")
    fused = Schedule((TiledFusion("op1", (8, 16)), Vectorize("op1"), Vectorize("op0")))
    assert schedule_units(program, fused) == [("op0", "op1")]
    apart = Schedule((Tile("op1", (1, 0)), Vectorize("op1")))
    assert schedule_units(program, apart) == [("op0",), ("op1",)]  # op0 as written

    (share,) = op_shares(program, fused, _measure_many)
    assert share.error is None and share.count == 1 and share.tags == ("op0", "op1")
    assert share.best is not None and share.best.correct
    assert share.time_s == share.best.time_s > 0 and share.best.baseline_s > 0
    assert share.best.schedule[0]["kind"] == "tiled_fusion"


def test_a_producer_fused_once_its_other_reader_is_vectorized_is_timed_with_the_fusion():
    """ViT's residual addition is read by the second norm and by the next addition. The
    addition vectorized first, TiledFusion on the norm fuses the residual too (its other
    reader is no linalg op any more). Grouped by the program as written, the residual was
    a unit of its own whose steps (those of its fused copy) are illegal alone: the
    evaluation's report said "not timed"."""
    program = Program.from_text(RESIDUAL, "residual.mlir")
    schedule = Schedule(
        (Vectorize("op2"), TiledFusion("op1", (8, 0)), Vectorize("op1"), Vectorize("op0"))
    )
    assert schedule_units(program, schedule) == [("op0", "op1"), ("op2",)]
    shares = op_shares(program, schedule, _measure_many)
    assert [share.tags for share in shares] == [("op0", "op1"), ("op2",)]
    assert all(share.error is None and share.best is not None for share in shares), [
        share.error for share in shares
    ]


def test_every_op_of_a_program_is_accounted_for_and_the_report_ranks_them():
    program = Program.from_text(MATMUL_RELU, "mlp.mlir")
    schedule = Schedule(
        (Tile("op2", (8, 0)), Vectorize("op2"), Pack("op1", (16,), (8, 1, 1), (8, 0)))
    )
    shares = op_shares(program, schedule, _measure_many)
    assert [share.tags for share in shares] == [("op1",), ("op2",)]  # the fill goes with op1
    assert all(share.best is not None and share.best.correct for share in shares)
    table = shares_table(shares)
    assert table[0].split()[:2] == ["op", "count"] and len(table) == 4
    assert table[-1].startswith("summed over the ops:")
    summed = sum(share.time_s for share in shares)  # type: ignore[misc]
    assert f"{summed * 1e3:.3f} ms" in table[-1]

    lines = op_share_lines({"agent_op_shares": [share.to_json() for share in shares]})
    rows = [line for line in lines if line.startswith("| matmul") or line.startswith("| generic")]
    assert len(rows) == 2
    percents = [float(row.rstrip(" |").rsplit("| ", 1)[1].rstrip("%")) for row in rows]
    assert percents == sorted(percents, reverse=True)
    assert np.isclose(sum(percents), 100.0, atol=0.2)
