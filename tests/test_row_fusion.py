"""Row chains (softmax, layer and RMS norms as other projects lower them: generics):
the template teacher fuses each chain by blocks of rows and vectorizes every fused op,
which verifies and replays in mlir-opt-19; the core lowers a reduction along the row
to whole-register arithmetic (not a chain of scalar additions), folds the
accumulators' fills (no heap allocation per block) and writes a fresh result straight
into the caller's buffer; the evaluation's PyTorch reference is the framework's own op."""

import json
import re

import numpy as np
import pytest
from mlir_opt import replay_schedule

from data_generation.row_families import RowSpec, row_program_text
from evaluation.references.harness import REFERENCE_CHECK, run_baselines
from evaluation.suites import load_suite
from rl_autoscheduler import _core
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule, Tile, TiledFusion, TileParallel, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule, export_script
from rl_autoscheduler.measurement.machine import (
    last_level_cache_bytes,
    vector_bits,
    vector_lanes,
)
from rl_autoscheduler.measurement.measure import TimingOptions, measure
from rl_autoscheduler.search.state import TILE_SIZES, SchedulingState
from rl_autoscheduler.search.templates import template_schedules

QUICK = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1, budget_s=0.2, settle_s=0.0)
CHAINS = [
    RowSpec("softmax", "split", (2, 16, 64)),
    RowSpec("softmax", "fused", (32, 96)),
    RowSpec("layernorm", "affine", (2, 8, 640)),
    RowSpec("rmsnorm", "split", (16, 128)),
]


def _program(spec: RowSpec) -> tuple[str, Program]:
    text = row_program_text(spec)
    return text, Program.from_text(text, f"{spec.name()}.mlir")


@pytest.mark.parametrize("spec", CHAINS, ids=RowSpec.name)
def test_the_template_fuses_the_row_chain_and_the_schedule_verifies(tmp_path, spec):
    text, program = _program(spec)
    name, schedule = next(template_schedules(program))
    assert name.startswith("row chain fused"), name
    fusion = schedule.steps[0]
    assert isinstance(fusion, TiledFusion) and fusion.sizes[-1] == 0  # whole rows
    scheduled = apply_schedule(program, schedule)[0]
    # Every op of the chain is fused into the block loop and vectorized.
    assert "linalg.generic" not in scheduled.text
    assert len(re.findall(r"scf.forall \(", scheduled.text)) == 1
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, schedule))


@pytest.mark.parametrize("form", ["sum_inner", "max_outer"])
def test_a_reduction_vectorizes_along_the_contiguous_row(form):
    # Inner: the template's tile keeps the row whole and vectorizes along it (not the
    # register tile's way, the reduction tiled to 1 and each lane from another row).
    # Outer: the lanes run along the row, the reduction across the rows.
    spec = RowSpec("reduction", form, (2, 64, 256))
    _, program = _program(spec)
    name, schedule = next(template_schedules(program))
    (tile,) = [step for step in schedule.steps if isinstance(step, Tile)][-1:]
    reduced = [i for i, loop in enumerate(program.ops[-1].loops) if loop.is_reduction]
    assert all(tile.sizes[i] != 1 for i in reduced) if form.endswith("inner") else True, name
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    if form.endswith("inner"):
        llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text, threads=2)
        assert len(re.findall(r"llvm.fadd .* : f32$", llvm, flags=re.MULTILINE)) < 64


def test_a_fused_layer_norm_lowers_to_whole_registers_without_allocating():
    # Two rows of 640 per block: the row sums were 640 scalar additions in one chain
    # (the vectorizer's multi-reduction lowered with the reduced dimension outermost),
    # and each block allocated its fills' accumulators on the heap.
    _, program = _program(RowSpec("layernorm", "plain", (8, 640)))
    tags = [nest.tag for nest in program.ops if nest.op_name == "linalg.generic"]
    schedule = Schedule([TiledFusion(tags[-1], (2, 0)), *(Vectorize(tag) for tag in tags[::-1])])
    llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text, threads=2)
    scalar_adds = re.findall(r"llvm.fadd .* : f32$", llvm, flags=re.MULTILINE)
    assert len(scalar_adds) < 64, len(scalar_adds)
    assert re.search(rf"llvm.fadd .* : vector<{vector_bits() // 32}xf32>", llvm)
    assert "llvm.call @malloc" not in llvm
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error


