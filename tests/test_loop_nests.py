"""The loop nests the core reads from each op kind, and its parse errors."""

import pytest
from programs import BY_KIND, CONV_NCHW, MATMUL, MATMUL_RELU

from rl_autoscheduler import MLIRError
from rl_autoscheduler.ir.program import Program

P, R = False, True  # parallel, reduction

EXPECTED_LOOPS = {
    "matmul": ("linalg.matmul", [(16, P), (32, P), (24, R)]),
    "batch_matmul": ("linalg.batch_matmul", [(2, P), (16, P), (32, P), (24, R)]),
    # n, f, oh, ow, c, kh, kw
    "conv_2d_nchw_fchw": (
        "linalg.conv_2d_nchw_fchw",
        [(1, P), (8, P), (4, P), (4, P), (4, R), (3, R), (3, R)],
    ),
    # n, oh, ow, f, kh, kw, c
    "conv_2d_nhwc_hwcf": (
        "linalg.conv_2d_nhwc_hwcf",
        [(1, P), (8, P), (8, P), (16, P), (3, R), (3, R), (4, R)],
    ),
    # n, c, oh, ow, kh, kw
    "pooling_nchw_max": (
        "linalg.pooling_nchw_max",
        [(1, P), (8, P), (6, P), (6, P), (3, R), (3, R)],
    ),
    # n, oh, ow, c, kh, kw
    "pooling_nhwc_max": (
        "linalg.pooling_nhwc_max",
        [(1, P), (6, P), (6, P), (8, P), (3, R), (3, R)],
    ),
    "add": ("linalg.generic", [(16, P), (32, P)]),
    "relu": ("linalg.generic", [(16, P), (32, P)]),
}


@pytest.mark.parametrize("kind", sorted(BY_KIND))
def test_loops_of_each_op_kind(kind):
    program = Program.from_text(BY_KIND[kind], f"{kind}.mlir")
    (nest,) = program.ops
    name, loops = EXPECTED_LOOPS[kind]
    assert nest.tag == "op0"
    assert nest.op_name == name
    assert [(loop.trip_count, loop.is_reduction) for loop in nest.loops] == loops
    op_line = (
        BY_KIND[kind]
        .splitlines()
        .index(
            next(
                line
                for line in BY_KIND[kind].splitlines()
                if line.lstrip().startswith("%0 = linalg.")
            )
        )
    )
    assert nest.location == f"{kind}.mlir:{op_line + 1}:8"


def test_matmul_access_matrices_and_arithmetic():
    (nest,) = Program.from_text(MATMUL).ops
    a, b, c = nest.operands
    # columns: m, n, k, constant
    assert a.access_matrix == ((1, 0, 0, 0), (0, 0, 1, 0))
    assert b.access_matrix == ((0, 0, 1, 0), (0, 1, 0, 0))
    assert c.access_matrix == ((1, 0, 0, 0), (0, 1, 0, 0))
    assert (a.is_init, b.is_init, c.is_init) == (False, False, True)
    assert c.shape == (16, 32) and c.element_type == "f32"
    assert nest.arithmetic_counts == {"arith.mulf": 1, "arith.addf": 1}
    assert nest.flops() == 2 * 16 * 32 * 24


def test_strided_conv_access_matrices():
    (nest,) = Program.from_text(CONV_NCHW).ops
    image, weights, output = nest.operands
    # columns: n, f, oh, ow, c, kh, kw, constant; stride 2: ih = 2*oh + kh
    assert image.access_matrix == (
        (1, 0, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 1, 0, 0, 0),
        (0, 0, 2, 0, 0, 1, 0, 0),
        (0, 0, 0, 2, 0, 0, 1, 0),
    )
    assert weights.access_matrix == (
        (0, 1, 0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 1, 0, 0, 0),
        (0, 0, 0, 0, 0, 1, 0, 0),
        (0, 0, 0, 0, 0, 0, 1, 0),
    )
    assert output.access_matrix == (
        (1, 0, 0, 0, 0, 0, 0, 0),
        (0, 1, 0, 0, 0, 0, 0, 0),
        (0, 0, 1, 0, 0, 0, 0, 0),
        (0, 0, 0, 1, 0, 0, 0, 0),
    )


def test_producers_and_stable_tags():
    program = Program.from_text(MATMUL_RELU)
    assert [(n.tag, n.op_name, n.producers) for n in program.ops] == [
        ("op0", "linalg.fill", ()),
        ("op1", "linalg.matmul", ("op0",)),
        ("op2", "linalg.generic", ("op1",)),
    ]
    assert program.consumer_first_tags() == ["op2", "op1", "op0"]
    again = Program.from_text(program.text)
    assert again.tags == program.tags and again.text == program.text


def test_parse_error_names_file_line_and_column():
    with pytest.raises(MLIRError, match=r"bad\.mlir:2:\d+: error: "):
        Program.from_text("func.func @f() {\n  %0 = arith.addf : f32\n}", "bad.mlir")


def test_verifier_error_names_the_op():
    broken = MATMUL.replace("ins(%A, %B : tensor<16x24xf32>", "ins(%A, %B : tensor<16x23xf32>")
    with pytest.raises(MLIRError, match=r"mm\.mlir:3:\d+: error: "):
        Program.from_text(broken, "mm.mlir")


def test_dynamic_shapes_are_refused_clearly():
    dynamic = """
func.func @f(%A: tensor<?x8xf32>, %B: tensor<8x4xf32>, %C: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<?x8xf32>, tensor<8x4xf32>)
                     outs(%C : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}"""
    with pytest.raises(MLIRError, match=r"dyn\.mlir:3:8: error: dynamic shapes are not supported"):
        Program.from_text(dynamic, "dyn.mlir")


def test_missing_file_is_an_mlir_error(tmp_path):
    with pytest.raises(MLIRError, match=r"cannot read program .*nope\.mlir"):
        Program.from_file(tmp_path / "nope.mlir")
