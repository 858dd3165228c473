"""Epilogues: the elementwise ops a packed convolution's Pack can apply as it unpacks.

A packed convolution computes its output blocked (NCHWc) and unpacks it to NCHW in a
pass of its own, tile by tile of `lanes` channels x a few columns, each tile a
transpose in registers. What a network does next to that output, a bias, a batch
norm, a ReLU, a residual addition, is elementwise: scheduled as ops of their own, each
reads the whole output back and writes it again (MobileNetV2's batch norms and ReLU6s
are a fifth of its scheduled time). Applied to each unpacked tile while it is still in
registers, they cost their arithmetic only. This module finds those ops (the
"epilogue chain"); `Pack.epilogue` asks for them, `packing` fuses them and
`search.epilogues` moves a schedule's steps of them into the Pack.
"""

from __future__ import annotations

from rl_autoscheduler.ir.op_kinds import (
    CHANNEL_PACKING_OPS,
    DEPTHWISE_PACKING_OPS,
    reads_in_loop_order,
)
from rl_autoscheduler.ir.program import LoopNest, OperandAccess, Program

UNPACKED_OUTPUT_OPS = CHANNEL_PACKING_OPS + DEPTHWISE_PACKING_OPS
"""Ops whose Pack unpacks the whole output in a loop of its own (a matmul's and a
contraction's Pack computes in place in C, through reshapes: no unpack to fuse into)."""


def _broadcast(operand: OperandAccess, loops: int) -> bool:
    """Whether each dimension of the operand is one loop (a per-channel parameter)."""
    return all(
        row[-1] == 0 and sorted(row[:-1]) == [0] * (loops - 1) + [1]
        for row in operand.access_matrix
    )


def _applies_to(nest: LoopNest, value: str, shape: tuple[int, ...]) -> bool:
    """Whether `nest` is elementwise over `value` (the result of the op tagged `value`,
    of `shape`): a generic with no reduction over `shape`'s loops in order, writing one
    result of that shape and reading `value` in the same order, its other inputs
    broadcasts or values of the same shape."""
    if nest.op_name != "linalg.generic" or nest.trip_counts != shape:
        return False
    if any(loop.is_reduction for loop in nest.loops):
        return False
    inits = [operand for operand in nest.operands if operand.is_init]
    if len(inits) != 1 or not reads_in_loop_order(inits[0], shape):
        return False
    reads = [operand for operand in nest.operands if not operand.is_init]
    if not any(
        value in operand.direct_producers and reads_in_loop_order(operand, shape)
        for operand in reads
    ):
        return False
    return all(
        reads_in_loop_order(operand, shape) or _broadcast(operand, len(shape)) for operand in reads
    )


def epilogue_chain(program: Program, tag: str) -> list[str]:
    """The elementwise ops that follow the op tagged `tag` one after another, each the
    only reader of the one before (also through reshapes and pads), nearest first: what
    its Pack may apply to the unpacked tiles. Empty for an op whose Pack has no unpack
    of its own (`UNPACKED_OUTPUT_OPS`)."""
    nest = program.op(tag)
    if nest.op_name not in UNPACKED_OUTPUT_OPS:
        return []
    shape = next(operand.shape for operand in nest.operands if operand.is_init)
    chain: list[str] = []
    current = tag
    while True:
        readers = program.consumers.get(current, frozenset())
        if len(readers) != 1:
            return chain
        (reader,) = readers
        if not _applies_to(program.op(reader), current, shape):
            return chain
        chain.append(reader)
        current = reader


def epilogue_ops(program: Program, tag: str, epilogue: tuple[int, ...]) -> list[str]:
    """The ops a Pack of the op tagged `tag` applies with its `epilogue` (`(count,)`,
    `Pack.epilogue`): the first `count` of its chain; none for an empty one."""
    return epilogue_chain(program, tag)[: epilogue[0]] if epilogue else []