def test_a_single_row_reduction_folds_within_its_register():
    """A softmax of 49-wide rows fused a row at a time: each row's maximum and sum fold
    three registers into one and then that register half by half (16, 8, 4, 2, 1
    lanes), not into a chain of one scalar maximum or addition per lane (17 each, when
    the op ran at 0.6x PyTorch)."""
    _, program = _program(RowSpec("softmax", "fused", (4, 7, 49)))
    tags = [nest.tag for nest in program.ops if nest.op_name == "linalg.generic"]
    schedule = Schedule([TiledFusion(tags[-1], (1, 1, 0)), *(Vectorize(tag) for tag in tags[::-1])])
    llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text, threads=2)
    scalar_max = re.findall(r"llvm.intr.maximum\(.*\(vector<1xf32>", llvm)
    scalar_add = re.findall(r"llvm.fadd .* : (f32|vector<1xf32>)$", llvm, flags=re.MULTILINE)
    assert len(scalar_max) <= 4 and len(scalar_add) <= 4, (len(scalar_max), len(scalar_add))
    assert re.search(r"llvm.intr.maximum\(.*vector<8xf32>", llvm)
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error


NEGATE = """
func.func @negate(%x: tensor<64x96xf32>) -> tensor<64x96xf32> {
  %e = tensor.empty() : tensor<64x96xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
      affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x96xf32>) outs(%e : tensor<64x96xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<64x96xf32>
  return %0 : tensor<64x96xf32>
}
"""


def test_a_fresh_result_is_written_into_the_callers_buffer():
    # The op returns a new tensor: bufferized, the kernel wrote it into a buffer of its
    # own, then copied it out (a heap allocation and a copy per call: 21 MB for an
    # 8192x640 layer norm, which ran 2.9 ms where PyTorch took 1.3 ms to negate it).
    program = Program.from_text(NEGATE, "negate.mlir")
    kernel = _core.compile(program.text, name=program.name, threads=1)
    assert kernel.allocated_bytes == 0
    result = measure(program, Schedule([Tile("op0", (1, 0)), Vectorize("op0")]), QUICK)
    assert result.ok and result.correct, result.error
    assert result.allocated_bytes == 0


def test_the_pytorch_reference_of_a_row_family_is_the_native_op(tmp_path):
    spec = RowSpec("layernorm", "affine", (64, 256))
    (tmp_path / "p.mlir").write_text(row_program_text(spec))
    entry = {"name": spec.name(), "file": "p.mlir", "split": "eval", "kind": spec.family}
    (tmp_path / "manifest.json").write_text(
        json.dumps({"programs": [{**entry, "native": spec.native()}]})
    )
    (benchmark,) = load_suite(tmp_path)
    assert benchmark.kind == "layernorm" and benchmark.native == spec.native()
    timing = TimingOptions(threads=1, warmup=0, repeat=2, min_repeat=1, budget_s=0.5)
    results = run_baselines(benchmark.spec(), 1, timing, ("pytorch",))
    assert results[REFERENCE_CHECK]["ok"], results[REFERENCE_CHECK]
    row = results["pytorch"]
    assert row["ok"] and row["correct"], row
    assert row["native"] == {"op": "layer_norm", "dim": -1, "eps": 1e-5}
    # A manifest naming the wrong op is caught by the float64 check, not believed.
    (tmp_path / "manifest.json").write_text(
        json.dumps({"programs": [{**entry, "native": {"op": "softmax", "dim": -1}}]})
    )
    (wrong,) = load_suite(tmp_path)
    row = run_baselines(wrong.spec(), 1, timing, ("pytorch",))["pytorch"]
    assert not row["ok"] and not row["correct"], row


def test_the_space_fuses_a_row_chain_first_in_blocks_of_whole_rows():
    # The shipped policy split the families' layer norms op by op (384x2048: 0.37 ms, fused
    # in rows of one 0.17; PyTorch 0.12): the space now offers only the chain's fusion at
    # its last op, rows whole, at most 16 a block; the policy picks the block.
    _, program = _program(RowSpec("layernorm", "affine", (2, 8, 640)))
    state = SchedulingState.start(program)
    assert state.legal_kinds() == (TiledFusion,)
    with pytest.raises(ScheduleError, match="ends a row chain: fuse it"):
        state.apply(TileParallel(state.tag, (1, 0, 0)))
    mask = state.tile_mask(TiledFusion)
    legal = [[TILE_SIZES[i] for i in np.flatnonzero(mask[loop])] for loop in range(3)]
    assert legal == [[1], [0, 1, 2, 4], [0]]  # 8 rows: a block of 8 is the whole loop (0)
    fused = state.apply(TiledFusion(state.tag, (1, 4, 0)))
    assert not fused.done and fused.tag in fused.scheduled.parallel
    with pytest.raises(ScheduleError, match="loop 2 is not in the search space"):
        state.apply(TiledFusion(state.tag, (1, 1, 64)))
    # A reduction over a whole group (a group norm's) is no row chain: fused in blocks of
    # rows, each block would recompute it; the op keeps every kind.
    group = SchedulingState.start(Program.from_text(GROUP_MEAN, "group.mlir"))
    assert not group.row_chain_end and TileParallel in group.legal_kinds()


