"""Measuring schedules on a Dask cluster.

The `Measurer` sends (program, schedule) measurement tasks to Dask workers:
a `LocalCluster` on this machine by default (worker processes with one thread
each, everything bound to 127.0.0.1), an existing scheduler by address, or a
`SLURMCluster` from dask-jobqueue whose workers are further SLURM jobs.

Each worker measures in its own `Sandbox` child process, so a kernel that
crashes or hangs costs that child, not the worker: the task returns a failed
Measurement with its reason and the next task gets a fresh child. A worker
that dies anyway was not killed by a kernel (kernels run in the sandbox): it
was killed from outside, ran out of memory itself, or its SLURM job ended, and
every task it held (the running one and the one queued behind it) is lost
through no fault of its schedule. The Measurer resubmits such a task once, to
whichever worker is alive; a task whose worker dies twice is reported as a
`crash` that says so, and is not cached. Dask itself does not retry
(`allowed-failures = 0`), so the retry is counted and works the same on an
existing scheduler whose configuration is not ours. Timing runs never overlap
on one machine (see timing_lock); compiles run in parallel.

Results go through a `MeasurementCache` when one is configured.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import signal
import sys
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import dask
from distributed import Client, Future, KilledWorker, LocalCluster, WorkerPlugin, as_completed
from distributed.core import Status
from tqdm import tqdm

from rl_autoscheduler import _core
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.cache import MeasurementCache
from rl_autoscheduler.measurement.measure import Measurement, TimingOptions
from rl_autoscheduler.measurement.sandbox import Sandbox


@dataclass(frozen=True)
class SlurmOptions:
    """Each SLURM job runs `processes` single-threaded workers (see dask-jobqueue)."""

    cores: int = 4
    """CPUs per worker job (--cpus-per-task)."""
    processes: int = 4
    """Workers per job, each with cores / processes threads."""
    memory: str = "16GB"
    """Memory per job (--mem), shared by its workers."""
    walltime: str = "02:00:00"
    """Time limit per worker job; one that ends is replaced (see keep_jobs)."""
    queue: str | None = None
    """Partition (-p); null: the cluster's default."""
    account: str | None = None
    """Account to charge (-A); null: yours by default."""
    job_extra_directives: list[str] = field(default_factory=list)
    """Further #SBATCH lines, e.g. ["--exclusive"] or ["--constraint=zen4"]."""
    log_directory: str = "logs/dask"
    """Worker jobs' stdout and stderr (dask-worker-<job id>.out/.err), relative to the
    directory the trainer runs in."""
    interface: str | None = None
    """Network interface the scheduler and the workers listen on (ib0, eth0; lo keeps
    everything on 127.0.0.1 when the jobs run on the trainer's machine); null: the
    address of this host's name."""


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
    script sbatch will get. With an `interface`, everything listens on it alone:
    Dask binds dashboards given as ":port" (its defaults) to every interface
    whatever `interface` says, so the scheduler's dashboard gets the interface's
    address and the workers' dashboards are off (the scheduler's shows them).
    """
    from dask_jobqueue import SLURMCluster
    from distributed.utils import get_ip_interface

    bind = {}
    if slurm.interface:
        address = get_ip_interface(slurm.interface)
        bind = {
            "scheduler_options": {"dashboard_address": f"{address}:8787"},
            "worker_extra_args": ["--no-dashboard"],
        }
    return SLURMCluster(
        cores=slurm.cores,
        processes=slurm.processes,
        memory=slurm.memory,
        walltime=slurm.walltime,
        queue=slurm.queue,
        account=slurm.account,
        job_extra_directives=list(slurm.job_extra_directives),
        log_directory=slurm.log_directory,
        interface=slurm.interface,
        **bind,
    )


JOB_CHECK_S = 5.0
"""Seconds between a SLURM cluster's checks for worker jobs that ended (see keep_jobs)."""
FAILED_STARTS = 3
"""Worker jobs in a row that end before any of their workers connected, after which no
more are submitted (their log says why: a wrong Python, a module missing on the nodes)."""

_log = logging.getLogger(__name__)


