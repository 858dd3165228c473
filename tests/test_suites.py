"""The shipped benchmark suites: manifest invariants, a checked sample, a checker that fails."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from data_generation import build_suites, check_suites, models
from data_generation.random_mlir_gen import KINDS, OpSpec, manifest_entry, program_text

REPO = Path(__file__).resolve().parents[1]
BENCHMARKS = REPO / "benchmarks"


@pytest.fixture(scope="module")
def single_ops() -> dict:
    return json.loads((BENCHMARKS / "single_ops" / "manifest.json").read_text())


@pytest.fixture(scope="module")
def neural_nets() -> dict:
    return json.loads((BENCHMARKS / "neural_nets" / "manifest.json").read_text())


def test_single_ops_manifest_invariants(single_ops) -> None:
    assert check_suites.single_ops_problems(single_ops, BENCHMARKS / "single_ops") == []
    programs = single_ops["programs"]
    train = [e for e in programs if e["split"] == "train"]
    evaluation = [e for e in programs if e["split"] == "eval"]
    assert len(train) >= 300 and len(evaluation) >= 60
    assert len(train) + len(evaluation) == len(programs)
    for split in (train, evaluation):
        assert {e["kind"] for e in split} == set(KINDS)
    train_shapes = {OpSpec.from_json(e).signature() for e in train}
    assert not train_shapes & {OpSpec.from_json(e).signature() for e in evaluation}
    for entry in programs:
        assert (BENCHMARKS / "single_ops" / entry["file"]).is_file()
        assert Path(entry["file"]).parts[0] == entry["split"]
        assert 0 < entry["untransformed_median_s"] < 2.0
        assert entry["timed_runs"] >= 3


def test_single_ops_are_exactly_what_the_builder_generates(single_ops) -> None:
    """Regenerating gives the same programs: the suite is deterministic and up to date."""
    entries = [
        manifest_entry(spec, spec.name(), f"{split}/{spec.name()}.mlir", split)
        for split, specs in build_suites.single_op_specs().items()
        for spec in specs
    ]
    shipped = [
        {key: value for key, value in entry.items() if key not in build_suites.timing_fields(0, 0)}
        for entry in single_ops["programs"]
    ]
    assert shipped == entries
    for split, specs in build_suites.single_op_specs().items():
        for spec in specs[:10]:
            path = BENCHMARKS / "single_ops" / split / f"{spec.name()}.mlir"
            assert path.read_text() == program_text(spec)
    on_disk = {p.relative_to(BENCHMARKS / "single_ops").as_posix()
               for p in (BENCHMARKS / "single_ops").rglob("*.mlir")}  # fmt: skip
    assert on_disk == {entry["file"] for entry in entries}


def test_neural_nets_manifest_invariants(neural_nets) -> None:
    assert check_suites.neural_nets_problems(neural_nets, BENCHMARKS / "neural_nets") == []
    assert [entry["name"] for entry in neural_nets["programs"]] == list(models.MODELS)
    for entry in neural_nets["programs"]:
        assert entry["factory"] == f"data_generation.models:{entry['name']}"
        assert tuple(entry["input_shape"]) == models.INPUT_SHAPES[entry["name"]]
        assert entry["arg_names"][0] == "input"
        limit_s = 10.0 if entry["name"] in models.WHOLE_NETWORKS else 2.0
        assert entry["flops"] > 0 and 0 < entry["untransformed_median_s"] < limit_s
        assert (BENCHMARKS / "neural_nets" / entry["file"]).is_file()
    assert not list((BENCHMARKS / "neural_nets").glob("*.npz"))  # no weights shipped


def test_checker_passes_on_a_sample(single_ops, neural_nets, capsys) -> None:
    ops = check_suites.sample(single_ops["programs"], 2 * len(KINDS), seed=0)
    assert {(e["kind"], e["split"]) for e in ops} == {
        (k, s) for k in KINDS for s in ("train", "eval")
    }
    for entry in ops:
        check_suites.check_single_op(BENCHMARKS / "single_ops", entry, seed=1)
    for entry in check_suites.sample(neural_nets["programs"], 2, seed=0):
        check_suites.check_network(BENCHMARKS / "neural_nets", entry, seed=1)


def test_sample_is_seeded_and_spread_over_kinds(single_ops) -> None:
    programs = single_ops["programs"]
    first = check_suites.sample(programs, 6, seed=3)
    assert first == check_suites.sample(programs, 6, seed=3)
    assert {e["kind"] for e in first} == set(KINDS)
    assert first != check_suites.sample(programs, 6, seed=4)
    assert check_suites.sample(programs, None, seed=0) == programs


def wrong_add_suite(root: Path) -> Path:
    """A suite holding one add program that subtracts (and one correct relu)."""
    suite = root / "single_ops"
    entries = []
    for split, kind, shape in (("train", "add", (12, 40)), ("eval", "relu", (3, 8, 5))):
        spec = OpSpec(kind, {"A": shape, **({"B": shape} if kind == "add" else {}), "C": shape})
        text = program_text(spec)
        if kind == "add":
            assert "arith.addf" in text
            text = text.replace("arith.addf", "arith.subf")
        (suite / split).mkdir(parents=True)
        (suite / split / f"{spec.name()}.mlir").write_text(text)
        entries.append(manifest_entry(spec, spec.name(), f"{split}/{spec.name()}.mlir", split))
    (suite / "manifest.json").write_text(json.dumps({"programs": entries}))
    return suite


def test_reference_check_fails_for_a_wrong_program(tmp_path) -> None:
    suite = wrong_add_suite(tmp_path)
    manifest = json.loads((suite / "manifest.json").read_text())
    bad, good = manifest["programs"]
    with pytest.raises(check_suites.CheckError, match="differs from the reference"):
        check_suites.check_single_op(suite, bad)
    check_suites.check_single_op(suite, good)
    # A manifest that disagrees with the program is a failure too.
    lying = {**good, "shapes": {"A": [3, 8, 6], "C": [3, 8, 6]}}
    with pytest.raises(check_suites.CheckError, match="loops"):
        check_suites.check_single_op(suite, lying)


def test_checker_cli_reports_each_failure_and_exits_1(tmp_path) -> None:
    wrong_add_suite(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "data_generation.check_suites", "--suite", "single_ops",
         "--root", str(tmp_path)],
        capture_output=True, text=True, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    fails = [line for line in lines if line.startswith("FAIL ")]
    assert any("add_12x40.mlir: output differs from the reference" in line for line in fails)
    assert any("manifest.json" in line and "fewer than 300" in line for line in fails)
    assert not any("relu_3x8x5.mlir" in line for line in fails)
    assert lines[-1].startswith("checked 2 programs (single_ops 2)")
