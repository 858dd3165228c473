"""The NHWC, depthwise, GELU and batch-norm families: each form parses into the op it is
meant to be, with the shapes its manifest records, and its PyTorch reference (the
framework's own `conv2d`, `gelu` or `batch_norm`, in channels_last where that is the
program's layout) computes the program, checked against its float64 translation. A
depthwise NCHW convolution, which MLIR 19 cannot decompose, vectorizes with its window
folded, and the schedule replays in mlir-opt-19."""

from __future__ import annotations

import json
import re

import pytest
from mlir_opt import replay_schedule

from data_generation import conv_families, elementwise_families, family_gen
from evaluation.references.harness import REFERENCE_CHECK, run_baselines
from evaluation.suites import load_suite
from rl_autoscheduler import _core
from rl_autoscheduler.errors import ScheduleError
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Decompose, Pack, Schedule, Tile, Vectorize
from rl_autoscheduler.ir.schedule_script import apply_schedule, export_script
from rl_autoscheduler.measurement.measure import TimingOptions, measure
from rl_autoscheduler.search.pack_rule import pack_step
from rl_autoscheduler.search.state import SchedulingState
from rl_autoscheduler.search.templates import template_schedules

TIMING = TimingOptions(threads=1, warmup=0, repeat=2, min_repeat=1, budget_s=0.5)
QUICK = TimingOptions(threads=2, warmup=0, repeat=1, min_repeat=1, budget_s=0.2, settle_s=0.0)
CONVS = [
    conv_families.ConvSpec("conv_nhwc", "hwcf", 1, 6, 8, 16, 3, 1),
    conv_families.ConvSpec("conv_nhwc", "fhwc", 2, 5, 4, 8, 3, 2),
    conv_families.ConvSpec("depthwise", "nhwc", 1, 6, 16, 16, 3, 2),
    conv_families.ConvSpec("depthwise", "nchw", 1, 7, 8, 8, 5, 1),
]
ELEMENTWISE = [
    elementwise_families.ElementwiseSpec("gelu", form, (4, 6, 32))
    for form in elementwise_families.FORMS["gelu"]
] + [
    elementwise_families.ElementwiseSpec("batchnorm", "nchw", (2, 8, 5, 5)),
    elementwise_families.ElementwiseSpec("batchnorm", "nhwc", (2, 5, 5, 8)),
]


def _suite(tmp_path, specs) -> list:
    entries = family_gen.write_programs(specs, tmp_path / "eval", "eval")
    (tmp_path / "manifest.json").write_text(json.dumps({"programs": entries}))
    return load_suite(tmp_path)


@pytest.mark.parametrize("spec", CONVS, ids=lambda spec: spec.name())
def test_a_convolution_parses_as_its_named_op_with_the_recorded_shapes(tmp_path, spec):
    (entry,) = family_gen.write_programs([spec], tmp_path, "eval")
    program = Program.from_file(tmp_path.parent / entry["file"])
    convolution = next(nest for nest in program.ops if "conv" in nest.op_name)
    image, weights, result = (operand.shape for operand in convolution.operands)
    filter_shape = entry["filter_shape"]
    if spec.form == "fhwc":  # read as a filter transpose and an HWCF convolution
        assert program.decomposed == (entry["op"],)
        assert convolution.op_name == "linalg.conv_2d_nhwc_hwcf"
        filter_shape = [*filter_shape[1:], filter_shape[0]]
    else:
        assert convolution.op_name == entry["op"]
    assert [list(image), list(weights), list(result)] == [
        entry["input_shape"],
        filter_shape,
        entry["result_shape"],
    ]
    assert convolution.flops() == entry["flops"]


