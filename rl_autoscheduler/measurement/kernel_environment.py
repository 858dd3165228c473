"""The environment of a process that runs JIT-compiled kernels.

A kernel must be timed as it would run in a user's own process. Two settings
of ours and of Dask's stand between:

- libomp's block time. A process that just ran kernels leaves its OpenMP
  threads spinning for that long (200 ms by default), stealing the core from
  the next timing in another process; ours start with 20 ms (see timing_lock).
- What Dask's nanny writes into its workers' environment
  (`distributed.nanny.pre-spawn-environ`), which children of a worker inherit.
  `MALLOC_TRIM_THRESHOLD_=65536` fixes glibc's mmap threshold, so every buffer a
  kernel allocates per call (packed convolution operands, bufferized
  temporaries) is mmap-ed and page-faulted afresh on every run: a packed
  convolution runs about half again as long in a Dask worker's sandbox as in a
  plain process, which would bias rewards and evaluations against every schedule
  that allocates. The variables are dropped when they hold Dask's value.
"""

from __future__ import annotations

from collections.abc import Mapping

import dask
import distributed.config  # noqa: F401 - puts distributed's defaults (the nanny's) in dask.config

OPENMP_BLOCK_TIME_MS = 20
"""libomp's KMP_BLOCKTIME for this package's processes (its default is 200 ms)."""


def openmp_environment(environment: Mapping[str, str]) -> dict[str, str]:
    """`environment` with libomp's block time at OPENMP_BLOCK_TIME_MS unless the user
    set one. It must be in place before the process starts libomp, so it is set where
    such a process is started, not in the parent."""
    return {"KMP_BLOCKTIME": str(OPENMP_BLOCK_TIME_MS), **environment}


def without_dask_worker_settings(environment: Mapping[str, str]) -> dict[str, str]:
    """`environment` without the variables Dask's nanny set for its worker, where they
    still hold Dask's values (a user's own setting of the same name is kept)."""
    settings = dask.config.get("distributed.nanny.pre-spawn-environ", default={}) or {}
    return {
        name: value
        for name, value in environment.items()
        if not (name in settings and str(settings[name]) == value)
    }


def kernel_environment(environment: Mapping[str, str]) -> dict[str, str]:
    """The environment for a child process that compiles, runs and times kernels."""
    return openmp_environment(without_dask_worker_settings(environment))
