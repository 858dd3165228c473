"""The op-family suite (`benchmarks/families`): its generator is reproducible, every
contraction has the roles the core reads back as generated, every row chain (softmax,
layer and RMS norms, reductions) parses into the generics of its form and names the
native op of its reference, every transpose is one permuted copy, and the shipped suite
is exactly what the builder writes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from data_generation import build_suites, family_gen, row_families
from rl_autoscheduler.ir.contraction import contraction_loops
from rl_autoscheduler.ir.program import Program

SUITE = Path(__file__).resolve().parents[1] / "benchmarks" / "families"


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads((SUITE / "manifest.json").read_text())


def test_same_seed_same_programs_and_the_window_and_loop_cap_hold():
    first, again = family_gen.generate(30, 5), family_gen.generate(30, 5)
    assert [family_gen.program_text(s) for s in first] == [
        family_gen.program_text(s) for s in again
    ]
    assert first != family_gen.generate(30, 6)
    low, high = family_gen.TIME_WINDOW_S
    assert all(low <= spec.estimated_seconds() <= high for spec in first)
    assert all(len(spec.loops) <= family_gen.MAX_LOOPS for spec in first)
    excluded = family_gen.generate(10, 5, exclude={spec.signature() for spec in first})
    assert not {s.signature() for s in excluded} & {s.signature() for s in first}


def test_the_generator_covers_the_map_shapes_real_programs_have():
    specs = family_gen.generate(60, 3)
    roles = [[role for _, _, role in spec.loops] for spec in specs]
    assert any("batch" not in r for r in roles) and any(r.count("batch") == 2 for r in roles)
    assert any(r.count("k") == 2 for r in roles) and any(r.count("m") == 2 for r in roles)
    assert any(r.index("k") < r.index("n") for r in roles)  # the reduction not innermost
    assert any(spec.b.endswith(spec.b[-1]) and spec.b[-1] in "kl" for spec in specs)  # B^T


def test_every_contraction_parses_with_the_roles_it_was_generated_with(manifest):
    for entry in manifest["programs"]:
        if entry["kind"] != "contraction":
            continue
        program = Program.from_file(SUITE / entry["file"])
        (nest,) = program.ops
        roles = contraction_loops(nest)
        assert roles is not None, entry["name"]
        by_role = {"batch": roles.batch, "m": roles.m, "n": roles.n, "k": roles.k}
        generated: dict[str, list[int]] = {"batch": [], "m": [], "n": [], "k": []}
        for index, (_, _, role) in enumerate(entry["loops"]):
            generated[role].append(index)
        if entry["operands"]["C"][-1] in "mp":  # C stored N M: the core calls B the M side
            generated["m"], generated["n"] = generated["n"], generated["m"]
        assert {k: list(v) for k, v in by_role.items()} == generated, entry["name"]
        assert program.flops() == entry["flops"]


GENERICS = {
    ("softmax", "split"): 6,
    ("softmax", "fused"): 4,
    ("layernorm", "affine"): 4,
    ("layernorm", "plain"): 4,
    ("rmsnorm", "split"): 3,
    ("rmsnorm", "fused"): 2,
    **{("reduction", form): 1 for form in row_families.FORMS["reduction"]},
}


def test_every_row_chain_parses_into_its_forms_generics_and_names_its_native_op(manifest):
    seen = set()
    for entry in manifest["programs"]:
        if entry["kind"] not in row_families.ROW_FAMILIES:
            continue
        program = Program.from_file(SUITE / entry["file"])
        generics = [nest for nest in program.ops if nest.op_name == "linalg.generic"]
        assert len(generics) == GENERICS[entry["kind"], entry["form"]], entry["name"]
        axis = -2 if entry["form"].endswith("outer") else -1
        reductions = [nest for nest in generics if nest.loops[axis].is_reduction]
        assert reductions and all(
            n.loops[axis].trip_count == entry["shape"][axis] for n in reductions
        ), entry["name"]
        native = row_families.NATIVE.get(entry["kind"])
        assert entry["native"]["op"] == (native or entry["native"]["op"]), entry["name"]
        assert entry["native"]["dim"] == axis
        low, high = row_families.TIME_WINDOW_S
        assert low <= entry["estimated_s"] <= high
        seen.add((entry["kind"], entry["split"]))
    assert seen == {(f, s) for f in row_families.ROW_FAMILIES for s in ("train", "eval")}


def test_every_transpose_is_one_permuted_copy_named_by_its_native_permute(manifest):
    transposes = [e for e in manifest["programs"] if e["kind"] == "transpose"]
    assert {e["split"] for e in transposes} == {"train", "eval"}
    for entry in transposes:
        program = Program.from_file(SUITE / entry["file"])
        (nest,) = program.ops
        assert not any(loop.is_reduction for loop in nest.loops)
        source, result = nest.operands
        # Output dimension i reads input dimension permutation[i].
        for i, j in enumerate(entry["permutation"]):
            assert source.access_matrix[j][i] == 1, entry["name"]
        assert result.shape == tuple(entry["shape"][j] for j in entry["permutation"])
        assert entry["native"] == {"op": "permute", "dims": entry["permutation"]}


def test_the_shipped_suite_is_what_the_builder_writes(manifest, tmp_path):
    built = build_suites.build_families(tmp_path, measure=False, log=lambda _: None)
    timing = set(build_suites.timing_fields(0, 0))
    strip = [{k: v for k, v in e.items() if k not in timing} for e in manifest["programs"]]
    assert strip == [{k: v for k, v in e.items() if k not in timing} for e in built["programs"]]
    for entry in built["programs"]:
        assert (tmp_path / "families" / entry["file"]).read_text() == (
            SUITE / entry["file"]
        ).read_text()
    assert {p.relative_to(SUITE).as_posix() for p in SUITE.rglob("*.mlir")} == {
        e["file"] for e in manifest["programs"]
    }
    assert all(e["untransformed_median_s"] and e["timed_runs"] >= 3 for e in manifest["programs"])
