"""The transform script of `Pack`: output channels blocked into the vector lanes.

(A matmul's form of the step, B laid out in panels, is `pack_panels_snippet` below.)

Why a step of its own: a 2-D convolution vectorized along its output width (what
`Decompose` + `Vectorize` give) fills the registers only when the output row is a
multiple of the vector width, and the input channels are a reduction that cannot go in
lanes. oneDNN's answer, and this step's, is to block the output channels: F becomes
(F / lanes, lanes) with the lanes innermost in the filter and the output, so every
input value is broadcast once and multiplied into `lanes` output channels, and a
register tile of (n, fo, oh, ow) accumulators is reused over `ct` input channels.

The snippet, in order (all on the op's own handles, so other ops are untouched):
1. `structured.pack` the F loop by `lanes` (a `linalg.generic` over
   n, fo, oh, ow, c, kh, kw, fi) and take handles to its filter pack, output pack and
   output unpack;
2. tile the output's pack and unpack across two threads and vectorize them with static
   vector sizes of at most `PACK_COLUMNS` vectors (lowering them to pad/transpose
   instead costs more than the convolution); an output that is a fill (`fills`) is not
   packed: the fill is folded into a fill of the packed output;
3. `tile_using_forall` the packed op by `parallel` over (n, fo, oh), then
   `tile_using_for` it to the register tile (n, fo, oh, ow, c, 1, 1, all of fi). The
   filter's pack is fused into the thread's loop and then into the output-channel
   tile's, so each tile packs its own block of the filter right before the register
   tiles that reuse it: packed whole, a deep layer's filter (ResNet-18's 512x512x3x3,
   9.4 MB) was written out and read back from memory on every call;
4. fold the unit dimensions of that tile (within its loops only) and vectorize it,
   then the vector cleanups every vectorization gets. A strided convolution's tile is
   first tiled to single output points (its window is not a projected permutation,
   which the vectorizer needs); each point is vectorized, and the point loops are
   marked to be unrolled after the schedule's last step (`unroll_marked_loops`), so
   that every point's accumulators stay in registers.
"""

from __future__ import annotations

from rl_autoscheduler.ir.contraction import ContractionLoops, packed_contraction_loops
from rl_autoscheduler.ir.op_kinds import (
    DEPTHWISE_PACKING_OPS,
    PANEL_PACKING_OPS,
    window,
)
from rl_autoscheduler.ir.program import LoopNest
from rl_autoscheduler.ir.schedule import Pack, contraction_form
from rl_autoscheduler.ir.transform_text import (
    ANY,
    apply_to_funcs,
    mark_for_unrolling,
    match_tag,
    retag,
    tile_snippet,
)

UNPACK_SUFFIX = "_unpack"
PACK_COLUMNS = 4
"""A vectorized pack or unpack moves at most this many vectors of lanes at a time. Each
is a transpose of lanes x columns, unrolled into shuffles, and LLVM's instruction
selection of those shuffles is most of a packed convolution's compile time: at most 4
columns compiles in about two thirds of the time of whole rows of 9, with run times
within their noise, where single columns (no transpose, a gather of lanes scalars) cost
up to a third of the run time of 1x1 convolutions."""


def _largest_divisor(n: int, cap: int) -> int:
    return max(d for d in range(1, min(n, cap) + 1) if n % d == 0)


def _vectorized_tiles(handle: str, out: str, split: list[int], tile: list[int]) -> str:
    """A pack or unpack split across threads (unless `split` is all 0), tiled to `tile`,
    vectorized at that size."""
    text = ""
    if any(split):
        text = tile_snippet(handle, split, f"{out}_t", parallel=True)
        handle = f"{out}_t_tiled"
    return (
        text
        + tile_snippet(handle, tile, out, parallel=False)
        + f"    transform.structured.vectorize %{out}_tiled vector_sizes {tile} : {ANY}\n"
    )


def fuse_snippet(producer: str, loop: str, out: str) -> str:
    """`fuse_into_containing_op` of `%{producer}` into `%{loop}`: `%{out}` is the fused
    producer, computing only the slice the loop's body reads."""
    return (
        f"    %{out}, %{out}_loop = transform.structured.fuse_into_containing_op"
        f" %{producer} into %{loop} : ({ANY}, {ANY}) -> ({ANY}, {ANY})\n"
    )


