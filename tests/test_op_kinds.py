"""The op-kind registry is the one source: the observation's feature vocabulary, the
schedule's window ops, the generator's and the suites' kinds, and the references
registered for each kind all come from `rl_autoscheduler.ir.op_kinds`, and the
references' registry (`evaluation.references.registry`) says which framework computes
which of its kinds."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation package lives at the top of the repository
    sys.path.insert(0, str(ROOT))

from data_generation import random_mlir_gen as gen  # noqa: E402
from evaluation import suites  # noqa: E402
from evaluation.references import (  # noqa: E402
    Unsupported,
    jax_refs,
    numpy_refs,
    registry,
    torch_refs,
)
from rl_autoscheduler.agent import observation  # noqa: E402
from rl_autoscheduler.ir import op_kinds, schedule  # noqa: E402

CHECKPOINT_OP_KINDS = (
    "linalg.matmul",
    "linalg.batch_matmul",
    "linalg.conv_2d_nchw_fchw",
    "linalg.conv_2d_nhwc_hwcf",
    "linalg.conv_1d_ncw_fcw",
    "linalg.conv_1d_nwc_wcf",
    "linalg.pooling_nchw_max",
    "linalg.pooling_nhwc_max",
    "linalg.pooling_ncw_max",
    "linalg.pooling_nwc_max",
    "linalg.generic",
    "linalg.fill",
    "linalg.transpose",
    "linalg.depthwise_conv_2d_nhwc_hwc",
    "linalg.depthwise_conv_2d_nchw_chw",
)
"""The feature vocabulary the shipped checkpoint was fingerprinted with: an op may be
appended (with a retrained model), never reordered or removed."""


def test_the_observation_feature_index_is_the_registrys_and_keeps_its_order():
    assert observation.OP_KINDS == op_kinds.FEATURE_OPS == CHECKPOINT_OP_KINDS
    for index, name in enumerate(observation.OP_KINDS):
        assert op_kinds.LINALG_OPS[name].feature_index == index


def test_the_schedule_reads_its_window_ops_from_the_registry():
    assert schedule.WINDOW_LOOPS is op_kinds.WINDOW_LOOPS
    assert schedule.IMG2COL_OPS is op_kinds.IMG2COL_OPS
    assert schedule.WINDOW_LOOPS["linalg.conv_2d_nchw_fchw"] == ((2, 5), (3, 6))
    assert set(schedule.IMG2COL_OPS) == {"linalg.conv_2d_nchw_fchw", "linalg.conv_2d_nhwc_hwcf"}


def test_every_kind_the_suites_generate_is_registered_with_a_torch_and_a_jax_reference():
    assert gen.KINDS == op_kinds.KIND_ORDER == suites.KIND_ORDER
    assert set(gen.SAMPLERS) == set(gen.KINDS) == set(gen.KIND_WEIGHTS)
    for kind in gen.KINDS:
        assert gen.OP_NAMES[kind] == op_kinds.BENCHMARK_KINDS[kind].linalg_op
        assert {"pytorch", "jax"} <= set(registry.reference_frameworks(kind)), kind
        assert torch_refs.torch_op(kind, _attributes(kind)) is not None
        assert jax_refs.jax_op(kind, _attributes(kind)) is not None
    assert numpy_refs.NUMPY_KINDS == ("matmul", "batch_matmul")


def test_a_kind_without_a_reference_is_unsupported_in_one_place():
    with pytest.raises(Unsupported, match="transpose"):
        torch_refs.torch_op("transpose", {})
    with pytest.raises(Unsupported, match="transpose"):
        jax_refs.jax_op("transpose", {})
    with pytest.raises(ValueError, match="unknown op kind"):
        registry.register_reference("pytorch", "softmax")(lambda attributes: None)


def test_the_registry_is_consistent():
    for kind in op_kinds.BENCHMARK_KINDS.values():
        assert kind.linalg_op in op_kinds.LINALG_OPS
        assert kind.limit in ("fma", "bandwidth")
    assert set(op_kinds.KIND_OF_OP.values()) == {
        "matmul",
        "batch_matmul",
        "conv_2d_nchw_fchw",
        "pooling_nchw_max",
    }
    assert set(op_kinds.ACCUMULATING) == set(op_kinds.KIND_OF_OP.values())
    assert torch_refs.LAYOUT_KINDS == ("conv_2d_nchw_fchw", "pooling_nchw_max", "network")


def _attributes(kind: str) -> dict:
    if kind == "conv_2d_nchw_fchw":
        return {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1]}
    if kind == "pooling_nchw_max":
        return {"window": [2, 2], "stride": [2, 2], "padding": [0, 0]}
    return {}


def test_each_family_is_a_sampling_kind_of_its_own():
    """Training samples by `program_kind` and caps demonstrations per kind: a family that
    shared its kind with another (contractions and RMS norms, relus and softmaxes, sums
    and layer norms used to) lost its share of both. Loaded from a suite, a program's
    kind is the manifest's (the evaluation's names); from a file, inferred apart too."""
    from rl_autoscheduler.ir.program import Program
    from rl_autoscheduler.ir.program_sets import ProgramSet, load_programs

    manifests = ["benchmarks/single_ops/manifest.json", "benchmarks/families/manifest.json"]
    suites = load_programs(ProgramSet(manifest=manifests, split="eval"), "eval", ROOT)
    assert {op_kinds.program_kind(p) for p in suites} == {
        *op_kinds.KIND_ORDER,
        *("contraction", "softmax", "layernorm", "rmsnorm", "reduction", "transpose"),
        *("conv_nhwc", "depthwise", "gelu", "batchnorm"),
    }
    inferred_of: dict[str, set[str]] = {}
    for program in suites:
        inferred = op_kinds.program_kind(Program.from_file(program.name))
        inferred_of.setdefault(program.kind, set()).add(inferred)
    for family, kinds in inferred_of.items():
        others = set().union(*(k for f, k in inferred_of.items() if f != family))
        assert not kinds & others, (family, kinds & others)
    assert inferred_of["transpose"] == {"generic_copy"}
    assert inferred_of["contraction"] == {"generic_addf_mulf_reduction"}


def test_one_window_reader_finds_the_window_in_either_layout():
    """`window` reads the dimensions an op slides along from its access matrix, so an
    NHWC op's stride is not read from an NCHW row; `op_kind` and the pack rule read it."""
    import programs

    from rl_autoscheduler.ir.program import Program

    nchw = op_kinds.window(Program.from_text(programs.POOL_NCHW, "p").ops[-1])
    nhwc = op_kinds.window(Program.from_text(programs.POOL_NHWC, "p").ops[-1])
    assert nchw == op_kinds.Window(rows=(2, 3), stride=(2, 2), dilation=(1, 1), size=(3, 3))
    assert nhwc == op_kinds.Window(rows=(1, 2), stride=(2, 2), dilation=(1, 1), size=(3, 3))
    conv = Program.from_text(programs.CONV_NHWC, "c").ops[-1]
    assert op_kinds.window(conv).stride == (1, 1) and op_kinds.window(conv).rows == (1, 2)


def test_a_benchmark_kind_has_one_name_for_sampling_and_for_the_evaluation():
    """A program read without its suite's name is sampled under the evaluation's kind
    where its op is one (an add is `add`, not a name of its body's arithmetic)."""
    import programs

    from rl_autoscheduler.ir.program import Program

    for kind, text in programs.BY_KIND.items():
        program = Program.from_text(text, kind)
        (nest,) = [op for op in program.ops if op.op_name != "linalg.fill"]
        assert op_kinds.op_kind(nest)[0] == kind
        assert op_kinds.program_kind(program) == kind
