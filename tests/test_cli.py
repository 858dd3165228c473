"""The command line: inspect, run and export, and one-line errors."""

import json
import subprocess
import sys

import pytest
from programs import MATMUL

SCHEDULE = [
    {"kind": "tile_parallel", "tag": "op0", "sizes": [8, 16, 0]},
    {"kind": "tile", "tag": "op0", "sizes": [0, 0, 8]},
    {"kind": "tile", "tag": "op0", "sizes": [4, 8, 1]},
    {"kind": "vectorize", "tag": "op0"},
]


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


@pytest.fixture
def files(tmp_path):
    program = tmp_path / "mm.mlir"
    program.write_text(MATMUL)
    schedule = tmp_path / "s.json"
    schedule.write_text(json.dumps(SCHEDULE))
    return program, schedule


def test_inspect_json(files):
    result = cli("inspect", files[0], "--json")
    assert result.returncode == 0, result.stderr
    (op,) = json.loads(result.stdout)
    assert op["tag"] == "op0" and op["op"] == "linalg.matmul"
    assert [loop["trip_count"] for loop in op["loops"]] == [16, 32, 24]
    assert [loop["type"] for loop in op["loops"]] == ["parallel", "parallel", "reduction"]
    assert op["operands"][0]["access_matrix"] == [[1, 0, 0, 0], [0, 0, 1, 0]]


def test_run_json_reports_verified_timing(files):
    result = cli(
        "run", files[0], "--schedule", files[1], "--threads", "2", "--repeat", "3", "--json"
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for key in (
        "baseline_s",
        "time_s",
        "speedup",
        "gflops",
        "correct",
        "max_rel_error",
        "compile_s",
    ):
        assert key in report
    assert report["correct"] is True and report["threads"] == 2
    assert report["speedup"] == pytest.approx(report["baseline_s"] / report["time_s"])


def test_export_writes_the_script(files, tmp_path):
    out = tmp_path / "script.mlir"
    result = cli("export", files[0], "--schedule", files[1], "-o", out)
    assert result.returncode == 0, result.stderr
    assert "transform.structured.tile_using_forall" in out.read_text()


@pytest.mark.parametrize(
    ("make_args", "message"),
    [
        (lambda p, s, t: ("inspect", t / "missing.mlir"), "cannot read program"),
        (lambda p, s, t: ("run", p, "--schedule", t / "missing.json"), "cannot read schedule"),
        (lambda p, s, t: ("inspect", t / "bad.mlir"), "bad.mlir:1:"),
        (lambda p, s, t: ("run", p, "--schedule", t / "illegal.json"), "does not divide"),
    ],
)
def test_user_errors_are_one_message_and_exit_2(files, tmp_path, make_args, message):
    (tmp_path / "bad.mlir").write_text("func.func @f( {")
    (tmp_path / "illegal.json").write_text('[{"kind": "tile", "tag": "op0", "sizes": [5, 0, 0]}]')
    result = cli(*make_args(*files, tmp_path))
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) <= 2


def test_failed_export_leaves_no_file(files, tmp_path):
    steps = [
        {"kind": "tile", "tag": "op0", "sizes": [8, 8, 0]},
        {"kind": "vectorize", "tag": "op0"},
        {"kind": "tile", "tag": "op0", "sizes": [2, 0, 0]},
    ]
    (tmp_path / "illegal.json").write_text(json.dumps(steps))
    out = tmp_path / "script.mlir"
    result = cli("export", files[0], "--schedule", tmp_path / "illegal.json", "-o", out)
    assert result.returncode == 2 and "step 2" in result.stderr
    assert not out.exists()
