"""The loop roles of a contraction in any map shape: batch, M, N and K.

`linalg.matmul` has its roles by name: (m, n, k). A contraction that other projects
write as a `linalg.generic` has them only in its indexing maps: tpp-mlir's projection
`C[b, s, h, d] += A[b, s, k] * W[k, h, d]` has two M loops (b, s), two N loops (h, d)
and its reduction in the middle of the loop order. A register tile must be built from
the roles, not from the loop positions: its lanes run along the output's innermost
loop (contiguous in C and in the operand that shares it, B), its rows along an M loop
(absent from B, so every B vector loaded is reused by every row), and every other loop
is 1 in the tile. Tiling rows along an N loop instead (what "the parallel loop outside
the lanes" gives for the projection) loads a new B vector for every FMA.

Roles, for an op with two inputs A and B and one output C whose maps are projected
permutations and whose body multiplies and adds:
- batch: parallel, indexes A, B and C;
- M: parallel, indexes A and C, not B;
- N: parallel, indexes B and C, not A;
- K: reduction, indexes A and B, not C.
B is the input indexed by C's innermost loop. Any other loop (a parallel loop only C
has, a reduction only one input has) makes the op something else, and no roles are
given.
"""

from __future__ import annotations

from dataclasses import dataclass

from rl_autoscheduler.ir.program import LoopNest, OperandAccess

MIN_ROWS = 8
"""Rows a register tile wants (`search/templates.REGISTER_TILES` has up to 8)."""
_ROLES = {
    # (in A, in B, in C, is a reduction): role
    (True, True, True, False): "batch",
    (True, False, True, False): "m",
    (False, True, True, False): "n",
    (True, True, False, True): "k",
}


@dataclass(frozen=True)
class ContractionLoops:
    """Loop indices by role, each in loop order; `lanes` and `rows` pick the register
    tile's two dimensions."""

    batch: tuple[int, ...]
    m: tuple[int, ...]
    n: tuple[int, ...]
    k: tuple[int, ...]
    lanes: int
    """C's innermost loop (an N loop): the register tile's vector lanes."""
    b: int
    """Which input is B (0 or 1): the one indexed by `lanes`."""
    b_dims: tuple[int, ...]
    """The loop each dimension of B reads, in B's dimension order."""
    c_dims: tuple[int, ...]
    """The loop each dimension of C reads, in C's dimension order."""
    rows: int | None
    """The M loop the register tile's rows run along: the innermost M loop of at least
    `MIN_ROWS` iterations (the one nearest to A's and C's contiguous end), else the
    largest; None when every M loop has one iteration."""

    def register_extent(self, loop: int, rows: int, lanes: int) -> int:
        """The iterations of parallel loop `loop` a `rows` x `lanes` register tile
        holds: `lanes` along the lanes loop, `rows` along the rows loop, 1 along any
        other (the tile is two-dimensional, along its roles)."""
        return lanes if loop == self.lanes else rows if loop == self.rows else 1

    @property
    def lanes_innermost_in_c(self) -> bool:
        """Whether the lanes loop is C's innermost (`packed_contraction_loops` may choose
        another): C's pack and unpack are then reshapes, else transposes."""
        return self.c_dims[-1] == self.lanes

    @property
    def lanes_strided_in_b(self) -> bool:
        """Whether B's innermost dimension is another loop than the lanes: a register
        tile then gathers each lanes vector from `lanes` rows of B."""
        return self.b_dims[-1] != self.lanes


def _loops_used(operand: OperandAccess, loops: int) -> list[set[int]]:
    """Per dimension of `operand`, the loops its index reads (one for a permutation)."""
    return [{loop for loop in range(loops) if row[loop]} for row in operand.access_matrix]


def _is_projected_permutation(dims: list[set[int]]) -> bool:
    used = [next(iter(loops)) for loops in dims if len(loops) == 1]
    return len(used) == len(dims) and len(set(used)) == len(used)