def test_a_row_chain_beyond_the_last_level_cache_writes_its_rows_in_pieces():
    # The families' 8192x2048 layer norm wrote its rows in the one pass's 256-lane
    # vectors: 10.9 ms; in pieces of 32-64 lanes 8.8 (its 128x197x384 RMS norm 3.5 with
    # rows whole, 1.9 in pieces of 32; znver4). In the caches whole rows are as fast.
    rows = 2 * last_level_cache_bytes() // (384 * 4) + 1
    for shape, streams in (((rows, 384), True), ((64, 384), False)):
        _, program = _program(RowSpec("layernorm", "affine", shape))
        state = SchedulingState.start(program)
        root = state.tag
        state = state.apply(TiledFusion(root, (1, 0)))
        row = [TILE_SIZES[i] for i in np.flatnonzero(state.tile_mask(Tile)[1])]
        lanes = vector_lanes()
        if streams:
            assert row and all(0 < size <= 2 * lanes and size % lanes == 0 for size in row)
            with pytest.raises(ScheduleError, match="streams from memory"):
                state.apply(Vectorize(root))
        else:
            assert 0 in row and max(row) > 2 * lanes
            assert state.apply(Vectorize(root)).schedule.steps[-1] == Vectorize(root)


def test_a_row_chain_beyond_the_last_level_cache_takes_blocks_reduced_a_row_at_a_time():
    # The families' 8192x2048 layer norm ran 9.3 ms fused in rows of one, 7.0 in blocks of
    # 16; their 3152x3072 RMS norm in blocks of 8, 3.4-3.7 ms with its sums of whole rows,
    # 2.35-2.40 a row at a time in pieces of 256 (znver4). In the caches rows of one stay.
    rows = 2 * last_level_cache_bytes() // (1536 * 4) + 1
    rows += -rows % 16  # blocks of 4 to 16 divide it
    for shape, streams in (((rows, 1536), True), ((64, 1536), False)):
        _, program = _program(RowSpec("layernorm", "affine", shape))
        state = SchedulingState.start(program)
        root = state.tag
        blocks = [TILE_SIZES[i] for i in np.flatnonzero(state.tile_mask(TiledFusion)[0])]
        if not streams:
            assert 1 in blocks
            continue
        assert blocks and all(4 <= size <= 16 for size in blocks), blocks
        with pytest.raises(ScheduleError, match="not in the search space"):
            state.apply(TiledFusion(root, (1, 0)))
        state = state.apply(TiledFusion(root, (8, 0)))
        while state.tag == root or not state.nest.loops[-1].is_reduction:
            step = Tile(state.tag, (1, 32))
            state = state.apply(step).apply(Vectorize(state.tag))
        reduction = state.tag  # the variance: 8 rows of 1536, fused
        with pytest.raises(ScheduleError, match="a row at a time in pieces of 256 lanes"):
            state.apply(Vectorize(reduction))
        mask = state.tile_mask(Tile)
        assert [TILE_SIZES[i] for i in np.flatnonzero(mask[0])] == [1]
        assert [TILE_SIZES[i] for i in np.flatnonzero(mask[1])] == [256]
        state = state.apply(Tile(reduction, (1, 256))).apply(Vectorize(reduction))
        name, schedule = next(template_schedules(program))
        assert name == "row chain fused, blocks of 4 rows", name
        assert Tile(reduction, (1, 256)) in schedule.steps
        result = measure(program, schedule, QUICK)
        assert result.ok and result.correct, result.error


GROUP_MEAN = """
func.func @g(%x: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(g, c, r) -> (g, c, r)>,
      affine_map<(g, c, r) -> (g)>], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : tensor<4x16x64xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %o = tensor.empty() : tensor<4x16x64xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(g, c, r) -> (g, c, r)>,
      affine_map<(g, c, r) -> (g)>, affine_map<(g, c, r) -> (g, c, r)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sum : tensor<4x16x64xf32>, tensor<4xf32>) outs(%o : tensor<4x16x64xf32>) {
  ^bb0(%a: f32, %m: f32, %b: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<4x16x64xf32>
  return %0 : tensor<4x16x64xf32>
}
"""
