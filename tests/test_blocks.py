"""The blocks suite: network blocks at drawn sizes, each on its factory's own weights."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from data_generation import block_gen, build_suites, check_suites, models
from data_generation.nn_to_mlir import ConversionError, load_factory
from evaluation.references import oracle
from evaluation.suites import load_suite
from rl_autoscheduler import MLIRError, _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.measurement.network_weights import (
    network_weights,
    parse_factory,
    weights_source,
)

REPO = Path(__file__).resolve().parents[1]
BLOCKS = REPO / "benchmarks" / "blocks"
SMALL = "data_generation.models:residual_block(in_channels=32,channels=64,stride=2,seed=5)"


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((BLOCKS / "manifest.json").read_text())


def test_a_factory_names_its_integer_arguments_and_nothing_else() -> None:
    assert parse_factory("data_generation.models:mlp") == ("data_generation.models", "mlp", {})
    assert parse_factory(SMALL) == (
        "data_generation.models",
        "residual_block",
        {"in_channels": 32, "channels": 64, "stride": 2, "seed": 5},
    )
    for bad in ("models", "os:system('ls')", "data_generation.models:mlp(size=1.5)"):
        with pytest.raises(ValueError, match=r"expected MODULE:FACTORY|is not name=integer"):
            parse_factory(bad)
    with pytest.raises(ConversionError, match="unexpected keyword argument 'width'"):
        load_factory("data_generation.models:residual_block(width=3)")


def test_a_block_runs_on_its_factorys_weights_and_matches_pytorch() -> None:
    module = load_factory(SMALL)
    text, converted = build_suites.converted_text(module, SMALL, (1, 32, 14, 14))
    assert weights_source(text) == SMALL
    kernel = _core.compile(text, name="block.mlir", threads=1)
    weights = network_weights(text, kernel.arguments)
    # Every argument but the input and the result is the module's own tensor.
    assert sorted(weights) == list(range(1, len(converted.arg_arrays)))
    for index, array in weights.items():
        np.testing.assert_array_equal(array, converted.arg_arrays[index])
    x = np.random.default_rng(0).standard_normal((1, 32, 14, 14)).astype(np.float32)
    arrays = [x, *(weights[i] for i in sorted(weights))]
    arrays.append(np.full(converted.output_shape, np.nan, np.float32))
    kernel.run(arrays)
    ok, note = oracle.matches_reference(oracle.network(module, x), arrays[-1])
    assert ok, note


def test_a_program_naming_an_argument_the_factory_lacks_is_refused() -> None:
    text, _ = build_suites.converted_text(load_factory(SMALL), SMALL, (1, 32, 14, 14))
    kernel = _core.compile(text, name="block.mlir", threads=1)
    bad = text.replace("stride=2,seed=5", "stride=2,seed=5,depth=3")
    with pytest.raises(MLIRError, match="unexpected keyword argument 'depth'"):
        network_weights(bad, kernel.arguments)


def test_the_generator_is_seeded_and_keeps_the_eval_split_apart() -> None:
    for kind in block_gen.BLOCK_KINDS:
        train = block_gen.generate(kind, 6, 3)
        assert train == block_gen.generate(kind, 6, 3)
        evaluation = block_gen.generate(kind, 3, 1003, exclude={s.signature() for s in train})
        assert not {s.signature() for s in train} & {s.signature() for s in evaluation}
        low, high = block_gen.TIME_WINDOW_S
        assert all(low <= spec.estimated_seconds() <= high for spec in train + evaluation)
        spec = train[0]
        assert type(models.BLOCK_FACTORIES[kind](**spec.sizes)).__name__ in (
            "InvertedResidual",
            "ResidualBlock",
            "EncoderLayer",
        )


def test_the_shipped_blocks_are_what_the_builder_writes(manifest) -> None:
    assert check_suites.blocks_problems(manifest, BLOCKS) == []
    kinds = {(e["split"], e["kind"]) for e in manifest["programs"]}
    assert kinds == {(s, k) for s in ("train", "eval") for k in block_gen.BLOCK_KINDS}
    for entry in manifest["programs"]:
        assert entry["untransformed_median_s"] is not None
        assert entry["untransformed_median_s"] < 0.5  # within the training's max_baseline_s
    # The first train block of each kind regenerates byte for byte.
    for index, kind in enumerate(block_gen.BLOCK_KINDS):
        spec = block_gen.generate(kind, 1, build_suites.TRAIN_SEED + 100 * index)[0]
        module = models.BLOCK_FACTORIES[kind](**spec.sizes)
        text, _ = build_suites.converted_text(module, spec.factory(), spec.input_shape)
        assert (BLOCKS / "train" / f"{spec.name()}.mlir").read_text() == text


def test_each_kind_checks_against_its_pytorch_module(manifest) -> None:
    chosen = check_suites.sample(manifest["programs"], len(block_gen.BLOCK_KINDS), seed=0)
    assert {e["kind"] for e in chosen} == set(block_gen.BLOCK_KINDS)
    for entry in chosen:
        check_suites.check_network(BLOCKS, entry, seed=1)


def test_the_evaluation_reads_blocks_as_networks_with_their_split() -> None:
    benchmarks = load_suite(BLOCKS, split="eval")
    assert len(benchmarks) == 4 * len(block_gen.BLOCK_KINDS)
    for benchmark in benchmarks:
        assert benchmark.kind == "network" and benchmark.split == "eval"
        assert benchmark.network["factory"].startswith("data_generation.models:")
        assert Program.from_file(benchmark.path).ops
