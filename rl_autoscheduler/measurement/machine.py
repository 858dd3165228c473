"""Features of the machine the agent schedules for.

One policy can be conditioned on the hardware: cores, cache sizes and vector
width go into every observation. Read once per process from the host.
"""

from __future__ import annotations

import functools
import math
import os
from pathlib import Path

import numpy as np

from rl_autoscheduler import _core

MACHINE_FEATURES = 6


def _cache_kib(level: int) -> float:
    """Size in KiB of the data or unified cache at `level` of cpu0 (0 if unknown)."""
    root = Path("/sys/devices/system/cpu/cpu0/cache")
    for index in sorted(root.glob("index*")):
        try:
            if int((index / "level").read_text()) != level:
                continue
            if (index / "type").read_text().strip() == "Instruction":
                continue
            size = (index / "size").read_text().strip()
        except (OSError, ValueError):
            continue
        units = {"K": 1, "M": 1024, "G": 1024 * 1024}
        return float(size[:-1]) * units[size[-1]] if size[-1] in units else float(size) / 1024
    return 0.0


def l1_data_bytes() -> int:
    """The L1 data cache of one core in bytes (0 if unknown)."""
    return int(_cache_kib(1) * 1024)


def l2_bytes() -> int:
    """The L2 cache of one core in bytes (0 if unknown)."""
    return int(_cache_kib(2) * 1024)


def last_level_cache_bytes() -> int:
    """The largest CPU cache in bytes (sysfs; 32 MiB when unknown): buffers beyond it
    stream from memory on every pass."""
    largest = max((_cache_kib(level) for level in (1, 2, 3, 4)), default=0.0)
    return int(largest * 1024) or 32 << 20


@functools.cache
def vector_bits() -> int:
    """The host's widest vector registers in bits: 512 (AVX-512), 256 (AVX2) or 128."""
    _, features = _core.host_cpu()
    return 512 if "avx512f" in features else 256 if "avx2" in features else 128


@functools.cache
def vector_registers() -> int:
    """The host's vector registers: 32 with AVX-512 (zmm0-31), else the 16 of x86-64's
    AVX and SSE. The register rules budget accumulators against it: a Zen 2 host runs
    an AVX-512 host's 4 x 64 matmul tile (16 of its 32 registers) as 32 ymm
    accumulators in 16 registers, spilled, 1.8x slower than 4 x 32."""
    _, features = _core.host_cpu()
    return 32 if "avx512f" in features else 16


def vector_lanes() -> int:
    """f32 lanes of one host vector register: 16, 8 or 4."""
    return vector_bits() // 32


def register_file_lanes() -> int:
    """f32 lanes all the host's vector registers hold: 512 with AVX-512, 128 with AVX2."""
    return vector_registers() * vector_lanes()


def available_cores() -> int:
    """The cores this process may run on (its affinity), not the machine's count."""
    return len(os.sched_getaffinity(0))


@functools.cache
def machine_features() -> np.ndarray:
    """[log2 cores, log2 L1/L2/L3 KiB, vector bits, FMA], scaled to [0, 1]: clipped, since a
    host beyond the scales (a 260 MiB L3 gives 1.001) must stay in the observation space."""
    _, features = _core.host_cpu()
    cores = available_cores()
    scaled = [
        math.log2(cores) / 6,
        math.log2(1 + _cache_kib(1)) / 10,
        math.log2(1 + _cache_kib(2)) / 14,
        math.log2(1 + _cache_kib(3)) / 18,
        vector_bits() / 512,
        1.0 if "fma" in features else 0.0,
    ]
    return np.clip(np.asarray(scaled, dtype=np.float32), 0.0, 1.0)
