"""The command line: inspect, run and export, one-line errors, and every job under one command."""

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
    (tmp_path / "illegal.json").write_text(
        '[{"kind": "tile_parallel", "tag": "op0", "sizes": [5, 0, 0]}]'
    )
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


BAD_PROGRAMS = {
    "missing": (None, "No such file or directory"),
    "directory": ("dir", "it is a directory"),
    "binary": (b"\x7fELF\x02\x01\x01\x00\x00\x00\xff\xfe", "a binary file, not text"),
    "latin1": ("caf\xe9 = 1\n".encode("latin-1"), "not UTF-8 text (byte 3 is invalid)"),
    "empty": (b"", "the file is empty"),
    "blank": (b"\n  \n", "the file is empty"),
    "no_ops": (b"func.func @f() {\n  return\n}\n", "no linalg op to schedule"),
    "unparsable": (b"func.func @f( {", "bad.mlir:1:"),
    # A dialect the core does not lower: the op, its file:line and what to do.
    "tosa": (
        b"func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        b"  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
        b"  return %0 : tensor<4xf32>\n}\n",
        "bad.mlir:2:8: error: 'tosa.add' in @f cannot be compiled by rl_autoscheduler",
    ),
    # A bufferized program: the function is named and the way out said.
    "memref": (
        b"func.func @g(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {\n"
        b"  linalg.copy ins(%a : memref<4x4xf32>) outs(%b : memref<4x4xf32>)\n"
        b"  return\n}\n",
        "bad.mlir:2:3: error: 'linalg.copy' in @g works on memrefs (a bufferized program);"
        " the core schedules linalg on tensors: write the function on tensors",
    ),
}


def _bad_program(tmp_path, kind):
    content, message = BAD_PROGRAMS[kind]
    path = tmp_path / "bad.mlir"
    if content == "dir":
        path.mkdir()
    elif content is not None:
        path.write_bytes(content)
    return path, message


@pytest.mark.parametrize("kind", sorted(BAD_PROGRAMS))
@pytest.mark.parametrize("command", ["inspect", "run", "export", "optimize"])
def test_every_command_turns_a_bad_program_into_one_line(files, tmp_path, capsys, command, kind):
    from rl_autoscheduler.commands.cli import main

    path, message = _bad_program(tmp_path, kind)
    extra = {
        "inspect": [],
        "run": [],
        "export": ["--schedule", str(files[1]), "-o", str(tmp_path / "out.mlir")],
        "optimize": ["--checkpoint", str(tmp_path / "none.pt"), "-o", str(tmp_path / "o.mlir")],
    }[command]
    assert main([command, str(path), *extra]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"rl-autoscheduler {command}: "), captured.err
    assert message in lines[0] and str(path) in lines[0]
    assert captured.out == ""
    assert not (tmp_path / "out.mlir").exists() and not (tmp_path / "o.mlir").exists()


@pytest.mark.parametrize("content", [b"\x00\x01\x02binary", b"", b"[{"])
def test_a_bad_schedule_file_is_one_line(files, tmp_path, content):
    schedule = tmp_path / "bad.json"
    schedule.write_bytes(content)
    result = cli("run", files[0], "--schedule", schedule)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(schedule) in lines[0], result.stderr


def test_a_bad_option_is_one_line_naming_it(files):
    result = cli("run", files[0], "--repeat", "0")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "repeat must be at least 1" in result.stderr


JOBS = (
    "inspect",
    "run",
    "export",
    "optimize",
    "dashboard",
    "train",
    "demonstrate",
    "learning-report",
    "fuzz",
)


def test_the_help_lists_every_user_facing_job():
    result = cli("--help")
    assert result.returncode == 0, result.stderr
    listed = result.stdout.split("positional arguments:")[1]
    for job in JOBS:
        assert f"\n    {job} " in listed, job


@pytest.mark.parametrize(
    ("job", "flag"),
    [
        ("train", "--config"),
        ("demonstrate", "--export-schedules"),
        ("learning-report", "--run-dir"),
        ("fuzz", "--programs"),
    ],
)
def test_a_job_s_help_is_its_module_s_under_the_command_s_name(job, flag):
    result = cli(job, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"usage: rl-autoscheduler {job} ") and flag in result.stdout


def test_a_job_reports_its_errors_under_the_command_s_name(tmp_path):
    result = cli("train", "--config", tmp_path / "missing.json")
    assert result.returncode == 2
    assert result.stderr.startswith("rl-autoscheduler train: "), result.stderr


@pytest.mark.parametrize(
    "module",
    [
        "rl_autoscheduler.agent.train",
        "rl_autoscheduler.agent.demonstrations",
        "rl_autoscheduler.agent.learning_report",
        "rl_autoscheduler.commands.fuzz",
    ],
)
def test_the_jobs_modules_still_run_on_their_own(module):
    result = subprocess.run(
        [sys.executable, "-m", module, "--help"], capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
