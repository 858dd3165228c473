"""Compiled kernels kept on disk: a program compiled before is linked, not compiled.

Why: with its tuning records, a network needs no inference, but its compilation is
still most of a start. MobileNetV2's took 15 s on two cores (the transform interpreter,
the lowering and LLVM's code generation); linking the 0.9 MB of machine code it produced
takes 0.02 s. So the torch.compile backend and `rl_autoscheduler.compile` keep each
kernel they compile in a folder beside their records file, under a key of everything
its machine code depends on: the program's text, the transform script, the compile
options, this build of the core, and the host CPU with its ISA features. Another
machine, another core build or another schedule misses and compiles.

The first call of every process still checks the linked kernel against eager, as for a
compiled one. A kernel that cannot be read or linked (a truncated file, a library that
moved) is compiled again and replaces it. The folder is bounded (`MAX_BYTES`): the
kernels used longest ago go first, never the one just compiled.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import time
import warnings
from pathlib import Path

from rl_autoscheduler import _core
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.errors import MLIRError

KERNELS_VERSION = 1
"""Bumped when what a stored kernel's description holds changes."""
MAX_BYTES = 512 * 1024 * 1024
"""The folder's object files beyond this are removed, least recently used first."""


@functools.cache
def core_build() -> str:
    """This build of the core: a rebuilt core may lower the same script differently."""
    stat = Path(_core.__file__).stat()
    return f"{stat.st_size}:{stat.st_mtime_ns}"


def kernel_key(source: str, schedule: str | None, threads: int, opt_level: int) -> str:
    """The hash of everything a kernel's machine code depends on."""
    cpu, features = _core.host_cpu()
    parts = [KERNELS_VERSION, core_build(), cpu, sorted(features), threads, opt_level]
    parts += [source, schedule or ""]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


class KernelStore:
    """The compiled kernels in `folder` (created when first written)."""

    @classmethod
    def beside(cls, records_file: str | Path) -> KernelStore:
        """The kernels kept with a tuning-records file: `records.sqlite` keeps them in
        `records-kernels/` next to it."""
        records_file = Path(records_file)
        return cls(records_file.parent / f"{records_file.stem}-kernels")

    def __init__(self, folder: str | Path, max_bytes: int = MAX_BYTES) -> None:
        self.folder = Path(folder)
        self.max_bytes = max_bytes

    def compile(
        self,
        source: str,
        schedule: str | None = None,
        name: str = "<string>",
        threads: int = 1,
        opt_level: int = 3,
        applied: str | None = None,
    ) -> tuple[_core.Kernel, bool]:
        """`_core.compile(source, schedule, ...)`, linked from the folder when it holds
        this kernel; whether it did. `applied`: `source` with `schedule` already applied,
        compiled instead (the same kernel, kept under the same key, without running the
        transform interpreter again). A folder that cannot be written gives one warning
        and the compiled kernel: the store only saves time."""
        key = kernel_key(source, schedule, threads, opt_level)
        if applied is not None:
            source, schedule = applied, None
        kernel = self._load(key)
        if kernel is not None:
            return kernel, True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            warnings.warn(f"compiled kernels {self.folder}: {error}: not kept", stacklevel=2)
            kernel = _core.compile(source, schedule, name, threads=threads, opt_level=opt_level)
            return kernel, False
        partial = self.folder / f".{key}.{os.getpid()}.o"
        try:
            kernel = _core.compile(
                source, schedule, name, threads=threads, opt_level=opt_level,
                object_file=str(partial),
            )  # fmt: skip
            self._store(key, kernel, partial)
        except OSError as error:
            warnings.warn(f"compiled kernels {self.folder}: {error}: not kept", stacklevel=2)
        finally:
            partial.unlink(missing_ok=True)
        return kernel, False

    def _paths(self, key: str) -> tuple[Path, Path]:
        return self.folder / f"{key}.o", self.folder / f"{key}.json"

    def _load(self, key: str) -> _core.Kernel | None:
        objects, description = self._paths(key)
        try:
            facts = json.loads(description.read_text())
            kernel = _core.load_kernel(
                str(objects),
                facts["function"],
                [(tuple(shape), dtype) for shape, dtype in facts["arguments"]],
                facts["num_original_arguments"],
                facts["allocated_bytes"],
            )
        except (FileNotFoundError, NotADirectoryError):  # not compiled before
            return None
        except (OSError, ValueError, KeyError, TypeError, MLIRError) as error:
            warnings.warn(f"compiled kernel {objects}: {error}: compiled again", stacklevel=3)
            self._remove(key)
            return None
        now = time.time()
        os.utime(objects, (now, now))  # least recently used goes first
        return kernel

    def _store(self, key: str, kernel: _core.Kernel, partial: Path) -> None:
        objects, description = self._paths(key)
        os.replace(partial, objects)
        facts = {
            "function": kernel.function_name,
            "arguments": [[list(shape), dtype] for shape, dtype in kernel.arguments],
            "num_original_arguments": kernel.num_original_arguments,
            "allocated_bytes": kernel.allocated_bytes,
            "compile_seconds": kernel.compile_seconds,
        }
        # Written last: a description names a complete object file.
        atomic_write_text(description, json.dumps(facts))
        self._evict(keep=key)

    def _remove(self, key: str) -> None:
        for path in self._paths(key):
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)

    def _evict(self, keep: str) -> None:
        """Removes the least recently used kernels beyond `max_bytes`, never `keep`."""
        objects = []
        for path in self.folder.glob("*.o"):
            if path.stem == keep:
                continue
            try:
                stat = path.stat()
            except FileNotFoundError:  # another process evicted it
                continue
            objects.append((stat.st_mtime, stat.st_size, path))
        total = sum(size for _, size, _ in objects) + self._paths(keep)[0].stat().st_size
        for _, size, path in sorted(objects):
            if total <= self.max_bytes:
                break
            self._remove(path.stem)
            total -= size