@pytest.mark.parametrize("spec", ELEMENTWISE, ids=lambda spec: spec.name())
def test_an_elementwise_program_is_one_generic_reading_its_per_channel_operands(tmp_path, spec):
    (entry,) = family_gen.write_programs([spec], tmp_path, "eval")
    (nest,) = Program.from_file(tmp_path.parent / entry["file"]).ops
    assert not any(loop.is_reduction for loop in nest.loops)
    x, *vectors, result = nest.operands
    assert x.shape == result.shape == spec.shape
    assert len(vectors) == len(spec.arguments()) - 1
    for vector in vectors:  # each reads one loop: the channel (or feature) dimension
        assert vector.shape == (spec.shape[spec.channel_dim],)
        assert [row.index(1) for row in vector.access_matrix] == [spec.channel_dim]
    math = {name for name in nest.arithmetic_counts if name.startswith("math.")}
    expected = {"batchnorm": {"math.rsqrt"}, "gelu": {f"math.{spec.form[-4:].strip('_')}"}}
    assert math == expected[spec.family]


def test_every_native_reference_computes_its_program(tmp_path):
    for benchmark in _suite(tmp_path, [*CONVS, *ELEMENTWISE]):
        results = run_baselines(benchmark.spec(), 1, TIMING, ("pytorch",))
        assert results[REFERENCE_CHECK]["ok"], (benchmark.name, results[REFERENCE_CHECK])
        row = results["pytorch"]
        assert row["ok"] and row["correct"], (benchmark.name, row)
        assert row["native"] == benchmark.native and row["native"]["op"] in (
            "conv2d",
            "gelu",
            "batch_norm",
        )


def test_a_native_conv_with_the_wrong_filter_layout_fails_verification(tmp_path):
    (benchmark,) = _suite(tmp_path, [CONVS[0]])
    benchmark.native = {**benchmark.native, "filter": "fhwc"}
    row = run_baselines(benchmark.spec(), 1, TIMING, ("pytorch",))["pytorch"]
    assert not (row["ok"] and row["correct"]), row


@pytest.mark.parametrize(
    "spec",
    [
        conv_families.ConvSpec("depthwise", "nchw", 1, 28, 32, 32, 5, 1),
        conv_families.ConvSpec("depthwise", "nchw", 2, 32, 16, 16, 3, 1),
    ],
    ids=lambda spec: spec.name(),
)
def test_a_depthwise_nchw_convolution_vectorizes_with_its_window_folded(tmp_path, spec):
    # MLIR 19 neither decomposes nor vectorizes depthwise_conv_2d_nchw_chw: its window
    # loops are tiled to 1 and folded away, and the tile vectorizes along the output row
    # (several rows only in whole registers). The first template packs its channels
    # instead (`test_a_depthwise_nchw_convolution_packs_its_channels_into_the_lanes`).
    text = conv_families.conv_program_text(spec)
    program = Program.from_text(text, f"{spec.name()}.mlir")
    name, schedule = next(
        (name, schedule)
        for name, schedule in template_schedules(program)
        if not any(isinstance(step, Pack) for step in schedule.steps)
    )
    tile = [step for step in schedule.steps if isinstance(step, Tile)][-1]
    _, oh, ow, c, kh, kw = tile.sizes
    assert (c, kh, kw) == (1, 1, 1), name
    assert oh in (0, 1) or (ow or spec.size) % 16 == 0, tile
    assert isinstance(schedule.steps[-1], Vectorize)
    scheduled = apply_schedule(program, schedule)[0]
    assert "depthwise_conv" not in scheduled.text and "vector.transfer_read" in scheduled.text
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, schedule))


