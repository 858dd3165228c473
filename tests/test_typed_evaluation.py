"""Typed evaluation: results rows as MethodResult (the results.json schema kept), the
settings' command line generated from their fields, and report/plots without a cycle."""

import ast
import json
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation package lives at the top of the repository
    sys.path.insert(0, str(ROOT))

from evaluation.results import MethodResult, failed  # noqa: E402
from evaluation.settings import Settings, settings_parser  # noqa: E402
from rl_autoscheduler.cli_fields import FieldParser, Flag, field_docs  # noqa: E402
from rl_autoscheduler.config import Validated  # noqa: E402
from rl_autoscheduler.measurement.measure import Measurement  # noqa: E402

# Rows as the runner wrote them before MethodResult (one of each shape, from a real run;
# long lists cut): measured ok, measured with extras, a framework, a framework that does
# not apply, a method that does not apply, a failure, a measured failure (nulls).
OLD_ROWS = {
    "untransformed": {
        "method": "untransformed",
        "available": True,
        "ok": True,
        "verified": True,
        "failure_kind": None,
        "error": None,
        "time_s": 0.024474334,
        "times_s": [0.02440759, 0.024462802],
        "paired_speedup": 1.0046125950739413,
        "paired_baseline_s": 0.024575639,
        "max_rel_error": 0.0,
        "compile_s": 0.013885643999856256,
        "schedule": [],
        "measurements": 1,
        "own_median_s": 0.024575639,
        "reference_check": "max relative error 2.87e-07",
        "speedup": 1.0,
        "gflops": 0.7380531784848569,
    },
    "greedy_search": {
        "method": "greedy_search",
        "available": True,
        "ok": True,
        "verified": True,
        "failure_kind": None,
        "error": None,
        "time_s": 0.000273786,
        "times_s": [0.000273335, 0.000273786],
        "paired_speedup": 89.62881593653438,
        "paired_baseline_s": 0.024539115,
        "max_rel_error": 1.9045499011500511e-07,
        "compile_s": 0.05811068099956174,
        "schedule": [{"kind": "tile", "tag": "op0", "sizes": [4, 7, 32, 1]}],
        "measurements": 2,
        "budget": 2,
        "budget_exhausted": True,
        "search_s": 0.7863527340005021,
        "failed_trials": 0,
        "log": [{"op": "op0", "measured": 2}],
        "speedup": 89.4,
        "gflops": 66.0,
    },
    "pytorch": {
        "method": "pytorch",
        "version": "2.13.0+cpu",
        "layout": "nchw",
        "note": "max relative error 2.87e-07",
        "foreign_load_cores": 0.9986884937435276,
        "ok": True,
        "correct": True,
        "times_s": [0.00016721799966035178, 0.00012349300050118472],
        "time_s": 0.00012134999997215346,
        "layout_times_s": {"nchw": 0.00012134999997215346},
        "wall_s": 7.9816900360001455,
        "available": True,
        "verified": True,
        "measurements": 0,
        "speedup": 201.68384017813102,
        "gflops": 148.85339929250148,
    },
    "numpy": {
        "method": "numpy",
        "ok": False,
        "correct": False,
        "failure_kind": "unsupported",
        "error": "the numpy reference covers single matmul and batch_matmul ops",
        "available": False,
        "note": "the numpy reference covers single matmul and batch_matmul ops",
        "wall_s": 9.44,
        "verified": False,
        "measurements": 0,
        "speedup": None,
        "gflops": None,
    },
    "expert": {
        "method": "expert",
        "available": False,
        "ok": False,
        "verified": False,
        "note": "no expert schedule for this benchmark",
        "speedup": None,
        "gflops": None,
    },
    "random_search": {
        "method": "random_search",
        "available": True,
        "ok": False,
        "verified": False,
        "failure_kind": "no_verified_trial",
        "error": "none of 2 random schedules verified (compile_error)",
        "measurements": 2,
        "failed_trials": 2,
        "trial_paired_speedups": [None, None],
        "speedup": None,
        "gflops": None,
    },
    "agent": {
        "method": "agent",
        "available": True,
        "ok": False,
        "verified": False,
        "failure_kind": "compile_error",
        "error": "LLVM lowering failed",
        "time_s": None,
        "times_s": [],
        "paired_speedup": None,
        "paired_baseline_s": 0.0245,
        "max_rel_error": None,
        "compile_s": None,
        "schedule": [{"kind": "vectorize", "tag": "op0"}],
        "measurements": 1,
        "choose_s": 0.02,
        "speedup": None,
        "gflops": None,
    },
}