def contraction_loops(nest: LoopNest, lanes: int | None = None) -> ContractionLoops | None:
    """The roles of `nest`'s loops if it is a contraction (see the module docstring), the
    lanes along loop `lanes` (by default C's innermost loop)."""
    inputs = [operand for operand in nest.operands if not operand.is_init]
    outputs = [operand for operand in nest.operands if operand.is_init]
    counts = nest.arithmetic_counts
    if len(inputs) != 2 or len(outputs) != 1:
        return None
    if not counts.get("arith.mulf") or not counts.get("arith.addf"):
        return None
    loops = len(nest.loops)
    dims = [_loops_used(operand, loops) for operand in (*inputs, *outputs)]
    if not all(_is_projected_permutation(operand) and operand for operand in dims):
        return None
    first, second, result = ({next(iter(d)) for d in operand} for operand in dims)
    if lanes is None:
        lanes = next(iter(dims[2][-1]))
    if lanes not in result:
        return None
    if lanes in first and lanes in second:
        return None  # the lanes loop is a batch loop: no operand streams along it
    b_index = 1 if lanes in second else 0
    a, b = (first, second) if b_index else (second, first)
    roles: dict[str, list[int]] = {"batch": [], "m": [], "n": [], "k": []}
    for loop, info in enumerate(nest.loops):
        role = _ROLES.get((loop in a, loop in b, loop in result, info.is_reduction))
        if role is None:
            return None
        roles[role].append(loop)
    if not roles["k"]:
        return None
    trips = nest.trip_counts
    long_enough = [loop for loop in roles["m"] if trips[loop] >= MIN_ROWS]
    rows = long_enough[-1] if long_enough else max(roles["m"], key=trips.__getitem__, default=None)
    if rows is not None and trips[rows] == 1:
        rows = None
    return ContractionLoops(
        batch=tuple(roles["batch"]),
        m=tuple(roles["m"]),
        n=tuple(roles["n"]),
        k=tuple(roles["k"]),
        lanes=lanes,
        b=b_index,
        b_dims=tuple(next(iter(d)) for d in dims[b_index]),
        c_dims=tuple(next(iter(d)) for d in dims[2]),
        rows=rows,
    )


PACKED_LANE_MULTIPLE = 4
"""A contraction's Pack keeps its lanes along C's innermost loop where that loop has a
multiple of this many iterations (`packed_contraction_loops`)."""


def packed_contraction_loops(nest: LoopNest) -> ContractionLoops | None:
    """The roles a contraction's Pack tiles by: the lanes along C's innermost loop, unless
    its iterations are no multiple of `PACKED_LANE_MULTIPLE` and another loop of C's
    (an M or N loop, innermost first) has a multiple of it. Then the lanes run along that
    loop, B is the input it indexes, and C's pack and unpack transpose C (into and out
    of blocks of lanes): two passes over C against a reduction over K per element.

    The families' `C[b,n,m,p] += A[b,m,p,k,l] * B[b,n,k,l]` stores a 2-wide p innermost
    and `C[n,m] += A[m,k] * B[k,n]` a 49-wide m: no vector fits them, and the ops ran
    unpacked at 0.07x and 0.49x PyTorch's einsum. With the lanes along n, the shipped
    model's one pass ran 13.9x and 2.7x faster, and three such train programs 4.3-4.6x
    (rocketlake, 2 threads). Where C's innermost loop is a multiple of 4 the transposes
    cost more than they save: a train program with a 12-wide p ran 0.90x so."""
    roles = contraction_loops(nest)
    if roles is None:
        return None
    trips = nest.trip_counts
    if trips[roles.lanes] % PACKED_LANE_MULTIPLE == 0:
        return roles
    for loop in reversed(roles.c_dims[:-1]):
        if trips[loop] % PACKED_LANE_MULTIPLE:
            continue
        other = contraction_loops(nest, lanes=loop)  # None along a batch loop
        if other is not None and other.rows is not None:
            return other
    return roles