def _epilogue_tiles(
    v: str, root: str, producers: list[str], split: list[int], tile: list[int]
) -> str:
    """`%{root}` split across threads (unless `split` is all 0) and tiled to `tile`, with
    `producers` (handles, each a producer of the one before or of the root, nearest
    first) fused into both loops and everything vectorized at `tile`: an unpack with
    the epilogue ops that read it, applied per tile in registers (`ir.epilogue`).
    Without producers it is `_vectorized_tiles`."""
    if not producers:
        return _vectorized_tiles(root, f"{v}_uv", split, tile)
    text = ""
    if any(split):
        text += tile_snippet(root, split, f"{v}_es", parallel=True)
        for k, producer in enumerate(producers):
            text += fuse_snippet(producer, f"{v}_es_loop", f"{v}_es{k}")
        root, producers = f"{v}_es_tiled", [f"{v}_es{k}" for k in range(len(producers))]
    text += tile_snippet(root, tile, f"{v}_et", parallel=False)
    loops = sum(1 for size in tile if size)
    innermost = f"{v}_et_loop" if loops == 1 else f"{v}_et_loop#{loops - 1}"
    for k, producer in enumerate(producers):
        text += fuse_snippet(producer, innermost, f"{v}_et{k}")
    for handle in [f"{v}_et_tiled", *(f"{v}_et{k}" for k in range(len(producers)))]:
        text += f"    transform.structured.vectorize %{handle} vector_sizes {tile} : {ANY}\n"
    return text + apply_to_funcs(f"{v}_eempty", ("tensor.fold_tensor_empty",))


def _epilogue_handles(v: str, epilogue: tuple[str, ...]) -> tuple[str, str, list[str]]:
    """The text matching the epilogue ops (tags, nearest the op first), the handle of
    the one the tiles are taken of (the last epilogue op, else the unpack) and those of
    its producers up to the unpack, nearest first."""
    text = "".join(match_tag(f"{v}_e{i}", tag) for i, tag in enumerate(epilogue))
    handles = [f"{v}_unpack", *(f"{v}_e{i}" for i in range(len(epilogue)))]
    return text, handles[-1], handles[-2::-1]


