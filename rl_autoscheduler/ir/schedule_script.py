"""From a Schedule to one transform-dialect script, and applying it.

Each step becomes a self-contained snippet that matches its op by `rl.tag`
(failing if nothing matches: an empty match must never make later transforms
silent no-ops) and re-tags what it produces. The snippets of all steps,
concatenated, form the exported script that `mlir-opt-19
--transform-interpreter` replays; applying them one at a time gives the same
program and lets us check each step against the loop nests before it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rl_autoscheduler import _core
from rl_autoscheduler.errors import MLIRError, ScheduleError
from rl_autoscheduler.ir import schedule as step_types
from rl_autoscheduler.ir.epilogue import epilogue_ops
from rl_autoscheduler.ir.op_kinds import result_row_loop, slides_unfolded_window
from rl_autoscheduler.ir.packing import pack_snippet
from rl_autoscheduler.ir.program import LoopNest, Program
from rl_autoscheduler.ir.schedule import Schedule, Step, check_step, fusable_producers
from rl_autoscheduler.ir.transform_text import (
    ANY,
    apply_to_funcs,
    match_funcs,
    match_tag,
    results,
    retag,
    tile_snippet,
    unroll_marked_loops,
)

HEADER = (
    "module attributes {transform.with_named_sequence} {\n"
    f"  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{\n"
)
FOOTER = "    transform.yield\n  }\n}\n"
IMG2COL_SUFFIX = "_im2col"
TRANSPOSED_FILTER_OP = "linalg.conv_2d_nhwc_fhwc"
"""Read as a filter transpose and a `conv_2d_nhwc_hwcf` (`Program.decomposed` names it)."""

SUBSET_FOLDING = "tensor.fold_tensor_subset_ops_into_vector_transfers"
"""Left out of `_VECTOR_CLEANUP` once an op with a peeled remainder is vectorized: in MLIR
19 it folds `insert_slice(transfer_write(v, t), d)` into a write of `v` into `d` even when
`v` does not cover `t` (llvm/llvm-project#101708, fixed after 19), dropping the rest of
`t`. A vectorized peeled remainder writes only its own columns into the tile the main
loop wrote, and inside a loop that inserts that tile (a tiled reduction) the fold loses
the main loop's columns (a wrong result the fuzzer finds). Everywhere else the folding is
kept: without it a decomposed 54-wide convolution row is not widened to whole registers
(10x slower) and packed convolutions run up to twice as slow
(`benchmarks/bench_subset_folding.py`). Since the patterns apply to the whole function,
every later step of the schedule leaves it out too."""
# Applied to the enclosing function after vectorizing an op: folds the
# vectorizer's reductions into contractions and transfers into one another.
_VECTOR_CLEANUP = (
    "vector.reduction_to_contract",
    "vector.transfer_permutation_patterns",
    SUBSET_FOLDING,
    "canonicalization",
)


def _vector_cleanup(fold_subsets: bool) -> tuple[str, ...]:
    return (
        _VECTOR_CLEANUP
        if fold_subsets
        else tuple(pattern for pattern in _VECTOR_CLEANUP if pattern != SUBSET_FOLDING)
    )


def _remainders(step: step_types.Tile, nest: LoopNest) -> list[int]:
    """Positions, among the loops `step` creates (outermost first), of those whose size
    leaves a remainder."""
    tiled = [(size, trip) for size, trip in zip(step.sizes, nest.trip_counts, strict=True) if size]
    return [i for i, (size, trip) in enumerate(tiled) if trip % size]


def _peel(step: step_types.Tile, remainders: list[int], v: str) -> str:
    """Peels the partial last tile of each loop in `remainders` into a loop of its own,
    innermost first (peeling a loop consumes the handles of the loops nested in it), and
    folds the one-iteration remainders so that every copy of the op has static shapes.
    Runs after the retag: the remainders' copies of the op keep its tag."""
    loops = sum(1 for size in step.sizes if size)
    text = ""
    for i in reversed(remainders):
        loop = f"%{v}_loop" if loops == 1 else f"%{v}_loop#{i}"
        text += (
            f'    %{v}_for{i} = transform.cast {loop} : {ANY} to !transform.op<"scf.for">\n'
            f"    %{v}_main{i}, %{v}_rest{i} = transform.loop.peel %{v}_for{i}"
            f' : (!transform.op<"scf.for">) -> ({ANY}, {ANY})\n'
        )
    return text + apply_to_funcs(v, ("canonicalization",))


def _fold_window(v: str) -> str:
    """A sliding-window op whose window loops are tiled to 1 (`Vectorize`'s check), as
    a generic with those unit loops folded away: projected permutations, which the
    vectorizer takes. The folding applies within the op's tile loop only."""
    return (
        f"    %{v}_folded = transform.structured.generalize %{v} : ({ANY}) -> {ANY}\n"
        f"    %{v}_tile = transform.get_parent_op %{v}_folded : ({ANY}) -> {ANY}\n"
        f"    transform.apply_patterns to %{v}_tile {{\n"
        "      transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices\n"
        "      transform.apply_patterns.canonicalization\n"
        f"    }} : {ANY}\n"
    )


def _row_last(nest: LoopNest) -> list[int] | None:
    """The interchange of a folded sliding-window tile (its loops of one iteration gone)
    that makes the result's row its innermost loop, None when it is already (or a
    reduction is left). The vectorizer's innermost vector dimension is the generic's
    innermost loop: a depthwise NCHW convolution iterates its channels inside its output
    row, so a tile of 16 channels by 28 points vectorized as is runs its vectors across
    channels a plane apart. MobileNetV2's fused 144-channel depthwise group took 2.44 ms
    so, 0.36 ms with the rows innermost (and `splitRaggedRows` in the core)."""
    kept = [i for i, loop in enumerate(nest.loops) if loop.trip_count > 1]
    row = result_row_loop(nest)
    if row not in kept or kept[-1] == row or any(nest.loops[i].is_reduction for i in kept):
        return None
    position = kept.index(row)
    return [j for j in range(len(kept)) if j != position] + [position]


def step_snippet(
    step: Step,
    index: int,
    producers: tuple[str, ...] = (),
    nest: LoopNest | None = None,
    fills: tuple[str, ...] = (),
    fold_subsets: bool = True,
    epilogue: tuple[str, ...] = (),
    constant_filter: bool = False,
) -> str:
    """The transform ops of one step; `producers` are the tags TiledFusion fuses, `nest`
    the op's loop nest before the step (Pack sizes its pack tiles from it),
    `fills` the tags of its producers that are fills (a matmul's Pack retags the
    one it folds), `fold_subsets` whether a vectorizing step's cleanup may fold tensor
    slices into vector transfers (`SUBSET_FOLDING`), `epilogue` the tags of the ops a
    Pack applies to its unpacked tiles (`Pack.epilogue`), `constant_filter` whether a
    packed convolution's filter is a splat constant (`Program.splat_constant_inputs`)."""
    v = f"s{index}"
    text = f"    // step {index}: {step.describe()}\n" + match_tag(v, step.tag)
    op = v
    if isinstance(step, step_types.Tile | step_types.TileParallel):
        text += tile_snippet(op, step.sizes, v, parallel=isinstance(step, step_types.TileParallel))
        remainders = _remainders(step, nest) if isinstance(step, step_types.Tile) and nest else []
        if remainders:
            return text + retag(f"{v}_tiled", step.tag, v) + _peel(step, remainders, v)
    elif isinstance(step, step_types.TiledFusion):
        text += tile_snippet(op, step.sizes, v, parallel=True)
        for k, producer in enumerate(producers):
            p = f"{v}_p{k}"
            text += match_tag(p, producer) + match_funcs(p)
            text += f"    transform.apply_cse to %{p}_funcs : {ANY}\n"
            text += (
                f"    %{p}_fused, %{p}_loop = transform.structured.fuse_into_containing_op"
                f" %{p} into %{v}_loop : ({ANY}, {ANY}) -> ({ANY}, {ANY})\n"
            )
            text += retag(f"{p}_fused", producer, p)
        # A fused producer with no use left outside the loop is dead: erase it
        # so that its tag names only the fused copy.
        text += retag(f"{v}_tiled", step.tag, v)
        return text + match_funcs(v) + f"    transform.apply_dce to %{v}_funcs : {ANY}\n"
    elif isinstance(step, step_types.Interchange):
        text += (
            f"    %{v}_generic = transform.structured.generalize %{op} : ({ANY}) -> {ANY}\n"
            f"    %{v}_tiled = transform.structured.interchange %{v}_generic"
            f" iterator_interchange = {list(step.permutation)} : ({ANY}) -> {ANY}\n"
        )
    elif isinstance(step, step_types.Decompose):
        text += f"    %{v}_tiled = transform.structured.decompose %{op} : ({ANY}) -> {ANY}\n"
    elif isinstance(step, step_types.Img2col):
        text += (
            f"    %{v}_im2col, %{v}_result = transform.structured.convert_conv2d_to_img2col"
            f" %{op} : ({ANY}) -> ({ANY}, {ANY})\n"
            f"    %{v}_tiled = transform.get_producer_of_operand %{v}_result[0]"
            f" : ({ANY}) -> {ANY}\n"
        )
        text += retag(f"{v}_im2col", step.tag + IMG2COL_SUFFIX, f"{v}_i")
    elif isinstance(step, step_types.Pack):
        assert nest is not None, "Pack needs the op's loop nest"
        cleanup = _vector_cleanup(fold_subsets)
        packed = pack_snippet(v, step, nest, fills, epilogue, constant_filter)
        return text + packed + apply_to_funcs(v, cleanup)
    elif isinstance(step, step_types.Vectorize):
        if nest is not None and slides_unfolded_window(nest):
            text += _fold_window(v)
            op = f"{v}_folded"
            permutation = _row_last(nest)
            if permutation is not None:
                text += (
                    f"    %{v}_rows = transform.structured.interchange %{op}"
                    f" iterator_interchange = {permutation} : ({ANY}) -> {ANY}\n"
                )
                op = f"{v}_rows"
        return (
            text
            + f"    transform.structured.vectorize %{op} {{vectorize_nd_extract}} : {ANY}\n"
            + apply_to_funcs(v, _vector_cleanup(fold_subsets))
        )
    else:  # pragma: no cover - check_step refuses unknown steps first
        raise ScheduleError(f"step {index}: no transform for {type(step).__name__}")
    return text + retag(f"{v}_tiled", step.tag, v)


def wrap(snippets: list[str]) -> str:
    return HEADER + "".join(snippets) + FOOTER


def tagging_prologue(program: Program) -> str:
    """Tags the linalg ops of the untagged source as the core did (walk order).

    With it, the exported script replays on the user's original file, which
    has no `rl.tag` attributes.
    """
    count = len(program.ops)
    if count == 0:
        return ""
    names = "%linalg_op" if count == 1 else f"%linalg_op:{count}"
    text = ""
    for index, name in enumerate(program.decomposed):
        # An FHWC convolution is read as a filter transpose and an HWCF one
        # (`transposeFhwcFilters` in the core); the others are aggregated ops.
        rewrite = "transpose_conv2d" if name == TRANSPOSED_FILTER_OP else "decompose_interface"
        text += (
            f"    // rewrite {name} into linalg ops, as rl_autoscheduler does\n"
            f'    %aggregate{index} = transform.structured.match ops{{["{name}"]}} in %root'
            f" : ({ANY}) -> {ANY}\n"
            f"    %decomposed{index} = transform.structured.{rewrite}"
            f" %aggregate{index} : ({ANY}) -> {ANY}\n"
        )
    text += (
        "    // tag the linalg ops in walk order, as rl_autoscheduler does\n"
        f"    %linalg_ops = transform.structured.match interface{{LinalgOp}} in %root"
        f" : ({ANY}) -> {ANY}\n"
        f"    {names} = transform.split_handle %linalg_ops : ({ANY}) -> ({results(count)})\n"
    )
    for index, nest in enumerate(program.ops):
        handle = "linalg_op" if count == 1 else f"linalg_op#{index}"
        text += retag(handle, nest.tag, f"t{index}")
    return text


@dataclass(frozen=True)
class ScheduledProgram:
    """A program and the steps applied to it so far; applying a step gives a new one.

    Immutable, so that a search can keep any number of partial schedules and go on
    from each (a fork is a reference, not a copy). `program` is the program as it
    stands (its loop nests describe the transformed ops), `touched` the tags that
    steps transformed or fused, `parallel` those that run inside a parallel loop.
    A step that is illegal or that MLIR refuses raises ScheduleError naming it.

    Applying is CPU work: a caller that shares the machine with timings holds
    `timing_lock.shared_work()` around it (the callers know; this layer does not).
    """

    original: Program
    program: Program
    steps: tuple[Step, ...] = ()
    snippets: tuple[str, ...] = ()
    touched: frozenset[str] = frozenset()
    parallel: frozenset[str] = frozenset()
    peeled: frozenset[str] = frozenset()
    """Tags of the ops a Tile step peeled a remainder of."""
    folds_subsets: bool = True
    """False once an op in `peeled` was vectorized (see `SUBSET_FOLDING`)."""

    @classmethod
    def of(cls, program: Program) -> ScheduledProgram:
        return cls(program, program)

    def check(self, step: Step) -> None:
        check_step(
            self.program, step, len(self.steps), set(self.touched), self.steps, set(self.parallel)
        )

    def then(self, step: Step) -> ScheduledProgram:
        index = len(self.steps)
        self.check(step)
        producers: tuple[str, ...] = ()
        if isinstance(step, step_types.TiledFusion):
            producers = tuple(fusable_producers(self.program, step.tag, set(self.touched)))
        op = self.program.op(step.tag)
        fills: tuple[str, ...] = ()
        epilogue: tuple[str, ...] = ()
        if isinstance(step, step_types.Pack):
            fills = tuple(
                t for t in op.direct_producers if self.program.op(t).op_name == "linalg.fill"
            )
            epilogue = tuple(epilogue_ops(self.program, step.tag, step.epilogue))
        peeled = self.peeled
        if isinstance(step, step_types.Tile) and _remainders(step, op):
            peeled = peeled | {step.tag}
        folds_subsets = self.folds_subsets and not (
            isinstance(step, step_types.Vectorize | step_types.Pack) and step.tag in peeled
        )
        constant_filter = isinstance(step, step_types.Pack) and (
            1 in self.program.splat_constant_inputs(step.tag)
        )
        snippet = step_snippet(
            step, index, producers, op, fills, folds_subsets, epilogue, constant_filter
        )
        try:
            name = self.original.name
            program = Program.from_analysis(
                _core.apply_schedule_analyzed(self.program.text, wrap([snippet]), name), name
            )
        except MLIRError as error:
            raise ScheduleError(f"step {index} {step.describe()} failed: {error}") from None
        parallel = self.parallel
        if isinstance(step, step_types.TileParallel | step_types.TiledFusion):
            parallel = parallel | {step.tag, *producers}
        if isinstance(step, step_types.Pack) and any(step.parallel):
            parallel = parallel | set(epilogue)
        return replace(
            self,
            program=program,
            steps=(*self.steps, step),
            snippets=(*self.snippets, snippet),
            touched=self.touched | {step.tag, *producers, *epilogue},
            parallel=parallel,
            peeled=peeled,
            folds_subsets=folds_subsets,
        )

    @property
    def schedule(self) -> Schedule:
        return Schedule(self.steps)

    @property
    def script(self) -> str:
        """Every step's snippet, then the unrolling of the loops they marked."""
        return wrap([*self.snippets, unroll_marked_loops(self.program.text)])

    @property
    def exported_script(self) -> str:
        """`script` replaying on the original file, which has no tags (`export_script`)."""
        return replaying_on_source(self.script, self.original)

    def op_scripts(self) -> dict[str, str]:
        """Each op's own steps as a script that replays on the original file (its ops
        tagged first, as `export_script`): what a tuning record keeps of its op. The
        unrolling of marked loops, done once for the whole program, is not in it."""
        by_tag: dict[str, list[str]] = {}
        for step, snippet in zip(self.steps, self.snippets, strict=True):
            by_tag.setdefault(step.tag, []).append(snippet)
        return {
            tag: replaying_on_source(wrap(snippets), self.original)
            for tag, snippets in by_tag.items()
        }

    def finished(self) -> Program:
        """The program as it is compiled: `program` with its marked loops unrolled. Kept
        apart from `then`, so that no later step's cleanup sees the unrolled loops."""
        finishing = unroll_marked_loops(self.program.text)
        if not finishing:
            return self.program
        try:
            text = _core.apply_schedule(self.program.text, wrap([finishing]), self.original.name)
        except MLIRError as error:
            raise ScheduleError(f"unrolling the marked loops failed: {error}") from None
        return Program.from_text(text, self.original.name)


def apply_schedule(program: Program, schedule: Schedule) -> tuple[Program, str]:
    """Checks and applies each step in turn.

    Returns the scheduled program as it is compiled (re-analysed, so its loop nests
    describe the transformed ops; loops a step marked are unrolled, `finished`) and the
    whole transform script. Raises ScheduleError
    naming the first illegal or failing step; `program` itself is unchanged.
    """
    scheduled = scheduled_program(program, schedule)
    return scheduled.finished(), scheduled.script


def scheduled_program(program: Program, schedule: Schedule) -> ScheduledProgram:
    """`program` with each step of `schedule` checked and applied; ScheduleError names
    the first illegal or failing step."""
    scheduled = ScheduledProgram.of(program)
    for step in schedule.steps:
        scheduled = scheduled.then(step)
    return scheduled


def export_script(program: Program, schedule: Schedule) -> str:
    """The transform-dialect script of `schedule`, checked on `program`.

    It replays on the original program file with
    `mlir-opt-19 FILE --transform-preload-library=transform-library-paths=SCRIPT
    --transform-interpreter`.
    """
    return scheduled_program(program, schedule).exported_script


def replaying_on_source(script: str, program: Program) -> str:
    """A script written for `program`'s tagged text, tagging its ops first, so that it
    replays on the file the user wrote (no `rl.tag` attributes)."""
    return script.replace(HEADER, HEADER + tagging_prologue(program), 1)