@pytest.mark.parametrize("method", sorted(OLD_ROWS))
def test_a_results_file_row_round_trips_with_the_same_keys(method):
    row = json.loads(json.dumps(OLD_ROWS[method]))  # as read from results.json
    result = MethodResult.from_json(row)
    assert result.to_json() == row
    assert set(result.to_json()) == set(row)


def test_typed_fields_and_extras_are_read_from_the_row():
    untransformed = MethodResult.from_json(OLD_ROWS["untransformed"])
    assert untransformed.ok and untransformed.verified and untransformed.measurements == 1
    assert untransformed.extra == {
        "own_median_s": 0.024575639,
        "reference_check": "max relative error 2.87e-07",
    }
    assert untransformed.verified_speedup() == 1.0
    assert MethodResult.from_json(OLD_ROWS["expert"]).verified_speedup() is None
    assert MethodResult.from_json(OLD_ROWS["pytorch"]).extra["layout"] == "nchw"


def test_an_old_row_with_missing_or_unknown_keys_loads_with_defaults():
    old = MethodResult.from_json({"ok": True, "speedup": 2.0, "a_key_from_the_future": 1}, "jax")
    assert old.method == "jax" and old.available and old.verified  # verified defaulted to ok
    assert old.verified_speedup() == 2.0
    assert old.to_json()["a_key_from_the_future"] == 1
    assert MethodResult.from_json({}, "expert").verified_speedup() is None


def test_rows_built_by_the_runner_have_the_keys_runs_always_wrote():
    m = Measurement(
        program="p",
        schedule=[{"kind": "vectorize", "tag": "op0"}],
        threads=2,
        correct=False,
        error="LLVM lowering failed",
        failure_kind="compile_error",
        baseline_s=0.0245,
    )
    measured = MethodResult.measured("agent", m, measurements=1, choose_s=0.02)
    measured.finish(t0=0.0245, flops=1e6)
    assert set(measured.to_json()) == set(OLD_ROWS["agent"])
    assert measured.to_json()["time_s"] is None  # NaN is null, strict JSON
    failure = MethodResult.failure(
        "random_search",
        "no_verified_trial",
        "none",
        measurements=2,
        failed_trials=2,
        trial_paired_speedups=[None, None],
    )
    failure.finish(t0=0.0245, flops=1e6)
    assert set(failure.to_json()) == set(OLD_ROWS["random_search"])
    unavailable = MethodResult.unavailable("expert", "no expert schedule for this benchmark")
    unavailable.finish(t0=0.0245, flops=1e6)
    assert unavailable.to_json() == OLD_ROWS["expert"]
    assert failed("jax", "crash", "killed") == {
        "method": "jax",
        "available": True,
        "ok": False,
        "verified": False,
        "failure_kind": "crash",
        "error": "killed",
    }


def test_finish_fills_speedup_and_gflops_from_t0():
    row = MethodResult.from_json(OLD_ROWS["greedy_search"])
    row.finish(t0=0.02, flops=2e6)
    assert math.isclose(row.speedup, 0.02 / 0.000273786)
    assert math.isclose(row.gflops, 2e6 / 0.000273786 / 1e9)


# --------------------------------------------------------------------------- settings CLI


def _parser():
    return settings_parser("evaluate", "test", "benchmarks/single_ops", "eval")


def test_flags_come_from_the_fields_with_their_default_and_docstring():
    text = " ".join(_parser().parser.format_help().split())
    docs = field_docs(Settings)
    assert docs["random_trials"].startswith("Random search budget")
    assert f"--random-trials RANDOM_TRIALS {docs['random_trials']} (default: 50)" in text
    assert "--agent-trials AGENT_TRIALS" in text and "(default: 8)" in text
    # Nested TimingOptions: its field's docstring, the evaluation's default (not training's).
    assert "--repeat REPEAT At most this many timed runs; at least `min_repeat`." in text
    assert "--budget BUDGET Stop adding timed runs past this many seconds per kernel." in text
    assert "(default: 1.0)" in text and "--warmup-s WARMUP_S Warm up for at least" in text
    for flag in ("--suite", "--split", "--names", "--limit", "--experts", "--greedy-budget"):
        assert flag in text
    for flag in ("--threads", "--workers", "--seed", "--min-repeat", "--warmup", "--skip"):
        assert flag in text
    for flag in ("--task-timeout", "--cluster", "--cluster-config", "--out", "--quiet"):
        assert flag in text


