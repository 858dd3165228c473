"""Training the PPO agent on measured speedups.

    rl-autoscheduler train --config config/quickstart.json [--resume]

(`python -m rl_autoscheduler.agent.train` takes the same arguments.)

Each iteration: play `episodes_per_iteration` episodes with the current
policy (programs drawn from the train set), measure all their final schedules
at once on the cluster, put the rewards in, run the PPO update, log, and every
`checkpoint_every` iterations write a checkpoint atomically. `--resume`
continues from the run directory's checkpoint, so a killed run loses at most
the iterations since the last checkpoint. Every `eval_every` iterations the
greedy policy schedules the eval set (one pass, no measurement while it
chooses) and its geometric-mean speedup is logged.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import asdict
from pathlib import Path

import numpy as np
import torch
from tqdm import tqdm

from rl_autoscheduler.agent.action_choice import policy_schedule
from rl_autoscheduler.agent.action_space import MAX_LOOPS
from rl_autoscheduler.agent.buffer import RolloutBuffer
from rl_autoscheduler.agent.checkpoint import (
    CHECKPOINT,
    CLONED_CHECKPOINT,
    INITIAL_CHECKPOINT,
    CheckpointError,
    load_policy,
    read_checkpoint,
    unreadable,
    write_checkpoint,
)
from rl_autoscheduler.agent.config import TrainConfig
from rl_autoscheduler.agent.demonstrations import load_demonstrations
from rl_autoscheduler.agent.env import SchedulingEnv, terminal_reward
from rl_autoscheduler.agent.observation import MAX_TRANSFORMS
from rl_autoscheduler.agent.policy import Policy, to_tensors
from rl_autoscheduler.agent.ppo import ppo_update
from rl_autoscheduler.agent.pretrain import (
    DemonstrationSteps,
    clone_epoch,
    demonstration_steps,
    rehearsal_steps,
)
from rl_autoscheduler.agent.tracking import Tracker
from rl_autoscheduler.atomic_files import atomic_write_text
from rl_autoscheduler.config import ConfigError
from rl_autoscheduler.errors import MLIRError
from rl_autoscheduler.ir.op_kinds import programs_by_kind
from rl_autoscheduler.ir.program import Program
from rl_autoscheduler.ir.program_sets import load_programs
from rl_autoscheduler.ir.schedule import Schedule
from rl_autoscheduler.measurement.dist import Measurer
from rl_autoscheduler.measurement.measure import Measurement, geometric_mean


def speedups(results: list[Measurement]) -> list[float]:
    """Per result its speedup; a failed schedule counts as 1 (the program is kept as is)."""
    return [r.speedup if r.ok else 1.0 for r in results]


class Trainer:
    def __init__(self, config: TrainConfig, root: Path = Path()) -> None:
        self.config = config
        self.run_dir = root / config.training.run_dir
        self.run_dir.mkdir(parents=True, exist_ok=True)
        self.train_programs = load_programs(config.train, "train", root)
        self.eval_programs = load_programs(config.eval, "eval", root)
        torch.set_num_threads(config.training.torch_threads)
        torch.manual_seed(config.training.seed)
        if config.pretrain.rehearsal_coef and not config.training.init_from:
            raise ConfigError("pretrain.rehearsal_coef is set but training.init_from is not")
        self.policy = Policy(config.ppo.hidden)
        if config.training.init_from:  # fine-tuning: start from a trained policy
            path = config.training.init_from
            load_policy(read_checkpoint(path), path, self.policy)
        self.optimizer = torch.optim.Adam(self.policy.parameters(), lr=config.ppo.learning_rate)
        self.rng = np.random.default_rng(config.training.seed)
        self.generator = torch.Generator().manual_seed(config.training.seed)
        self.iteration = 0
        self.measurements = 0
        self.run_id: str | None = None
        self.pretrained = False
        self._demonstration_steps: DemonstrationSteps | None = None
        self.kinds = programs_by_kind(self.train_programs)
        capacity = config.training.episodes_per_iteration * self._max_episode_steps()
        self.buffer = RolloutBuffer(capacity, SchedulingEnv(self.train_programs).observation_space)

    def _max_episode_steps(self) -> int:
        ops = max(len(p.ops) for p in self.train_programs)
        # Each transformation may be an interchange of up to MAX_LOOPS steps, plus NEXT_OP.
        return ops * (MAX_TRANSFORMS * MAX_LOOPS + 1)

    # ------------------------------------------------------------ checkpoints
    def save(self, name: str = CHECKPOINT) -> Path:
        state = {
            "iteration": self.iteration,
            "measurements": self.measurements,
            "policy": self.policy.state_dict(),
            "optimizer": self.optimizer.state_dict(),
            "rng": self.rng.bit_generator.state,
            "generator": self.generator.get_state(),
            "torch_rng": torch.get_rng_state(),
            "config": asdict(self.config),
            "run_id": self.run_id,
            "pretrained": self.pretrained,
        }
        return write_checkpoint(self.run_dir / name, state, self.iteration)

    def load(self, path: Path) -> None:
        state = read_checkpoint(path)
        load_policy(state, path, self.policy)
        try:
            self.optimizer.load_state_dict(state["optimizer"])
            self.rng.bit_generator.state = state["rng"]
            self.generator.set_state(state["generator"])
            torch.set_rng_state(state["torch_rng"])
            self.iteration = state["iteration"]
            self.measurements = state["measurements"]
            self.run_id = state.get("run_id")
            self.pretrained = bool(state.get("pretrained", False))
        except Exception as error:  # any mismatched file: one clear error
            raise unreadable(path, error) from error

    # --------------------------------------------------------------- training
    def collect(self, measurer: Measurer) -> dict[str, float]:
        """Plays one iteration's episodes and fills the buffer with their rewards."""
        self.buffer.clear()
        inline = measurer.measure_many if self.config.reward.mode == "per_op" else None
        env = SchedulingEnv(self.train_programs, measure=inline, reward=self.config.reward)
        pending: list[tuple[int, Program, Schedule]] = []
        submitted_before = measurer.stats.submitted
        self.policy.eval()
        with torch.no_grad():
            for _ in range(self.config.training.episodes_per_iteration):
                index = self._draw_program()
                observation, _ = env.reset(options={"program": index})
                while True:
                    output = self.policy(to_tensors(observation))
                    action = output.action[0]
                    next_observation, reward, terminated, _, info = env.step(action.numpy())
                    step = self.buffer.add(
                        observation,
                        action,
                        output.log_prob.item(),
                        output.value.item(),
                        reward,
                        terminated,
                    )
                    observation = next_observation
                    if terminated:
                        schedule = Schedule.from_json(info["schedule"])
                        pending.append((step, self.train_programs[index], schedule))
                        break
        results: list[Measurement] = []
        if inline is None:
            started = time.perf_counter()
            results = measurer.measure_many([(p, s) for _, p, s in pending])
            measuring_s = time.perf_counter() - started
            for (step, _, _), result in zip(pending, results, strict=True):
                self.buffer.add_reward(step, terminal_reward(result, self.config.reward))
        else:
            measuring_s = float("nan")
        # Measurements actually run (cache hits are re-uses, not measurements).
        self.measurements += measurer.stats.submitted - submitted_before
        returns = self.buffer.rewards[: self.buffer.size].sum().item() / len(pending)
        return {
            "episode_return": returns,
            "train_geomean_speedup": geometric_mean(speedups(results)) or math.nan,
            "failed_fraction": (sum(not r.ok for r in results) / len(results)) if results else 0.0,
            "steps": float(self.buffer.size),
            "measuring_s": measuring_s,
            "measurements": float(self.measurements),
        }

    def _draw_program(self) -> int:
        if not self.config.training.sample_by_kind:
            return int(self.rng.integers(len(self.train_programs)))
        members = list(self.kinds.values())[int(self.rng.integers(len(self.kinds)))]
        return members[int(self.rng.integers(len(members)))]

    def demonstration_steps(self) -> DemonstrationSteps:
        """The demonstrations replayed into training examples, once per run: for cloning
        and for PPO's demonstration term."""
        if self._demonstration_steps is None:
            path = self.config.demonstrations.path
            if not path:
                raise ConfigError(
                    "pretrain.epochs or ppo.demonstration_coef is set but demonstrations.path "
                    "is not"
                )
            demonstrations = load_demonstrations(path)
            self._demonstration_steps = demonstration_steps(demonstrations, self.train_programs)
        return self._demonstration_steps

    def rehearsal_steps(self) -> DemonstrationSteps:
        """The starting policy's (`training.init_from`) greedy walks of the train programs
        that have no demonstration: what fine-tuning must keep choosing."""
        path = self.config.training.init_from
        state = read_checkpoint(path)
        starting = load_policy(state, path, Policy(self.config.ppo.hidden))
        demonstrated = {d.program for d in load_demonstrations(self.config.demonstrations.path)}
        others = [p for p in self.train_programs if p.name not in demonstrated]
        return rehearsal_steps(starting, others)

    def pretrain(self, tracker: Tracker, progress: bool = True) -> None:
        """Behaviour cloning on the demonstrations (see `pretrain.py`), logged per epoch
        to the trackers at iteration 0; then a checkpoint, so a resumed run skips it."""
        options = self.config.pretrain
        steps = self.demonstration_steps()
        rehearsal = self.rehearsal_steps() if options.rehearsal_coef else None
        optimizer = torch.optim.Adam(self.policy.parameters(), lr=options.learning_rate)
        for epoch in tqdm(
            range(options.epochs), desc="pretraining", disable=not progress, dynamic_ncols=True
        ):
            metrics = clone_epoch(self.policy, optimizer, steps, options, self.generator, rehearsal)
            tracker.log(0, {"pretrain_epoch": float(epoch + 1), **metrics})
        self.pretrained = True
        self.save(CLONED_CHECKPOINT)
        self.save()

    def measure_policy(
        self,
        measurer: Measurer,
        programs: list[Program] | None = None,
        policy: Policy | None = None,
    ) -> list[Measurement]:
        """The greedy policy's schedules of `programs`, measured."""
        programs = programs or self.eval_programs
        policy = policy or self.policy
        policy.eval()
        env = SchedulingEnv(programs)
        jobs = [
            (program, policy_schedule(policy, env, index)) for index, program in enumerate(programs)
        ]
        return measurer.measure_many(jobs)

    def train(self, measurer: Measurer, tracker: Tracker, progress: bool = True) -> None:
        options = self.config.training
        if self.iteration == 0 and not (self.run_dir / INITIAL_CHECKPOINT).exists():
            self.save(INITIAL_CHECKPOINT)  # the untrained policy, for comparisons
        if self.config.pretrain.epochs and not self.pretrained:
            self.pretrain(tracker, progress)
        bar = tqdm(
            total=options.iterations,
            initial=self.iteration,
            desc="training",
            disable=not progress,
            dynamic_ncols=True,
        )
        while self.iteration < options.iterations:
            started = time.perf_counter()
            metrics = self.collect(measurer)
            self.policy.train()
            metrics.update(
                ppo_update(
                    self.policy,
                    self.optimizer,
                    self.buffer,
                    self.config.ppo,
                    self.generator,
                    self.demonstration_steps() if self.config.ppo.demonstration_coef else None,
                )
            )
            self.iteration += 1
            if options.eval_every and self.iteration % options.eval_every == 0:
                results = self.measure_policy(measurer)
                metrics["eval_geomean_speedup"] = geometric_mean(speedups(results)) or math.nan
                metrics["eval_failed"] = float(sum(not r.ok for r in results))
                for kind, members in programs_by_kind(self.eval_programs).items():
                    chosen = [speedups(results)[i] for i in members]
                    metrics[f"eval_geomean_speedup_{kind}"] = geometric_mean(chosen) or math.nan
            metrics["iteration_s"] = time.perf_counter() - started
            metrics["cache_hits"] = float(measurer.stats.cache_hits)
            tracker.log(self.iteration, metrics)
            if (
                self.iteration % options.checkpoint_every == 0
                or self.iteration == options.iterations
            ):
                self.save()
            bar.update()
            bar.set_postfix(
                ret=f"{metrics['episode_return']:.2f}",
                speedup=f"{metrics['train_geomean_speedup']:.2f}",
            )
        bar.close()


