"""An exported schedule replays with mlir-opt-19 on the original file and gives
the same program as the core."""

import pytest
from mlir_opt import replay
from programs import BIAS_RELU, CONV_NCHW, CONV_NHWC, MATMUL, MATMUL_RELU, POOL_NCHW, PRIME_MATMUL

from rl_autoscheduler import _core
from rl_autoscheduler.errors import ScheduleError
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
from rl_autoscheduler.ir.schedule_script import apply_schedule, export_script

REPLAYS = {
    "matmul": (
        MATMUL,
        [
            TileParallel("op0", (8, 16, 0)),
            Tile("op0", (0, 0, 8)),
            Interchange("op0", (0, 2, 1)),
            Vectorize("op0"),
        ],
    ),
    "peeled remainders": (
        PRIME_MATMUL,
        [Tile("op0", (8, 16, 5)), Tile("op0", (0, 0, 1)), Vectorize("op0")],
    ),
    "fusion": (
        BIAS_RELU,
        [TiledFusion("op1", (8, 16)), Vectorize("op1"), Vectorize("op0")],
    ),
    "conv decompose": (
        CONV_NCHW,
        [Tile("op0", (0, 0, 1, 0, 0, 1, 0)), Decompose("op0"), Vectorize("op0")],
    ),
    "conv img2col": (CONV_NHWC, [Img2col("op0"), Vectorize("op0_im2col")]),
    "matmul pack panels": (MATMUL, [Pack("op0", (16,), (8, 1, 1), (8, 0))]),
    # The fill of C is folded into a new fill and the copy into C recreated: both are
    # retagged, so the relu's fusion and the fill's vectorization replay by tag.
    "matmul pack panels, then the fill and the relu": (
        MATMUL_RELU,
        [
            Pack("op1", (16,), (8, 1, 1), (8, 0)),
            TiledFusion("op2", (8, 16)),
            Vectorize("op2"),
            Vectorize("op0"),
        ],
    ),
    "conv pack channels": (CONV_NCHW, [Pack("op0", (8,), (1, 1, 1, 1, 2), (0, 0, 2))]),
    "conv pack channels, strided points unrolled": (
        CONV_NCHW,
        [Pack("op0", (8,), (1, 1, 2, 2, 2), (0, 0, 2))],
    ),
    "pool": (
        POOL_NCHW,
        [
            TileParallel("op0", (0, 4, 0, 0, 0, 0)),
            Tile("op0", (0, 0, 1, 0, 1, 0)),
            Decompose("op0"),
            Vectorize("op0"),
        ],
    ),
}


@pytest.mark.parametrize("case", sorted(REPLAYS))
def test_exported_script_replays_with_mlir_opt(tmp_path, case):
    text, steps = REPLAYS[case]
    source = tmp_path / "input.mlir"
    source.write_text(text)
    program = Program.from_file(source)
    schedule = Schedule(steps)
    script = tmp_path / "script.mlir"
    script.write_text(export_script(program, schedule))

    replayed = replay(source, script)
    ours, _ = apply_schedule(program, schedule)
    assert _core.canonical_text(replayed) == _core.canonical_text(ours.text)
    assert _core.canonical_text(ours.text) != _core.canonical_text(program.text)


FOLDED_TRANSPOSES = """
func.func @tt(%x: tensor<4x8x16xf32>) -> tensor<8x16x4xf32> {
  %e1 = tensor.empty() : tensor<4x16x8xf32>
  %t1 = linalg.transpose ins(%x : tensor<4x8x16xf32>) outs(%e1 : tensor<4x16x8xf32>)
      permutation = [0, 2, 1]
  %e2 = tensor.empty() : tensor<8x16x4xf32>
  %t2 = linalg.transpose ins(%t1 : tensor<4x16x8xf32>) outs(%e2 : tensor<8x16x4xf32>)
      permutation = [2, 1, 0]
  %e3 = tensor.empty() : tensor<8x16x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>,
      affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%t2 : tensor<8x16x4xf32>) outs(%e3 : tensor<8x16x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x16x4xf32>
  return %r : tensor<8x16x4xf32>
}
"""


def test_an_op_a_step_creates_takes_a_fresh_tag_and_the_script_replays():
    # Vectorizing the square canonicalizes the function, which folds the two transposes
    # into one new op. It took the square's freed tag, op2, so a schedule's later steps on
    # "op2" tiled the transpose, which the script, replayed on the written program, could
    # not find (BERT's layer: every imported record of it fell back to eager).
    program = Program.from_text(FOLDED_TRANSPOSES, "tt")
    schedule = Schedule((Vectorize("op2"),))
    after, _ = apply_schedule(program, schedule)
    assert [(nest.tag, nest.op_name) for nest in after.ops] == [("op3", "linalg.transpose")]
    with pytest.raises(ScheduleError, match="op2"):  # it is gone
        apply_schedule(program, Schedule((Vectorize("op2"), Tile("op2", (1, 0, 0)))))
    _core.compile(program.text, export_script(program, schedule), "tt")