def test_a_window_not_tiled_to_one_or_a_strided_row_is_refused_with_the_reason():
    spec = conv_families.ConvSpec("depthwise", "nchw", 1, 8, 16, 16, 3, 1)
    program = Program.from_text(conv_families.conv_program_text(spec), "dw.mlir")
    with pytest.raises(ScheduleError, match="tile its window loops"):
        apply_schedule(program, Schedule([Tile("op1", (0, 1, 0, 1, 0, 0)), Vectorize("op1")]))
    # Strided, the row's points are no vector loads: it is packed first (above
    # MIN_PACKED_DEPTHWISE iterations; a tiny one is not packed at all).
    strided = conv_families.ConvSpec("depthwise", "nchw", 1, 28, 64, 64, 5, 2)
    program = Program.from_text(conv_families.conv_program_text(strided), "dw2.mlir")
    state = SchedulingState.start(program)
    assert state.legal_kinds() == (Pack,)
    name, schedule = next(template_schedules(program))
    assert [type(step) for step in schedule.steps] == [Pack], name
    tiny = conv_families.ConvSpec("depthwise", "nchw", 1, 8, 96, 96, 3, 2)
    state = SchedulingState.start(Program.from_text(conv_families.conv_program_text(tiny), "t"))
    assert Pack not in state.legal_kinds()
    with pytest.raises(ScheduleError, match="only above 1048576 does packing its channels pay"):
        state.apply(pack_step(state.nest))


@pytest.mark.parametrize(
    "spec",
    [
        conv_families.ConvSpec("depthwise", "nchw", 1, 14, 32, 32, 5, 1),
        conv_families.ConvSpec("depthwise", "nchw", 2, 7, 48, 48, 3, 2),
    ],
    ids=lambda spec: spec.name(),
)
@pytest.mark.usefixtures("avx512_rules")
def test_a_depthwise_nchw_convolution_packs_its_channels_into_the_lanes(tmp_path, spec):
    """Blocked into channels of one vector (NCHWc), every tap of the window is one aligned
    vector load and one FMA per output point, whatever the row's width: the families'
    28x28x672 5x5 ran 0.67 ms along its rows, 0.36 packed. Each block's input, filter
    and (the output being a fill) output are packed and unpacked inside its loop, so no
    whole packed tensor goes through memory; strided, each point is vectorized on its own
    and unrolled. It verifies and replays in mlir-opt-19."""
    text = conv_families.conv_program_text(spec)
    program = Program.from_text(text, f"{spec.name()}.mlir")
    (nest,) = [nest for nest in program.ops if nest.op_name.startswith("linalg.depthwise")]
    step = pack_step(nest)
    assert step is not None and spec.channels % step.lanes[0] == 0
    _, oh_t, ow_t = step.register_tile
    assert spec.size % oh_t == 0 and spec.size % ow_t == 0 and oh_t * ow_t <= 28
    assert any(step.parallel)  # the channel blocks, the rows or the batch in halves
    schedule = Schedule([step])
    scheduled = apply_schedule(program, schedule)[0].text
    assert "depthwise_conv" not in scheduled and "linalg.generic" not in scheduled
    assert "vector.transpose" in scheduled  # the packs and the unpack, vectorized
    n, oh, ow, channels, _, _ = nest.trip_counts
    lanes = step.lanes[0]
    assert f"tensor<{n}x{channels // lanes}x{oh}x{ow}x{lanes}xf32>" not in scheduled
    assert f"tensor.empty() : tensor<1x1x{oh}x{ow}x{lanes}xf32>" in scheduled  # one block
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    replay_schedule(tmp_path, text, export_script(program, schedule))


def _packed_depthwise() -> tuple[Program, Schedule, str]:
    """A depthwise NCHW convolution under the rule's Pack, and its LLVM IR."""
    spec = conv_families.ConvSpec("depthwise", "nchw", 1, 14, 32, 32, 5, 1)
    program = Program.from_text(conv_families.conv_program_text(spec), f"{spec.name()}.mlir")
    (nest,) = [nest for nest in program.ops if nest.op_name.startswith("linalg.depthwise")]
    schedule = Schedule([pack_step(nest)])
    llvm = _core.lower_to_llvm(apply_schedule(program, schedule)[0].text, threads=2)
    return program, schedule, llvm


