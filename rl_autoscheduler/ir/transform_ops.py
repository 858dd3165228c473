"""Text of the transform-dialect ops that several step snippets emit.

Shared by `transforms.py` (one snippet per step) and `packing.py` (the PackChannels
snippet), so that a tiling is written one way: `%{out}_tiled` is the tiled op and
`%{out}_loop` the loop (or `%{out}_loop:N`, outermost first).
"""

from __future__ import annotations

ANY = "!transform.any_op"


def results(count: int) -> str:
    return ", ".join([ANY] * count)


def tile_snippet(op: str, sizes: tuple[int, ...] | list[int], out: str, parallel: bool) -> str:
    """`tile_using_forall` (parallel) or `tile_using_for` of `%{op}` by `sizes`."""
    if parallel:
        return (
            f"    %{out}_tiled, %{out}_loop = transform.structured.tile_using_forall %{op}"
            f" tile_sizes {list(sizes)} : ({ANY}) -> ({ANY}, {ANY})\n"
        )
    loops = sum(1 for size in sizes if size)
    names = f"%{out}_loop" if loops == 1 else f"%{out}_loop:{loops}"
    return (
        f"    %{out}_tiled, {names} = transform.structured.tile_using_for %{op}"
        f" tile_sizes {list(sizes)} : ({ANY}) -> ({ANY}, {results(loops)})\n"
    )