def keep_jobs(cluster, jobs: int, every_s: float = JOB_CHECK_S) -> None:
    """Keeps `jobs` worker jobs: one that ends under the running cluster is replaced.

    dask-jobqueue does not do this itself: a job that was cancelled, ran past its
    walltime or lost its node stays in the cluster's spec, so `scale` counts it as
    running, and measurements wait for workers that never come. Every `every_s`
    seconds, `squeue` lists this user's jobs; a worker job of the cluster that is no
    longer queued or running (or is completing) has ended: it is dropped and `scale`
    submits a new one. The tasks its workers held come back to the Measurer as lost
    with their worker and are resubmitted (see the module docstring), so they run on
    the replacement. A job that ends before any of its workers was seen connected
    counts as a failed start; after FAILED_STARTS in a row no more are submitted.
    """
    cluster.loop.add_callback(_keep_jobs, cluster, jobs, every_s)


async def _keep_jobs(cluster, jobs: int, every_s: float) -> None:
    job_ids: dict[str, str] = {}  # job name in the cluster's spec -> SLURM job id
    connected: set[str] = set()  # job names whose workers were seen on the scheduler
    failed_starts = 0
    while cluster.status not in (Status.closing, Status.closed, Status.failed):
        await asyncio.sleep(every_s)
        if cluster.status != Status.running:
            continue
        try:
            # No job object may stay referenced across an await: the cluster's close
            # checks every job object still alive (see _drop_job).
            job_ids.update(
                {name: job.job_id for name, job in cluster.workers.items() if job.job_id}
            )
            workers = cluster.scheduler_info.get("workers", {}).values()
            names = {str(worker["name"]) for worker in workers}
            for name, spec in list(cluster.worker_spec.items()):
                if {f"{name}{suffix}" for suffix in spec.get("group", [""])} & names:
                    connected.add(name)
                    failed_starts = 0  # jobs do start here
            queued = await _queued_jobs()
            if queued is None:
                continue
            lost = [
                n for n in list(cluster.worker_spec) if n in job_ids and job_ids[n] not in queued
            ]
            for name in lost:
                job_id = job_ids.pop(name)
                failed_starts = 0 if name in connected else failed_starts + 1
                connected.discard(name)
                _drop_job(cluster, name)
                _log.warning("SLURM worker job %s (%s) ended", job_id, name)
            if not lost:
                continue
            if failed_starts >= FAILED_STARTS:
                _log.error(
                    "%d SLURM worker jobs in a row ended before their workers connected: "
                    "submitting no more; their logs are in the cluster's log_directory",
                    failed_starts,
                )
                return
            _log.warning("submitting %d replacement worker job(s)", len(lost))
            cluster.scale(jobs=jobs)
        except Exception:  # a failed check must not end the checking
            _log.exception("checking the SLURM worker jobs failed")


def _drop_job(cluster, name: str) -> None:
    """Forgets a worker job whose SLURM job has ended.

    dask-jobqueue's job objects keep the status running after they end, and the
    cluster's close asserts that every job object still alive is closed: mark it.
    """
    cluster.worker_spec.pop(name, None)
    job = cluster.workers.pop(name, None)
    if job is not None:
        job.status = Status.closed


async def _queued_jobs() -> set[str] | None:
    """Ids of this user's SLURM jobs that are pending or running; None if squeue fails."""
    try:
        process = await asyncio.create_subprocess_exec(
            "squeue",
            "--me",
            "--noheader",
            "--format=%i %T",
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
        )
        out, _ = await process.communicate()
    except OSError:
        return None
    if process.returncode != 0:
        return None
    jobs = (line.split() for line in out.decode().splitlines())
    return {job[0] for job in jobs if len(job) == 2 and job[1] != "COMPLETING"}


