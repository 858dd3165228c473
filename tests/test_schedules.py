"""Every step kind on every op kind it applies to gives verified outputs; every
illegal step is refused with a reason naming the step."""

import json
import re
from pathlib import Path

import pytest
from programs import (
    ADD,
    BATCH_MATMUL,
    BIAS_RELU,
    BRANCHY,
    CONV_NCHW,
    CONV_NHWC,
    MATMUL,
    MATMUL_RELU,
    POOL_NCHW,
    POOL_NHWC,
    PRIME_MATMUL,
    RELU,
)

from rl_autoscheduler import MLIRError, ScheduleError, _core
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import (
    Decompose,
    Img2col,
    Interchange,
    Pack,
    Schedule,
    Tile,
    TiledFusion,
    TileParallel,
    Vectorize,
)
from rl_autoscheduler.ir.schedule_script import SUBSET_FOLDING, ScheduledProgram, apply_schedule
from rl_autoscheduler.measurement.measure import TimingOptions, measure

QUICK = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1)
ROOT = Path(__file__).resolve().parents[1]

CASES = {
    # program, steps
    "matmul tile": (MATMUL, [Tile("op0", (8, 8, 0))]),
    "matmul tile all": (MATMUL, [Tile("op0", (4, 8, 6))]),
    "matmul parallel": (MATMUL, [TileParallel("op0", (8, 16, 0))]),
    "matmul interchange": (MATMUL, [Interchange("op0", (2, 0, 1))]),
    "matmul expert": (
        MATMUL,
        [
            TileParallel("op0", (8, 16, 0)),
            Tile("op0", (0, 0, 8)),
            Tile("op0", (4, 8, 1)),
            Vectorize("op0"),
        ],
    ),
    "matmul interchange then vectorize": (
        MATMUL,
        [Tile("op0", (8, 8, 0)), Interchange("op0", (0, 2, 1)), Vectorize("op0")],
    ),
    "matmul peeled remainders vectorize": (
        PRIME_MATMUL,
        [Tile("op0", (8, 0, 0)), Tile("op0", (0, 16, 0)), Tile("op0", (0, 0, 1)), Vectorize("op0")],
    ),
    # B laid out in panels of 16 (one vector) and of 32 (two vectors, k two at a time).
    "matmul pack panels": (MATMUL, [Pack("op0", (16,), (8, 1, 1), (8, 0))]),
    "matmul pack panels, two vectors wide, no thread split": (
        MATMUL,
        [Pack("op0", (32,), (4, 1, 2), (0, 0))],
    ),
    "mlp pack panels, the fill keeps its tag and the copy into C gets one": (
        MATMUL_RELU,
        [
            Pack("op1", (16,), (8, 1, 1), (8, 0)),
            TiledFusion("op2", (8, 16)),
            Vectorize("op2"),
            Vectorize("op0"),
        ],
    ),
    "matmul two peeled loops": (PRIME_MATMUL, [Tile("op0", (8, 0, 5)), Vectorize("op0")]),
    "batch_matmul tile parallel vectorize": (
        BATCH_MATMUL,
        [
            TileParallel("op0", (1, 8, 0, 0)),
            Tile("op0", (0, 0, 8, 0)),
            Tile("op0", (0, 4, 8, 1)),
            Vectorize("op0"),
        ],
    ),
    "batch_matmul interchange": (BATCH_MATMUL, [Interchange("op0", (0, 1, 3, 2))]),
    "conv nchw tile": (CONV_NCHW, [Tile("op0", (0, 4, 2, 2, 2, 1, 0))]),
    "conv nchw parallel": (CONV_NCHW, [TileParallel("op0", (0, 4, 2, 0, 0, 0, 0))]),
    "conv nchw interchange": (CONV_NCHW, [Interchange("op0", (0, 1, 2, 4, 5, 6, 3))]),
    "conv nchw decompose vectorize": (
        CONV_NCHW,
        [
            TileParallel("op0", (0, 4, 0, 0, 0, 0, 0)),
            Tile("op0", (0, 0, 1, 0, 0, 1, 0)),
            Decompose("op0"),
            Vectorize("op0"),
        ],
    ),
    "conv nchw img2col": (
        CONV_NCHW,
        [Img2col("op0"), Vectorize("op0_im2col"), Tile("op0", (1, 4, 4, 0)), Vectorize("op0")],
    ),
    # CONV_NCHW: 8 output channels (one 8-lane block), stride 2, a 4x4 output.
    "conv nchw pack channels": (
        CONV_NCHW,
        [Pack("op0", (8,), (1, 1, 1, 1, 2), (0, 0, 2))],
    ),
    # Threads split along the output channels: each packs its own blocks of the filter.
    "conv nchw pack channels, 4 lanes, threads split by channel block": (
        CONV_NCHW,
        [Pack("op0", (4,), (1, 1, 1, 2, 4), (0, 1, 0))],
    ),
    "conv nchw pack channels, 4 lanes, no thread split": (
        CONV_NCHW,
        [Pack("op0", (4,), (1, 2, 1, 1, 4), (0, 0, 0))],
    ),
    # Strided: the 2x2 output points vectorized one by one, their loops unrolled.
    "conv nchw pack channels, strided, 2x2 points": (
        CONV_NCHW,
        [Pack("op0", (8,), (1, 1, 2, 2, 2), (0, 0, 2))],
    ),
    "conv nchw pack channels, strided, a row of 4 points": (
        CONV_NCHW,
        [Pack("op0", (4,), (1, 2, 1, 4, 2), (0, 0, 0))],
    ),
    "conv nhwc decompose vectorize": (
        CONV_NHWC,
        [Tile("op0", (0, 1, 0, 0, 1, 0, 0)), Decompose("op0"), Vectorize("op0")],
    ),
    "conv nhwc img2col": (
        CONV_NHWC,
        [Img2col("op0"), Vectorize("op0_im2col"), Tile("op0", (0, 8, 8, 0)), Vectorize("op0")],
    ),
    "pool nchw parallel decompose vectorize": (
        POOL_NCHW,
        [
            TileParallel("op0", (0, 4, 0, 0, 0, 0)),
            Tile("op0", (0, 0, 1, 0, 1, 0)),
            Decompose("op0"),
            Vectorize("op0"),
        ],
    ),
    "pool nchw interchange": (POOL_NCHW, [Interchange("op0", (0, 2, 3, 1, 4, 5))]),
    "pool nhwc decompose vectorize": (
        POOL_NHWC,
        [Tile("op0", (0, 1, 0, 0, 1, 0)), Decompose("op0"), Vectorize("op0")],
    ),
    "add parallel vectorize": (
        ADD,
        [TileParallel("op0", (8, 0)), Tile("op0", (2, 16)), Vectorize("op0")],
    ),
    "add vectorize whole": (ADD, [Vectorize("op0")]),
    "relu interchange vectorize": (RELU, [Interchange("op0", (1, 0)), Vectorize("op0")]),
    "relu tile": (RELU, [Tile("op0", (4, 0))]),
    "bias relu fusion": (
        BIAS_RELU,
        [TiledFusion("op1", (8, 16)), Vectorize("op1"), Tile("op0", (1, 0)), Vectorize("op0")],
    ),
    "bias relu fusion then the producer tiled": (
        BIAS_RELU,
        [TiledFusion("op1", (4, 32)), Tile("op0", (2, 8))],
    ),
    "mlp: the relu fused around a packed matmul's result": (
        MATMUL_RELU,
        [Pack("op1", (16,), (8, 1, 1), (8, 0)), TiledFusion("op2", (8, 16))],
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_step_gives_verified_outputs(case):
    text, steps = CASES[case]
    program = Program.from_text(text, "case.mlir")
    result = measure(program, Schedule(steps), QUICK)
    assert result.error is None, result.error
    assert result.correct and result.max_rel_error <= 1e-4
    assert result.time_s > 0 and result.speedup > 0


def test_each_step_kind_changes_the_program():
    program = Program.from_text(BIAS_RELU)
    scheduled, script = apply_schedule(program, Schedule([TiledFusion("op1", (8, 16))]))
    assert "scf.forall" in scheduled.text and "scf.forall" not in program.text
    # The producer was fused: both ops now live inside the loop, with tile shapes.
    assert scheduled.op("op1").trip_counts == (8, 16)
    assert scheduled.op("op0").trip_counts == (8, 16)
    assert "fuse_into_containing_op" in script
    tiled, _ = apply_schedule(Program.from_text(MATMUL), Schedule([Interchange("op0", (2, 0, 1))]))
    assert tiled.op("op0").trip_counts == (24, 16, 32)


def test_a_step_analysed_in_memory_is_the_step_printed_and_parsed_again():
    # The walk applies and analyses each step in one core call (one parse of a network,
    # not two); what it sees must be what the printed program says.
    from rl_autoscheduler.ir.schedule_script import step_snippet, wrap

    program = Program.from_text(BIAS_RELU, "bias_relu")
    script = wrap([step_snippet(TiledFusion("op1", (8, 16)), 0, ("op0",))])
    in_memory = Program.from_analysis(
        _core.apply_schedule_analyzed(program.text, script, program.name), program.name
    )
    printed = Program.from_text(_core.apply_schedule(program.text, script, program.name))
    assert in_memory.text == printed.text and in_memory.ops == printed.ops
    assert in_memory.op("op0").trip_counts == (8, 16)
    with pytest.raises(MLIRError, match="schedule failed"):
        _core.apply_schedule_analyzed(program.text, wrap([step_snippet(Vectorize("nope"), 0)]))


def test_a_strided_conv_s_packed_points_are_unrolled_into_one_register_tile():
    """Each of the 2x2 output points is a contraction of its own, and no loop is left
    marked: the point loops are unrolled after the step, so the accumulators of all four
    points stay in registers across the input channels and the window."""
    program = Program.from_text(CONV_NCHW)
    step = Pack("op0", (8,), (1, 1, 2, 2, 2), (0, 0, 2))
    scheduled = ScheduledProgram.of(program).then(step)
    assert scheduled.program.text.count("rl.unroll") == 2  # marked, not yet unrolled
    assert scheduled.program.text.count("vector.contract") == 1
    finished, script = apply_schedule(program, Schedule([step]))
    assert "rl.unroll" not in finished.text
    assert finished.text.count("vector.contract") == 4
    assert "transform.loop.unroll" in script
    assert measure(program, Schedule([step]), QUICK).correct


def test_a_strided_conv_s_register_tile_multiplies_and_adds_in_fmas():
    """A strided convolution's points vectorize to multiplies and adds, not contractions:
    with 8 accumulators (2x4 points) they become FMAs, which the separate ops ran at half
    the FMA units' throughput (ResNet-18's stem); with 4, the chains of adds stay, their
    shorter latency being what such a loop waits on."""
    program = Program.from_text(CONV_NCHW)
    fma = re.compile(r"llvm.intr.(fmuladd|fma)\(.*vector<8xf32>")
    for tile, fused in (((1, 1, 2, 4, 1), True), ((1, 1, 2, 2, 1), False)):
        schedule = Schedule([Pack("op0", (8,), tile, (0, 0, 0))])
        llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text)
        assert bool(fma.search(llvm)) == fused, tile
        assert measure(program, schedule, QUICK).correct


def test_a_packed_conv_packs_its_filter_a_block_at_a_time_where_the_tiles_read_it():
    """The filter's pack is fused into each output-channel tile's loop: the kernel's only
    temporaries are one block of the filter per thread (one lanes block of channels, all
    of c, kh, kw) and the packed output, not a packed copy of the whole filter written
    and read back on every call."""
    program = Program.from_text(CONV_NCHW)
    step = Pack("op0", (4,), (1, 1, 1, 2, 4), (0, 1, 0))
    scheduled, _ = apply_schedule(program, Schedule([step]))
    kernel = _core.compile(scheduled.text, threads=2)
    filter_block = 1 * 4 * 3 * 3 * 4 * 4  # one fo block, c, kh, kw, lanes; f32
    packed_output = 1 * 2 * 4 * 4 * 4 * 4  # n, fo, oh, ow, lanes
    assert kernel.allocated_bytes == filter_block + packed_output
    assert measure(program, Schedule([step]), QUICK).correct


def test_a_schedule_written_with_the_step_s_earlier_name_loads_under_its_name_now(tmp_path):
    """`pack` was called `pack_channels`: a schedule file, a tuning record or a
    demonstration written then loads as the same step, and is written back as `pack`."""
    old = {"kind": "pack_channels", "tag": "op0", "lanes": [32], "register_tile": [8, 1, 1],
           "parallel": [512, 0]}  # fmt: skip
    path = tmp_path / "old.json"
    path.write_text(json.dumps([old]))
    (step,) = Schedule.load(path).steps
    assert step == Pack("op0", (32,), (8, 1, 1), (512, 0))
    assert step.to_json() == {**old, "kind": "pack"}
    with pytest.raises(ScheduleError, match="unknown kind 'pack_chanels'"):
        Schedule.from_json([{**old, "kind": "pack_chanels"}])


def test_a_model_recorded_under_the_step_s_earlier_name_keeps_its_space():
    """A renamed step kind keeps its index: a checkpoint recorded with the old name is of
    this space (the shipped base model is: the starting point of the shipped fine-tuning),
    one of another space is still refused."""
    import torch

    from rl_autoscheduler.agent import space
    from rl_autoscheduler.agent.trained import SHIPPED_MODEL

    base = SHIPPED_MODEL.with_name("base.pt")
    recorded = torch.load(base, map_location="cpu", weights_only=False)
    assert "pack_channels" in recorded["space"]["kinds"]
    assert "pack" in space.space_description()["kinds"]
    assert recorded["space_version"] != space.space_version()
    assert recorded["space_version"] in space.accepted_space_versions()
    space.check_checkpoint_space(recorded, "default.pt")  # no ConfigError
    with pytest.raises(ConfigError, match="retrain"):
        space.check_checkpoint_space({**recorded, "space_version": "0" * 12}, "other.pt")


def test_schedule_json_round_trip(tmp_path):
    schedule = Schedule(
        [
            TileParallel("op0", (8, 0)),
            Tile("op0", (2, 16)),
            Interchange("op0", (1, 0)),
            TiledFusion("op1", (4, 4)),
            Decompose("op2"),
            Img2col("op3"),
            Pack("op4", (16,), (1, 2, 1, 9, 2), (0, 2, 0)),
            Vectorize("op0"),
        ]
    )
    path = tmp_path / "s.json"
    path.write_text(schedule.dumps())
    assert Schedule.load(path) == schedule
    assert json.loads(path.read_text())[0] == {
        "kind": "tile_parallel",
        "tag": "op0",
        "sizes": [8, 0],
    }


EMPTY_MATMUL = """
func.func @mm(%a: tensor<8x0xf32>, %b: tensor<0x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x0xf32>, tensor<0x8xf32>)
                     outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""

ILLEGAL = {
    "parallel tile size does not divide": (
        MATMUL,
        [TileParallel("op0", (5, 0, 0))],
        r"step 0 TileParallel\(op0.*tile size 5 does not divide loop 0",
    ),
    "tile size larger than its loop": (
        MATMUL,
        [Tile("op0", (64, 0, 0))],
        r"step 0 Tile\(op0.*tile size 64 does not divide loop 0",
    ),
    "wrong number of sizes": (MATMUL, [Tile("op0", (8, 8))], "needs 3 tile sizes"),
    "all sizes zero": (MATMUL, [Tile("op0", (0, 0, 0))], "nothing to tile"),
    "negative size": (MATMUL, [Tile("op0", (-8, 0, 0))], "negative"),
    "parallel reduction": (
        MATMUL,
        [TileParallel("op0", (8, 8, 8))],
        "loop 2 is a reduction",
    ),
    "not a permutation": (MATMUL, [Interchange("op0", (0, 0, 1))], "not a permutation"),
    "permutation too short": (MATMUL, [Interchange("op0", (1, 0))], "not a permutation"),
    "vectorize too large": (
        MATMUL.replace("16x", "256x").replace("x32x", "x256x"),
        [Vectorize("op0")],
        None,
    ),
    "vectorize conv": (CONV_NCHW, [Vectorize("op0")], "Decompose or Img2col it first"),
    "nested parallel loops": (
        MATMUL,
        [TileParallel("op0", (8, 0, 0)), TileParallel("op0", (4, 0, 0))],
        "already runs inside a parallel loop",
    ),
    "tag matches nothing": (MATMUL, [Tile("op7", (8, 0, 0))], "no op is tagged 'op7'"),
    "step after vectorize": (
        ADD,
        [Vectorize("op0"), Tile("op0", (2, 0))],
        r"step 1 .*vectorized by an earlier step",
    ),
    "fusion without producer": (MATMUL, [TiledFusion("op0", (8, 8, 0))], "no untransformed"),
    "decompose without unit loops": (CONV_NCHW, [Decompose("op0")], r"needs loops 2 and 5"),
    "decompose a matmul": (MATMUL, [Decompose("op0")], "not a 2-D convolution or pooling"),
    "img2col a pooling": (POOL_NCHW, [Img2col("op0")], "not a 2-D convolution"),
    "pack a pooling": (
        POOL_NCHW,
        [Pack("op0", (8,), (1, 1, 1, 1, 1), (0, 0, 0))],
        "not a convolution, matmul or contraction whose channels can be packed",
    ),
    "pack a matmul in a panel no vector width divides": (
        MATMUL,
        [Pack("op0", (12,), (8, 1, 1), (0, 0))],
        r"lanes must be one of \[4, 8, 16, 32, 64\], got \[12\]",
    ),
    "pack a matmul with a register tile of the wrong rank": (
        MATMUL,
        [Pack("op0", (16,), (8, 1, 1, 1, 1), (0, 0))],
        r"register_tile needs 3 sizes \['m', 'n/lanes', 'k'\]",
    ),
    "pack lanes not dividing the channels": (
        CONV_NCHW,
        [Pack("op0", (16,), (1, 1, 1, 1, 1), (0, 0, 0))],
        "16 lanes do not divide the 8 output channels",
    ),
    "pack register tile not dividing": (
        CONV_NCHW,
        [Pack("op0", (8,), (1, 1, 3, 1, 1), (0, 0, 0))],
        "register tile 3 of oh does not divide its 4 iterations",
    ),
    "pack thread chunk not a multiple of the tile": (
        CONV_NCHW,
        [Pack("op0", (4,), (1, 2, 1, 1, 1), (0, 1, 0))],
        "multiple of its register tile 2",
    ),
    "a remainder's copy tiled by a size that does not divide it": (
        PRIME_MATMUL,
        [Tile("op0", (8, 0, 0)), Tile("op0", (4, 0, 0))],
        r"tile size 4 does not divide loop 0 \(trip count 3\), and only an op in one copy",
    ),
    "a tile of an op that computes nothing (MLIR's tiling crashed on it)": (
        EMPTY_MATMUL,
        [Tile("op0", (4, 0, 0))],
        r"the op computes nothing \(loop 2 has extent 0\)",
    ),
    "pack after another step": (
        CONV_NCHW,
        [Tile("op0", (0, 4, 0, 0, 0, 0, 0)), Pack("op0", (4,), (1, 1, 1, 1, 1), (0, 0, 0))],
        "must be the first step on the op",
    ),
}


@pytest.mark.parametrize("case", sorted(ILLEGAL))
def test_illegal_step_is_refused_and_program_kept(case):
    text, steps, message = ILLEGAL[case]
    program = Program.from_text(text)
    before = program.text
    if message is None:
        message = "tile it to at most"
    with pytest.raises(ScheduleError, match=message):
        apply_schedule(program, Schedule(steps))
    assert program.text == before
    failed = measure(program, Schedule(steps), QUICK)
    assert failed.failure_kind == "transform_error" and not failed.correct
    # The process carries on: the same program still schedules.
    assert measure(program, Schedule(), QUICK).correct


def test_mlir_failure_inside_a_step_names_the_step():
    # MLIR's vectorizer refuses control flow in the body; no Python check foresees it.
    program = Program.from_text(BRANCHY, "branchy.mlir")
    steps = Schedule([Tile("op0", (8, 0)), Vectorize("op0")])
    with pytest.raises(
        MLIRError,
        match=r"(?s)step 1 Vectorize\(op0\) failed: .*branchy\.mlir:5:8: error: Attempted to vec",
    ):
        apply_schedule(program, steps)
    # Legal-looking but refused steps cost only that step.
    assert measure(program, steps, QUICK).failure_kind == "transform_error"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[{", "invalid JSON"),
        ('[{"kind": "unroll", "tag": "op0"}]', "unknown kind 'unroll'"),
        ('[{"kind": "tile", "tag": "op0"}]', "tile needs 'sizes' as a list of integers"),
        ('[{"kind": "tile", "tag": "op0", "sizes": [1], "x": 1}]', "unknown field"),
        ('{"a": 1}', "expected a list of steps"),
    ],
)
def test_bad_schedule_files(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ScheduleError, match=message):
        Schedule.load(path)


# The fuzzer's one wrong result in 10,000 schedules (a 1x1 convolution of the train split):
# the row loop of 729 tiled by 128 is peeled, and the vectorized remainder (89 columns)
# inside the reduction loop wrote only its own columns back, dropping the main loop's.
PEELED_REMAINDER_IN_A_REDUCTION = [
    Img2col("op0"),
    TileParallel("op0", (0, 2, 0, 0)),
    Tile("op0", (0, 1, 0, 2)),
    Tile("op0", (0, 0, 128, 0)),
    Vectorize("op0"),
]


def test_a_vectorized_peeled_remainder_keeps_what_the_main_loop_wrote():
    path = ROOT / "benchmarks/single_ops/train/conv2d_n1c112h27w27f80_k1s1p0.mlir"
    program = Program.from_file(path)
    result = measure(program, Schedule(PEELED_REMAINDER_IN_A_REDUCTION), QUICK)
    assert result.error is None, result.error
    assert result.correct
    # The folding that dropped them is left out from that Vectorize step on, and only
    # there: a schedule without a peeled remainder keeps it (packed and decomposed
    # convolutions need it to keep their accumulators and whole registers).
    _, script = apply_schedule(program, Schedule(PEELED_REMAINDER_IN_A_REDUCTION))
    vectorize_step = script.split("// step 4")[1]
    assert SUBSET_FOLDING not in vectorize_step
    plain = [*PEELED_REMAINDER_IN_A_REDUCTION[:3], Tile("op0", (0, 0, 1, 0)), Vectorize("op0")]
    _, script = apply_schedule(program, Schedule(plain))
    assert SUBSET_FOLDING in script.split("// step 4")[1]
