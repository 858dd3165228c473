"""The evaluation: report from a results file, suites and kind inference, the greedy
search, the PyTorch/JAX baselines, and one small end-to-end run with a tiny agent."""

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from test_optimize import train_tiny_checkpoint

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation package lives at the top of the repository
    sys.path.insert(0, str(ROOT))

from evaluation.references.harness import REFERENCE_CHECK, run_baselines  # noqa: E402
from evaluation.report import build_report  # noqa: E402
from evaluation.runner import METHODS, failed  # noqa: E402
from evaluation.suites import infer_kind, load_suite  # noqa: E402
from evaluation.summary import summarize  # noqa: E402
from evaluation.targets import evaluate_targets  # noqa: E402
from rl_autoscheduler.ir.program import Program  # noqa: E402
from rl_autoscheduler.measurement.measure import Measurement, geometric_mean  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions  # noqa: E402
from rl_autoscheduler.search.greedy import greedy_search  # noqa: E402

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="session")
def checkpoint(tmp_path_factory):
    return train_tiny_checkpoint(tmp_path_factory.getbasetemp() / "tiny-agent")


# --------------------------------------------------------------------------- report


def _row(method, time_s, speedup, **extra):
    return {
        "method": method,
        "available": True,
        "ok": True,
        "verified": True,
        "time_s": time_s,
        "speedup": speedup,
        "gflops": 1.0,
        "measurements": 1,
        **extra,
    }


def _hand_made_results(with_metrics: bool) -> dict:
    mm = {
        "name": "mm_small",
        "file": "mm_small.mlir",
        "kind": "matmul",
        "flops": 2_000_000,
        "untransformed_s": 0.008,
        "results": {
            "untransformed": _row("untransformed", 0.008, 1.0),
            "agent": _row("agent", 0.004, 2.0, schedule=[{"kind": "vectorize", "tag": "op0"}]),
            "agent_trials": _row(
                "agent_trials", 0.002, 4.0, schedule=[{"kind": "vectorize", "tag": "op0"}]
            ),
            "pytorch": _row("pytorch", 0.001, 8.0),
            "jax": failed("jax", "crash", "the baseline process was killed by SIGSEGV"),
            "numpy": _row("numpy", 0.001, 8.0),
            "torch_compile": _row("torch_compile", 0.002, 4.0, compile_s=1.5),
            "random_search": _row("random_search", 0.002, 4.0, schedule=[]),
            "greedy_search": _row("greedy_search", 0.0005, 16.0, schedule=[]),
            "expert": {"method": "expert", "available": False, "ok": False, "note": "none"},
        },
    }
    relu = {
        "name": "relu_small",
        "file": "relu_small.mlir",
        "kind": "relu",
        "flops": 100_000,
        "untransformed_s": 0.001,
        "results": {
            "untransformed": _row("untransformed", 0.001, 1.0),
            "agent": _row("agent", 0.000125, 8.0, schedule=[]),
            "agent_trials": _row("agent_trials", 0.000125, 8.0, schedule=[]),
            "pytorch": _row("pytorch", 0.0005, 2.0),
            "jax": _row("jax", 0.00025, 4.0),
            "numpy": {
                "method": "numpy",
                "available": False,
                "ok": False,
                "verified": False,
                "failure_kind": "unsupported",
                "note": "the numpy reference covers single matmul and batch_matmul ops",
            },
            "torch_compile": _row("torch_compile", 0.0005, 2.0, compile_s=1.0),
            "random_search": failed(
                "random_search", "no_verified_trial", "none of 3 random schedules verified"
            ),
            "greedy_search": _row("greedy_search", 0.0005, 2.0, schedule=[]),
            "expert": _row("expert", 0.0002, 5.0, schedule=[]),
        },
    }
    rows = [
        {"iteration": i, "loss": 1.0 / i, "entropy": 3.0 - 0.1 * i, "episode_return": 0.1 * i}
        for i in range(1, 6)
    ]
    return {
        "schema": 1,
        "run": "hand-made",
        "suite": "benchmarks/single_ops",
        "methods": list(METHODS),
        "config": {"threads": 2, "random_trials": 3, "greedy_budget": 8, "timing": {}},
        "machine": {"cpu": "test-cpu"},
        "agent": {"checkpoint": "runs/x/checkpoint.pt"},
        "training": {"metrics_path": "runs/x/metrics.jsonl", "rows": rows if with_metrics else []},
        "benchmarks": [mm, relu],
        "timings": {"total_s": 1.0},
    }


