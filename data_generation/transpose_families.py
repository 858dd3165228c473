"""Transposes and permutations as other projects write them: one generic copying its
input through a permuted indexing map into a new tensor.

Attention moves its heads (`[B, S, H, D] -> [B, H, S, D]`), projections transpose their
weights, layout changes swap the last two dimensions. At bandwidth such a copy reads and
writes every element once, in tiles that fit the registers (`state.max_transposed_tile`),
transposed by vector shuffles; element by element, every read or every write strides.

| family      | arguments | computes                                                  |
|-------------|-----------|-----------------------------------------------------------|
| `transpose` | x         | `x.permute(perm)` as a new tensor, 2-D to 4-D             |

The manifest names PyTorch's own op (`native`: `{"op": "permute", "dims": [...]}`, run
as `x.permute(dims).contiguous()`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from data_generation.random_mlir_gen import BATCH, HEAD_DIM, HIDDEN, TOKENS, Sampler, tensor_type

PERMUTATIONS = {2: ((1, 0),), 3: ((0, 2, 1), (1, 0, 2)), 4: ((0, 2, 1, 3), (0, 1, 3, 2))}
ELEMENTS_PER_S = 2.0e8
"""Untransformed elements per second at 1 thread (a 512x1024 transpose: 1.2 ms, 2 threads)."""
TIME_WINDOW_S = (0.001, 0.1)


@dataclass(frozen=True)
class TransposeSpec:
    """One permutation: the input's shape and where each output dimension comes from."""

    shape: tuple[int, ...]
    permutation: tuple[int, ...]
    family: str = "transpose"

    @property
    def elements(self) -> int:
        return math.prod(self.shape)

    @property
    def result_shape(self) -> tuple[int, ...]:
        return tuple(self.shape[p] for p in self.permutation)

    def estimated_seconds(self) -> float:
        return self.elements / ELEMENTS_PER_S

    def name(self) -> str:
        perm = "".join(map(str, self.permutation))
        return f"transpose_{perm}_{'x'.join(map(str, self.shape))}"

    def signature(self) -> tuple:
        return (self.shape, self.permutation)

    def manifest_fields(self) -> dict:
        return {
            "shape": list(self.shape),
            "permutation": list(self.permutation),
            "elements": self.elements,
        }

    def native(self) -> dict:
        return {"op": "permute", "dims": list(self.permutation)}


def sample_transpose_spec(s: Sampler) -> TransposeSpec:
    rank = s.weighted([(2, 0.4), (3, 0.3), (4, 0.3)])
    if rank == 2:
        shape: tuple[int, ...] = (s.choice(TOKENS) * s.choice(BATCH), s.choice(HIDDEN))
    elif rank == 3:
        shape = (s.choice(BATCH), s.choice(TOKENS), s.choice(HIDDEN))
    else:
        shape = (s.choice(BATCH), s.choice(TOKENS), s.choice((4, 8, 12, 16)), s.choice(HEAD_DIM))
    return TransposeSpec(shape, s.choice(PERMUTATIONS[rank]))


def transpose_program_text(spec: TransposeSpec) -> str:
    rank = len(spec.shape)
    loops = [f"d{i}" for i in range(rank)]
    # Output dimension i is input dimension permutation[i]: input dimension j is read at
    # the loop of the output dimension that holds it.
    source = [loops[spec.permutation.index(j)] for j in range(rank)]
    domain = ", ".join(loops)
    in_type, out_type = tensor_type(spec.shape), tensor_type(spec.result_shape)
    iterators = ", ".join(['"parallel"'] * rank)
    return (
        f"// x.permute({list(spec.permutation)}) of {in_type}, as a new tensor\n"
        f"func.func @{spec.name()}(%x: {in_type}) -> {out_type} {{\n"
        f"  %empty = tensor.empty() : {out_type}\n"
        f"  %0 = linalg.generic {{indexing_maps = [affine_map<({domain}) -> "
        f"({', '.join(source)})>, affine_map<({domain}) -> ({domain})>],"
        f" iterator_types = [{iterators}]}}\n"
        f"      ins(%x : {in_type}) outs(%empty : {out_type}) {{\n"
        "  ^bb0(%a: f32, %b: f32):\n"
        "    linalg.yield %a : f32\n"
        f"  }} -> {out_type}\n"
        f"  return %0 : {out_type}\n"
        "}\n"
    )
