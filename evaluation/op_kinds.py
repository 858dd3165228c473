"""One op's benchmark kind, read from its loop nest.

One op's kind (a kind of `rl_autoscheduler.ir.op_kinds.BENCHMARK_KINDS`: matmul,
batch_matmul, conv_2d_nchw_fchw, pooling_nchw_max, add, relu) and its attributes
(stride, dilation, window) decide which PyTorch, JAX and float64 reference computes
it; `suites.infer_kind` uses it for single-op programs (every other program is
translated whole by `evaluation.references.translate`). The kinds themselves, and each
windowed op's loops, are the registry's.
"""

from __future__ import annotations

from rl_autoscheduler.ir.op_kinds import KIND_OF_OP, KIND_ORDER, WINDOW_LOOPS
from rl_autoscheduler.ir.program import LoopNest

__all__ = ["KIND_OF_OP", "KIND_ORDER", "op_kind", "window"]
NCHW_IMAGE_ROWS = (2, 3)
"""The (h, w) rows of an NCHW input's access matrix."""


def window(nest: LoopNest, rows: tuple[int, int] = NCHW_IMAGE_ROWS) -> dict:
    """stride, dilation and window of a 2-D windowed op from its input's access matrix
    (`rows`: the input's h and w rows), its loops named by the registry's WINDOW_LOOPS."""
    (oh, kh), (ow, kw) = WINDOW_LOOPS[nest.op_name]
    matrix = nest.operands[0].access_matrix
    stride = [matrix[row][out] for row, out in zip(rows, (oh, ow), strict=True)]
    dilation = [matrix[row][win] for row, win in zip(rows, (kh, kw), strict=True)]
    window = [nest.loops[win].trip_count for win in (kh, kw)]
    return {"stride": stride, "dilation": dilation, "window": window}


def op_kind(nest: LoopNest) -> tuple[str, dict]:
    """(kind, attributes) of one op from its loop nest; windowed ops get padding 0 (an
    explicit tensor.pad before them is a step of their program's graph)."""
    if nest.op_name in ("linalg.matmul", "linalg.batch_matmul"):
        return KIND_OF_OP[nest.op_name], {}
    if nest.op_name == "linalg.conv_2d_nchw_fchw":
        attributes = window(nest)  # loops (n, f, oh, ow, c, kh, kw)
        attributes["kernel"] = attributes.pop("window")
        attributes["padding"] = [0, 0]
        return "conv_2d_nchw_fchw", attributes
    if nest.op_name == "linalg.pooling_nchw_max":
        attributes = window(nest)  # loops (n, c, oh, ow, kh, kw)
        attributes["padding"] = [0, 0]
        return "pooling_nchw_max", attributes
    if nest.op_name == "linalg.generic" and not any(loop.is_reduction for loop in nest.loops):
        inputs = [operand for operand in nest.operands if not operand.is_init]
        identity = all(
            operand.shape == nest.trip_counts
            and all(
                list(row[:-1]) == [int(i == d) for i in range(len(nest.loops))] and row[-1] == 0
                for d, row in enumerate(operand.access_matrix)
            )
            for operand in nest.operands
        )
        arithmetic = {k: v for k, v in nest.arithmetic_counts.items() if k != "arith.constant"}
        if identity and len(inputs) == 2 and arithmetic == {"arith.addf": 1}:
            return "add", {}
        if identity and len(inputs) == 1 and arithmetic == {"arith.maximumf": 1}:
            return "relu", {}
    return nest.op_name.removeprefix("linalg."), {}
