"""Every file of the malformed-input corpus (`tests/data/malformed/`, made by its
`generate.py`) through every command a user runs on a program, each in its own process:
exit 0, or exactly one line on stderr that names the file and exit 2; never a traceback,
never a death by signal, never exit 1 (a failure of this tool). Also a directory, a
symlink loop and a missing path, and the evaluation's folder mode over the whole corpus.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "data" / "malformed"
FILES = sorted(CORPUS.glob("*.mlir"))
QUICK = ["--timeout", "60"]
COMMANDS = ("inspect", "run", "optimize", "export")


def _commands(path: Path, out: Path) -> dict[str, list[str]]:
    schedule = out / "schedule.json"
    schedule.write_text("[]\n")
    return {
        "inspect": ["inspect", str(path)],
        "run": ["run", str(path), "--repeat", "2", *QUICK],
        "optimize": ["optimize", str(path), "-o", str(out / "out.mlir"), "--threads", "1", *QUICK],
        "export": ["export", str(path), "--schedule", str(schedule), "-o", str(out / "t.mlir")],
    }


DRIVER = """
import json, os, sys, tempfile
from rl_autoscheduler.commands.cli import main
files, report = json.loads(sys.argv[1]), sys.argv[2]
for path, commands in files:
    for name, argv in commands.items():
        with open(report, "a") as out:
            out.write(json.dumps({"file": path, "command": name, "started": True}) + "\\n")
        with tempfile.TemporaryFile("w+") as err, tempfile.TemporaryFile("w+") as std:
            saved = os.dup(1), os.dup(2)
            sys.stdout.flush(); sys.stderr.flush()
            os.dup2(std.fileno(), 1); os.dup2(err.fileno(), 2)
            try:
                code = main(argv)
            except SystemExit as exit:
                code = exit.code if isinstance(exit.code, int) else 2
            finally:
                sys.stdout.flush(); sys.stderr.flush()
                os.dup2(saved[0], 1); os.dup2(saved[1], 2)
            err.seek(0)
            row = {"file": path, "command": name, "code": code, "stderr": err.read()}
        with open(report, "a") as out:
            out.write(json.dumps(row) + "\\n")
"""
"""Runs every command on each of several files in one process (the imports are paid once
per process, not per file), each command's stdout and stderr captured at the file
descriptors, so that what LLVM or MLIR print natively is seen too; a death by signal
names the file and command it happened in, and the files after it run in a new process."""

Outcomes = dict[str, subprocess.CompletedProcess]


def _run_files(paths: list[Path], out: Path) -> dict[Path, Outcomes]:
    """Each command's outcome on each of `paths`, as if it had run as its own process."""
    outcomes: dict[Path, Outcomes] = {path: {} for path in paths}
    by_name = {str(path): path for path in paths}
    remaining = list(paths)
    while remaining:
        report = out / f"report_from_{remaining[0].stem}.jsonl"
        files = []
        for path in remaining:
            (out / path.stem).mkdir(exist_ok=True)
            files.append([str(path), _commands(path, out / path.stem)])
        process = subprocess.run(
            [sys.executable, "-c", DRIVER, json.dumps(files), str(report)],
            capture_output=True,
            text=True,
            errors="replace",
            timeout=1800,
        )
        started = None
        for line in report.read_text().splitlines() if report.exists() else []:
            row = json.loads(line)
            started = (row["file"], row["command"]) if row.get("started") else None
            if not row.get("started"):
                outcomes[by_name[row["file"]]][row["command"]] = subprocess.CompletedProcess(
                    [], row["code"], "", row["stderr"]
                )
        if process.returncode == 0:
            break
        if started is None:  # the process died outside any command: blame the next file
            started = (str(remaining[0]), "driver")
        died = by_name[started[0]]
        outcomes[died][started[1]] = subprocess.CompletedProcess(
            [], process.returncode, "", process.stderr
        )
        remaining = remaining[remaining.index(died) + 1 :]
    return outcomes


def _run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rl_autoscheduler", *command],
        capture_output=True,
        text=True,
        errors="replace",
        timeout=600,
    )


def _problems(path: Path, name: str, result: subprocess.CompletedProcess) -> list[str]:
    """What is wrong with one command's outcome on one file (empty: nothing)."""
    where = f"{path.name} / {name}"
    if result.returncode < 0:
        return [f"{where}: died of signal {-result.returncode}: {result.stderr[-300:]}"]
    if "Traceback" in result.stderr:
        return [f"{where}: traceback: {result.stderr[-300:]}"]
    if result.returncode == 0:
        return []
    if result.returncode != 2:
        return [f"{where}: exit {result.returncode}: {result.stderr.strip()[-300:]}"]
    lines = result.stderr.strip().splitlines()
    if len(lines) != 1:
        return [f"{where}: {len(lines)} lines on stderr: {result.stderr[-300:]}"]
    if path.name not in lines[0]:
        return [f"{where}: the message does not name the file: {lines[0][:300]}"]
    return []


