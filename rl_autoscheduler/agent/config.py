"""The training settings: one dataclass per section of a training config's JSON.

    {"train": ..., "eval": ..., "training": {...}, "ppo": {...}, "reward": {...},
     "timing": {...}, "cluster": {...}, "tracking": {...}, "demonstrations": {...},
     "pretrain": {...}}

They live apart from the code that uses them so that training, the demonstrations'
teachers, behaviour cloning and the learning report all read one `TrainConfig` without
importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rl_autoscheduler.agent.env import RewardConfig
from rl_autoscheduler.agent.tracking import BACKENDS
from rl_autoscheduler.config import Validated, from_dict, load_json
from rl_autoscheduler.ir.program_sets import ProgramSet
from rl_autoscheduler.measurement.dist import ClusterConfig
from rl_autoscheduler.measurement.measure import TimingOptions


@dataclass(frozen=True)
class PPOConfig(Validated):
    learning_rate: float = 1e-3
    """Adam step size."""
    gamma: float = 1.0
    """Discount: 1, since the reward of a schedule comes at its end."""
    gae_lambda: float = 0.95
    """GAE's bias-variance trade-off."""
    clip: float = 0.2
    """Clip range of the probability ratio."""
    value_coef: float = 0.5
    """Weight of the value loss."""
    entropy_coef: float = 0.01
    """Weight of the entropy bonus (exploration)."""
    max_grad_norm: float = 0.5
    """Global gradient-norm clip."""
    epochs: int = 4
    """Passes over each rollout."""
    minibatch_size: int = 64
    """Steps per gradient step."""
    hidden: int = 128
    """Width of the LSTM and the layers."""
    demonstration_coef: float = 0.0
    """Weight of the demonstrations' negative log-likelihood in every minibatch's loss
    (DAPG's augmented gradient, Rajeswaran et al. 2018, without its decay; 0: none). With
    a few hundred episodes over many op kinds, the measured advantages are mostly noise,
    and PPO alone drifts away from the cloned teacher; this term holds it there except
    where the rewards say otherwise. Needs `demonstrations.path`."""

    def validate(self) -> str | None:
        if not 0 < self.gamma <= 1 or not 0 <= self.gae_lambda <= 1:
            return "gamma must be in (0, 1] and gae_lambda in [0, 1]"
        if self.epochs < 1 or self.minibatch_size < 1:
            return "epochs and minibatch_size must be at least 1"
        if self.learning_rate <= 0 or self.clip <= 0 or self.max_grad_norm <= 0:
            return "learning_rate, clip and max_grad_norm must be positive"
        if self.value_coef < 0 or self.entropy_coef < 0:
            return "value_coef and entropy_coef must be at least 0"
        if self.demonstration_coef < 0:
            return "demonstration_coef must be at least 0"
        if self.hidden < 1:
            return "hidden must be at least 1"
        return None


@dataclass(frozen=True)
class TrainingOptions:
    iterations: int = 50
    """PPO iterations (0: behaviour cloning only)."""
    episodes_per_iteration: int = 32
    """Episodes (one program each) collected per iteration."""
    checkpoint_every: int = 1
    """Iterations between checkpoints."""
    eval_every: int = 10
    """Iterations between greedy evaluations on the eval set (0: never)."""
    seed: int = 0
    """Seeds the policy's initial weights, program draws and minibatch order."""
    run_dir: str = "runs/default"
    """Checkpoints, metrics.jsonl and the offline Neptune data go here."""
    name: str = "default"
    """The run's name in the tracker."""
    sample_by_kind: bool = False
    """Draw each episode's program by op kind first (each kind equally often), then
    within the kind, so that the many matmuls of a split do not swamp pooling or adds."""
    torch_threads: int = 1
    """Threads for the policy. The network is small: more threads only contend with
    the measuring workers (a forward pass is about a hundred times slower with them)."""
    init_from: str = ""
    """A checkpoint whose policy the run starts from instead of random weights (empty:
    none): fine-tuning a trained model on new programs, with `pretrain.rehearsal_coef`
    keeping its choices elsewhere."""

    def validate(self) -> str | None:
        if self.iterations < 0 or self.episodes_per_iteration < 1:
            return "iterations must be at least 0 and episodes_per_iteration at least 1"
        if self.checkpoint_every < 1:
            return "checkpoint_every must be at least 1"
        return None


