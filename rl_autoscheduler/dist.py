"""Measuring schedules on a Dask cluster.

The `Evaluator` sends (program, schedule) measurement tasks to Dask workers:
a `LocalCluster` on this machine by default (worker processes with one thread
each, everything bound to 127.0.0.1), an existing scheduler by address, or a
`SLURMCluster` from dask-jobqueue whose workers are further SLURM jobs.

Each worker measures in its own `Sandbox` child process, so a kernel that
crashes or hangs costs that child, not the worker: the task returns a failed
Measurement with its reason and the next task gets a fresh child. If a worker
dies anyway (out of memory, say), Dask is told not to retry the task
(`allowed-failures = 0`) and the task is reported as a crash. Timing runs
never overlap on one machine (see timing_lock); compiles run in parallel.

Results go through a `MeasurementCache` when one is configured.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

import dask
from distributed import Client, Future, KilledWorker, LocalCluster, as_completed
from tqdm import tqdm

from rl_autoscheduler import _core
from rl_autoscheduler.cache import MeasurementCache
from rl_autoscheduler.measure import Measurement, TimingOptions
from rl_autoscheduler.program import Program
from rl_autoscheduler.sandbox import Sandbox
from rl_autoscheduler.schedule import Schedule


@dataclass(frozen=True)
class SlurmOptions:
    """Each SLURM job runs `processes` single-threaded workers (see dask-jobqueue)."""

    cores: int = 4
    processes: int = 4
    memory: str = "16GB"
    walltime: str = "02:00:00"
    queue: str | None = None
    account: str | None = None
    job_extra_directives: list[str] = field(default_factory=list)
    log_directory: str = "logs/dask"


@dataclass(frozen=True)
class ClusterConfig:
    kind: str = "local"
    """local (a LocalCluster here), address (an existing scheduler) or slurm."""
    workers: int = 2
    """local: worker processes; slurm: jobs to start."""
    address: str | None = None
    """With kind = address: the scheduler, e.g. tcp://10.0.0.5:8786."""
    dashboard: bool = False
    """local: serve the dashboard on 127.0.0.1 (a free port)."""
    task_timeout_s: float = 120.0
    """A measurement with no result after this is a time-out."""
    cache_path: str | None = "runs/measurements.sqlite"
    """SQLite cache of measurements; null disables it."""
    machine: str | None = None
    """Cache key of the machine; default: this host's CPU and core count."""
    slurm: SlurmOptions = field(default_factory=SlurmOptions)

    def validate(self) -> str | None:
        if self.kind not in ("local", "address", "slurm"):
            return f"kind must be local, address or slurm, not {self.kind!r}"
        if self.kind == "address" and not self.address:
            return "kind 'address' needs 'address'"
        if self.workers < 1:
            return "workers must be at least 1"
        if self.task_timeout_s <= 0:
            return "task_timeout_s must be positive"
        return None


def machine_id() -> str:
    cpu, features = _core.host_cpu()
    vector = next((f for f in ("avx512f", "avx2", "sse4.2", "neon") if f in features), "scalar")
    return f"{cpu}/{os.cpu_count()}cpu/{vector}"


_sandbox: Sandbox | None = None


def measure_on_worker(
    text: str, name: str, steps: list[dict], options: TimingOptions, timeout_s: float
) -> dict:
    """The task a worker runs: measure in this worker's sandbox child."""
    global _sandbox
    if _sandbox is None:
        _sandbox = Sandbox(timeout_s)
    _sandbox.timeout_s = timeout_s
    program = Program(name=name, text=text, ops=())
    # The sandbox re-parses the text; `ops` is not needed to send it.
    return _sandbox.measure(program, Schedule.from_json(steps), options).to_json()


def slurm_cluster(slurm: SlurmOptions):  # -> dask_jobqueue.SLURMCluster
    """A SLURMCluster whose jobs each run `processes` single-threaded workers.

    No job is submitted until it is scaled; `cluster.job_script()` shows the
    script sbatch will get.
    """
    from dask_jobqueue import SLURMCluster

    return SLURMCluster(
        cores=slurm.cores,
        processes=slurm.processes,
        memory=slurm.memory,
        walltime=slurm.walltime,
        queue=slurm.queue,
        account=slurm.account,
        job_extra_directives=list(slurm.job_extra_directives),
        log_directory=slurm.log_directory,
    )