def test_a_packed_depthwise_convolution_transposes_whole_rows_of_lanes():
    """Its packs and unpack are transposes of 16 channels x 4 columns inside unit
    dimensions. MLIR 19 cast them to a flat vector and back one element at a time (an
    extract and an insert per lane: 336 of them here), and they were most of the run time;
    the core moves them a row at a time (`RowShapeCasts.h`), into shuffles."""
    program, schedule, llvm = _packed_depthwise()
    lanes_moved = re.findall(r"llvm\.(?:extract|insert)element", llvm)
    assert len(lanes_moved) < 64, len(lanes_moved)
    assert "llvm.shufflevector" in llvm
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error


@pytest.mark.usefixtures("avx512_rules")
def test_a_packed_depthwise_register_tile_computes_in_fmas():
    """Its register tile's accumulators are one n-D vector (points x lanes) carried by
    the window loops: counted as one vector, the loop was no register tile to the core
    (`fuseAccumulatorMultiplyAdds`) and ran separate multiplies and adds, half the FMA
    units' throughput."""
    _, _, llvm = _packed_depthwise()
    assert "llvm.intr.fmuladd" in llvm
    assert not re.search(r"llvm.fmul .* : vector<", llvm)


@pytest.mark.usefixtures("avx512_rules")
def test_an_fhwc_convolution_is_read_as_a_filter_transpose_and_an_hwcf_one(tmp_path):
    # An FHWC filter stores the output channels (the vector lanes) outermost: the core
    # reads the op as a transpose of the filter and an HWCF convolution, which
    # decomposes and vectorizes; the exported script rewrites the original file alike.
    spec = conv_families.ConvSpec("conv_nhwc", "fhwc", 1, 14, 32, 64, 3, 1)
    text = conv_families.conv_program_text(spec)
    program = Program.from_text(text, f"{spec.name()}.mlir")
    assert [nest.op_name for nest in program.ops] == [
        "linalg.fill",
        "linalg.transpose",
        "linalg.conv_2d_nhwc_hwcf",
    ]
    assert program.decomposed == ("linalg.conv_2d_nhwc_fhwc",)
    name, schedule = next(template_schedules(program))
    assert any(isinstance(step, Decompose) for step in schedule.steps), name
    result = measure(program, schedule, QUICK)
    assert result.ok and result.correct, result.error
    script = export_script(program, schedule)
    assert "transform.structured.transpose_conv2d" in script
    replay_schedule(tmp_path, text, script)


@pytest.mark.usefixtures("avx512_rules")
def test_a_depthwise_nchw_row_wider_than_64_is_tiled_before_it_vectorizes():
    """A 112-wide output row vectorized whole is a 7-register vector LLVM legalizes element
    by element: the shipped model's one pass ran the families' 2x32x112x112 depthwise so
    in 2.16 ms, in 16-wide rows 0.28. The tile mask (what the policy chooses from) cuts
    the row to at most FOLDED_ROW, in whole lanes; narrower rows may stay whole."""
    import numpy as np

    from rl_autoscheduler.search.state import FOLDED_ROW, TILE_SIZES, SchedulingState

    spec = conv_families.ConvSpec("depthwise", "nchw", 1, 112, 4, 4, 3, 1)
    program = Program.from_text(conv_families.conv_program_text(spec), "dw112.mlir")
    state = SchedulingState.start(program)
    row = 2  # loops (n, oh, ow, c, kh, kw)
    sizes = [TILE_SIZES[i] for i in np.flatnonzero(state.tile_mask(Tile)[row])]
    assert sizes and 0 not in sizes and max(sizes) <= FOLDED_ROW, sizes
    done = state.apply(Tile(state.tag, (0, 4, 16, 1, 1, 1))).apply(Vectorize(state.tag))
    assert done.done
    result = measure(program, done.schedule, QUICK)
    assert result.ok and result.correct, result.error
    narrow = conv_families.ConvSpec("depthwise", "nchw", 1, 56, 4, 4, 3, 1)
    state = SchedulingState.start(Program.from_text(conv_families.conv_program_text(narrow), "n"))
    assert state.tile_mask(Tile)[row, 0] == 1


