"""Epilogues: a packed convolution applies the elementwise ops after it as it unpacks."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir_opt import replay_schedule

from rl_autoscheduler import _core
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.epilogue import epilogue_chain
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import (
    Pack,
    Schedule,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
)
from rl_autoscheduler.ir.schedule_script import export_script, scheduled_program
from rl_autoscheduler.measurement.measure import measure
from rl_autoscheduler.measurement.timing import TimingOptions
from rl_autoscheduler.search.epilogues import with_epilogues

IDENTITY = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
CHANNEL = "affine_map<(d0, d1, d2, d3) -> (d1)>"
PARALLEL = '["parallel", "parallel", "parallel", "parallel"]'
UNIT = "{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}"
BN_MAPS = (
    f"{{indexing_maps = [{IDENTITY}, {CHANNEL}, {CHANNEL}, {IDENTITY}], "
    f"iterator_types = {PARALLEL}}}"
)
T = "tensor<1x16x8x8xf32>"

# conv -> batch norm (per-channel scale and shift) -> ReLU, which a 1x1 conv and the
# residual addition after it both read: the ReLU ends the first conv's chain, the
# addition is the second's.
BLOCK = f"""
func.func @block(%x: tensor<1x8x10x10xf32>, %w1: tensor<16x8x3x3xf32>, %scale: tensor<16xf32>,
                 %shift: tensor<16xf32>, %w2: tensor<16x16x1x1xf32>) -> {T} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {T}
  %f1 = linalg.fill ins(%zero : f32) outs(%e : {T}) -> {T}
  %c1 = linalg.conv_2d_nchw_fchw {UNIT}
        ins(%x, %w1 : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%f1 : {T}) -> {T}
  %bn = linalg.generic {BN_MAPS}
        ins(%c1, %scale, %shift : {T}, tensor<16xf32>, tensor<16xf32>) outs(%e : {T}) {{
  ^bb0(%v: f32, %s: f32, %b: f32, %o: f32):
    %m = arith.mulf %v, %s : f32
    %a = arith.addf %m, %b : f32
    linalg.yield %a : f32
  }} -> {T}
  %relu = linalg.generic {{indexing_maps = [{IDENTITY}, {IDENTITY}], iterator_types = {PARALLEL}}}
        ins(%bn : {T}) outs(%e : {T}) {{
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  }} -> {T}
  %f2 = linalg.fill ins(%zero : f32) outs(%e : {T}) -> {T}
  %c2 = linalg.conv_2d_nchw_fchw {UNIT}
        ins(%relu, %w2 : {T}, tensor<16x16x1x1xf32>) outs(%f2 : {T}) -> {T}
  %sum = linalg.generic {{indexing_maps = [{IDENTITY}, {IDENTITY}, {IDENTITY}],
                          iterator_types = {PARALLEL}}}
        ins(%c2, %relu : {T}, {T}) outs(%e : {T}) {{
  ^bb0(%u: f32, %v: f32, %o: f32):
    %a = arith.addf %u, %v : f32
    linalg.yield %a : f32
  }} -> {T}
  return %sum : {T}
}}
"""

D = "tensor<1x16x12x12xf32>"
# A depthwise NCHW convolution (its Pack tiles the unpack, the packed op fused into it)
# followed by a batch norm.
DEPTHWISE = f"""
func.func @depthwise(%x: tensor<1x16x14x14xf32>, %w: tensor<16x3x3xf32>, %scale: tensor<16xf32>,
                     %shift: tensor<16xf32>) -> {D} {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {D}
  %f = linalg.fill ins(%zero : f32) outs(%e : {D}) -> {D}
  %c = linalg.depthwise_conv_2d_nchw_chw {UNIT}
       ins(%x, %w : tensor<1x16x14x14xf32>, tensor<16x3x3xf32>) outs(%f : {D}) -> {D}
  %bn = linalg.generic {BN_MAPS}
        ins(%c, %scale, %shift : {D}, tensor<16xf32>, tensor<16xf32>) outs(%e : {D}) {{
  ^bb0(%v: f32, %s: f32, %b: f32, %o: f32):
    %m = arith.mulf %v, %s : f32
    %a = arith.addf %m, %b : f32
    linalg.yield %a : f32
  }} -> {D}
  return %bn : {D}
}}
"""

OPTIONS = TimingOptions(threads=2, repeat=3, min_repeat=1, budget_s=0.2)


def _tags(program: Program, name: str) -> list[str]:
    return [nest.tag for nest in program.ops if nest.op_name == name]


def _block() -> tuple[Program, str, str, str, str, str]:
    program = Program.from_text(BLOCK, "block")
    c1, c2 = _tags(program, "linalg.conv_2d_nchw_fchw")
    bn, relu, add = _tags(program, "linalg.generic")
    return program, c1, c2, bn, relu, add


def _as_the_policy_schedules(c1: str, c2: str, bn: str, relu: str, add: str) -> Schedule:
    """Consumers first, each elementwise op tiled and vectorized alone."""
    return Schedule(
        [
            TileParallel(add, (0, 8, 0, 0)),
            Tile(add, (0, 1, 1, 0)),
            Vectorize(add),
            Pack(c2, (8,), (1, 1, 1, 4, 4), (0, 0, 0)),
            Tile(relu, (0, 1, 1, 0)),
            Vectorize(relu),
            Tile(bn, (0, 1, 1, 0)),
            Vectorize(bn),
            Pack(c1, (8,), (1, 1, 1, 4, 2), (0, 1, 0)),
        ]
    )


def test_the_epilogue_chain_follows_sole_elementwise_readers():
    program, c1, c2, bn, relu, add = _block()
    # The ReLU is read by the next convolution and by the addition: it ends the chain.
    assert epilogue_chain(program, c1) == [bn, relu]
    assert epilogue_chain(program, c2) == [add]
    assert epilogue_chain(program, bn) == []  # not a convolution


def test_the_rule_moves_the_elementwise_ops_into_the_packs_and_the_result_holds(
    tmp_path: Path,
):
    program, c1, c2, bn, relu, add = _block()
    chosen = _as_the_policy_schedules(c1, c2, bn, relu, add)
    fused = with_epilogues(program, chosen)
    assert fused == Schedule(
        [
            Pack(c2, (8,), (1, 1, 1, 4, 4), (0, 0, 0), epilogue=(1,)),
            Pack(c1, (8,), (1, 1, 1, 4, 2), (0, 1, 0), epilogue=(2,)),
        ]
    )
    assert "epilogue=[2]" in fused.describe()
    assert Schedule.from_json(fused.to_json()) == fused

    for schedule in (chosen, fused):
        result = measure(program, schedule, OPTIONS)
        assert result.ok, result.error
    # The batch norm's and ReLU's whole outputs are no longer buffers of their own.
    alone = _core.compile(scheduled_program(program, chosen).finished().text, threads=2)
    together = _core.compile(scheduled_program(program, fused).finished().text, threads=2)
    assert together.allocated_bytes < alone.allocated_bytes
    # The exported script replays in MLIR's own tool.
    replayed = replay_schedule(tmp_path, program.text, export_script(program, fused))
    assert "linalg.generic" not in replayed


def test_a_depthwise_pack_applies_its_epilogue_too():
    program = Program.from_text(DEPTHWISE, "depthwise")
    (conv,) = _tags(program, "linalg.depthwise_conv_2d_nchw_chw")
    (bn,) = _tags(program, "linalg.generic")
    fused = with_epilogues(
        program,
        Schedule(
            [
                TileParallel(bn, (0, 8, 0, 0)),
                Vectorize(bn),
                Pack(conv, (8,), (1, 2, 4), (0, 6, 1)),
            ]
        ),
    )
    assert fused.steps == (Pack(conv, (8,), (1, 2, 4), (0, 6, 1), epilogue=(1,)),)
    result = measure(program, fused, OPTIONS)
    assert result.ok, result.error


def test_an_op_a_tiled_fusion_fuses_keeps_its_steps():
    program, c1, _, bn, relu, _ = _block()
    chosen = Schedule(
        [
            TiledFusion(relu, (0, 8, 0, 0)),
            Vectorize(relu),
            Vectorize(bn),
            Pack(c1, (8,), (1, 1, 1, 4, 2), (0, 1, 0)),
        ]
    )
    assert with_epilogues(program, chosen) == chosen


def test_an_epilogue_the_op_does_not_have_is_refused_with_the_reason():
    program, c1, _, bn, _, _ = _block()
    with pytest.raises(ScheduleError, match=r"epilogue 3 asks for more ops .*\(2: "):
        scheduled_program(program, Schedule([Pack(c1, (8,), (1, 1, 1, 4, 2), (0, 1, 0), (3,))]))
    tiled_first = Schedule([Vectorize(bn), Pack(c1, (8,), (1, 1, 1, 4, 2), (0, 1, 0), (1,))])
    with pytest.raises(ScheduleError, match=r"\(0: none; an op tiled or vectorized by an"):
        scheduled_program(program, tiled_first)


def test_schedules_without_an_epilogue_read_and_write_as_before():
    step = Pack("op3", (8,), (1, 1, 1, 4, 2), (0, 1, 0))
    assert "epilogue" not in step.to_json()
    assert (
        step.describe() == "Pack(op3, lanes=[8], register_tile=[1, 1, 1, 4, 2], parallel=[0, 1, 0])"
    )
    assert Schedule.from_json([step.to_json()]).steps == (step,)


SPLAT_FILTER_CONV = f"""
func.func @splat_filter(%x: tensor<1x8x10x10xf32>) -> {T} {{
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<0.125> : tensor<16x8x3x3xf32>
  %e = tensor.empty() : {T}
  %f = linalg.fill ins(%zero : f32) outs(%e : {T}) -> {T}
  %c = linalg.conv_2d_nchw_fchw {UNIT}
        ins(%x, %w : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%f : {T}) -> {T}
  return %c : {T}
}}
"""

# The same convolution accumulating into a tensor it is given: no fill to fold, so the
# Pack folds the filter's pack itself.
SPLAT_FILTER_ACCUMULATING_CONV = f"""
func.func @splat_filter(%x: tensor<1x8x10x10xf32>, %acc: {T}) -> {T} {{
  %w = arith.constant dense<0.125> : tensor<16x8x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {UNIT}
        ins(%x, %w : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%acc : {T}) -> {T}
  return %c : {T}
}}
"""


@pytest.mark.parametrize("text", [SPLAT_FILTER_CONV, SPLAT_FILTER_ACCUMULATING_CONV])
@pytest.mark.parametrize("parallel", [(0, 0, 0), (0, 2, 0)])
def test_a_convolution_whose_filter_is_a_splat_constant_packs(tmp_path: Path, parallel, text):
    """torch-mlir exports with their weights elided hold splat filters: packed, the
    filter folds to a constant with no pack left to fuse into the tiles, and the Pack
    failed, so the walk left such convolutions scalar (ResNet-18's, 98 ms against 4.5)."""
    program = Program.from_text(text, "splat_filter")
    conv = next(op.tag for op in program.ops if "conv" in op.op_name)
    assert program.splat_constant_inputs(conv) == {1}
    schedule = Schedule([Pack(conv, (8,), (1, 1, 1, 4, 2), parallel)])
    result = measure(program, schedule, OPTIONS)
    assert result.ok, result.error
    replayed = replay_schedule(tmp_path, program.text, export_script(program, schedule))
    assert "linalg.conv_2d_nchw_fchw" not in replayed