def start_cluster(config: ClusterConfig):  # -> distributed.deploy.Cluster | None
    """Starts the configured cluster (None for an existing scheduler's address)."""
    if config.kind == "address":
        return None
    if config.kind == "slurm":
        cluster = slurm_cluster(config.slurm)
        cluster.scale(jobs=config.workers)
        return cluster
    # LocalCluster writes OMP_NUM_THREADS=1 and the like into this process's
    # environment for its workers; children started later (PyTorch or JAX
    # baselines) must not inherit them.
    saved = dict(os.environ)
    try:
        return _local_cluster(config)
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _local_cluster(config: ClusterConfig) -> LocalCluster:
    return LocalCluster(
        n_workers=config.workers,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address="127.0.0.1:0" if config.dashboard else None,
        silence_logs=logging.ERROR,
    )


@dataclass
class EvaluatorStats:
    submitted: int = 0
    cache_hits: int = 0
    failures: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


class Evaluator:
    """Measures (program, schedule) pairs on a Dask cluster, through the cache."""

    def __init__(self, config: ClusterConfig | None = None, timing: TimingOptions | None = None):
        self.config = config or ClusterConfig()
        self.timing = timing or TimingOptions()
        self.stats = EvaluatorStats()
        self.cache = (
            MeasurementCache(self.config.cache_path, self.config.machine or machine_id())
            if self.config.cache_path
            else None
        )
        # A worker that dies is not given the task again: it is a crash to report.
        dask.config.set({"distributed.scheduler.allowed-failures": 0})
        self.cluster = start_cluster(self.config)
        self.client = Client(self.cluster if self.cluster is not None else self.config.address)

    def measure_many(
        self, jobs: Sequence[tuple[Program, Schedule]], progress: bool = False
    ) -> list[Measurement]:
        """Measures every job; results come back in the order of `jobs`."""
        results: list[Measurement | None] = [None] * len(jobs)
        hashes = [program.content_hash() for program, _ in jobs]
        futures: dict[Future, int] = {}
        for index, (program, schedule) in enumerate(jobs):
            cached = self._cached(hashes[index], schedule)
            if cached is not None:
                results[index] = cached
                continue
            future = self.client.submit(
                measure_on_worker,
                program.text,
                program.name,
                schedule.to_json(),
                self.timing,
                self.config.task_timeout_s,
                pure=False,
            )
            futures[future] = index
            self.stats.submitted += 1
        bar = tqdm(total=len(futures), desc="measuring", disable=not progress, leave=False)
        for future in as_completed(futures):
            index = futures[future]
            program, schedule = jobs[index]
            results[index] = self._collect(future, program, schedule, hashes[index])
            bar.update()
        bar.close()
        return [result for result in results if result is not None]

    def measure(self, program: Program, schedule: Schedule) -> Measurement:
        return self.measure_many([(program, schedule)])[0]

    def _cached(self, program_hash: str, schedule: Schedule) -> Measurement | None:
        if self.cache is None:
            return None
        hit = self.cache.get(program_hash, schedule.to_json(), self.timing.threads)
        if hit is not None:
            self.stats.cache_hits += 1
        return hit

    def _collect(
        self, future: Future, program: Program, schedule: Schedule, program_hash: str
    ) -> Measurement:
        try:
            result = Measurement(**future.result())
        except KilledWorker:
            result = Measurement(program.name, schedule.to_json(), self.timing.threads)
            result.failure_kind = "crash"
            result.error = "the Dask worker measuring it died"
        except Exception as error:  # a task error is a failed measurement, never fatal
            result = Measurement(program.name, schedule.to_json(), self.timing.threads)
            result.failure_kind = "crash"
            result.error = f"{type(error).__name__}: {error}"
        if result.failure_kind:
            failures = self.stats.failures
            failures[result.failure_kind] = failures.get(result.failure_kind, 0) + 1
        if self.cache is not None:
            self.cache.put(program_hash, result)
        return result

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()

    def __enter__(self) -> Evaluator:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