def test_geometric_means_count_verified_results_only():
    summary = summarize(_hand_made_results(with_metrics=False))
    assert summary["kinds"] == ["matmul", "relu"]
    assert summary["geomean"]["agent"]["overall"] == pytest.approx(4.0)
    assert summary["geomean"]["pytorch"]["matmul"] == pytest.approx(8.0)
    assert summary["geomean"]["jax"]["overall"] == pytest.approx(4.0)  # the crash is not 1x
    assert summary["counts"]["jax"]["overall"] == [1, 2]
    assert summary["counts"]["expert"]["overall"] == [1, 1]  # no expert is not a failure
    assert summary["geomean"]["random_search"]["relu"] is None
    listed = {(f["benchmark"], f["method"]): f for f in summary["failures"]}
    assert set(listed) == {("mm_small", "jax"), ("relu_small", "random_search")}
    assert "SIGSEGV" in listed["mm_small", "jax"]["reason"]
    assert geometric_mean([2.0, 8.0]) == pytest.approx(4.0)
    assert geometric_mean([]) is None
    assert geometric_mean([None, 2.0, float("nan"), 0.0, 8.0]) == pytest.approx(4.0)


@pytest.mark.parametrize("with_metrics", [True, False])
def test_report_builds_from_a_results_file(tmp_path, with_metrics):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(_hand_made_results(with_metrics)))
    report = build_report(path)
    text = (tmp_path / "report.md").read_text()
    assert text == report.markdown
    assert "| method | matmul | relu | overall |" in text
    assert "| agent (greedy pass) | 2.00x (1/1) | 8.00x (1/1) | 4.00x (2/2) |" in text
    assert "| JAX jit (XLA) | — (0/1) | 4.00x (1/1) | 4.00x (1/2) |" in text
    assert "### mm_small" in text and "### relu_small" in text
    assert (
        "| mm_small | JAX jit (XLA) | crash | the baseline process was killed by SIGSEGV |" in text
    )
    assert "none of 3 random schedules verified" in text
    assert "`vectorize(op0)`" in text
    plots = ["speedup_by_kind.png", "geomean_by_method.png", "speedup_per_benchmark.png"]
    if with_metrics:
        plots.append("training_curves.png")
    else:
        assert "training curves skipped: no training metrics" in text
        assert not (tmp_path / "training_curves.png").exists()
    for name in plots:
        data = (tmp_path / name).read_bytes()
        assert data.startswith(PNG) and len(data) > 2000, name
        assert f"]({name})" in text
    assert not list(tmp_path.glob(".*")), "no temporary file is left behind"


def test_the_report_flags_a_schedule_timed_apart_in_one_run(tmp_path):
    """The agent's one pass and its first trial are the same kernel: timed 4 ms and 2 ms
    in one run, the machine was disturbed, and the report says so."""
    results = _hand_made_results(with_metrics=False)
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    text = build_report(path).markdown
    assert (
        "The same schedule timed by several methods (on 1 benchmark): 1 disagree by more "
        "than 1.5x — **the machine was disturbed during some timings**: mm_small "
        "(agent (greedy pass) 4.000 ms, " in text
    )
    results["benchmarks"][0]["results"]["agent"]["time_s"] = 0.0024
    path.write_text(json.dumps(results))
    text = build_report(path).markdown
    assert "(on 1 benchmark): 0 disagree by more than 1.5x" in text
    assert "disturbed" not in text