def pack_channels_snippet(
    v: str,
    step: Pack,
    trip_counts: tuple[int, ...],
    stride: int = 1,
    fills: tuple[str, ...] = (),
    epilogue: tuple[str, ...] = (),
    constant_filter: bool = False,
) -> str:
    """The transform ops after the op is matched as `%{v}` (see the module docstring).

    `trip_counts` are the convolution's loops (n, f, oh, ow, c, kh, kw) before the step,
    `stride` its stride along the output height (`op_kinds.window`), `epilogue` the tags
    of the elementwise ops applied to each unpacked tile (`ir.epilogue`). A
    `constant_filter` (a splat constant, `Program.splat_constant_inputs`) packed is a
    splat constant itself once canonicalized: there is no pack of it to fuse or tile
    (fusing the constant failed: torch-mlir's ResNet-18 with its weights elided kept 16
    of its 20 convolutions scalar, 98 ms against 9 packed)."""
    _, _, oh, ow, _, kh, kw = trip_counts[:7]
    lanes, parallel = step.lanes[0], step.parallel
    row = _largest_divisor(ow, PACK_COLUMNS)
    n_t, fo_t, oh_t, ow_t, c_t = step.register_tile
    # A fill of the output (the convolution's zero init) packed is a fill of the packed
    # output: canonicalization folds the two, so the output is not filled and then
    # copied into the blocked layout (two passes over it, 0.52 -> 0.42 ms on
    # MobileNetV2's 96-channel 1x1 convolution at 112x112). The new fill gets the old
    # one's tag back and is lowered like any function-level fill (`DataMovement.h`).
    text, _ = _packed_op(v, [0, lanes, 0, 0, 0, 0, 0], {"wpack": 1, "opack": 2}, fills)
    if constant_filter and not fills:  # fold the filter's pack now (with fills it is)
        text += apply_to_funcs(f"{v}_wfold", ("canonicalization",))
    # Packs: filter (fo, c, kh, kw | fi), output (n, fo, oh, ow | fi); the unpack
    # iterates its destination (n, f, oh, ow).
    window = [kh, kw] if kh * kw <= PACK_COLUMNS else [1, _largest_divisor(kw, PACK_COLUMNS)]
    if not fills:
        text += _vectorized_tiles(f"{v}_opack", f"{v}_ov", [0, 0, (oh + 1) // 2, 0], [1, 1, 1, row])
    matched, root, producers = _epilogue_handles(v, epilogue)
    text += matched + _epilogue_tiles(
        v, root, producers, [0, 0, (oh + 1) // 2, 0], [1, lanes, 1, row]
    )
    op, wpack = f"{v}_packed", f"{v}_wpack"
    if any(parallel):
        text += tile_snippet(op, [*parallel, 0, 0, 0, 0, 0], f"{v}_split", parallel=True)
        if not constant_filter:
            text += fuse_snippet(wpack, f"{v}_split_loop", f"{v}_wsplit")
        op, wpack = f"{v}_split_tiled", f"{v}_wsplit"
    # The filter block of each output-channel tile is packed in that tile's loop (the
    # second of the n and fo loops; every register tile size is at least 1), right
    # before the register tiles that reuse it over the whole image.
    text += tile_snippet(op, [n_t, fo_t, 0, 0, 0, 0, 0, 0], f"{v}_blk", parallel=False)
    if not constant_filter:
        text += fuse_snippet(wpack, f"{v}_blk_loop#1", f"{v}_wblk")
        text += _vectorized_tiles(f"{v}_wblk", f"{v}_wv", [0, 0, 0, 0], [1, 1, *window])
    text += tile_snippet(
        f"{v}_blk_tiled", [0, 0, oh_t, ow_t, c_t, 1, 1, 0], f"{v}_reg", parallel=False
    )
    return text + _vectorized_points(v, stride, ((2, oh_t), (3, ow_t)), loops=8)


def _vectorized_points(v: str, stride: int, points: tuple[tuple[int, int], ...], loops: int) -> str:
    """Vectorizes a packed window op's register tile `%{v}_reg_tiled` (of `loops` loops,
    from the tiling whose loops are `%{v}_reg_loop`), its window loops tiled to 1 and
    folded away; `points` are the (loop, tile size) of its output rows and columns.

    A strided window is not a projected permutation, which the vectorizer needs: the
    tile is then tiled to single output points, each vectorized on its own, and the
    point loops are marked to be unrolled once every step is applied
    (`unroll_marked_loops`), so that every point's accumulators stay in registers."""
    text, vectorized = "", f"{v}_reg_tiled"
    points = tuple((axis, size) for axis, size in points if size > 1)
    if stride != 1 and points:
        sizes = [0] * loops
        for axis, _ in points:
            sizes[axis] = 1
        text += tile_snippet(vectorized, sizes, f"{v}_pt", parallel=False)
        vectorized = f"{v}_pt_tiled"
        for index, (_, size) in enumerate(points):
            loop = f"{v}_pt_loop" if len(points) == 1 else f"{v}_pt_loop#{index}"
            level = len(points) - 1 - index  # the handles are outermost first
            text += mark_for_unrolling(loop, level, size, f"{v}_pt{index}")
    return text + (
        f"    transform.apply_patterns to %{v}_reg_loop#0 {{\n"
        "      transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices\n"
        "      transform.apply_patterns.canonicalization\n"
        f"    }} : {ANY}\n"
        f"    transform.structured.vectorize %{vectorized} : {ANY}\n"
    )


def pack_depthwise_snippet(
    v: str,
    step: Pack,
    nest: LoopNest,
    fills: tuple[str, ...] = (),
    epilogue: tuple[str, ...] = (),
) -> str:
    """A depthwise NCHW convolution's Pack, after the op is matched as `%{v}`.

    Why: in NCHW each channel is a plane of its own, so the vectors run along an output
    row, whose width is rarely a multiple of the lanes (28, 56, 112: 7-register rows), and
    every tap of the window reads a row misaligned by its offset. Blocked into
    channels of `lanes` (NCHWc, as oneDNN runs it), every tap is one aligned vector
    load, one filter vector and one FMA per output point, whatever the image's size:
    1. `structured.pack` the c loop by `lanes`: a generic over
       (n, oh, ow, c / lanes, kh, kw, lanes) on the input packed as (n, c / lanes, h, w |
       lanes), the filter as (c / lanes, kh, kw | lanes) and the output likewise; a
       fill of the output is folded into a fill of the packed output (as a
       convolution's, `pack_channels_snippet`);
    2. the work split across the threads by `parallel` (n, oh, c / lanes) and then done
       one channel block at a time, the packs of that block's input and filter right
       before the register tiles that read them (from the caches, not memory);
    3. the register tile (n, oh, ow, one channel block, 1, 1, all lanes), its window
       loops folded away and vectorized (`_vectorized_points`).

    Where the output is a fill, the unpack is the op tiled (`_depthwise_unpack_tiles`):
    the packed output then lives one block at a time in the caches. Otherwise the
    packed op is, and the packed output is whole in memory, read back by the unpack."""
    _, oh, ow, channels, kh, kw = nest.trip_counts
    stride = window(nest).stride[0]
    lanes = step.lanes[0]
    n_t, oh_t, ow_t = step.register_tile
    row = _largest_divisor(ow, PACK_COLUMNS)
    packs = {"ipack": 0, "wpack": 1, "opack": 2}
    text, _ = _packed_op(v, [0, 0, 0, lanes, 0, 0], packs, fills)
    matched, root, producers = _epilogue_handles(v, epilogue)
    tiles, op = (
        _depthwise_unpack_tiles(v, step, row, root, producers)
        if fills
        else _depthwise_op_tiles(v, step, oh, channels, row, root, producers)
    )
    text += matched + tiles
    taps = [kh, kw] if kh * kw <= PACK_COLUMNS else [1, _largest_divisor(kw, PACK_COLUMNS)]
    text += _vectorized_tiles(f"{v}_wblk", f"{v}_wv", [0, 0, 0], [1, *taps])
    in_row = _largest_divisor(nest.operands[0].shape[3], PACK_COLUMNS)
    text += _vectorized_tiles(f"{v}_iblk", f"{v}_iv", [0, 0, 0, 0], [1, 1, 1, in_row])
    register_tile = [n_t, oh_t, ow_t, 0, 1, 1, 0]
    text += tile_snippet(op, register_tile, f"{v}_reg", parallel=False)
    return text + _vectorized_points(v, stride, ((1, oh_t), (2, ow_t)), loops=7)


def _depthwise_unpack_tiles(
    v: str, step: Pack, row: int, root: str, chain: list[str]
) -> tuple[str, str]:
    """A depthwise Pack whose output is a fill: the unpack (n, c, oh, ow) split across
    the threads by `step.parallel` and then tiled by channel blocks, with the packed op,
    the packed output's fill and the input's and filter's packs fused into each block.
    A block's packed input and output (56x56 lanes: 200 KB) are written and read back
    in the caches, and `fold_tensor_empty` gives each a buffer of one block's size.
    Tiling the packed op instead (`_depthwise_op_tiles`) filled the whole packed output,
    wrote it to memory and read it back to unpack it: the families' 56x56x672 5x5 ran
    1.49 ms so and 1.33 this way, the 17 families programs the one pass packs 1.00-1.35x
    faster, 1.12x in geometric mean (rocketlake, 2 threads). The op tiled is `%{root}`:
    the unpack, or the last op of an epilogue whose other ops and the unpack are
    `chain` (handles, nearest the root first), fused into every loop the root gets. Returns
    the text and the handle of a block's packed op; its packs are `%{v}_wblk` and
    `%{v}_iblk`."""
    lanes = step.lanes[0]
    split_n, split_oh, split_c = step.parallel
    producers = {"packed": "oblk", "opack": "fblk", "wpack": "wblk", "ipack": "iblk"}
    producers = {**{h: f"{h}_blk" for h in chain}, **producers}
    handles = {name: f"{v}_{name}" for name in producers}
    handles.update({h: h for h in chain})
    text = ""
    if any(step.parallel):
        text += tile_snippet(root, [split_n, split_c * lanes, split_oh, 0], f"{v}_split", True)
        for name in producers:
            text += fuse_snippet(handles[name], f"{v}_split_loop", f"{handles[name]}_split")
            handles[name] = f"{handles[name]}_split"
        root = f"{v}_split_tiled"
    text += tile_snippet(root, [0, lanes, 0, 0], f"{v}_blk", parallel=False)
    for name, fused in producers.items():
        out = fused if name in chain else f"{v}_{fused}"
        text += fuse_snippet(handles[name], f"{v}_blk_loop", out)
    text += _epilogue_tiles(
        v, f"{v}_blk_tiled", [producers[h] for h in chain], [0, 0, 0, 0], [1, lanes, 1, row]
    )
    text += _vectorized_tiles(f"{v}_fblk", f"{v}_fv", [0] * 5, [1, 1, 1, row, lanes])
    text += apply_to_funcs(f"{v}_empty", ("tensor.fold_tensor_empty",))
    return text, f"{v}_oblk"


def _depthwise_op_tiles(
    v: str, step: Pack, oh: int, channels: int, row: int, root: str, chain: list[str]
) -> tuple[str, str]:
    """A depthwise Pack whose output is no fill (the op accumulates into a tensor it is
    given): the packed op split across the threads by `step.parallel` and tiled by
    channel blocks, the input's and filter's packs fused into each block; the output's
    pack and unpack are whole passes of their own (tiled by channel blocks, the unpack
    would write the given tensor while the output's pack still reads it, and
    bufferization copies it); the unpack's pass is `%{root}`'s, with `chain` fused into
    it as in `_depthwise_unpack_tiles`. Returns what that function does."""
    lanes = step.lanes[0]
    split_n, split_oh, split_c = step.parallel
    # The packs iterate their destinations' outer dimensions, the unpack its destination.
    text = _vectorized_tiles(f"{v}_opack", f"{v}_ov", [0, 0, (oh + 1) // 2, 0], [1, 1, 1, row])
    # Halves of the channels where they halve in whole blocks (a partial block's tile has
    # a dynamic size, and a masked unpack does not vectorize), else of the rows.
    blocks = channels // lanes
    unpack_split = [0, blocks // 2 * lanes, 0, 0] if blocks % 2 == 0 else [0, 0, (oh + 1) // 2, 0]
    text += _epilogue_tiles(v, root, chain, unpack_split, [1, lanes, 1, row])
    op, wpack, ipack = f"{v}_packed", f"{v}_wpack", f"{v}_ipack"
    if any(step.parallel):
        split = [split_n, split_oh, 0, split_c, 0, 0, 0]
        text += tile_snippet(op, split, f"{v}_split", parallel=True)
        text += fuse_snippet(wpack, f"{v}_split_loop", f"{v}_wsplit")
        text += fuse_snippet(ipack, f"{v}_split_loop", f"{v}_isplit")
        op, wpack, ipack = f"{v}_split_tiled", f"{v}_wsplit", f"{v}_isplit"
    text += tile_snippet(op, [0, 0, 0, 1, 0, 0, 0], f"{v}_blk", parallel=False)
    text += fuse_snippet(wpack, f"{v}_blk_loop", f"{v}_wblk")
    return text + fuse_snippet(ipack, f"{v}_blk_loop", f"{v}_iblk"), f"{v}_blk_tiled"


def _packed_op(
    v: str,
    packed_sizes: list[int],
    packs: dict[str, int],
    fills: tuple[str, ...],
    transposed: tuple[str, list[int]] | None = None,
) -> tuple[str, str]:
    """`structured.pack` of the op matched as `%{v}` by `packed_sizes`, with handles
    `%{v}_<name>` to the packs of its operands (`packs`: name -> operand) and
    `%{v}_unpack` to its result's unpack. A fill of the output (`fills`: the tags of the
    op's producers that are fills) is folded by canonicalization into a fill of the packed
    output, which gets the old one's tag back (the handle `%{v}_opack` then names it).
    `transposed` (a name of `packs` and an `outer_perm`) lays that pack's outer
    dimensions out in another order (`pack_transpose`). Returns the text and the handle
    of the packed op: `%{v}_packed`, or `%{v}_op` once transposed."""
    text = (
        f"    %{v}_packed = transform.structured.pack %{v}"
        f" packed_sizes = {packed_sizes} : ({ANY}) -> {ANY}\n"
    )
    if fills:
        text += apply_to_funcs(f"{v}_fill", ("canonicalization",))
    op = f"{v}_packed"
    if transposed is not None:
        name, outer_perm = transposed
        text += (
            f"    %{v}_{name}0 = transform.get_producer_of_operand %{op}[{packs[name]}]"
            f" : ({ANY}) -> {ANY}\n"
            f"    %{v}_op, %{v}_{name}, %{v}_none = transform.structured.pack_transpose"
            f" %{v}_{name}0 with_compute_op(%{op}) outer_perm = {outer_perm}"
            f" : ({ANY}, {ANY}) -> ({ANY}, {ANY}, {ANY})\n"
        )
        op = f"{v}_op"
    for name, operand in packs.items():
        if transposed is not None and name == transposed[0]:
            continue
        text += (
            f"    %{v}_{name} = transform.get_producer_of_operand %{op}[{operand}]"
            f" : ({ANY}) -> {ANY}\n"
        )
    text += f"    %{v}_unpack = transform.get_consumers_of_result %{op}[0] : ({ANY}) -> {ANY}\n"
    if fills:
        text += retag(f"{v}_opack", fills[0], f"{v}_f")
    return text, op


def pack_panels_snippet(
    v: str, step: Pack, trip_counts: tuple[int, ...], fills: tuple[str, ...] = ()
) -> str:
    """A matmul's Pack, after the op is matched as `%{v}`.

    Why: a register tile of a plain matmul reads B row by row, and rows of a
    power-of-two matrix are a power-of-two bytes apart, so the rows a tile streams fall
    in the same few cache sets and evict one another (1024x1024: 4 KiB apart, one L1
    set). OpenBLAS packs B into panels; so does this step:
    1. `structured.pack` n by `lanes`: a generic over (m, n / lanes, k, lanes) on B
       packed as (k, n / lanes | lanes) and C as (m, n / lanes | lanes);
    2. `pack_transpose` B's pack to (n / lanes, k | lanes): each panel one contiguous
       k x lanes block. The pack is fused into the thread's loop and then into the
       panel loop (4.), so each panel is packed where its register tiles read it,
       into a buffer of one panel per thread (`buffer-loop-hoisting` allocates it once
       per thread): packed whole before the op, B was written out and read back from
       memory on every call (a BERT feed-forward weight, 9.4 MB);
    3. C's pack and unpack keep C's own layout, so they lower to an `expand_shape` and a
       `collapse_shape`, plus a copy of the result into C's tensor. One-shot
       bufferization cannot put the op in place while that copy reads and writes C, so
       C is copied into a temporary before the op and back after it (two passes over C:
       what keeps 1024^3 below numpy). The copy is tagged `<tag>_unpack`: a new tag, so that
       the op's own tag, whose op is gone once vectorized, is not reused for it. A fill
       of C (`fills`: the tags of the op's producers that are fills) is folded with C's
       reshape into a new fill, which gets the old one's tag back;
    4. `tile_using_forall` the generic by `parallel` over (m, n / lanes), then
       `tile_using_for` it to the register tile (m, n / lanes, k, all lanes), the panel
       loop outside the row loop (a panel, k x lanes, stays in the L2 cache while every
       row block of the thread streams it; rows outside would stream all of B from the
       L3 cache once per row block), and vectorize it. The reduction stays in the
       tile (k is not folded away even when its tile is 1), so the vectorizer emits a
       contraction, which lowers to FMAs whose accumulators are hoisted out of the k
       loop (folded away, the tile becomes an elementwise multiply and add, several
       times slower)."""
    _, _, k = trip_counts
    m_t, nb_t, k_t = step.register_tile
    lanes = step.lanes[0]
    text, op, bpack = _packed_panels(v, [0, lanes, 0], 1, [1, 0], step.tag, fills)
    if any(step.parallel):
        text += tile_snippet(op, [*step.parallel, 0, 0], f"{v}_split", parallel=True)
        text += fuse_snippet(bpack, f"{v}_split_loop", f"{v}_bsplit")
        op, bpack = f"{v}_split_tiled", f"{v}_bsplit"
    text += tile_snippet(op, [0, nb_t, 0, 0], f"{v}_panel", parallel=False)
    text += fuse_snippet(bpack, f"{v}_panel_loop", f"{v}_bpanel")
    # B's pack iterates its destination's outer dims (n / lanes, k): one panel's here.
    text += _vectorized_tiles(f"{v}_bpanel", f"{v}_bv", [0, 0], [1, _largest_divisor(k, 16)])
    text += tile_snippet(f"{v}_panel_tiled", [m_t, 0, k_t, 0], f"{v}_reg", parallel=False)
    return text + f"    transform.structured.vectorize %{v}_reg_tiled : {ANY}\n"


def _packed_panels(
    v: str,
    packed_sizes: list[int],
    b: int,
    b_outer_perm: list[int],
    tag: str,
    fills: tuple[str, ...],
) -> tuple[str, str, str]:
    """Packs the op matched as `%{v}` by `packed_sizes` (one loop, by the panel width),
    lays out its input `b` panel by panel (`b_outer_perm` of its packed outer dims, if
    not the identity), and lowers its result's pack and unpack to reshapes (C's lanes
    dimension is its innermost). Returns the text and the handles of the packed op and
    of B's pack. The copy of the result into C is tagged `<tag>_unpack`, and the fill of
    C that canonicalization recreates gets its old tag back (`pack_panels_snippet`, 3.)."""
    pack_op = '!transform.op<"tensor.pack">'
    unpack_op = '!transform.op<"tensor.unpack">'
    result = 2  # the op's operands: A, B, C
    transposed = ("bpack", b_outer_perm) if b_outer_perm != sorted(b_outer_perm) else None
    text, op = _packed_op(v, packed_sizes, {"bpack": b, "cpack0": result}, (), transposed)
    text += (
        f"    %{v}_cpack = transform.cast %{v}_cpack0 : {ANY} to {pack_op}\n"
        f"    %{v}_ucast = transform.cast %{v}_unpack : {ANY} to {unpack_op}\n"
        f"    %{v}_cpad, %{v}_cexpand, %{v}_ctranspose = transform.structured.lower_pack"
        f' %{v}_cpack : ({pack_op}) -> (!transform.op<"tensor.pad">,'
        f' !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)\n'
        f"    %{v}_uempty, %{v}_utranspose, %{v}_ucollapse, %{v}_uslice ="
        f" transform.structured.lower_unpack %{v}_ucast : ({unpack_op}) ->"
        ' (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">,'
        ' !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)\n'
    )
    # Canonicalization folds C's reshape into a fill of C, and the copy's destination
    # into the copy, recreating both untagged: the copy is tagged `<tag>_unpack` and the
    # new fill gets its old tag back, so that every linalg op of the result keeps a tag
    # of its own (a fresh one could reuse the vanished op's).
    text += (
        f"    %{v}_ucopy = transform.get_consumers_of_result %{v}_uslice[0]"
        f' : (!transform.op<"tensor.extract_slice">) -> {ANY}\n'
        + apply_to_funcs(f"{v}_copy", ("canonicalization",))
        + retag(f"{v}_ucopy", tag + UNPACK_SUFFIX, f"{v}_u")
    )
    if fills:
        text += (
            f"    %{v}_cfill = transform.get_producer_of_operand %{op}[{result}]"
            f" : ({ANY}) -> {ANY}\n"
        ) + retag(f"{v}_cfill", fills[0], f"{v}_f")
    return text, op, f"{v}_bpack"


def _b_panel_order(roles: ContractionLoops) -> list[int]:
    """The order of B's packed outer dimensions that makes each panel one contiguous
    block: batch dimensions, then N (the lanes block among them), then K, each group in
    B's own order (a permutation of B's dimensions, as `outer_perm` takes it)."""
    group = {
        loop: rank for rank, loops in enumerate((roles.batch, roles.n, roles.k)) for loop in loops
    }
    return sorted(range(len(roles.b_dims)), key=lambda d: group[roles.b_dims[d]])


def pack_contraction_snippet(
    v: str, step: Pack, nest: LoopNest, roles: ContractionLoops, fills: tuple[str, ...] = ()
) -> str:
    """A contraction's Pack (any map shape, `ir/contraction.py`), after the op is
    matched as `%{v}`: the matmul's panels (`pack_panels_snippet`) by role. The lanes
    loop is packed by `lanes`, a new innermost loop of the packed op, so B's panels are
    contiguous along it whatever B's layout (B N-major, or C stored N x M so that B is
    A in the usual names: the lanes otherwise gather one element from each of `lanes`
    rows); B is laid out panel by panel (`_b_panel_order`); C's lanes are
    its innermost dimension, so C's pack and unpack are reshapes. The packed op is split
    across threads by `parallel` and tiled to `register_tile` (both over the op's own
    loops, the lanes loop counted in blocks): the N loops first (the panel loop outside
    the rows), the K loops last, and vectorized; B's pack is fused into the thread's
    loop and the panel loop, as a matmul's is; `ContractionUnitDims.cpp` drops the
    tile's unit loops from the contraction so that it lowers to outer products."""
    loops = len(nest.loops)
    lanes = step.lanes[0]
    packed_sizes = [lanes if loop == roles.lanes else 0 for loop in range(loops)]
    order = _b_panel_order(roles)
    trips = nest.trip_counts
    if roles.lanes_innermost_in_c:
        text, op, bpack = _packed_panels(v, packed_sizes, roles.b, order, step.tag, fills)
    else:
        text, op, bpack = _transposed_c_panels(v, packed_sizes, roles, order, trips, fills)
    # B's pack iterates its destination's outer dims, in panel order (K last).
    outer = [
        trips[roles.b_dims[d]] // (lanes if roles.b_dims[d] == roles.lanes else 1) for d in order
    ]
    tile = [1] * (len(outer) - 1) + [_largest_divisor(outer[-1], 16)]
    if any(step.parallel):
        text += tile_snippet(op, [*step.parallel, 0], f"{v}_split", parallel=True)
        text += fuse_snippet(bpack, f"{v}_split_loop", f"{v}_bsplit")
        op, bpack = f"{v}_split_tiled", f"{v}_bsplit"
    # The N loops (the panel), then the batch and M loops, then K: the reduction loops
    # innermost whatever the op's loop order, so the accumulators stay in registers.
    for name, group in (("panel", roles.n), ("rows", roles.batch + roles.m), ("reg", roles.k)):
        sizes = [step.register_tile[loop] if loop in group else 0 for loop in range(loops)]
        if any(sizes):
            text += tile_snippet(op, [*sizes, 0], f"{v}_{name}", parallel=False)
            op = f"{v}_{name}_tiled"
            if name == "panel":
                text += fuse_snippet(bpack, f"{v}_panel_loop", f"{v}_bpanel")
                bpack = f"{v}_bpanel"
            if name == "rows" and roles.rows is not None and trips[roles.rows] % sizes[roles.rows]:
                created = [loop for loop in range(loops) if sizes[loop]]
                text += _peel_rows(v, op, created.index(roles.rows), len(created))
                op = f"{v}_peeled"
    # The panel loop always exists (every register tile size is at least 1): B's pack is
    # one panel's, in it.
    text += _vectorized_tiles(bpack, f"{v}_bv", [0] * len(tile), tile)
    return text + f"    transform.structured.vectorize %{op} : {ANY}\n"


def _transposed_c_panels(
    v: str,
    packed_sizes: list[int],
    roles: ContractionLoops,
    order: list[int],
    trips: tuple[int, ...],
    fills: tuple[str, ...],
) -> tuple[str, str, str]:
    """`_packed_panels` where the lanes are not C's innermost loop
    (`contraction.packed_contraction_loops`): C's pack and unpack are transposes of
    lanes x columns, vectorized as a convolution's (at most `PACK_COLUMNS` vectors at a
    time) and split across the threads in halves of C's outermost dimension that halves
    in whole blocks. Returns the text and the handles of the packed op and of B's pack."""
    packs = {"bpack": roles.b, "opack": 2}
    transposed = ("bpack", order) if order != sorted(order) else None
    text, op = _packed_op(v, packed_sizes, packs, fills, transposed)
    lanes = packed_sizes[roles.lanes]
    c_trips = [trips[loop] for loop in roles.c_dims]
    at = roles.c_dims.index(roles.lanes)
    blocks = [trip // lanes if dim == at else trip for dim, trip in enumerate(c_trips)]
    halved = next((dim for dim in range(len(blocks) - 1) if blocks[dim] % 2 == 0), None)
    outer_split, split = [0] * len(blocks), [0] * len(blocks)
    if halved is not None:
        outer_split[halved] = blocks[halved] // 2
        split[halved] = outer_split[halved] * (lanes if halved == at else 1)
    columns = _largest_divisor(c_trips[-1], PACK_COLUMNS)
    if not fills:
        tile = [1] * (len(blocks) - 1) + [columns]
        text += _vectorized_tiles(f"{v}_opack", f"{v}_ov", outer_split, tile)
    tile = [lanes if dim == at else 1 for dim in range(len(blocks) - 1)] + [columns]
    text += _vectorized_tiles(f"{v}_unpack", f"{v}_uv", split, tile)
    return text, op, f"{v}_bpack"


def _peel_rows(v: str, op: str, position: int, loops: int) -> str:
    """Peels the partial last row tile of the packed op `%{op}` into a loop of its own
    (the row loop is loop `position` of the `loops` its tiling created), so that both
    copies have static shapes and vectorize whole: the main loop's full tiles and the
    remainder's rows. Returns the text; `%{v}_peeled` holds both copies of the op, found
    again by an attribute set before the peel (canonicalization rebuilds them)."""
    loop = f"%{v}_rows_loop" if loops == 1 else f"%{v}_rows_loop#{position}"
    mark = f"rl.peeled_rows_{v}"
    return (
        f'    transform.annotate %{op} "{mark}" : {ANY}\n'
        f'    %{v}_rfor = transform.cast {loop} : {ANY} to !transform.op<"scf.for">\n'
        f"    %{v}_rmain, %{v}_rrest = transform.loop.peel %{v}_rfor"
        f' : (!transform.op<"scf.for">) -> ({ANY}, {ANY})\n'
        + apply_to_funcs(f"{v}_peel", ("canonicalization",))
        + f"    %{v}_peeled = transform.structured.match attributes{{{mark}}} in %root"
        f" : ({ANY}) -> {ANY}\n"
    )


def pack_snippet(
    v: str,
    step: Pack,
    nest: LoopNest,
    fills: tuple[str, ...] = (),
    epilogue: tuple[str, ...] = (),
    constant_filter: bool = False,
) -> str:
    """The Pack ops for the op matched as `%{v}`, by its kind; `fills` are the
    tags of its producers that are fills, `epilogue` those of the elementwise ops
    applied to the unpacked tiles (`ir.epilogue`; a convolution's only),
    `constant_filter` whether a convolution's filter is a splat constant."""
    roles = packed_contraction_loops(nest) if contraction_form(step, nest) else None
    if roles is not None:
        return pack_contraction_snippet(v, step, nest, roles, fills)
    if nest.op_name in PANEL_PACKING_OPS:
        return pack_panels_snippet(v, step, nest.trip_counts, fills)
    if nest.op_name in DEPTHWISE_PACKING_OPS:
        return pack_depthwise_snippet(v, step, nest, fills, epilogue)
    return pack_channels_snippet(
        v, step, nest.trip_counts, window(nest).stride[0], fills, epilogue, constant_filter
    )
