"""The op kinds the evaluation's references implement, read from a loop nest.

One op's kind (matmul, batch_matmul, conv_2d_nchw_fchw, pooling_nchw_max, add,
relu) and its attributes (stride, dilation, window) decide which PyTorch, JAX and
float64 reference computes it; `suites.infer_kind` uses it for single-op programs
and `reference_graph` for each op of a chain.
"""

from __future__ import annotations

from rl_autoscheduler.program import LoopNest

KIND_OF_OP = {
    "linalg.matmul": "matmul",
    "linalg.batch_matmul": "batch_matmul",
    "linalg.conv_2d_nchw_fchw": "conv_2d_nchw_fchw",
    "linalg.pooling_nchw_max": "pooling_nchw_max",
}
KIND_ORDER = ("matmul", "batch_matmul", "conv_2d_nchw_fchw", "pooling_nchw_max", "add", "relu")


def window(
    nest: LoopNest, rows: tuple[int, int], outputs: tuple[int, int], windows: tuple[int, int]
) -> dict:
    """stride, dilation and window of a 2-D windowed op from its input's access matrix."""
    matrix = nest.operands[0].access_matrix
    stride = [matrix[row][out] for row, out in zip(rows, outputs, strict=True)]
    dilation = [matrix[row][win] for row, win in zip(rows, windows, strict=True)]
    window = [nest.loops[win].trip_count for win in windows]
    return {"stride": stride, "dilation": dilation, "window": window}


def op_kind(nest: LoopNest) -> tuple[str, dict]:
    """(kind, attributes) of one op from its loop nest; windowed ops get padding 0 (an
    explicit tensor.pad before them is a step of their program's graph)."""
    if nest.op_name in ("linalg.matmul", "linalg.batch_matmul"):
        return KIND_OF_OP[nest.op_name], {}
    if nest.op_name == "linalg.conv_2d_nchw_fchw":
        # loops (n, f, oh, ow, c, kh, kw); input rows (n, c, h, w).
        attributes = window(nest, (2, 3), (2, 3), (5, 6))
        attributes["kernel"] = attributes.pop("window")
        attributes["padding"] = [0, 0]
        return "conv_2d_nchw_fchw", attributes
    if nest.op_name == "linalg.pooling_nchw_max":
        # loops (n, c, oh, ow, kh, kw); input rows (n, c, h, w).
        attributes = window(nest, (2, 3), (2, 3), (4, 5))
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
