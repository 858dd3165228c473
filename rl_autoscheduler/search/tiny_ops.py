"""A cheap cost rule for the one-pass schedule of tiny ops, checked without measuring.

A sequential `Tile` pays by reuse: the tile's data stays in a cache while it is worked
on. An op whose operands all fit in the L1 data cache has no such reuse to gain, so
tiles that are not followed by the op's vectorization only add loops around it (a tiny
transpose cut into rows of one, whose vectorization is refused by
`state._transpose_problem`, runs slower than as written). Such tiles are undone, so that
op is left as written, and the evaluation reports the program itself for an agent that
changed nothing.

The rule is checked as the walk leaves each op, against the state it arrived in: the
undone op costs nothing to drop. Replaying the whole schedule without it afterwards would
apply every step of a network a second time, a large share of its time of choosing.
"""

from __future__ import annotations

from rl_autoscheduler.ir.schedule import Step, Tile
from rl_autoscheduler.measurement.machine import l1_data_bytes
from rl_autoscheduler.search.state import SchedulingState

DEFAULT_L1_BYTES = 32 * 1024
"""The L1 data cache assumed where the host does not say (every x86 core since 2003 has
at least this much)."""


def only_idle_tiles(arrival: SchedulingState, steps: tuple[Step, ...]) -> bool:
    """Whether `steps`, all the walk took on the op it was at in `arrival`, are only
    tiles of an op that fits in L1 (as the program was written)."""
    if not steps or not all(isinstance(step, Tile) for step in steps):
        return False
    try:
        nest = arrival.original.op(arrival.tag)
    except KeyError:
        return False  # an op a step created (an im2col copy): left as chosen
    return nest.operand_bytes() <= (l1_data_bytes() or DEFAULT_L1_BYTES)


def without_idle_tiles(arrival: SchedulingState, left: SchedulingState) -> SchedulingState:
    """`left`, the walk's state once it left the op it was at in `arrival`, or, when
    that op had only idle tiles (`only_idle_tiles`), the walk past it as written."""
    if arrival.done or left.cursor == arrival.cursor:
        return left
    taken = left.scheduled.steps[len(arrival.scheduled.steps) :]
    return arrival.next_op() if only_idle_tiles(arrival, taken) else left
