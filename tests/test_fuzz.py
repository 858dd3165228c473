"""The fuzzing harness: a small fixed-seed run is clean, and its verdict logic fails runs
that a wrong result, a crash or an unclassified failure should fail."""

import json
from collections import Counter

import pytest

from rl_autoscheduler.commands.fuzz import (
    FAMILIES,
    GROUP_ORDER,
    NEURAL_NETS,
    OUTCOMES,
    SINGLE_OPS,
    choose_programs,
    exit_code,
    external_candidates,
    main,
    outcome,
    outcome_table,
    resumed_results,
    suite_candidates,
    write_results,
)
from rl_autoscheduler.measurement.measure import Measurement

SCHEDULE = [{"kind": "vectorize", "tag": "op0"}]


def failed(kind: str | None, error: str | None = "why") -> Measurement:
    result = Measurement("p.mlir", SCHEDULE, threads=2)
    result.failure_kind, result.error = kind, error
    return result


def passed() -> Measurement:
    result = Measurement("p.mlir", SCHEDULE, threads=2, correct=True)
    result.speedup = 1.5
    return result


def test_programs_cover_every_kind_with_modest_baselines_and_depend_on_the_seed():
    candidates = (
        suite_candidates(SINGLE_OPS)
        + suite_candidates(FAMILIES)
        + suite_candidates(NEURAL_NETS)
        + external_candidates()
    )
    count = 2 * len(GROUP_ORDER)
    chosen = choose_programs(candidates, count, seed=3, max_baseline_s=0.01)
    assert Counter(c.kind for c in chosen) == {kind: 2 for kind in GROUP_ORDER}
    assert all(c.baseline_s <= 0.01 for c in chosen if c.kind != "network")
    assert len({c.name for c in chosen}) == count
    assert chosen == choose_programs(candidates, count, seed=3, max_baseline_s=0.01)
    assert chosen != choose_programs(candidates, count, seed=4, max_baseline_s=0.01)


@pytest.mark.parametrize(
    ("results", "code"),
    [
        ([passed(), failed("compile_error"), failed("timeout"), failed("out_of_memory")], 0),
        ([passed(), failed("transform_error")], 0),
        ([passed(), failed("wrong_result")], 1),
        ([passed(), failed("crash")], 1),
        ([passed(), failed(None)], 1),  # failed, no kind
        ([passed(), failed("mystery")], 1),  # a kind nobody knows
        ([failed(None, error=None)], 1),  # not ok, no error at all
    ],
)
def test_exit_code_fails_wrong_results_crashes_and_unclassified_failures(results, code):
    assert exit_code(results) == code


def test_table_counts_every_outcome_with_an_example_and_its_reason():
    results = [passed(), passed(), failed("wrong_result", "outputs differ (max 0.5)")]
    results.append(failed("mystery", "no kind explains this"))
    table = outcome_table(results)
    rows = dict(line.split()[:2] for line in table.splitlines()[2 : 3 + len(OUTCOMES)])
    assert rows["ok"] == "2" and rows["wrong_result"] == "1" and rows["unclassified"] == "1"
    assert rows["crash"] == "0" and rows["total"] == "4"
    assert "outputs differ (max 0.5)" in table and "no kind explains this" in table
    assert json.dumps(SCHEDULE) in table
    assert outcome(results[-1]) == "unclassified"


def test_bad_arguments_are_one_line_and_exit_code_2(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--programs", "0", "--schedules-per-program", "3"])
    assert exit_info.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    with pytest.raises(SystemExit) as exit_info:
        main(["--programs", "3"])
    assert exit_info.value.code == 2


def test_a_small_fixed_seed_run_has_no_wrong_result_crash_or_unclassified_failure(tmp_path):
    # One program of each kind (a contraction, a small network and a program another
    # project wrote among them), 6 schedules each: 54 random legal schedules, measured and
    # verified on a LocalCluster.
    out = tmp_path / "fuzz.json"
    argv = ["--programs", "9", "--schedules-per-program", "6", "--seed", "11"]
    argv += ["--max-baseline-ms", "10", "--max-network-ms", "5", "--out", str(out)]
    code = main(argv)
    results = [Measurement(**r) for r in json.loads(out.read_text())["results"]]
    assert len(results) == 54
    outcomes = Counter(outcome(r) for r in results)
    bad = [r for r in results if outcome(r) in ("wrong_result", "crash", "unclassified")]
    assert not bad, [(r.program, r.schedule, r.failure_kind, r.error) for r in bad]
    assert outcomes["ok"] >= 45, outcomes
    assert code == exit_code(results) == 0
    # --resume with the same arguments measures nothing again (every time is kept as it
    # was); with other arguments it refuses, in one line, and leaves the file alone.
    before = out.read_text()
    assert main([*argv, "--resume"]) == 0
    assert json.loads(out.read_text())["results"] == json.loads(before)["results"]
    assert main([*argv[:5], "12", *argv[6:], "--resume"]) == 2
    assert out.read_text() != "" and json.loads(out.read_text())["results"]


def test_resume_needs_the_results_file(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--programs", "1", "--schedules-per-program", "1", "--resume"])
    assert exit_info.value.code == 2
    assert "--resume needs --out" in capsys.readouterr().err


def test_a_run_resumes_under_either_name_of_the_command(tmp_path):
    out = tmp_path / "fuzz.json"
    arguments = ["--programs", "2", "--schedules-per-program", "1", "--out", str(out)]
    write_results(out, ["/venv/.../fuzz.py", *arguments], [], [failed("crash")])
    resumed = resumed_results(out, ["rl-autoscheduler fuzz", *arguments, "--resume"])
    assert [r.failure_kind for r in resumed] == ["crash"]
    with pytest.raises(ValueError, match="other arguments"):
        resumed_results(out, ["rl-autoscheduler fuzz", *arguments[:1], "3", *arguments[2:]])
