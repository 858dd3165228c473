"""The random single-op generator: reproducible, every kind, programs match their manifest."""

from __future__ import annotations

import json

import pytest

from data_generation import random_mlir_gen as gen
from rl_autoscheduler.ir.program import Program


def texts(count: int, seed: int) -> list[str]:
    return [gen.program_text(spec) for spec in gen.generate(count, seed)]


def test_same_seed_same_programs_different_seeds_differ() -> None:
    assert texts(40, 7) == texts(40, 7)
    assert texts(40, 7) != texts(40, 8)


def test_cli_is_reproducible_and_writes_a_manifest(tmp_path) -> None:
    for out in ("a", "b"):
        assert gen.main(["--count", "14", "--seed", "5", "--out", str(tmp_path / out)]) == 0
    first = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert first == sorted(p.name for p in (tmp_path / "b").iterdir())
    assert len(first) == 15 and "manifest.json" in first
    for name in first:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
    manifest = json.loads((tmp_path / "a" / "manifest.json").read_text())
    assert {entry["kind"] for entry in manifest["programs"]} == set(gen.KINDS)
    for entry in manifest["programs"]:
        assert entry["split"] == "train"
        assert (tmp_path / "a" / entry["file"]).is_file()
        assert set(entry) >= {"name", "file", "kind", "shapes", "attributes", "flops"}
        assert entry["bytes_moved"] > 0


def test_every_kind_and_every_conv_and_pool_variant_appears() -> None:
    specs = gen.generate(60, 11)
    assert {spec.kind for spec in specs} == set(gen.KINDS)
    convs = [s for s in specs if s.kind == "conv_2d_nchw_fchw"]
    assert {s.attributes["kernel"][0] for s in convs} == {1, 3, 5, 7}
    assert {s.attributes["stride"][0] for s in convs} == {1, 2}
    assert any(s.attributes["padding"][0] > 0 for s in convs)
    pools = [s for s in specs if s.kind == "pooling_nchw_max"]
    assert len({tuple(s.attributes["window"]) for s in pools}) > 1
    assert any(s.attributes["padding"][0] > 0 for s in pools)


def test_signatures_are_distinct_and_exclusion_is_honoured() -> None:
    train = gen.generate(120, 1)
    signatures = {spec.signature() for spec in train}
    assert len(signatures) == len(train)
    held_out = gen.generate(30, 1, exclude=signatures)  # same seed: would repeat train
    assert not {spec.signature() for spec in held_out} & signatures


def test_sizes_stay_within_the_time_budget() -> None:
    for spec in gen.generate(200, 3):
        low, high = gen.TIME_WINDOW_S[spec.kind]
        assert low <= spec.estimated_seconds() <= high
        assert spec.estimated_seconds() < 0.5  # untransformed run well under 2 s


def test_kind_sequence_is_balanced() -> None:
    sequence = gen.kind_sequence(300)
    assert len(sequence) == 300
    for kind, weight in gen.KIND_WEIGHTS.items():
        assert abs(sequence.count(kind) - weight * 300) <= 1
    assert set(gen.kind_sequence(6)) == set(gen.KINDS)


@pytest.mark.parametrize("seed", [0, 1])
def test_each_program_parses_and_its_loop_nest_matches_the_manifest(seed) -> None:
    for spec in gen.generate(24, seed):
        entry = gen.manifest_entry(spec, spec.name(), f"{spec.name()}.mlir", "train")
        program = Program.from_text(gen.program_text(spec), entry["file"])
        (nest,) = program.ops
        assert nest.op_name == entry["op_name"]
        assert [(loop.trip_count, loop.is_reduction) for loop in nest.loops] == spec.loops()
        assert program.flops() == entry["flops"]
        operand_shapes = [operand.shape for operand in nest.operands]
        shapes = [tuple(shape) for shape in entry["shapes"].values()]
        if spec.kind == "pooling_nchw_max":  # operands: padded input, window, output
            assert operand_shapes[1:] == [tuple(entry["attributes"]["window"]), shapes[-1]]
        elif spec.kind == "conv_2d_nchw_fchw":  # the input operand is the padded one
            assert operand_shapes[1:] == shapes[1:]
        else:
            assert operand_shapes == shapes
        assert gen.OpSpec.from_json(json.loads(json.dumps(entry))) == spec