def test_parsed_flags_load_into_nested_timing_and_cluster():
    argv = ["--checkpoint", "c.pt", "--repeat", "3", "--budget", "0.2", "--random-trials", "3"]
    argv += ["--workers", "1", "--task-timeout", "30", "--skip", "jax", "numpy", "--quiet"]
    settings = _parser().parse(argv)
    assert settings.checkpoint == "c.pt" and settings.random_trials == 3
    assert settings.timing.repeat == 3 and settings.timing.budget_s == 0.2
    assert settings.timing.threads == 2 and settings.timing.warmup_s == 0.05  # eval defaults
    assert settings.cluster.workers == 1 and settings.cluster.task_timeout_s == 30.0
    assert settings.cluster.cache_path is None  # no flag: the evaluation's default
    assert settings.skip == ["jax", "numpy"] and settings.quiet
    assert settings.methods()[:3] == ["untransformed", "agent", "agent_trials"]
    assert "jax" not in settings.methods()
    neural = settings_parser("n", "d", "benchmarks/neural_nets", None).parse(["--checkpoint", "c"])
    assert neural.suite == "benchmarks/neural_nets" and neural.split is None


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--repeat", "0"], "--repeat must be at least 1, not 0"),
        (["--repeat", "2"], "--min-repeat must be between 1 and repeat, not 3"),
        (["--random-trials", "-1"], "--random-trials must be at least 0, not -1"),
        (["--workers", "0"], "--workers must be at least 1"),
        (["--budget", "fast"], "argument --budget: invalid float value: 'fast'"),
        (["--skip", "everything"], "argument --skip: invalid choice: 'everything'"),
    ],
)
def test_a_bad_value_is_one_error_naming_the_flag(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_:
        _parser().parse(["--checkpoint", "c.pt", *argv])
    assert exit_.value.code == 2
    errors = [line for line in capsys.readouterr().err.splitlines() if "error:" in line]
    assert len(errors) == 1 and message in errors[0], errors


def test_settings_load_from_json_like_a_training_config(tmp_path):
    path = tmp_path / "eval.json"
    path.write_text(json.dumps({"checkpoint": "c.pt", "timing": {"repeat": 4}, "limit": 3}))
    settings = Settings.load(path)
    assert settings.timing.repeat == 4 and settings.limit == 3
    path.write_text(json.dumps({"checkpoint": "c.pt", "timing": {"repeats": 4}}))
    with pytest.raises(ValueError, match=r"eval.json.timing: unknown key\(s\) \['repeats'\]"):
        Settings.load(path)


def test_the_config_in_results_json_keeps_its_keys():
    settings = _parser().parse(["--checkpoint", "c.pt"])
    config = settings.to_json(settings.measuring_cluster())
    written_before = {  # results.json's config keys before the settings were nested
        "baseline_timeout_s", "budget_s", "checkpoint", "cluster", "cluster_config", "experts",
        "greedy_budget", "limit", "min_repeat", "names", "out", "quiet", "random_trials",
        "repeat", "seed", "skip", "speedup", "split", "suite", "task_timeout_s", "threads",
        "timing", "warmup", "warmup_s", "workers", "agent_trials",
    }  # fmt: skip
    added_since = {"settle_s", "rounds", "records", "op_shares"}  # and the per-op shares
    assert set(config) == written_before | added_since
    assert config["cluster"] == {"kind": "local", "workers": 2, "cache": None}
    assert config["timing"]["budget_s"] == config["budget_s"] == 1.0
    json.dumps(config)


@dataclass(frozen=True)
class _Inner(Validated):
    size: int = 4
    """Size of the thing."""
    rate: float = 0.5

    def validate(self):
        return None if self.size > 0 else f"size must be positive, not {self.size}"


@dataclass(frozen=True)
class _Outer(Validated):
    name: str
    """What to call it (100% required)."""
    tags: list[str] = field(default_factory=list)
    """Labels."""
    verbose: bool = False
    inner: _Inner = _Inner(size=8)


def test_the_generic_helper_on_any_validated_dataclass(capsys):
    parser = FieldParser(_Outer, prog="tool", flags={"inner.rate": Flag(help="How fast.")})
    text = " ".join(parser.parser.format_help().split())
    assert "--name NAME What to call it (100% required)." in text
    assert "--size SIZE Size of the thing. (default: 8)" in text  # the nested default
    assert "--rate RATE How fast. (default: 0.5)" in text
    parsed = parser.parse(["--name", "x", "--tags", "a", "b", "--verbose", "--rate", "2"])
    assert parsed == _Outer("x", ["a", "b"], True, _Inner(8, 2.0))
    with pytest.raises(SystemExit) as exit_:
        parser.parse(["--name", "x", "--size", "0"])
    assert exit_.value.code == 2
    assert "tool: error: --size must be positive, not 0" in capsys.readouterr().err
    with pytest.raises(ValueError, match="two fields would be --size"):
        FieldParser(_Outer, flags={"inner.rate": Flag(name="--size")})
    with pytest.raises(ValueError, match="no field"):
        FieldParser(_Outer, flags={"inner.speed": Flag(help="?")})


# --------------------------------------------------------------------------- imports


def _evaluation_imports(name: str) -> set[str]:
    """The evaluation modules `evaluation/<name>.py` imports, at any depth of its code."""
    tree = ast.parse((ROOT / "evaluation" / f"{name}.py").read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {m.removeprefix("evaluation.") for m in found if m.startswith("evaluation")}


REPORT = ("report", "report_markdown", "report_html", "report_mlflow", "summary", "disagreements")
"""The report's modules: report.md, the page, MLflow, the figures and the disagreements."""


def test_report_and_plots_do_not_import_each_other():
    plots = _evaluation_imports("plots")
    report = set().union(*(_evaluation_imports(name) for name in REPORT))
    assert not plots & set(REPORT), plots  # plots read labels and rows from evaluation.results
    assert "results" in plots and "results" in report
    assert not _evaluation_imports("results") & {*REPORT, "plots", "runner"}
    # The figures come first: every other part of the report reads them, never the reverse.
    assert not _evaluation_imports("summary") & (set(REPORT) - {"summary"})


def test_a_method_that_kept_the_untransformed_program_reports_exactly_1x(tmp_path):
    """An agent that chose no step (or a search that found nothing better) returns the
    untransformed program; its row is that program's, at T0, never a second timing's
    noise reported as a speedup or a slowdown."""
    from programs import MATMUL

    from evaluation.run_results import record_of
    from evaluation.suites import Benchmark
    from rl_autoscheduler.ir.program import Program

    benchmark = Benchmark("matmul", tmp_path / "m.mlir", Program.from_text(MATMUL), "matmul")
    timings = [
        Measurement("matmul", [], 2, correct=True, baseline_s=s, time_s=s, speedup=1.0)
        for s in (0.010, 0.011, 0.013)
    ]
    untransformed = MethodResult.measured("untransformed", timings[2], measurements=1)
    kept = untransformed.renamed("agent", schedule=[], measurements=0)
    scheduled = Measurement(
        "matmul", [{"kind": "vectorize", "tag": "op0"}], 2, correct=True, time_s=0.005
    )
    rows = {
        "untransformed": untransformed,
        "agent": kept,
        "expert": MethodResult.measured("expert", scheduled, measurements=1),
    }
    record = record_of(benchmark, rows, timings).finished(["untransformed", "agent"])
    results = record["results"]
    assert record["untransformed_s"] == pytest.approx(0.011)
    assert results["untransformed"]["speedup"] == pytest.approx(1.0)
    assert results["agent"]["speedup"] == pytest.approx(1.0)  # not 0.011 / 0.013
    assert results["expert"]["speedup"] == pytest.approx(0.011 / 0.005)


def test_rounds_fold_into_the_median_round_and_a_failed_round_is_kept():
    from evaluation.rounds import median_row

    def timed(seconds: float) -> MethodResult:
        return MethodResult("pytorch", ok=True, verified=True, time_s=seconds)

    row = median_row([timed(0.003), timed(0.001), timed(0.002)])
    assert row.time_s == 0.002
    assert row.extra["round_times_s"] == [0.003, 0.001, 0.002] and row.extra["rounds"] == 3
    crash = MethodResult.failure("pytorch", "crash", "killed by signal 11")
    kept = median_row([timed(0.001), crash, timed(0.002)])
    assert not kept.ok and kept.failure_kind == "crash"


def test_a_search_s_kept_schedule_is_its_median_round_and_keeps_the_search_s_keys():
    """With rounds, a search is not credited with the luckiest of its timings: its kept
    schedule re-timed in the later rounds gives the median; its own keys stay."""
    from evaluation.rounds import Phase, retime_winners

    schedule = [{"kind": "vectorize", "tag": "op0"}]

    def timed(seconds: float, measurements: int) -> MethodResult:
        row = MethodResult("random_search", ok=True, verified=True, time_s=seconds)
        return row.update(schedule=schedule, measurements=measurements)

    found = timed(0.001, 50).update(trial_paired_speedups=[2.0, 3.0])
    phase = Phase([{"random_search": found}], [[]])
    retime_winners(
        phase, [[{"random_search": timed(0.003, 1)}], [{"random_search": timed(0.002, 1)}]]
    )
    row = phase.rows[0]["random_search"]
    assert row.time_s == 0.002 and row.extra["round_times_s"] == [0.001, 0.003, 0.002]
    assert row.measurements == 50 and row.extra["trial_paired_speedups"] == [2.0, 3.0]
    crash = MethodResult.failure("random_search", "crash", "killed by signal 11")
    flaky = Phase([{"random_search": timed(0.001, 50)}], [[]])
    retime_winners(flaky, [[{"random_search": crash}]])
    kept = flaky.rows[0]["random_search"]
    assert not kept.ok and kept.failure_kind == "crash" and kept.measurements == 50