def run(config_path: str, resume: bool, progress: bool = True) -> Trainer:
    config = TrainConfig.load(config_path)
    trainer = Trainer(config)
    checkpoint = trainer.run_dir / CHECKPOINT
    if resume and checkpoint.exists():
        trainer.load(checkpoint)
        print(f"resuming {checkpoint} at iteration {trainer.iteration}", file=sys.stderr)
    elif not resume and checkpoint.exists():
        raise ConfigError(
            f"{checkpoint} exists: pass --resume to continue it, or choose another training.run_dir"
        )
    tracker = Tracker(
        trainer.run_dir,
        config.training.name,
        asdict(config),
        project=config.tracking.project,
        # The checkpoint's run id (older checkpoints have one of their own), else the run
        # directory's `run_id` file: a training resumed, even before its first checkpoint,
        # continues its MLflow and Neptune runs, and no other run directory shares them.
        run_id=trainer.run_id,
        backends=config.tracking.backends,
        store=config.tracking.mlflow_store,
        experiment=config.tracking.experiment,
    )
    trainer.run_id = tracker.run_id
    # Rows of an unfinished pretraining (iteration 0) are redone with it.
    pretraining = config.pretrain.epochs and not trainer.pretrained
    tracker.truncate_after(-1 if pretraining else trainer.iteration)
    atomic_write_text(trainer.run_dir / "config.json", json.dumps(asdict(config), indent=2))
    failed = True
    try:
        with Measurer(config.cluster, config.timing) as measurer:
            trainer.train(measurer, tracker, progress=progress)
        failed = False
    finally:
        if checkpoint.exists():  # the agent so far, also when training stopped early
            tracker.log_artifact(checkpoint)
        tracker.close(failed=failed)
    return trainer


def main(argv: list[str] | None = None, prog: str | None = None) -> int:
    """The command line; `prog` names the command in help and errors (default: the
    module's own name)."""
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("--config", required=True, help="JSON config, e.g. config/quickstart.json")
    parser.add_argument(
        "--resume", action="store_true", help="continue the run directory's checkpoint"
    )
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    try:
        run(args.config, args.resume, progress=not args.no_progress)
    except (ConfigError, MLIRError) as error:
        print(f"{prog or 'rl_autoscheduler.agent.train'}: {error}", file=sys.stderr)
        return 2
    except CheckpointError as error:
        print(f"{prog or 'rl_autoscheduler.agent.train'}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