def test_the_report_names_only_the_budgets_of_the_searches_it_ran(tmp_path):
    """A run that skipped a search must not print that search's (default) budget."""
    results = _hand_made_results(with_metrics=False)
    config = results.setdefault("config", {})
    config.update(random_trials=50, greedy_budget=50, skip=["greedy_search"])
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    text = build_report(path).markdown
    assert "- random search: 50 measured schedules per benchmark\n" in text
    assert "greedy search: at most" not in text
    config["skip"] = ["random_search", "greedy_search"]
    path.write_text(json.dumps(results))
    text = build_report(path).markdown
    assert "random search:" not in text and "greedy search:" not in text


def test_the_agent_s_targets_are_ratios_over_the_benchmarks_both_methods_verified(tmp_path):
    """One pass 2x/8x PyTorch on the matmul and 8x/2x on the relu: 1.0x, met; against
    random search only the matmul counts (random failed the relu): 0.5x, missed."""
    results = _hand_made_results(with_metrics=False)
    found = {t.text: t for t in evaluate_targets(results)}
    assert found["agent (greedy pass) >= 1x PyTorch eager"].met
    assert found["agent (greedy pass) >= 1x PyTorch eager"].measured.startswith("1.00x over 2")
    random = found["agent (greedy pass) >= 1x random search (3)"]
    assert not random.met and random.measured.startswith("0.50x over 1 benchmark")
    assert found["agent (trials) >= 1x greedy search (<=8)"].met

    relu_agent = results["benchmarks"][1]["results"]
    relu_agent["agent"] = _row("agent", 0.002, 0.5, schedule=[])
    slower = evaluate_targets(results)[-1]
    assert not slower.met and slower.measured.startswith("1 slower, 0 failed of 2")

    results["methods"] = [m for m in results["methods"] if m != "random_search"]
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    text = build_report(path).markdown
    assert "## The agent against its targets" in text
    assert "| agent (greedy pass) >= 1x PyTorch eager | 0.25x over 2 benchmarks | no |" in text
    assert ">= 1x random search" not in text  # skipped: not measured, so not shown as missed