def test_an_nhwc_convolution_tile_is_its_register_tile_of_about_16_accumulators():
    """Left to the policy, the shipped model tiled 1x1 NHWC convolutions to 1 x 64 (four
    accumulators, 1.4x slower than 8 x 32). The space's Tile of a convolution over input
    channels is its register tile (`CONVOLUTION_REGISTER_TILES`): the output rows to 1
    for Decompose, 7-8 output points x two registers of channels on a 16-lane host, and
    the decomposed op keeps it; the input channels stay the policy's choice."""
    import numpy as np

    from rl_autoscheduler.agent.trained import agent_scheduled, load_agent
    from rl_autoscheduler.measurement.machine import vector_bits
    from rl_autoscheduler.search.state import TILE_SIZES

    spec = conv_families.ConvSpec("conv_nhwc", "hwcf", 2, 56, 32, 128, 1, 1)
    program = Program.from_text(conv_families.conv_program_text(spec), "c.mlir")
    state = SchedulingState.start(program)
    tag, lanes = state.tag, vector_bits() // 32
    mask = state.tile_mask(Tile)  # loops (n, oh, ow, f, kh, kw, c)
    allowed = [[TILE_SIZES[i] for i in np.flatnonzero(mask[loop])] for loop in range(7)]
    assert allowed[1] == [1] and allowed[2] and set(allowed[2]) <= {4, 7, 8}, allowed
    assert allowed[3] == [2 * lanes] and 1 in allowed[6] and 0 in allowed[6], allowed
    with pytest.raises(ScheduleError, match="its Tile is its register tile: loop 2"):
        state.apply(Tile(tag, (1, 1, 1, 64, 0, 0, 8)))
    state = state.apply(Tile(tag, (1, 1, 8, 2 * lanes, 0, 0, 8))).apply(Decompose(tag))
    with pytest.raises(ScheduleError, match="its Tile is its register tile: loop 1"):
        state.apply(Tile(tag, (0, 1, 0, 0, 1)))  # the decomposed op's (n, ow, f, kw, c)
    state = state.apply(Tile(tag, (0, 0, 0, 0, 1))).apply(Vectorize(tag))
    assert state.done
    result = measure(program, state.schedule, QUICK)
    assert result.ok and result.correct, result.error

    # An NCHW convolution's lanes run along its output row: the rule leaves it alone.
    from programs import CONV_NCHW

    nchw = SchedulingState.start(Program.from_text(CONV_NCHW, "nchw.mlir"))
    assert nchw.tile_mask(Tile)[2, 0] == 1  # loops (n, f, oh, ow, c, kh, kw): oh may stay whole
    nchw.apply(Tile(nchw.tag, (0, 4, 0, 0, 0, 0, 0)))

    schedule = agent_scheduled(load_agent(None), program).schedule
    register = next(s for s in schedule.steps if isinstance(s, Tile) and s.sizes[1] == 1)
    rows, channels = register.sizes[2] or 56, register.sizes[3] or 128
    assert rows * channels // lanes >= 8, schedule.to_json()


