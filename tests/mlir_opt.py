"""Replaying an exported transform script with MLIR's own tool."""

import shutil
import subprocess
from pathlib import Path

MLIR_OPT = shutil.which("mlir-opt-19") or "/usr/lib/llvm-19/bin/mlir-opt"


def replay(source: Path, script: Path) -> str:
    """`mlir-opt-19 SOURCE` with SCRIPT as the transform library; returns its output."""
    result = subprocess.run(
        [
            MLIR_OPT,
            str(source),
            f"--transform-preload-library=transform-library-paths={script}",
            "--transform-interpreter",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def replay_schedule(directory: Path, text: str, script: str) -> str:
    """Writes the source `text` and the exported `script` into `directory` and replays
    the script on the source (`replay`); returns mlir-opt's output."""
    source, library = directory / "program.mlir", directory / "schedule.mlir"
    source.write_text(text)
    library.write_text(script)
    return replay(source, library)
