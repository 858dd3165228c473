"""The settings of an evaluation run, and the command line generated from them.

`Settings` holds the evaluation's own choices; how kernels are timed is a
`TimingOptions` and where they are measured a `ClusterConfig`, the same classes (and
checks) training uses, nested rather than copied field by field. The flags of
`python -m evaluation.single_ops` / `neural_nets` come from these fields
(`rl_autoscheduler.cli_fields`): a default or a help text is written once, here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from evaluation.results import METHODS, OPTIONAL_METHODS
from rl_autoscheduler.cli_fields import FieldParser, Flag
from rl_autoscheduler.config import Validated, from_dict, load_json
from rl_autoscheduler.measurement.dist import ClusterConfig
from rl_autoscheduler.measurement.measure import TimingOptions

EVAL_TIMING = TimingOptions(threads=2, budget_s=1.0, warmup_s=0.05, settle_s=5.0)
"""Evaluation times every method alike, on 2 threads, with a longer warm-up than training,
and waits (up to 5 s per timing) for the machine to give its threads whole cores."""
EVAL_CLUSTER = ClusterConfig(workers=2, cache_path=None)
"""Evaluation measures everything afresh: no cache."""


@dataclass(frozen=True)
class Settings(Validated):
    checkpoint: str = ""
    """A training run's checkpoint.pt (default: the shipped model,
    rl_autoscheduler/models/default.pt)."""
    records: str | None = None
    """Tuning records the agent's one pass consults first (`rl-autoscheduler records`):
    an op with a record takes its steps. Default none, so the agent's row is the policy's
    own; the file is only read."""
    suite: str = "benchmarks/single_ops"
    """Suite directory (with a manifest), or any folder of .mlir programs (or one file)."""
    split: str | None = "eval"
    """Manifest split (`all`: every split); ignored for a suite without a manifest."""
    names: list[str] = field(default_factory=list)
    """Only these benchmarks."""
    limit: int | None = None
    """At most N benchmarks, taking the op kinds in turn."""
    experts: str | None = "benchmarks/schedules"
    """Directory of expert schedules (<stem>.mlir + <stem>.json)."""
    random_trials: int = 50
    """Random search budget: measured random schedules per benchmark."""
    agent_trials: int = 8
    """Schedules the agent proposes and measures in policy-guided search, best verified kept."""
    greedy_budget: int = 50
    """Measurements the greedy search may use per benchmark."""
    op_shares: bool = False
    """Time each op of the agent's one pass alone, with the producers it fuses, against the
    same ops as written: where a network's time goes (`commands.op_shares`). On for the
    neural nets."""
    rounds: int = 1
    """Rounds of the headline figures: the untransformed program, the agent's one pass, the
    experts and the frameworks are each timed this many times, the rounds spread over the
    run (the first before the searches, the others after them), and each figure is its
    median round. The schedule each search kept is re-timed in the later rounds, and its
    figure is the median of its own timing and those. The machine's noise moves on a scale
    of seconds to minutes, so this, not more runs in one timing, is what steadies a
    comparison between methods."""
    baseline_timeout_s: float = 600.0
    """The PyTorch/JAX/numpy reference process of one benchmark is stopped past this."""
    cluster_config: str = "config/slurm.json"
    """With --cluster slurm: a training config whose `cluster` section sizes the worker jobs."""
    skip: list[str] = field(default_factory=list)
    """Methods to leave out."""
    out: str | None = None
    """Output directory (default: results/<checkpoint>-<suite>-<time>)."""
    quiet: bool = False
    """No progress lines or bars on stderr."""
    timing: TimingOptions = EVAL_TIMING
    """How every kernel is timed (warm-up, repeats, threads), MLIR and frameworks alike."""
    cluster: ClusterConfig = EVAL_CLUSTER
    """Where MLIR schedules are measured: local Dask workers, or SLURM worker jobs."""

    def validate(self) -> str | None:
        if self.rounds < 1:
            return f"rounds must be at least 1, not {self.rounds!r}"
        budgets = ("random_trials", "agent_trials", "greedy_budget")
        for name in budgets:
            if getattr(self, name) < 0:
                return f"{name} must be at least 0, not {getattr(self, name)!r}"
        unknown = sorted(set(self.skip) - set(OPTIONAL_METHODS))
        if unknown:
            return f"skip must name methods of {list(OPTIONAL_METHODS)}, not {unknown}"
        if self.cluster.kind not in ("local", "slurm"):
            return f"cluster must be local or slurm, not {self.cluster.kind!r}"
        if self.records and not Path(self.records).is_file():
            return f"records {self.records}: no such file"
        if self.baseline_timeout_s <= 0:
            return f"baseline_timeout_s must be positive, not {self.baseline_timeout_s!r}"
        return None

    @classmethod
    def load(cls, path: str | Path) -> Settings:
        """Settings from a JSON file, checked like a training config."""
        return from_dict(cls, load_json(path), str(path))

    def methods(self) -> list[str]:
        return [m for m in METHODS if m not in self.skip]

    def measuring_cluster(self) -> ClusterConfig:
        """Where the MLIR methods are measured, never through the cache.

        local: a LocalCluster of `cluster.workers` here. slurm: the `cluster` section of
        a training config (config/slurm.json: jobs, cores, memory, queue, account,
        interface), so the evaluation measures on the same kind of workers the agent was
        trained on; its workers count jobs, and `--workers` does not apply.
        """
        if self.cluster.kind == "local":
            return dataclasses.replace(self.cluster, cache_path=None)
        path = self.cluster_config
        section = load_json(path).get("cluster", {})
        configured = from_dict(ClusterConfig, section, f"{path}: cluster")
        return dataclasses.replace(
            configured, kind="slurm", cache_path=None, task_timeout_s=self.cluster.task_timeout_s
        )

    def to_json(self, cluster: ClusterConfig) -> dict[str, Any]:
        """The `config` of results.json: its keys are those runs have always written (the
        timing and cluster fields flat as well as nested), which the report reads."""
        own = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        own.pop("timing")
        own.pop("cluster")
        return {
            **own,
            **dataclasses.asdict(self.timing),
            "workers": self.cluster.workers,
            "task_timeout_s": self.cluster.task_timeout_s,
            "timing": dataclasses.asdict(self.timing),
            "cluster": {"kind": cluster.kind, "workers": cluster.workers, "cache": None},
            "speedup": "untransformed median time (T0, median over this run) / method median",
        }

    def run_name(self) -> str:
        """results/<this>: the checkpoint's run, the suite and the time. A name to read:
        trackers know the run by its folder's id (`tracking.folder_run_id`)."""
        checkpoint = Path(self.checkpoint or "shipped/checkpoint.pt")
        base = checkpoint.parent.name or "run"
        if checkpoint.stem != "checkpoint":
            base += f"-{checkpoint.stem}"
        suite = Path(self.suite).name
        return f"{base}-{suite}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"