def test_report_command_regenerates_the_report(tmp_path):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(_hand_made_results(with_metrics=True)))
    result = subprocess.run(
        [sys.executable, "-m", "evaluation.report", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "geomean speedup" in result.stdout and "2 failures" in result.stdout
    assert (tmp_path / "report.md").exists() and (tmp_path / "training_curves.png").exists()

    bad = tmp_path / "broken.json"
    bad.write_text("{")
    result = subprocess.run(
        [sys.executable, "-m", "evaluation.report", str(bad)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr


# --------------------------------------------------------------------------- suites


def test_expert_directory_kinds_are_inferred_from_the_loop_nests():
    benchmarks = {b.name: b for b in load_suite(ROOT / "benchmarks/schedules")}
    assert benchmarks, "benchmarks/schedules has programs with expert schedules"
    for benchmark in benchmarks.values():
        assert benchmark.expert is not None and benchmark.expert.suffix == ".json"
        assert benchmark.kind_source == "inferred"
    kinds = {b.kind for b in benchmarks.values()}
    assert {"matmul", "conv_2d_nchw_fchw", "pooling_nchw_max", "add"} <= kinds
    for benchmark in benchmarks.values():
        if benchmark.kind == "pooling_nchw_max":
            assert benchmark.attributes["window"] == [3, 3]
            assert benchmark.attributes["stride"] == [2, 2]


def test_inferred_kinds_match_the_manifest():
    manifest = json.loads((ROOT / "benchmarks/single_ops/manifest.json").read_text())
    seen = set()
    for entry in manifest["programs"]:
        if entry["kind"] in seen and entry["attributes"].get("padding", [0])[0] == 0:
            continue
        seen.add(entry["kind"])
        kind, attributes = infer_kind(
            Program.from_file(ROOT / "benchmarks/single_ops" / entry["file"])
        )
        assert kind == entry["kind"], entry["name"]
        for key, value in entry["attributes"].items():
            if key != "kernel":
                assert list(attributes[key]) == list(value), (entry["name"], key)


def test_limit_takes_the_op_kinds_in_turn():
    benchmarks = load_suite(ROOT / "benchmarks/single_ops", split="eval", limit=12)
    kinds = [b.kind for b in benchmarks]
    assert (
        len(kinds) == 12 and all(kinds.count(k) == 2 for k in set(kinds)) and len(set(kinds)) == 6
    )
    assert all(b.split == "eval" for b in benchmarks)


# --------------------------------------------------------------------------- greedy


@pytest.mark.usefixtures("avx512_rules")
def test_greedy_search_keeps_improvements_and_respects_the_budget():
    program = Program.from_file(ROOT / "benchmarks/schedules/matmul_256x512x384.mlir")
    calls = []

    def fake_measure_many(jobs):
        calls.append(len(jobs))
        results = []
        for _, schedule in jobs:
            kinds = [step.kind for step in schedule.steps]
            speedup = 1.0 + 2.0 * ("tile_parallel" in kinds) + 10.0 * ("vectorize" in kinds)
            m = Measurement(program.name, schedule.to_json(), 2, correct=True)
            m.baseline_s, m.time_s, m.speedup = 1.0, 1.0 / speedup, speedup
            results.append(m)
        return results

    result = greedy_search(program, fake_measure_many, budget=12)
    assert result.measurements == sum(calls) <= 12
    kinds = [step.kind for step in result.schedule.steps]
    assert "tile_parallel" in kinds and kinds[-1] == "vectorize", result.schedule.describe()
    assert result.best is not None and result.best.speedup == pytest.approx(13.0)
    assert result.log and result.log[0]["kept"]

    tight = greedy_search(program, fake_measure_many, budget=2)
    assert tight.measurements == 2 and tight.budget_exhausted


# --------------------------------------------------------------------------- baselines


def test_network_baselines_run_the_same_computation():
    """LeNet-5 (convolutions, pooling, view, linear layers) in PyTorch and in JAX."""
    spec = load_suite(ROOT / "benchmarks/neural_nets", names=["lenet5"])[0].spec()
    timing = TimingOptions(repeat=2, min_repeat=1, warmup=1, budget_s=0.2, seed=0)
    results = run_baselines(spec, 1, timing)
    for method in (REFERENCE_CHECK, "pytorch", "jax"):
        assert results[method]["ok"], (method, results[method])
    for method in ("pytorch", "jax"):
        assert results[method]["time_s"] > 0 and results[method]["correct"]


def test_a_baseline_that_cannot_run_is_a_listed_failure(tmp_path):
    source = tmp_path / "transpose.mlir"
    source.write_text(
        "func.func @t(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
        "  %0 = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%b : tensor<4x8xf32>)"
        " permutation = [1, 0]\n  return %0 : tensor<4x8xf32>\n}\n"
    )
    kind, _ = infer_kind(Program.from_file(source))
    assert kind == "transpose"
    spec = {"name": "t", "path": str(source), "kind": kind, "attributes": {}, "network": None}
    results = run_baselines(spec, 1, TimingOptions(repeat=1, min_repeat=1, budget_s=0.1))
    for method in (REFERENCE_CHECK, "pytorch", "jax"):
        assert not results[method]["ok"]
        assert results[method]["failure_kind"] == "unsupported"
        assert "transpose" in results[method]["error"]


def test_references_of_a_program_that_is_never_finite_are_non_finite_rows(tmp_path):
    """+Inf everywhere: the untransformed program and PyTorch agree with the float64
    reference on every position, and every row says non_finite, naming the output, never
    a wrong result (PyTorch keeps its time)."""
    from programs import INFINITE_MATMUL

    (tmp_path / "infinite.mlir").write_text(INFINITE_MATMUL)
    spec = load_suite(tmp_path)[0].spec()
    timing = TimingOptions(repeat=1, min_repeat=1, budget_s=0.1)
    results = run_baselines(spec, 1, timing, ("pytorch",))
    for method in (REFERENCE_CHECK, "pytorch"):
        row = results[method]
        assert row["correct"] and not row["ok"], (method, row)
        assert row["failure_kind"] == "non_finite", (method, row)
        assert "result 0 is +Inf at [0, 0]" in row["error"], (method, row)
    assert results["pytorch"]["time_s"] > 0


# --------------------------------------------------------------------------- end to end


def test_end_to_end_evaluation_of_two_small_benchmarks(tmp_path, checkpoint):
    """Every method on two small single ops; the relu gets an expert schedule through
    an experts directory (matched by content)."""
    experts = tmp_path / "experts"
    experts.mkdir()
    relu = "relu_16x49x768"
    source = ROOT / "benchmarks/single_ops/eval" / f"{relu}.mlir"
    (experts / f"{relu}.mlir").write_text(source.read_text())
    (experts / f"{relu}.json").write_text(
        json.dumps(
            [
                {"kind": "tile_parallel", "tag": "op0", "sizes": [8, 0, 0]},
                {"kind": "tile", "tag": "op0", "sizes": [1, 1, 0]},
                {"kind": "vectorize", "tag": "op0"},
            ]
        )
    )
    out = tmp_path / "results" / "run"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "evaluation.single_ops",
            "--checkpoint",
            str(checkpoint),
            "--names",
            relu,
            "matmul_m128n128k256",
            "--experts",
            str(experts),
            "--random-trials",
            "3",
            "--agent-trials",
            "3",
            "--greedy-budget",
            "5",
            "--repeat",
            "3",
            "--budget",
            "0.2",
            "--rounds",
            "2",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert "geomean speedup" in result.stdout
    data = json.loads((out / "results.json").read_text())
    assert data["methods"] == list(METHODS)
    assert data["config"]["threads"] == 2 and data["config"]["random_trials"] == 3
    assert data["machine"]["cpu"] and data["agent"]["checkpoint"] == str(checkpoint)
    assert data["training"]["rows"], "the checkpoint run's metrics are read"
    assert {b["name"] for b in data["benchmarks"]} == {relu, "matmul_m128n128k256"}
    for benchmark in data["benchmarks"]:
        assert benchmark["untransformed_s"] > 0
        results = benchmark["results"]
        assert set(results) == set(METHODS)
        for method, row in results.items():
            if not row["available"]:  # no expert for the matmul, no numpy for the relu
                assert (method == "expert") == (benchmark["name"] != relu), (method, row)
                assert method in ("expert", "numpy"), (method, row)
                continue
            if row["ok"]:
                assert row["verified"], (method, row)
                assert row["time_s"] > 0 and row["speedup"] > 0, (method, row)
                expected = benchmark["untransformed_s"] / row["time_s"]
                assert math.isclose(row["speedup"], expected, rel_tol=1e-9)
            else:
                assert row["failure_kind"] and row["error"], (method, row)
        assert results["untransformed"]["speedup"] == pytest.approx(1.0)
        assert isinstance(results["agent"]["schedule"], list)
        # Two rounds of the headline figures: each is its median (the faster of two) round;
        # a search's kept schedule is re-timed in the second round.
        assert benchmark["untransformed_timings"] >= 2
        for method in ("agent", "pytorch", "agent_trials", "random_search", "greedy_search"):
            row = results[method]
            if row["ok"] and row.get("schedule") != []:  # an empty one pass is T0 itself
                assert row["rounds"] == 2 and len(row["round_times_s"]) == 2, (method, row)
                assert row["time_s"] == min(row["round_times_s"]), (method, row)
        assert results["random_search"]["measurements"] == 3
        assert results["greedy_search"]["measurements"] <= 5
        # Policy-guided search keeps its best verified proposal, or the untransformed program.
        trials = results["agent_trials"]
        assert trials["ok"] and 1 <= trials["measurements"] <= 3, trials
        assert trials["schedule"] == [] or trials["paired_speedup"] > 1.0, trials
        assert benchmark["reference_check"]["ok"], benchmark["reference_check"]
    relu_results = next(b for b in data["benchmarks"] if b["name"] == relu)["results"]
    assert relu_results["expert"]["available"] and relu_results["expert"]["ok"]
    assert relu_results["expert"]["schedule"][0]["kind"] == "tile_parallel"
    listed = {(f["benchmark"], f["method"]) for f in data["summary"]["failures"]}
    for benchmark in data["benchmarks"]:
        for method, row in benchmark["results"].items():
            if row["available"] and not row["ok"]:
                assert (benchmark["name"], method) in listed
    matmul_results = next(b for b in data["benchmarks"] if b["name"] != relu)["results"]
    assert matmul_results["numpy"]["ok"] and matmul_results["numpy"]["verified"]
    assert data["machine"]["peak"]["fma"]["gflops"]["2"] > 1
    # The bandwidth a beyond-cache result is judged by is this run's: the triad timed at
    # its start and its end, their median (the VM's bandwidth moves by a third in an hour).
    bandwidth = data["machine"]["peak"]["bandwidth"]
    start, end = bandwidth["run_triads"]
    assert start > 0.1 and end > 0.1
    assert bandwidth["gbs"]["2"] == pytest.approx((start + end) / 2)
    report = (out / "report.md").read_text()
    assert "the median of this run's triads at its start and end" in report
    assert f"### {relu}" in report and "## Failures" in report
    assert "| % of peak |" in report and "% FMA |" in report
    for name in ("speedup_by_kind", "geomean_by_method", "speedup_per_benchmark"):
        assert (out / f"{name}.png").read_bytes().startswith(PNG)


# --------------------------------------------------------------------------- big programs


def test_a_program_beyond_the_kernel_time_out_is_still_evaluated(tmp_path):
    """A 512^3 matmul (untransformed, a second or so per run) measured with a 1-second
    kernel time-out: the time-out alone stops it; the evaluation scales its time-out to
    its work, times its untransformed run once and says so."""
    from programs import BIG_MATMUL

    from rl_autoscheduler.ir.schedule import Schedule
    from rl_autoscheduler.measurement.sandbox import measure_isolated

    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "big_matmul.mlir").write_text(BIG_MATMUL)
    big = Program.from_file(suite / "big_matmul.mlir")
    stopped = measure_isolated(big, Schedule(), TimingOptions(threads=2), timeout_s=1.0)
    assert stopped.failure_kind == "timeout", stopped

    optional = [m for m in METHODS if m != "untransformed"]
    out = tmp_path / "run"
    result = subprocess.run(
        [
            *(sys.executable, "-m", "evaluation.single_ops", "--suite", str(suite)),
            *("--skip", *optional, "--task-timeout", "1", "--budget", "0.2"),
            *("--repeat", "2", "--min-repeat", "1", "--out", str(out), "--quiet"),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    data = json.loads((out / "results.json").read_text())
    benchmarks = {b["name"]: b for b in data["benchmarks"]}
    matmul = benchmarks["big_matmul"]
    row = matmul["results"]["untransformed"]
    assert row["ok"] and row["verified"], row
    assert matmul["timeout_s"] > 1.0 and matmul["untransformed_timed_once"]
    assert row["baseline_timed_once"] and len(row["times_s"]) == 1
    report = (out / "report.md").read_text()
    assert "untransformed timed once" in report
    assert "measurement time-out scaled to its work" in report and "(configured 1 s)" in report
