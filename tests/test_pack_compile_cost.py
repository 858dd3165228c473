"""A packed convolution compiles in bounded time: its packs and unpack move at most
`PACK_COLUMNS` vectors at a time (wider transposes, unrolled into shuffles, made LLVM's
instruction selection most of its compile time), and a kernel says which stage of its
compile took the time."""

import re

import numpy as np
from programs import CONV_ROWS_54_PACKABLE as CONV

from rl_autoscheduler import _core
from rl_autoscheduler.ir.packing import PACK_COLUMNS
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Pack, Schedule
from rl_autoscheduler.ir.schedule_script import apply_schedule

LANES = 16
PACKED = Schedule([Pack("op0", (LANES,), (1, 1, 1, 6, 2), (0, 1, 0))])
TRANSPOSE = re.compile(r"vector\.transpose .* : (vector<[0-9x]+xf32>) to")


def _elements(vector_type: str) -> int:
    return int(np.prod([int(d) for d in re.findall(r"\d+(?=x)", vector_type)]))


def test_every_pack_transpose_holds_at_most_pack_columns_vectors_and_the_result_is_right():
    scheduled, _ = apply_schedule(Program.from_text(CONV), PACKED)
    transposes = TRANSPOSE.findall(scheduled.text)
    assert len(transposes) == 3  # the filter's pack, the output's pack and its unpack
    assert all(_elements(t) <= LANES * PACK_COLUMNS for t in transposes), transposes

    kernel = _core.compile(scheduled.text, threads=2)
    rng = np.random.default_rng(0)
    image = rng.standard_normal((1, 4, 8, 56), dtype=np.float32)
    weights = rng.standard_normal((32, 4, 3, 3), dtype=np.float32)
    initial = rng.standard_normal((1, 32, 6, 54), dtype=np.float32)
    out = initial.copy()
    kernel.run([image, weights, out])
    windows = np.lib.stride_tricks.sliding_window_view(image.astype(np.float64), (3, 3), (2, 3))
    expected = initial + np.einsum("nchwij,fcij->nfhw", windows, weights.astype(np.float64))
    np.testing.assert_allclose(out, expected, rtol=1e-4, atol=1e-4)


def test_a_kernel_reports_the_seconds_of_each_stage_of_its_compile():
    scheduled, _ = apply_schedule(Program.from_text(CONV), PACKED)
    seconds = _core.compile(scheduled.text, threads=2).compile_seconds
    stages = ("parse", "transform", "bufferize", "vector", "deallocate", "lower", "jit")
    assert set(seconds) == {*stages, "total"}
    assert all(seconds[stage] >= 0 for stage in stages)
    assert sum(seconds[stage] for stage in stages) <= seconds["total"] + 1e-6
    assert seconds["jit"] > 0 and seconds["lower"] > 0