FLAGS = {
    # Flag names the README and scripts have always used.
    "timing.budget_s": Flag(name="--budget"),
    "cluster.task_timeout_s": Flag(name="--task-timeout"),
    "cluster.kind": Flag(
        name="--cluster",
        choices=("local", "slurm"),
        help="local: --workers Dask workers here; slurm: worker jobs as --cluster-config says.",
    ),
    "baseline_timeout_s": Flag(name="--baseline-timeout"),
    "skip": Flag(choices=OPTIONAL_METHODS),
    # TimingOptions and ClusterConfig fields written without a docstring.
    "timing.threads": Flag(help="Threads for every method, MLIR and frameworks alike."),
    "timing.warmup": Flag(help="Warm-up runs before timing."),
    "timing.min_repeat": Flag(help="Timed runs per kernel at least."),
    "timing.seed": Flag(help="Seed of the inputs and of the searches."),
}
"""What the fields cannot say themselves (see `rl_autoscheduler.cli_fields.Flag`)."""
NO_FLAG = (
    "cluster.address",
    "cluster.dashboard",
    "cluster.cache_path",
    "cluster.machine",
    "cluster.slurm",
)
"""Cluster fields evaluation does not use: no cache, and SLURM jobs sized by
--cluster-config."""


def settings_parser(
    prog: str, description: str, suite: str, split: str | None, **defaults: object
) -> FieldParser[Settings]:
    """The command line of one evaluation entry point (its suite, split and any other
    field's value as defaults)."""
    return FieldParser(
        Settings,
        prog=prog,
        description=description,
        flags=FLAGS,
        defaults={"suite": suite, "split": split, **defaults},
        skip=NO_FLAG,
    )
