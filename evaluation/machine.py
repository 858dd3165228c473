"""The machine an evaluation ran on, as results.json records it: the CPU and its vector
features, the versions of everything timed, the machine's limits and how loaded it was.

A speedup means little without the machine it was measured on, and a figure taken while
other processes kept the cores busy must say so; the report and the headline table read
these fields back.
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import shutil
import subprocess
from dataclasses import dataclass, field

VERSIONED = ("numpy", "torch", "jax", "jaxlib", "matplotlib")
"""The packages whose versions a run records."""


@dataclass
class MachineInfo:
    """results.json's `machine`; the fields in the file's order."""

    host: str
    cpu: str
    machine_id: str
    cpu_count: int | None
    available_cores: int
    vector_features: list[str]
    platform: str
    python: str
    versions: dict[str, str | None]
    mlir: str | None
    load_average_start: list[float]
    peak: dict = field(default_factory=dict)
    """The machine's FMA and bandwidth limits (`benchmarks/peak.py`), for percent of peak."""
    load_average_end: list[float] | None = None
    other_load_cores: dict[str, float | None] = field(default_factory=dict)
    """Per phase, the cores other processes used meanwhile (`PhaseClock`)."""

    @classmethod
    def now(cls) -> MachineInfo:
        """This machine, with the load average at the start of the run."""
        from rl_autoscheduler import _core
        from rl_autoscheduler.measurement.dist import machine_id

        cpu, features = _core.host_cpu()
        return cls(
            host=platform.node(),
            cpu=cpu,
            machine_id=machine_id(),
            cpu_count=os.cpu_count(),
            available_cores=len(os.sched_getaffinity(0)),
            vector_features=[f for f in ("avx512f", "avx2", "fma", "neon") if f in features],
            platform=platform.platform(),
            python=platform.python_version(),
            versions={name: _version(name) for name in VERSIONED},
            mlir=_mlir_version(),
            load_average_start=list(os.getloadavg()),
        )

    def finish(self, other_load_cores: dict[str, float | None]) -> None:
        """The load at the end of the run, and the other processes' load per phase."""
        self.load_average_end = list(os.getloadavg())
        self.other_load_cores = other_load_cores

    def to_json(self) -> dict:
        return dict(vars(self))


def _version(package: str) -> str | None:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def _mlir_version() -> str | None:
    tool = shutil.which("mlir-opt-19") or shutil.which("llvm-config-19")
    if not tool:
        return None
    try:
        out = subprocess.run(
            [tool, "--version"], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    for token in out.split():
        if token[:1].isdigit() and token.count(".") >= 2:
            return token
    return None