def _exit_on_sigterm() -> None:
    """Makes SIGTERM raise SystemExit in this process, unless it has a handler already.

    SLURM ends a cancelled or timed-out job with SIGTERM (SIGKILL follows KillWait
    seconds later). Python's default dies on the spot, and the worker jobs this
    process submitted would stay in the queue until their workers notice that the
    scheduler is gone (dask-jobqueue's death timeout, a minute). SystemExit runs the
    `with Measurer` exit, which closes the cluster and so cancels them.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _raise_system_exit)


def _raise_system_exit(signum: int, frame: object) -> None:
    print("SIGTERM: closing the Dask cluster and its worker jobs", file=sys.stderr, flush=True)
    raise SystemExit(128 + signum)


def start_cluster(config: ClusterConfig):  # -> distributed.deploy.Cluster | None
    """Starts the configured cluster (None for an existing scheduler's address)."""
    if config.kind == "address":
        return None
    if config.kind == "slurm":
        _exit_on_sigterm()
        cluster = slurm_cluster(config.slurm)
        cluster.scale(jobs=config.workers)
        keep_jobs(cluster, config.workers)
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


QUIET_MONITORING = {
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.worker.profile.enabled": False,
}
"""Dask's periodic monitors on a local cluster, woken less often, and the workers'
statistical profiler off. By default each worker samples its threads' stacks every
10 ms, and every scheduler, nanny and worker wakes every 20 ms to check its event loop,
more for CPU and memory readings: on two cores whose two threads run the kernel being
timed, each wake-up stalls a thread that the other waits for at the next barrier. Timed
in a worker, BERT-base's layer ran 10.4-10.5 ms against 9.1-9.9 in-process (alternating,
3 rounds); with the slower monitors alone, 9.1-9.7 against 8.9-9.1. The nanny still
checks the memory limit every second."""


def _local_cluster(config: ClusterConfig) -> LocalCluster:
    # The servers read these when they start; the nanny passes them to its worker.
    with dask.config.set(QUIET_MONITORING):
        return LocalCluster(
            n_workers=config.workers,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address="127.0.0.1:0" if config.dashboard else None,
            silence_logs=logging.ERROR,
        )


class _HeartbeatHiccup(logging.Filter):
    """Drops Dask's "Failed to communicate with scheduler during heartbeat" record.

    A worker logs it at ERROR with a three-part traceback whenever one heartbeat does not
    reach the scheduler in time: on two busy cores, the scheduler's event loop in the
    driver can be held up by a compile or a reference check for longer than the timeout.
    The next heartbeat retries, and a worker whose scheduler is really gone closes
    through its broken stream, so the record tells a user nothing they can act on, and
    its traceback reads like a crash of their evaluation (CI saw one in the middle of a
    folder evaluation that went on to succeed)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith(
            "Failed to communicate with scheduler during heartbeat"
        )


HEARTBEAT_HICCUP = _HeartbeatHiccup()


class QuietHeartbeats(WorkerPlugin):
    """Installs HEARTBEAT_HICCUP in every worker, local or SLURM (see the filter)."""

    name = "rl-autoscheduler-quiet-heartbeats"

    def setup(self, worker) -> None:
        logging.getLogger("distributed.worker").addFilter(HEARTBEAT_HICCUP)


def task_key(program: Program) -> str:
    """A Dask key that names the program (`measure-<file name>-<unique id>`): the Dask
    dashboard's task stream then shows which program each worker measures, and a test
    finds the worker measuring a given program by its role, not by sampling CPU time."""
    return f"measure-{os.path.basename(program.name)}-{uuid.uuid4().hex}"


WORKER_DEATH_RETRIES = 1
"""Resubmissions of a task whose worker died under it (see the module docstring)."""


@dataclass
class MeasurerStats:
    submitted: int = 0
    cache_hits: int = 0
    failures: dict[str, int] = field(default_factory=dict)
    retried: int = 0
    """Tasks resubmitted because the worker running them died."""

    def to_json(self) -> dict:
        return dataclasses.asdict(self)


class Measurer:
    """Measures (program, schedule) pairs on a Dask cluster, through the cache."""

    def __init__(
        self,
        config: ClusterConfig | None = None,
        timing: TimingOptions | None = None,
        timeout_for: Callable[[Program], float] | None = None,
    ):
        self.config = config or ClusterConfig()
        self.timing = timing or TimingOptions()
        self.timeout_for = timeout_for
        """A program's time-out (`work_timeout.work_timeout_s`: bigger for a big program);
        None: `config.task_timeout_s` for every program."""
        self.stats = MeasurerStats()
        self.cache = (
            MeasurementCache(self.config.cache_path, self.config.machine or machine_id())
            if self.config.cache_path
            else None
        )
        # A worker that dies is not given the task again: it is a crash to report.
        dask.config.set({"distributed.scheduler.allowed-failures": 0})
        self.cluster = start_cluster(self.config)
        self.client = Client(self.cluster if self.cluster is not None else self.config.address)
        self.client.register_plugin(QuietHeartbeats())

    def measure_many(
        self,
        jobs: Sequence[tuple[Program, Schedule]],
        progress: bool = False,
        on_result: Callable[[], object] | None = None,
    ) -> list[Measurement]:
        """Measures every job; results come back in the order of `jobs`. `on_result` is
        called as each measurement comes back (a caller's own progress bar)."""
        results: list[Measurement | None] = [None] * len(jobs)
        hashes = [program.content_hash() for program, _ in jobs]
        futures: dict[Future, int] = {}
        for index, (program, schedule) in enumerate(jobs):
            cached = self._cached(hashes[index], schedule)
            if cached is not None:
                results[index] = cached
                continue
            futures[self._submit(program, schedule)] = index
        deaths = dict.fromkeys(futures.values(), 0)
        bar = tqdm(total=len(futures), desc="measuring", disable=not progress, leave=False)
        queue = as_completed(futures)
        for future in queue:
            index = futures.pop(future)
            program, schedule = jobs[index]
            if _worker_died(future):
                deaths[index] += 1
                if deaths[index] <= WORKER_DEATH_RETRIES:
                    retry = self._submit(program, schedule)
                    futures[retry] = index
                    queue.add(retry)
                    self.stats.retried += 1
                    continue
            results[index] = self._collect(future, program, schedule, hashes[index], deaths[index])
            bar.update()
            if on_result is not None:
                on_result()
        bar.close()
        return [result for result in results if result is not None]

    def _submit(self, program: Program, schedule: Schedule) -> Future:
        self.stats.submitted += 1
        return self.client.submit(
            measure_on_worker,
            program.text,
            program.name,
            schedule.to_json(),
            self.timing,
            self.timeout_s(program),
            key=task_key(program),
        )

    def timeout_s(self, program: Program) -> float:
        """Seconds a measurement of `program` may take before it is a time-out."""
        if self.timeout_for is None:
            return self.config.task_timeout_s
        return self.timeout_for(program)

    def _cached(self, program_hash: str, schedule: Schedule) -> Measurement | None:
        if self.cache is None:
            return None
        hit = self.cache.get(program_hash, schedule.to_json(), self.timing.threads)
        if hit is not None:
            self.stats.cache_hits += 1
        return hit

    def _collect(
        self,
        future: Future,
        program: Program,
        schedule: Schedule,
        program_hash: str,
        deaths: int = 0,
    ) -> Measurement:
        """The task's Measurement; a task that did not come back as one is a failure.

        Only a Measurement the sandbox produced is cached: a lost worker or a
        broken connection says nothing about the schedule.
        """
        measured = False
        try:
            result = Measurement(**future.result())
            measured = True
        except KilledWorker:
            result = self._failed(program, schedule)
            result.error = (
                f"the Dask worker measuring it died {_times(deaths)}: a kernel cannot kill a"
                " worker (it runs in the worker's sandbox), so the worker was killed, ran out"
                " of memory itself or lost its job"
            )
        except Exception as error:  # a task error is a failed measurement, never fatal
            result = self._failed(program, schedule)
            result.error = f"{type(error).__name__}: {error}"
        if result.failure_kind:
            failures = self.stats.failures
            failures[result.failure_kind] = failures.get(result.failure_kind, 0) + 1
        if self.cache is not None and measured:
            self.cache.put(program_hash, result)
        return result

    def _failed(self, program: Program, schedule: Schedule) -> Measurement:
        result = Measurement(program.name, schedule.to_json(), self.timing.threads)
        result.failure_kind = "crash"
        return result

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()

    def __enter__(self) -> Measurer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _worker_died(future: Future) -> bool:
    """Whether the task was lost with its worker (rather than finished or failed)."""
    return future.status == "error" and isinstance(future.exception(), KilledWorker)


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{count} times")
