"""Text of the transform-dialect ops that several step snippets emit.

Shared by `schedule_script.py` (one snippet per step) and `packing.py` (the Pack
snippet), so that a tiling is written one way: `%{out}_tiled` is the tiled op and
`%{out}_loop` the loop (or `%{out}_loop:N`, outermost first).
"""

from __future__ import annotations

import re

ANY = "!transform.any_op"


def results(count: int) -> str:
    return ", ".join([ANY] * count)


def match_funcs(v: str) -> str:
    """`%{v}_funcs`: the module's functions."""
    return (
        f'    %{v}_funcs = transform.structured.match ops{{["func.func"]}} in %root'
        f" : ({ANY}) -> {ANY}\n"
    )


def match_tag(v: str, tag: str) -> str:
    """`%{v}`: the ops tagged `tag` (every copy; the transform fails where none is)."""
    return (
        f'    %{v}_all = transform.structured.match attributes{{rl.tag = "{tag}"}} in %root'
        f" : ({ANY}) -> {ANY}\n"
        f"    %{v} = transform.split_handle %{v}_all"
        f" {{pass_through_empty_handle = false, overflow_result = 0}} : ({ANY}) -> {ANY}\n"
    )


def apply_to_funcs(v: str, patterns: tuple[str, ...]) -> str:
    """Applies `transform.apply_patterns.<pattern>` for each of `patterns` to the functions
    (matched as `%{v}_funcs`)."""
    body = "".join(f"      transform.apply_patterns.{pattern}\n" for pattern in patterns)
    return match_funcs(v) + f"    transform.apply_patterns to %{v}_funcs {{\n{body}    }} : {ANY}\n"


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


def retag(handle: str, tag: str, v: str) -> str:
    """Sets `rl.tag` = `tag` on the ops of `%{handle}` (`v` names the ops' values)."""
    return (
        f'    %{v}_tag = transform.param.constant "{tag}" -> !transform.any_param\n'
        f'    transform.annotate %{handle} "rl.tag" = %{v}_tag : {ANY}, !transform.any_param\n'
    )


UNROLL_ATTRIBUTE = "rl.unroll"
"""`rl.unroll<level> = <trip count>` marks an scf.for to be fully unrolled after the last
step; level 0 is the innermost marked loop of a nest, unrolled first."""
_MARK = re.compile(rf"{re.escape(UNROLL_ATTRIBUTE)}(\d+) = (\d+) : i64")


def mark_for_unrolling(loop: str, level: int, trip_count: int, out: str) -> str:
    """Annotates the loop `%{loop}` (`trip_count` iterations) for `unroll_marked_loops`."""
    return (
        f"    %{out}_unroll = transform.param.constant {trip_count} : i64"
        " -> !transform.param<i64>\n"
        f'    transform.annotate %{loop} "{UNROLL_ATTRIBUTE}{level}" = %{out}_unroll'
        f" : {ANY}, !transform.param<i64>\n"
    )


def unroll_marked_loops(program_text: str) -> str:
    """The transform ops that fully unroll the loops marked in `program_text`, innermost
    level first (unrolling an outer loop first would clone, and so invalidate, the
    matched inner ones). Empty when nothing is marked.

    Why after the last step and not in the step that marks them: every vectorizing
    step cleans up its function with `fold_tensor_subset_ops_into_vector_transfers`,
    whose insert_slice-of-transfer_write folding in MLIR 19 drops all but the last of
    several writes into one slice, the shape an unrolled point loop has."""
    marks = sorted({(int(level), int(trips)) for level, trips in _MARK.findall(program_text)})
    text = ""
    for level, trips in marks:
        name = f"{UNROLL_ATTRIBUTE}{level}"
        out = f"%unroll{level}_{trips}"
        text += (
            f"    {out} = transform.structured.match attributes{{{name} = {trips} : i64}}"
            f" in %root : ({ANY}) -> {ANY}\n"
            f"    transform.loop.unroll {out} {{factor = {trips}}} : {ANY}\n"
        )
    return text