@dataclass(frozen=True)
class TrackingOptions(Validated):
    backends: list[str] = field(default_factory=lambda: list(BACKENDS))
    """Dashboards to log to: "mlflow" (a local SQLite store unless MLFLOW_TRACKING_URI
    names one), "neptune" (offline unless NEPTUNE_API_TOKEN is set); [] for none.
    metrics.jsonl in the run directory is written either way."""
    project: str | None = None
    """Neptune project for online runs (default: NEPTUNE_PROJECT)."""
    experiment: str | None = None
    """MLflow experiment (default: the run's name, `training.name`)."""
    mlflow_store: str | None = None
    """MLflow store: a SQLite file or a tracking URI (default: MLFLOW_TRACKING_URI,
    else runs/mlflow.db in the working directory, which `rl-autoscheduler dashboard` shows)."""

    def validate(self) -> str | None:
        unknown = [b for b in self.backends if b not in BACKENDS]
        if unknown:
            return (
                f"unknown tracking backend(s) {', '.join(map(repr, unknown))} "
                f"(known: {', '.join(BACKENDS)})"
            )
        return None


@dataclass(frozen=True)
class DemonstrationOptions(Validated):
    path: str = ""
    """The demonstrations file (written by `rl-autoscheduler demonstrate`,
    read by pretraining); empty: none."""
    template_budget: int = 24
    """Template schedules measured per program."""
    greedy_budget: int = 16
    """Measurements of greedy search per program."""
    per_kind: int = 0
    """Train programs demonstrated per op kind, spread evenly over each kind's programs
    (0: every train program)."""
    manifest: str | list[str] | None = None
    """Demonstrate only the train programs of these manifests (default: the whole train
    set): a fine-tuning demonstrates its new programs and rehearses the rest."""
    ops_alone_budget: int = 0
    """Candidates per distinct op for the ops-alone teacher (`agent.ops_alone`), which then
    replaces the template and greedy teachers (0: not used)."""
    agent: str = ""
    """The checkpoint whose one pass the ops-alone teacher composes (empty:
    `training.init_from`, else the shipped model)."""

    def validate(self) -> str | None:
        budgets = (self.template_budget, self.greedy_budget, self.per_kind, self.ops_alone_budget)
        if min(budgets) < 0:
            return "the budgets and per_kind must be at least 0"
        return None


@dataclass(frozen=True)
class PretrainOptions(Validated):
    epochs: int = 0
    """Passes of behaviour cloning over the demonstrations before PPO (0: none)."""
    learning_rate: float = 1e-3
    """Adam step size while cloning."""
    minibatch_size: int = 64
    """Demonstrated steps per gradient step."""
    value_coef: float = 0.5
    """Weight of the value regression on the demonstrations' log speedups."""
    rehearsal_coef: float = 0.0
    """Weight of the rehearsal term (0: none): the negative log-likelihood, under the
    policy being cloned, of the `training.init_from` policy's own greedy actions on every
    train program without a demonstration, so that fine-tuning on new programs keeps the
    model's choices on the old ones (Learning without Forgetting, Li and Hoiem 2016)."""

    def validate(self) -> str | None:
        if self.epochs < 0 or self.minibatch_size < 1:
            return "epochs must be at least 0 and minibatch_size at least 1"
        if self.learning_rate <= 0 or self.value_coef < 0 or self.rehearsal_coef < 0:
            return "learning_rate must be positive, value_coef and rehearsal_coef at least 0"
        return None


@dataclass(frozen=True)
class TrainConfig:
    train: ProgramSet
    eval: ProgramSet
    training: TrainingOptions = field(default_factory=TrainingOptions)
    ppo: PPOConfig = field(default_factory=PPOConfig)
    reward: RewardConfig = field(default_factory=RewardConfig)
    timing: TimingOptions = field(default_factory=TimingOptions)
    cluster: ClusterConfig = field(default_factory=ClusterConfig)
    tracking: TrackingOptions = field(default_factory=TrackingOptions)
    demonstrations: DemonstrationOptions = field(default_factory=DemonstrationOptions)
    pretrain: PretrainOptions = field(default_factory=PretrainOptions)

    @classmethod
    def load(cls, path: str | Path) -> TrainConfig:
        return from_dict(cls, load_json(path), str(path))
