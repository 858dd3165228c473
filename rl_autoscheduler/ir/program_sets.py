"""Sets of benchmark programs, from suite manifests or file lists.

A program that cannot be read or parsed is skipped with a warning naming it:
one bad file must not stop a training run. An empty set is a ConfigError.
"""

from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, field, replace
from pathlib import Path

from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.program import Program


@dataclass(frozen=True)
class ProgramSet:
    manifest: str | list[str] | None = None
    """A suite's manifest.json, or several (the six kinds' suite and the families');
    each one's entries' files are relative to it."""
    split: str | None = None
    """Keep manifest entries of this split only (train, eval)."""
    files: list[str] = field(default_factory=list)
    """Further .mlir files."""
    names: list[str] = field(default_factory=list)
    """Keep manifest entries with these names only (empty: all)."""
    limit: int | None = None
    """At most this many programs (manifest order)."""
    max_baseline_s: float | None = None
    """Skip manifest entries whose recorded untransformed time is above this."""


def _manifest_entries(path: Path) -> list[dict]:
    try:
        data = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise ConfigError(f"cannot read manifest {path}: {error}") from error
    entries = data.get("programs", data) if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise ConfigError(f"{path}: expected a list of programs")
    return entries


def _baseline_s(entry: dict) -> float | None:
    for key in ("baseline_median_s", "untransformed_median_s", "baseline_s"):
        if isinstance(entry.get(key), int | float):
            return float(entry[key])
    return None


def resolve_files(spec: ProgramSet, root: Path = Path()) -> list[tuple[Path, str | None]]:
    """The set's files, each with its manifest entry's kind (None for a file of `files`)."""
    files: list[tuple[Path, str | None]] = []
    manifests = [spec.manifest] if isinstance(spec.manifest, str) else spec.manifest or []
    for name in manifests:
        manifest = root / name
        for entry in _manifest_entries(manifest):
            if spec.split and entry.get("split") != spec.split:
                continue
            if spec.names and entry.get("name") not in spec.names:
                continue
            baseline = _baseline_s(entry)
            if (
                spec.max_baseline_s is not None
                and baseline is not None
                and baseline > spec.max_baseline_s
            ):
                continue
            files.append((manifest.parent / entry["file"], entry.get("kind")))
    files.extend((root / f, None) for f in spec.files)
    return files[: spec.limit] if spec.limit is not None else files


def load_programs(spec: ProgramSet, where: str, root: Path = Path()) -> list[Program]:
    programs = []
    for path, kind in resolve_files(spec, root):
        try:
            programs.append(replace(Program.from_file(path), kind=kind))
        except MLIRError as error:
            warnings.warn(f"{where}: skipping {path}: {error}", stacklevel=2)
    if not programs:
        raise ConfigError(f"{where}: no program could be loaded")
    return programs