def test_a_depthwise_nchw_row_of_whole_registers_is_tiled_in_several_rows():
    """One 16-wide row of a depthwise NCHW convolution is one accumulator, each tap a load
    and an FMA for it: the shipped model's one pass ran the families' 2x32x112x112 3x3 so
    in 0.38 ms, in 8 rows 0.26. Where the output row is whole registers wide, the space's
    Tile gives it `FOLDED_ROWS` rows of one or two registers; odd widths (MobileNet's 28
    and 14, and 56 on AVX-512 hosts) stay the policy's choice."""
    import numpy as np

    from rl_autoscheduler.measurement.machine import vector_bits
    from rl_autoscheduler.search.state import FOLDED_ROWS, TILE_SIZES

    spec = conv_families.ConvSpec("depthwise", "nchw", 1, 112, 4, 4, 3, 1)
    program = Program.from_text(conv_families.conv_program_text(spec), "dw112.mlir")
    state = SchedulingState.start(program)
    mask, lanes = state.tile_mask(Tile), vector_bits() // 32  # loops (n, oh, ow, c, kh, kw)
    rows = [TILE_SIZES[i] for i in np.flatnonzero(mask[1])]
    widths = [TILE_SIZES[i] for i in np.flatnonzero(mask[2])]
    assert rows and min(rows) >= FOLDED_ROWS[0] and max(rows) <= FOLDED_ROWS[1], rows
    assert widths and all(width % lanes == 0 and width <= 2 * lanes for width in widths)
    with pytest.raises(ScheduleError, match="its Tile is its register tile: loop 1"):
        state.apply(Tile(state.tag, (0, 1, 16, 1, 1, 1)))
    done = state.apply(Tile(state.tag, (0, 8, lanes, 1, 1, 1))).apply(Vectorize(state.tag))
    assert done.done
    result = measure(program, done.schedule, QUICK)
    assert result.ok and result.correct, result.error
    odd = conv_families.ConvSpec("depthwise", "nchw", 1, 52, 4, 4, 3, 1)  # 56: AVX2's 7 x 8
    state = SchedulingState.start(Program.from_text(conv_families.conv_program_text(odd), "o"))
    assert state.tile_mask(Tile)[1, TILE_SIZES.index(1)] == 1


def test_a_depthwise_nhwc_tile_keeps_its_channels_within_four_registers():
    """A depthwise NHWC convolution's vectors are its channels: the shipped model's one pass
    tiled MobileNetV2's 28x28x144 stride-2 one to 2 points x all 144 channels (9
    AVX-512 registers a point, and the input slab as many again per column), which
    spilled: 0.45 ms, against 0.061 in 16 channels. The space's Tile gives the channels
    one to `DEPTHWISE_CHANNEL_REGISTERS` registers (whole where they fit), the 2-D op and
    the 1-D op it decomposes into alike; the output points stay the policy's choice."""
    import numpy as np

    from rl_autoscheduler.agent.trained import agent_scheduled, load_agent
    from rl_autoscheduler.measurement.machine import vector_bits
    from rl_autoscheduler.search.state import DEPTHWISE_CHANNEL_REGISTERS, TILE_SIZES

    lanes = vector_bits() // 32
    most = DEPTHWISE_CHANNEL_REGISTERS * lanes
    spec = conv_families.ConvSpec("depthwise", "nhwc", 1, 28, 144, 144, 3, 2)
    program = Program.from_text(conv_families.conv_program_text(spec), "dw144.mlir")
    state = SchedulingState.start(program)
    tag, mask = state.tag, state.tile_mask(Tile)  # loops (n, oh, ow, c, kh, kw)
    channels = [TILE_SIZES[i] for i in np.flatnonzero(mask[3])]
    assert channels and all(size % lanes == 0 and 0 < size <= most for size in channels)
    assert mask[2, TILE_SIZES.index(2)] and mask[2, TILE_SIZES.index(7)]  # points: free
    with pytest.raises(ScheduleError, match="whose channels are its vector registers"):
        state.apply(Tile(tag, (0, 1, 2, 0, 1, 1)))
    state = state.apply(Tile(tag, (0, 1, 0, lanes, 1, 1)))
    state = state.apply(Decompose(tag))  # the 1-D op: (n, ow, c, kw)
    state = state.apply(Tile(tag, (0, 4, 0, 0))).apply(Vectorize(tag))  # channels fit
    assert state.done
    result = measure(program, state.schedule, QUICK)
    assert result.ok and result.correct, result.error

    schedule = agent_scheduled(load_agent(None), program).schedule
    tiles = [step for step in schedule.steps if isinstance(step, Tile) and len(step.sizes) == 6]
    assert tiles and 0 < (tiles[-1].sizes[3] or 144) <= most, schedule.to_json()