def test_every_corpus_file_through_every_command_gives_one_line_or_succeeds(tmp_path):
    assert len(FILES) >= 100, "the corpus has at least 100 files"

    def check(path: Path, outcomes: Outcomes) -> tuple[list[str], dict[str, int]]:
        out = tmp_path / path.stem
        problems = [p for name, result in outcomes.items() for p in _problems(path, name, result)]
        missing = set(COMMANDS) - set(outcomes)
        problems += [f"{path.name} / {name}: no outcome" for name in sorted(missing)]
        optimize = outcomes.get("optimize")
        if optimize and optimize.returncode != 0 and (out / "out.mlir").exists():
            problems.append(f"{path.name} / optimize: failed and still wrote its output")
        return problems, {name: result.returncode for name, result in outcomes.items()}

    halves = [FILES[0::2], FILES[1::2]]  # two processes at a time, one per core
    with ThreadPoolExecutor(max_workers=2) as pool:
        by_file = {}
        for part in pool.map(lambda paths: _run_files(paths, tmp_path), halves):
            by_file.update(part)
    outcomes = [check(path, by_file[path]) for path in FILES]
    problems = [problem for found, _ in outcomes for problem in found]
    assert not problems, "\n".join(problems)
    codes = {path.name: code for path, (_, code) in zip(FILES, outcomes, strict=True)}
    for command in COMMANDS:
        # Accepted as they are: a byte-order mark, CRLF line ends, zero- and one-sized dims.
        for name in ("bom.mlir", "crlf.mlir", "bom_crlf.mlir", "dims_1x16_add.mlir"):
            assert codes[name][command] == 0, (name, command)
        # Refused as the user's input: the corpus's broken programs.
        for name in ("binary.mlir", "truncated_at_40.mlir", "dynamic_shapes.mlir"):
            assert codes[name][command] == 2, (name, command)
    # Inspectable, but neither compiled nor run: unsupported types, sizes beyond memory.
    for name in ("element_f16_add.mlir", "huge_add_100000x100000.mlir"):
        assert codes[name]["inspect"] == 0
        assert codes[name]["run"] == 2 and codes[name]["optimize"] == 2, name


def test_paths_that_are_not_files_give_one_line(tmp_path):
    loop = tmp_path / "loop.mlir"
    os.symlink(loop, loop)
    (tmp_path / "folder.mlir").mkdir()
    for path in (loop, tmp_path / "folder.mlir", tmp_path / "missing.mlir"):
        for name, command in _commands(path, tmp_path).items():
            result = _run(command)
            assert result.returncode == 2, (path, name, result.stderr)
            assert not _problems(path, name, result), _problems(path, name, result)


def test_oversized_programs_are_refused_before_compiling_with_the_bytes_and_the_cap():
    result = _run(["run", str(CORPUS / "huge_add_100000x100000.mlir")])
    assert result.returncode == 2
    assert "111.8 GiB" in result.stderr and "memory cap of" in result.stderr
    assert "huge_add_100000x100000.mlir:2:" in result.stderr, "names the op's line"


VALID_IN_FOLDER = ("crlf", "bom", "dims_0x16_add", "dims_1x16_add")
"""Programs that run, beside the corpus's refused ones in the folder evaluation (every
valid program of the corpus is run by the commands above; these show the rest go on)."""


def _refused_before_running(path: Path) -> bool:
    """Whether the evaluation refuses `path` before measuring anything: it does not load,
    has nothing to schedule, outgrows the memory cap, or has a type the core cannot
    compile."""
    from rl_autoscheduler.errors import MLIRError
    from rl_autoscheduler.ir.program import Program
    from rl_autoscheduler.measurement.sandbox import memory_problem

    try:
        program = Program.from_file(path)
    except MLIRError:
        return True
    types = {operand.element_type for nest in program.ops for operand in nest.operands}
    unsupported = types - {"f32", "f64", "i32", "i64"}
    return not program.ops or memory_problem(program) is not None or bool(unsupported)


def test_the_folder_evaluation_lists_each_bad_program_and_evaluates_the_rest(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    chosen = [p for p in FILES if p.stem in VALID_IN_FOLDER or _refused_before_running(p)]
    for path in chosen:
        (folder / path.name).write_bytes(path.read_bytes())
    out = tmp_path / "out"
    skip = ["pytorch", "jax", "numpy", "torch_compile", "random_search", "greedy_search"]
    skip += ["agent_trials", "expert", "agent"]
    command = [sys.executable, "-m", "evaluation.single_ops", "--suite", str(folder)]
    command += ["--out", str(out), "--skip", *skip, "--settle-s", "0", "--task-timeout", "120"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    records = {b["name"]: b for b in json.loads((out / "results.json").read_text())["benchmarks"]}
    assert set(records) == {path.stem for path in chosen}, "every file is a row"
    for name in VALID_IN_FOLDER:
        assert records[name]["results"]["untransformed"]["ok"], records[name]
    for path in chosen:
        if path.stem in VALID_IN_FOLDER:
            continue
        row = records[path.stem]
        failed = row["results"].get("untransformed") or {}
        assert not failed.get("ok"), path.name
        reason = row.get("error") or failed.get("error") or ""
        assert path.name in reason or path.stem in reason, (path.name, row)
