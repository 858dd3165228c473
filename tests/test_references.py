"""Every reference at its best, and the machine's limits: the baseline child runs without
the OpenBLAS handicap variables (the test process keeps them), numpy is a verified method for
matmuls, PyTorch's conv and pooling rows name their winning layout, benchmarks/peak.py gives
plausible limits, and the report shows a percent-of-peak column. Real frameworks, real runs;
nothing here asserts a speed."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the evaluation package lives at the top of the repository
    sys.path.insert(0, str(ROOT))

from evaluation.references import harness  # noqa: E402
from evaluation.references.harness import REFERENCE_CHECK, run_baselines  # noqa: E402
from evaluation.report import build_report  # noqa: E402
from evaluation.suites import load_suite  # noqa: E402
from evaluation.targets import evaluate_targets  # noqa: E402
from rl_autoscheduler.measurement.timing import TimingOptions  # noqa: E402

TIMING = TimingOptions(repeat=2, min_repeat=1, warmup=1, budget_s=0.1, seed=0)
HANDICAP_VALUES = {"OPENBLAS_CORETYPE": "Haswell", "OPENBLAS_L2_SIZE": "512"}


def _spec(name: str) -> dict:
    (benchmark,) = load_suite(ROOT / "benchmarks/single_ops", "eval", [name])
    return benchmark.spec()


@pytest.fixture
def handicapped(monkeypatch):
    """The machine's environment as it is on the shared machine: both variables set, in
    this process and in the environment baseline children start from."""
    for name, value in HANDICAP_VALUES.items():
        monkeypatch.setenv(name, value)
        monkeypatch.setitem(harness.START_ENVIRONMENT, name, value)


def test_child_environment_drops_the_handicaps_only_in_the_child(handicapped):
    env = harness.child_environment(2)
    assert not set(HANDICAP_VALUES) & set(env)
    for name, value in HANDICAP_VALUES.items():  # the test process keeps them
        assert os.environ[name] == value and harness.START_ENVIRONMENT[name] == value


def test_a_one_thread_reference_keeps_its_thread_limits_without_dasks_malloc_setting():
    # Dask's nanny sets OMP_NUM_THREADS=1 among others: dropping its settings must not
    # drop the reference's own limits of the same value.
    env = harness.child_environment(1, {"MALLOC_TRIM_THRESHOLD_": "65536", "PATH": "/usr/bin"})
    assert "MALLOC_TRIM_THRESHOLD_" not in env
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        assert env[name] == "1"


def test_numpy_is_a_verified_method_for_matmul_in_an_unhandicapped_child(handicapped):
    results = run_baselines(_spec("matmul_m128n128k256"), 2, TIMING, ("numpy", "torch_compile"))
    check = results[REFERENCE_CHECK]
    assert check["ok"], check
    assert check["environment"] == {name: None for name in HANDICAP_VALUES}
    assert os.environ["OPENBLAS_CORETYPE"] == "Haswell"  # still set here
    numpy_row = results["numpy"]
    assert numpy_row["ok"] and numpy_row["correct"], numpy_row
    assert numpy_row["time_s"] > 0 and "max relative error" in numpy_row["note"]
    (openblas,) = [lib for lib in numpy_row["blas"] if lib["internal_api"] == "openblas"]
    assert openblas["architecture"] and openblas["num_threads"] == 2
    assert openblas["architecture"] in numpy_row["blas_text"]
    compiled = results["torch_compile"]
    if compiled.get("failure_kind") == "unsupported":  # allowed, but it must say why
        assert "C++ compiler" in compiled["error"] or "torch.compile" in compiled["error"]
    else:
        assert compiled["ok"] and compiled["correct"], compiled
        assert compiled["compile_s"] > 0 and compiled["time_s"] > 0


def test_numpy_covers_batch_matmul_and_says_why_not_elsewhere():
    batched = run_baselines(_spec("batch_matmul_b12m49n160k96"), 1, TIMING, ("numpy",))
    assert batched["numpy"]["ok"] and batched["numpy"]["correct"], batched["numpy"]
    relu = run_baselines(_spec("relu_16x49x768"), 1, TIMING, ("numpy",))["numpy"]
    assert relu["failure_kind"] == "unsupported" and not relu["available"]
    assert "matmul" in relu["error"] and "relu" in relu["error"]


@pytest.mark.parametrize(
    ("name", "framework"),
    [
        ("conv2d_n1c24h13w13f16_k7s1p3", "pytorch"),
        ("maxpool_n2c240h24w24_k3s1p1", "pytorch"),
        ("conv2d_n1c24h13w13f16_k7s1p3", "torch_compile"),  # inductor: both layouts too
    ],
)
def test_pytorch_conv_and_pool_rows_name_the_faster_verified_layout(name, framework):
    row = run_baselines(_spec(name), 1, TIMING, (framework,))[framework]
    assert row["ok"] and row["correct"], row
    times = row["layout_times_s"]
    assert set(times) == {"nchw", "channels_last"} and all(t > 0 for t in times.values())
    assert row["layout"] == min(times, key=times.get)
    assert row["time_s"] == times[row["layout"]]


def test_a_network_on_tokens_is_timed_in_one_layout_one_on_images_in_both():
    """channels_last changes nothing in a transformer (3-D activations): a second layout
    would be a second draw of the same computation, the faster of two flattering PyTorch."""
    from evaluation.references.torch_refs import layouts

    suite = {b.name: b for b in load_suite(ROOT / "benchmarks/neural_nets")}
    assert layouts(suite["vit_b16_block"].spec()) == ("nchw",)
    assert layouts(suite["bert_base_layer"].spec()) == ("nchw",)
    assert layouts(suite["resnet18"].spec()) == ("nchw", "channels_last")


def test_peak_quick_gives_plausible_limits(tmp_path):
    out = tmp_path / "peak.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks/peak.py"), "--quick", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    peak = json.loads(out.read_text())
    assert peak["quick"] and peak["threads"] == 2
    assert peak["fma"]["vector_bits"] >= 128
    for threads in ("1", "2"):
        assert peak["fma"]["gflops"][threads] > 1
        assert peak["bandwidth"]["gbs"][threads] > 0.1
    assert peak["bandwidth"]["array_bytes"] > peak["bandwidth"]["llc_bytes"]
    assert "GFLOP/s" in done.stdout and "GB/s" in done.stdout
    assert not list(tmp_path.glob(".peak.json.*")), "the file is written atomically"


def test_bench_core_judges_a_program_beyond_the_cache_by_the_triad_of_the_same_run(tmp_path):
    """The VM's bandwidth moves by half between days: a stale peak file must not set the
    percent of an add or a relu beyond the cache. A file claiming 1e6 GB/s is replaced by
    a measurement."""
    from benchmarks.peak import last_level_cache_bytes

    add_bytes = 3 * 4096 * 4096 * 4
    if last_level_cache_bytes() >= add_bytes:
        pytest.skip(
            f"this host's last-level cache ({last_level_cache_bytes() >> 20} MiB) holds the "
            f"4096x4096 add ({add_bytes >> 20} MiB): no bench_core program is beyond it"
        )
    stale = tmp_path / "peak.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks/peak.py"), "--quick", "--out", str(stale)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    peak = json.loads(stale.read_text())
    peak["bandwidth"]["gbs"] = {"1": 1e6, "2": 1e6}
    stale.write_text(json.dumps(peak))
    out = tmp_path / "bench.json"
    command = [
        sys.executable, str(ROOT / "benchmarks/bench_core.py"), "--only", "add_4096x4096",
        "relu_4096x4096",
        "--runs", "2", "--rounds", "1", "--compiles", "1", "--settle", "0", "--quiet",
        "--peak", str(stale), "--json", str(out),
    ]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert "measured in this run; the peak file's: 1000000.0" in done.stdout
    bandwidth = json.loads(out.read_text())["peak"]["bandwidth"]
    assert bandwidth["measured_in_this_run"] and 0.1 < bandwidth["gbs"]["2"] < 1e5
    rows = json.loads(out.read_text())["results"]
    assert [r["program"] for r in rows] == ["add_4096x4096", "relu_4096x4096"]
    for row in rows:  # percents of the same run's triad, not of 1e6 GB/s
        assert row["verified_vs_untransformed"] and 1 < row["expert_pct_of_peak"] < 1000


def _row(method: str, time_s: float, **extra) -> dict:
    return {"method": method, "available": True, "ok": True, "verified": True,
            "time_s": time_s, "speedup": 1.0, **extra}  # fmt: skip


def _results(peak: dict | None) -> dict:
    """A two-benchmark results file: a matmul (compute-bound), an add (bandwidth-bound)."""
    matmul = {
        "name": "mm", "file": "mm.mlir", "kind": "matmul", "flops": 2 * 10**9,
        "untransformed_s": 1.0, "reference_check": {"ok": True, "bytes": 12 * 10**6},
        "results": {
            "untransformed": _row("untransformed", 1.0, gflops=2.0),
            "pytorch": _row("pytorch", 0.02, gflops=100.0),
        },
    }  # fmt: skip
    add = {
        "name": "add", "file": "add.mlir", "kind": "add", "flops": 10**8,
        "untransformed_s": 0.1, "reference_check": {"ok": True, "bytes": 12 * 10**8},
        "results": {
            "untransformed": _row("untransformed", 0.1, gflops=1.0),
            "pytorch": _row("pytorch", 0.1, gflops=1.0, layout=None),
        },
    }  # fmt: skip
    machine = {"cpu": "test-cpu", **({"peak": peak} if peak else {})}
    return {
        "schema": 1, "run": "peak-test", "suite": "s", "methods": ["untransformed", "pytorch"],
        "config": {"threads": 2, "timing": {}}, "machine": machine, "agent": {},
        "training": {"rows": []}, "benchmarks": [matmul, add], "timings": {},
    }  # fmt: skip


def test_report_shows_percent_of_peak_or_says_it_is_missing(tmp_path):
    peak = {
        "source": "test",
        "fma": {"gflops": {"1": 100.0, "2": 200.0}, "gflops_per_core": 100.0},
        "bandwidth": {"gbs": {"1": 20.0, "2": 24.0}, "llc_bytes": 32 << 20},
    }
    path = tmp_path / "with" / "results.json"
    path.parent.mkdir()
    path.write_text(json.dumps(_results(peak)))
    text = build_report(path).markdown
    assert "| % of peak |" in text
    assert "| 50% FMA |" in text  # 100 GFLOP/s of 200
    assert "| 50% BW |" in text  # 1.2 GB in 0.1 s = 12 GB/s of 24
    assert "FP32 FMA 200 GFLOP/s" in text and "24.0 GB/s" in text
    path = tmp_path / "without" / "results.json"
    path.parent.mkdir()
    path.write_text(json.dumps(_results(None)))
    text = build_report(path).markdown
    assert "peak: missing" in text and "benchmarks/peak.py" in text
    assert "% FMA" not in text


def test_limit_targets_hold_programs_beyond_the_cache_and_big_contractions_to_the_peak():
    """The issue's limits, from the run's own peak: a bandwidth-bound program whose buffers
    exceed the last-level cache at 70% of the triad, a contraction of >= 0.5 GFLOP at 70%
    of the FMA limit. A program that fits the cache is not held to DRAM bandwidth."""
    peak = {
        "source": "test",
        "fma": {"gflops": {"2": 200.0}},
        "bandwidth": {"gbs": {"2": 24.0}, "llc_bytes": 32 << 20},
    }
    results = _results(peak)
    results["methods"].append("agent")
    matmul, add = results["benchmarks"]
    matmul["kind"] = "contraction"
    matmul["results"]["agent"] = _row("agent", 0.0125, gflops=160.0)  # 80% FMA
    add["results"]["agent"] = _row("agent", 0.1)  # 1.2 GB in 0.1 s: 50% of the triad
    small = {**add, "name": "small_add", "reference_check": {"ok": True, "bytes": 12 << 20}}
    small["results"] = {**add["results"], "agent": _row("agent", 1.0)}  # in cache: not held
    results["benchmarks"].append(small)
    found = {t.text: t for t in evaluate_targets(results)}
    bandwidth = found[
        "agent (greedy pass) >= 70% of the triad bandwidth on bandwidth-bound programs "
        "beyond the last-level cache"
    ]
    assert not bandwidth.met
    assert bandwidth.measured == "0 of 1 at or above; lowest 50% (add)"
    contraction = found[
        "agent (greedy pass) >= 70% of the FMA limit on contractions of >= 0.5 GFLOP"
    ]
    assert contraction.met and contraction.measured == "1 of 1 at or above; lowest 80% (mm)"

    add["results"]["agent"] = _row("agent", 0.06)  # 20 GB/s: 83%
    matmul["results"]["agent"] = {**_row("agent", 1.0), "verified": False}
    found = {t.text: t for t in evaluate_targets(results)}
    assert all(t.met for t in found.values() if "triad" in t.text)
    assert [t.measured for t in found.values() if "FMA limit" in t.text] == [
        "0 of 1 at or above; 1 failed"
    ]
